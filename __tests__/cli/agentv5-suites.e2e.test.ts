import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { builtBundle } from '../test-support/built-bundle.js';
import { runChild, type ChildRun } from '../test-support/run-child.js';

/**
 * Our suites in AgentV 5's dialect (__tests__/fixtures/agentv5, as EntityProcess/agentv
 * v5.3.1-next.1 writes them) through the built CLI: a targets.yaml of `id:` entries whose
 * `use_target` names the mock target by an environment variable, AgentV's trimmed text checks,
 * `ends-with`, a test's own `execution`, nested `assert-set`s, `script` graders, a custom assertion
 * type and the `defaults:` graph. The scores are worked out by hand in the suite's comments.
 */
const CLI = builtBundle('cli');
const FIXTURES = path.resolve('__tests__/fixtures/agentv5');

interface Entry {
  type: string;
  metric?: string;
  score: number;
  pass: boolean;
  evaluator_results?: Entry[];
}
interface Row {
  eval_id: string;
  score: number;
  pass: boolean;
  target: string;
  evaluator_results: Entry[];
}

let server: FakeLlmServer;
let out: string;

beforeAll(async () => {
  server = await startFakeLlmServer({
    script: () => ({ kind: 'ok', text: JSON.stringify({ reason: 'states 42', pass: true, score: 1 }) }),
  });
  out = await fs.mkdtemp(path.join(os.tmpdir(), 'agentv5-suites-'));
});
afterAll(async () => {
  await server.close();
  await fs.rm(out, { recursive: true, force: true });
});

async function run(
  suite: string,
  env: Record<string, string> = {},
): Promise<{ run: ChildRun; rows: Map<string, Row> }> {
  const file = path.join(out, `${path.basename(suite)}.jsonl`);
  const run = await runChild(process.execPath, [CLI, 'eval', suite, '--out', file, '--overwrite'], {
    cwd: FIXTURES,
    env: { ...process.env, TERM: 'dumb', FAKE_OPENAI_URL: server.url, OPENAI_API_KEY: 'sk-fake', ...env },
  });
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const rows = new Map(
    text
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Row)
      .map((r) => [r.eval_id, r]),
  );
  return { run, rows };
}

describe("AgentV 5's dialect through the built CLI", () => {
  let checks: { run: ChildRun; rows: Map<string, Row> };
  beforeAll(async () => {
    checks = await run('evals/checks.eval.yaml', { AV5_TARGET: 'canned' });
  });

  it("reads targets.yaml's id: entries and follows use_target written {{ env.NAME }}", () => {
    expect(checks.run.stderr).not.toMatch(/error:/);
    expect([...checks.rows.keys()]).toEqual([
      'trimmed',
      'four-of-five',
      'skip',
      'exec-assert',
      'nested',
      'scripted',
      'custom',
      'negated',
    ]);
    // A failing test gives promptfoo's exit code, as for every suite of this shape.
    expect(checks.run.code).toBe(100);
  });

  it('scores each test as the weighted mean and passes it at its threshold (0.8 unless set)', () => {
    const scores = Object.fromEntries([...checks.rows].map(([id, r]) => [id, [r.score, r.pass]]));
    expect(scores).toEqual({
      trimmed: [1, true],
      'four-of-five': [0.8, true],
      skip: [0.5, true],
      'exec-assert': [0.5, false],
      nested: [0.875, true],
      scripted: [0.75, false],
      custom: [0.9, true],
      negated: [1, true],
    });
    expect(checks.rows.get('negated')!.evaluator_results[1]).toMatchObject({ type: 'not-contains-any', pass: true });
  });

  it("compares starts-with, ends-with and equals trimmed, as AgentV's checks do", () => {
    const trimmed = checks.rows.get('trimmed')!;
    expect(trimmed.evaluator_results.map((e) => [e.type, e.pass])).toEqual([
      ['icontains', true],
      ['starts-with', true],
      ['ends-with', true],
      ['equals', true],
    ]);
  });

  it("reads a test's execution: skip_defaults, threshold, and assert when the test has none", () => {
    expect(checks.rows.get('skip')!.evaluator_results.map((e) => e.type)).toEqual(['contains', 'contains']);
    expect(checks.rows.get('exec-assert')!.evaluator_results.map((e) => [e.type, e.pass])).toEqual([
      ['icontains', false],
      ['ends-with', true],
    ]);
  });

  it('grades an assert-set inside an assert-set into its own result', () => {
    const [, gate] = checks.rows.get('nested')!.evaluator_results;
    expect(gate).toMatchObject({ type: 'assert-set', metric: 'gate', score: 0.75, pass: true });
    expect(gate!.evaluator_results!.map((e) => [e.type, e.score, e.pass])).toEqual([
      ['contains', 1, true],
      ['assert-set', 0.5, false],
    ]);
  });

  it('runs script graders and custom assertion types with the case on stdin', () => {
    expect(checks.rows.get('scripted')!.evaluator_results[1]).toMatchObject({
      type: 'script',
      score: 0.5,
      pass: false,
    });
    expect(checks.rows.get('custom')!.evaluator_results[1]).toMatchObject({
      type: 'script',
      metric: 'min-words',
      score: 0.8,
      pass: false,
    });
  });

  it('a use_target whose variable is unset stops the run naming it', async () => {
    const { run: unset } = await run('evals/checks.eval.yaml', { AV5_TARGET: '' });
    expect(unset.code).toBe(2);
    expect(unset.stderr).toMatch(/use_target .*AV5_TARGET/);
  });

  it("compares against AgentV's own run bundle: index.jsonl rows keyed by test_id", async () => {
    // The folder `agentv eval --output <dir>` writes; its rows name no prompt, and pair with ours by test_id.
    const bundle = await fs.mkdtemp(path.join(out, 'bundle-'));
    const row = (test_id: string, score: number, execution_status: string) =>
      JSON.stringify({
        timestamp: '2026-11-01T00:00:00.000Z',
        test_id,
        suite: 'dialect-checks',
        target: 'llm',
        score,
        execution_status,
        scores: [{ name: 'contains', type: 'contains', score, weight: 1, verdict: 'skip' }],
      });
    await fs.writeFile(
      path.join(bundle, 'index.jsonl'),
      `${row('trimmed', 0.5, 'quality_failure')}\n${row('skip', 0.5, 'ok')}\n${row('nested', 0, 'execution_error')}\n`,
    );
    const ours = path.join(out, 'checks.eval.yaml.jsonl');
    const compared = await runChild(process.execPath, [CLI, 'compare', bundle, ours, '--format', 'json'], {
      cwd: FIXTURES,
      env: { ...process.env, TERM: 'dumb' },
    });
    const report = JSON.parse(compared.stdout) as {
      matched: Array<{ eval_id: string; score1: number; score2: number; delta: number }>;
      errored: Array<{ eval_id: string }>;
    };
    // trimmed 0.5 → 1 (+0.5); skip 0.5 → 0.5; nested errored in AgentV's run.
    const matched = report.matched.map((m) => [m.eval_id, m.score1, m.score2, m.delta]);
    expect(matched.sort()).toEqual([
      ['skip', 0.5, 0.5, 0],
      ['trimmed', 0.5, 1, 0.5],
    ]);
    expect(report.errored.map((e) => e.eval_id)).toEqual(['nested']);
  });

  it('runs a suite that names no target on the target named default, as AgentV does', async () => {
    const untargeted = await run('evals/untargeted.eval.yaml', { AV5_TARGET: 'canned' });
    expect(untargeted.run.code).toBe(0);
    expect(untargeted.rows.get('untargeted')).toMatchObject({ target: 'default', score: 1, pass: true });
  });

  it('runs each case of a host environment in a fresh copy of its workdir', async () => {
    const testbed = await run('evals/testbed.eval.yaml');
    expect(testbed.run.code).toBe(0);
    expect(testbed.rows.get('reads-note')).toMatchObject({ target: 'reader', score: 1, pass: true });
  });

  it("takes the defaults graph's target, and its grader from the suite's graders:", async () => {
    const graded = await run('evals/graded.eval.yaml');
    expect(graded.run.code).toBe(0);
    expect(graded.rows.get('graded')).toMatchObject({ target: 'canned', score: 1, pass: true });
    expect(server.requests.map((r) => r.model)).toEqual(['judge-model']);
  });
});

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo, writeFiles } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

/** A flaky mock: `always` passes, `never` fails, `coin` passes half its runs (seeded). */
const TARGETS = lines(
  'targets:',
  '  - name: default',
  '    provider: mock',
  '    pass_probability: { always: 1, never: 0, coin: 0.5 }',
  '    seed: 3',
);

function suite(header: string[]): string {
  const cases = ['always', 'never', 'coin'].flatMap((id) => [
    `  - id: ${id}`,
    `    expected_outcome: The ${id} case gives its expected answer`,
    '    input_messages: [{role: user, content: go}]',
  ]);
  return lines(...header, 'evalcases:', ...cases);
}

interface Row {
  eval_id: string;
  iteration: number;
  score: number;
}

async function records(file: string): Promise<Row[]> {
  return (await fs.readFile(file, 'utf8'))
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Row);
}

describe('agentv eval with repeats', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({
      'targets.yaml': TARGETS,
      'evals/r.test.yaml': suite(['repeat: 10', 'pass_policy: any']),
    });
  });
  afterAll(() => removeTempRepo(root));

  it('accepts `repeat` as iterations, labels each case and writes the run summary JSON', async () => {
    const out = path.join(root, 'full.jsonl');
    const summary = path.join(root, 'summary.json');
    const run = await runCli(['eval', path.join(root, 'evals/r.test.yaml'), '--out', out, '--summary-json', summary]);
    expect(run.code).toBe(0);
    const rows = await records(out);
    expect(rows).toHaveLength(30);
    const json = JSON.parse(await fs.readFile(summary, 'utf8')) as {
      cases: Array<Record<string, unknown>>;
      repeats: Record<string, unknown>;
      statistics: { total: number };
    };
    const byId = Object.fromEntries(json.cases.map((c) => [c.eval_id, c]));
    expect(byId.always).toMatchObject({
      prompt_id: 'default',
      runs: 10,
      passes: 10,
      pass_rate: 1,
      ci95: [0.7225, 1],
      mean_score: 1,
      label: 'stable-pass',
      passed: true,
    });
    expect(byId.never).toMatchObject({ runs: 10, passes: 0, label: 'stable-fail', passed: false });
    const coin = byId.coin as { passes: number; label: string; passed: boolean };
    const coinPasses = rows.filter((r) => r.eval_id === 'coin' && r.score === 1).length;
    expect(coin.passes).toBe(coinPasses);
    expect(coinPasses).toBeGreaterThan(0);
    expect(coinPasses).toBeLessThan(10);
    // pass_policy: any — one passing run is enough.
    expect(coin.passed).toBe(true);
    expect(json.repeats).toMatchObject({ pass_policy: 'any', cases: 3, runs: 30, planned: 30 });
    expect(json.statistics.total).toBe(30);
    expect(run.stdout).toContain('Repeats: 3 case(s) × variant, 30 run(s)');
    expect(run.stdout).toContain('of cases under pass policy any');
  });

  it('--early-stop makes fewer runs, and the record count says how many each case took', async () => {
    const out = path.join(root, 'early.jsonl');
    const summary = path.join(root, 'early.json');
    const run = await runCli([
      'eval',
      path.join(root, 'evals/r.test.yaml'),
      '--out',
      out,
      '--early-stop',
      '--summary-json',
      summary,
      '--workers',
      '3',
    ]);
    expect(run.code).toBe(0);
    const rows = await records(out);
    const count = (id: string) => rows.filter((r) => r.eval_id === id).length;
    // A case whose runs all agree is settled after three of them.
    expect(count('always')).toBe(3);
    expect(count('never')).toBe(3);
    expect(count('coin')).toBeGreaterThanOrEqual(3);
    const json = JSON.parse(await fs.readFile(summary, 'utf8')) as {
      cases: Array<{ eval_id: string; runs: number; planned: number; early_stopped: boolean }>;
      repeats: { early_stopped: number };
    };
    for (const c of json.cases) expect(c.runs).toBe(count(c.eval_id));
    expect(json.cases.find((c) => c.eval_id === 'always')).toMatchObject({ runs: 3, planned: 10, early_stopped: true });
    expect(json.repeats.early_stopped).toBe(30 - rows.length);
    expect(run.stdout).toMatch(/more settled by --early-stop and not made/);
  });

  it('--pass-policy wins over the file, and a bad one is one line with the forms (exit 2)', async () => {
    const summary = path.join(root, 'all.json');
    const run = await runCli([
      'eval',
      path.join(root, 'evals/r.test.yaml'),
      '--out',
      path.join(root, 'all.jsonl'),
      '--pass-policy',
      'all',
      '--summary-json',
      summary,
    ]);
    expect(run.code).toBe(0);
    const json = JSON.parse(await fs.readFile(summary, 'utf8')) as {
      cases: Array<{ eval_id: string; passed: boolean }>;
    };
    expect(json.cases.find((c) => c.eval_id === 'coin')?.passed).toBe(false);
    const bad = await runCli(['eval', path.join(root, 'evals/r.test.yaml'), '--pass-policy', 'most']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--pass-policy must be all, any, at-least:K or rate:X');
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a bad pass_policy or an iterations count past the bound in the file names the file and line', async () => {
    await writeFiles(root, {
      'evals/bad-policy.test.yaml': suite(['iterations: 3', 'pass_policy: most']),
      'evals/huge.test.yaml': suite(['iterations: 1000000000000']),
    });
    const policy = await runCli(['eval', path.join(root, 'evals/bad-policy.test.yaml'), '--dry-run']);
    expect(policy.code).toBe(2);
    expect(policy.stderr).toMatch(/bad-policy\.test\.yaml:2:\d+: pass_policy must be all, any, at-least:K or rate:X/);
    const huge = await runCli(['eval', path.join(root, 'evals/huge.test.yaml'), '--dry-run']);
    expect(huge.code).toBe(2);
    expect(huge.stderr).toMatch(/huge\.test\.yaml:1:\d+: .*iterations must be at most 1000/);
  });
});

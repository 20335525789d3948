import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { builtBundle } from '../test-support/built-bundle.js';
import { exitOrHang, runChild } from '../test-support/run-child.js';

/**
 * Every user regex of both formats runs in the one bounded sandbox (src/safety/regex-pool.ts),
 * seen through the built CLI: `^(\w+\s?)*$` against thirty words ending in `!` backtracks through
 * every way of splitting them, and on the main thread would hold the run (and its signals) for
 * longer than anyone waits.
 */
const CLI = builtBundle('cli');
const HOSTILE = String.raw`^(\\w+\\s?)*$`;
const ANSWER = `${Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ')}!`;

const agentvFile = (count: number) =>
  lines(
    'tests:',
    ...Array.from({ length: count }, (_, i) =>
      lines(`  - id: slow${i}`, '    input: q', `    assertions: [{type: regex, value: "${HOSTILE}"}]`).trimEnd(),
    ),
    '  - id: fine',
    '    input: q',
    '    assertions: [{type: regex, value: "^word0 word1"}]',
  );

const agentvTargets = (count: number) =>
  lines(
    'targets:',
    '  - name: default',
    '    provider: mock',
    '    responses:',
    ...Array.from({ length: count }, (_, i) => `      slow${i}: "${ANSWER}"`),
    `      fine: "${ANSWER}"`,
  );

/** promptfoo's echo answers the prompt, so each test's answer is its `text` var. */
const promptfooConfig = (count: number) =>
  lines(
    'prompts: ["{{ text }}"]',
    'providers: [echo]',
    'tests:',
    ...Array.from({ length: count }, (_, i) =>
      lines(
        `  - description: slow${i}`,
        `    vars: {text: "${ANSWER}"}`,
        `    assert: [{type: ${i % 2 ? 'not-regex' : 'regex'}, value: "${HOSTILE}"}]`,
      ).trimEnd(),
    ),
    '  - description: schema',
    `    vars: {text: '{"t": "${ANSWER}"}'}`,
    `    assert: [{type: is-json, value: {type: object, properties: {t: {type: string, pattern: "${HOSTILE}"}}}}]`,
    '  - description: fine',
    `    vars: {text: "${ANSWER}"}`,
    '    assert: [{type: regex, value: "^word0 word1"}, {type: not-regex, value: "^nothing"}]',
  );

interface Row {
  eval_id: string;
  score: number;
  error?: string;
}

async function records(file: string): Promise<Map<string, Row>> {
  const text = await fs.readFile(file, 'utf8');
  const rows = text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Row);
  return new Map(rows.map((r) => [r.eval_id, r]));
}

describe('a catastrophic regex errors its case and the run goes on (built CLI)', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({
      'a.eval.yaml': agentvFile(1),
      'targets.yaml': agentvTargets(1),
      'pf/promptfooconfig.yaml': promptfooConfig(2),
    });
  });
  afterAll(() => removeTempRepo(root));

  it('in an AgentV file', async () => {
    const out = path.join(root, 'agentv.jsonl');
    const run = await runChild(process.execPath, [CLI, 'eval', 'a.eval.yaml', '--workers', '2', '--out', out], {
      cwd: root,
      env: process.env,
    });
    expect(run.code).toBe(0);
    const byId = await records(out);
    expect(byId.get('slow0')).toMatchObject({ score: 0 });
    expect(byId.get('slow0')?.error).toMatch(/regex \/\^\(\\w\+\\s\?\)\*\$\/ did not finish within 2 s/);
    expect(byId.get('fine')).toMatchObject({ score: 1 });
    expect(byId.get('fine')?.error).toBeUndefined();
  });

  it("in a promptfoo config, as `regex`, as `not-regex` and as a JSON schema's `pattern`", async () => {
    const out = path.join(root, 'promptfoo.jsonl');
    const run = await runChild(
      process.execPath,
      [CLI, 'eval', 'pf/promptfooconfig.yaml', '--workers', '3', '--out', out],
      { cwd: root, env: process.env },
    );
    // Three results errored: promptfoo's failed-test exit code.
    expect(run.code).toBe(100);
    const rows = [...(await records(out)).values()];
    expect(rows).toHaveLength(4);
    const fine = rows.find((r) => r.error === undefined);
    expect(fine).toMatchObject({ score: 1 });
    const slow = rows.filter((r) => r.error !== undefined);
    expect(slow).toHaveLength(3);
    for (const row of slow) {
      expect(row.score).toBe(0);
      expect(row.error).toMatch(/regex \/\^\(\\w\+\\s\?\)\*\$\/u? did not finish within 2 s/);
    }
  });
});

/**
 * Starts a run of many catastrophic cases one at a time (each errors after the sandbox's 2 s), sends
 * `signal` once the first record is written, and resolves with the exit code, or `hung` when the
 * run outlives a bound (100 s) below the two minutes it would take uninterrupted.
 */
async function stopMidRun(cwd: string, file: string, out: string, signal: NodeJS.Signals) {
  const child = spawn(process.execPath, [CLI, 'eval', file, '--workers', '1', '--out', out], { cwd, stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  let done = false;
  void exited.then(() => (done = true));
  while (!done && !(await fs.readFile(out, 'utf8').catch(() => '')).includes('\n'))
    await new Promise((r) => setTimeout(r, 20));
  child.kill(signal);
  return exitOrHang(child);
}

describe('a stop signal ends a run while a regex is running (built CLI)', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({
      'a.eval.yaml': agentvFile(60),
      'targets.yaml': agentvTargets(60),
      'pf/promptfooconfig.yaml': promptfooConfig(60),
    });
  });
  afterAll(() => removeTempRepo(root));

  it.each([
    ['an AgentV file', 'a.eval.yaml', 'SIGINT', 130],
    ['a promptfoo config', 'pf/promptfooconfig.yaml', 'SIGTERM', 143],
  ] as const)('%s: %s exits %i with the cases recorded so far', async (_, file, signal, code) => {
    const out = path.join(root, `${signal}.jsonl`);
    expect(await stopMidRun(root, file, out, signal)).toBe(code);
    const rows = [...(await records(out)).values()];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(61);
  });
});

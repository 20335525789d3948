import { promises as fs } from 'node:fs';
import path from 'node:path';
import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runChild, type ChildRun } from '../test-support/run-child.js';
import { builtBundle } from '../test-support/built-bundle.js';

/**
 * The README's exit-code table, row by row, through the built CLI as a child process: what a CI
 * job sees. The suites are answered by a mock (no network) and by a real agent process that
 * crashes.
 */
const CLI = builtBundle('cli');

function agentv(cwd: string, ...args: string[]): Promise<ChildRun> {
  return runChild(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, TERM: 'dumb' } });
}

/** An OpenAI model on a loopback server, priced at $0.0036 a call (1,000 tokens in at $2, 200 out at $8 per Mtok). */
const pricedTarget = (url: string) =>
  lines(
    '  - name: priced',
    '    provider: openai',
    `    base_url: ${url}/v1`,
    '    api_key: test-key',
    '    model: house-model',
    '    pricing: {input_per_mtok: 2, output_per_mtok: 8}',
  );

const TARGETS = (url: string) =>
  lines(
    'targets:',
    '  - name: default',
    '    provider: mock',
    '    responses:',
    '      good: The capital of France is Paris.',
    '      wrong: The capital of France is Lyon.',
    '  - name: crashing',
    '    provider: cli',
    '    command: node crash.mjs {PROMPT} {OUTPUT_FILE}',
    '    cwd: ..',
    '    max_retries: 0',
  ) + pricedTarget(url);

const test = (id: string) =>
  lines(
    `  - id: ${id}`,
    '    criteria: Names Paris',
    '    input: What is the capital of France?',
    '    assertions:',
    '      - type: contains',
    '        value: Paris',
  );

/** Three tests for --eval-id to pick from, by id and by glob. */
const REFUND_TESTS = ['refund-full', 'refund-partial', 'billing-late'].map((id) => test(id)).join('');

const files = (url: string) => ({
  '.agentv/targets.yaml': TARGETS(url),
  'crash.mjs': lines('process.stderr.write("agent crashed\\n");', 'process.exit(1);'),
  'evals/good.eval.yaml': `name: good\ntests:\n${test('good')}`,
  'evals/mixed.eval.yaml': `name: mixed\ntests:\n${test('good')}${test('wrong')}`,
  'evals/crash.eval.yaml': `name: crash\nexecution:\n  target: crashing\ntests:\n${test('crashed')}`,
  'evals/refunds.eval.yaml': `name: refunds\ntests:\n${REFUND_TESTS}`,
  'base.jsonl': [
    { eval_id: 'good', score: 1 },
    { eval_id: 'crashed', score: 1 },
  ]
    .map((r) => `${JSON.stringify(r)}\n`)
    .join(''),
});

let root: string;
let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
  server.setScript(() => ({ kind: 'ok', text: 'Paris', usage: { input: 1000, output: 200 } }));
  root = await makeTempRepo(files(server.url));
});
afterAll(async () => {
  await server.close();
  await removeTempRepo(root);
});

describe('agentv eval exit codes (child process)', () => {
  it('0: the run passed its gates', async () => {
    const run = await agentv(
      root,
      'eval',
      'evals/good.eval.yaml',
      '--out',
      'r0.jsonl',
      '--min-score',
      '0.9',
      '--min-pass-rate',
      '1',
    );
    expect(run.stderr).not.toContain('gate failed');
    expect(run.stdout).toContain('Gates passed');
    expect(run.code).toBe(0);
  });

  it('1: a gate failed (min-pass-rate; fail-on-regression: a case passed on the base and errors now)', async () => {
    const rate = await agentv(root, 'eval', 'evals/mixed.eval.yaml', '--out', 'r1.jsonl', '--min-pass-rate', '0.9');
    expect(rate.stderr).toContain('gate failed: pass rate 50.0% of 2 case(s) is below min-pass-rate 0.9');
    expect(rate.code).toBe(1);
    const regressed = await agentv(
      root,
      'eval',
      'evals/good.eval.yaml',
      'evals/crash.eval.yaml',
      '--out',
      'r1b.jsonl',
      '--baseline',
      'base.jsonl',
      '--fail-on-regression',
    );
    expect(regressed.stdout).toMatch(
      new RegExp(
        /Compared with .*base\.jsonl: 1 case\(s\) matched, mean delta \+0\.000, 1 case\(s\) passed /.source +
          /there and error now: regressed/.source,
      ),
    );
    expect(regressed.stderr).toContain('gate failed: 1 case(s) passed on the base and error now: crashed');
    expect(regressed.code).toBe(1);
    // The same run without the gate passes: the comparison alone never fails it.
    const ungated = await agentv(
      root,
      'eval',
      'evals/good.eval.yaml',
      'evals/crash.eval.yaml',
      '--out',
      'r1c.jsonl',
      '--baseline',
      'base.jsonl',
    );
    expect(ungated.code).toBe(0);
  });

  it('2: bad configuration, before anything runs', async () => {
    const cases: [string[], RegExp][] = [
      [['--min-score', '1.5'], /--min-score must be a number from 0 to 1, got "1\.5"/],
      [['--fail-on-regression'], /--fail-on-regression needs results to compare with.*--baseline/],
      [['--baseline', 'missing.jsonl'], /missing\.jsonl: cannot read results file/],
      [['--out', '-', '--summary-json', '-'], /--out - and --summary-json - both want stdout/],
    ];
    for (const [flags, message] of cases) {
      const run = await agentv(root, 'eval', 'evals/good.eval.yaml', ...flags);
      expect(run.stderr).toMatch(message);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.code).toBe(2);
    }
  });

  it('3: the budget left cases unrun (one $0.0036 call fits $0.005, the second does not)', async () => {
    const run = await agentv(
      root,
      'eval',
      'evals/mixed.eval.yaml',
      '--target',
      'priced',
      '--out',
      'r3.jsonl',
      '--budget-usd',
      '0.005',
    );
    expect(run.stderr).toContain('budget reached: 1 case(s) not run or not graded');
    expect(server.requests).toHaveLength(1);
    expect(run.code).toBe(3);
  });

  it('4: nothing could be scored (every case errored)', async () => {
    const run = await agentv(root, 'eval', 'evals/crash.eval.yaml', '--out', 'r4.jsonl');
    expect(run.stderr).toContain('error: no case could be scored: 1 errored, 0 skipped');
    expect(run.code).toBe(4);
  });

  it('5: results could not be written', async () => {
    await fs.writeFile(path.join(root, 'a-file'), 'not a folder');
    const run = await agentv(
      root,
      'eval',
      'evals/good.eval.yaml',
      '--out',
      'r5.jsonl',
      '--summary-json',
      'a-file/summary.json',
    );
    expect(run.stderr).toMatch(/error: .*cannot write the run summary/);
    expect(run.code).toBe(5);
  });
});

describe('agentv eval output for machines (child process)', () => {
  it('--out - streams the records to stdout and every human line to stderr', async () => {
    const run = await agentv(root, 'eval', 'evals/mixed.eval.yaml', '--out', '-', '--min-pass-rate', '0.9');
    const records = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { eval_id: string; score: number; criteria?: string });
    expect(records.map((r) => [r.eval_id, r.score, r.criteria]).sort()).toEqual([
      ['good', 1, 'Names Paris'],
      ['wrong', 0, 'Names Paris'],
    ]);
    expect(run.stderr).toContain('Summary: 2 results, 2 scored');
    expect(run.stderr).toContain('gate failed: pass rate 50.0%');
    expect(run.code).toBe(1);
  });

  it("--summary-json - prints the summary JSON alone on stdout, snake_case keys and the gates' decision", async () => {
    const run = await agentv(
      root,
      'eval',
      'evals/mixed.eval.yaml',
      '--out',
      'rs.jsonl',
      '--summary-json',
      '-',
      '--min-score',
      '0.4',
    );
    const json = JSON.parse(run.stdout) as { statistics: Record<string, unknown>; gates: unknown };
    expect(json.statistics).toMatchObject({ total: 2, scored: 2, pass_rate: 0.5 });
    expect(json.gates).toEqual({ passed: true, failures: [] });
    expect(run.stderr).toContain('Summary: 2 results');
    expect(run.code).toBe(0);
  });

  it('--quiet prints nothing but warnings, errors and failed gates', async () => {
    const quiet = await agentv(
      root,
      'eval',
      'evals/mixed.eval.yaml',
      '--out',
      'rq.jsonl',
      '--quiet',
      '--min-pass-rate',
      '0.9',
    );
    expect(quiet.stdout).toBe('');
    expect(quiet.stderr).toBe('gate failed: pass rate 50.0% of 2 case(s) is below min-pass-rate 0.9\n');
    expect(quiet.code).toBe(1);
  });

  it('a pipe, and a TERM=dumb terminal, get no ANSI escape; a real terminal gets the progress bar', async () => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what it looks for
    const ansi = /\u001b\[/;
    const piped = await agentv(root, 'eval', 'evals/mixed.eval.yaml', 'evals/crash.eval.yaml', '--out', 'ra.jsonl');
    expect(`${piped.stdout}${piped.stderr}`).not.toMatch(ansi);
    // `script` gives the CLI a pseudo-terminal for stdout and stderr.
    const inTerminal = async (term: string) => {
      const args = 'eval evals/mixed.eval.yaml --out rt.jsonl';
      const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} ${args}`;
      return (
        await runChild('script', ['-qec', command, '/dev/null'], { cwd: root, env: { ...process.env, TERM: term } })
      ).stdout;
    };
    const dumb = await inTerminal('dumb');
    expect(dumb).toContain('progress: 2/2 cases');
    expect(dumb).not.toMatch(ansi);
    expect(await inTerminal('xterm-256color')).toMatch(ansi);
  });
});

describe('agentv eval --eval-id (child process)', () => {
  const ids = async (file: string) =>
    (await fs.readFile(path.join(root, file), 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { eval_id: string }).eval_id)
      .sort();

  it('runs every id given, each an id or a glob, across the files', async () => {
    const run = await agentv(
      root,
      'eval',
      'evals/refunds.eval.yaml',
      'evals/mixed.eval.yaml',
      '--out',
      'sel.jsonl',
      '--eval-id',
      'refund-*',
      '--eval-id',
      'wrong',
    );
    expect(run.code).toBe(0);
    expect(await ids('sel.jsonl')).toEqual(['refund-full', 'refund-partial', 'wrong']);
    const two = await agentv(
      root,
      'eval',
      'evals/mixed.eval.yaml',
      '--out',
      'sel2.jsonl',
      '--eval-id',
      'good',
      '--eval-id',
      'wrong',
    );
    expect(await ids('sel2.jsonl')).toEqual(['good', 'wrong']);
    expect(two.code).toBe(0);
  });

  it('an id that picks no case is exit 2, one line naming the nearest ids, before any call', async () => {
    const calls = server.requests.length;
    const run = await agentv(
      root,
      'eval',
      'evals/refunds.eval.yaml',
      '--target',
      'priced',
      '--out',
      'none.jsonl',
      '--eval-id',
      'refund-*',
      '--eval-id',
      'refnd-full',
    );
    expect(run.stderr).toMatch(
      /^error: .*refunds\.eval\.yaml: --eval-id: no case with id "refnd-full" \(nearest: "refund-full", /,
    );
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.code).toBe(2);
    expect(server.requests.length).toBe(calls);
    await expect(fs.access(path.join(root, 'none.jsonl'))).rejects.toThrow();
  });
});

describe('agentv compare exit codes (child process)', () => {
  it("as AgentV's compare: 1 on a lower mean, 0 on an equal one, the reason printed beside the verdict", async () => {
    const write = (file: string, scores: number[]) =>
      fs.writeFile(
        path.join(root, file),
        scores.map((score, i) => `${JSON.stringify({ eval_id: `c${i}`, score })}\n`).join(''),
      );
    await write('cmp-base.jsonl', [0.8, 0.8, 0.8, 0.8]);
    await write('cmp-lower.jsonl', [0.8, 0.8, 0.8, 0.4]);
    const lower = await agentv(root, 'compare', 'cmp-base.jsonl', 'cmp-lower.jsonl', '--format', 'table');
    expect(lower.stdout).toMatch(
      /^Verdict: mean delta -0\.100, lower than the baseline: exit 1 · no significant change, p = 1$/m,
    );
    expect(lower.code).toBe(1);
    const equal = await agentv(root, 'compare', 'cmp-base.jsonl', 'cmp-base.jsonl');
    expect(JSON.parse(equal.stdout).exit).toEqual({
      code: 0,
      rule: 'mean',
      reason: 'mean delta +0.000, equal to the baseline: exit 0 · no significant change, p = 1',
    });
    expect(equal.code).toBe(0);
    // The statistical verdict decides only when asked: the drop is not significant.
    const opted = await agentv(root, 'compare', 'cmp-base.jsonl', 'cmp-lower.jsonl', '--fail-on-significant');
    expect(JSON.parse(opted.stdout).exit.code).toBe(0);
    expect(opted.code).toBe(0);
  });

  it('--fail-on-significant exits 1 exactly when the printed verdict is regressed', async () => {
    const head = path.join(root, 'r1b.jsonl');
    const flag = '--fail-on-significant';
    const regressed = await agentv(root, 'compare', 'base.jsonl', head, '--format', 'table', flag);
    expect(regressed.stdout).toMatch(
      /^Verdict: regressed \(1 case\(s\) passed in the baseline and error now\): exit 1/m,
    );
    expect(regressed.code).toBe(1);
    const same = await agentv(root, 'compare', 'base.jsonl', 'base.jsonl', '--format', 'table', flag);
    expect(same.stdout).toMatch(/^Verdict: no significant change, p = 1: exit 0 \(--fail-on-significant\)/m);
    expect(same.code).toBe(0);
  });

  it('--help states the exit codes', async () => {
    const help = await agentv(root, 'compare', '--help');
    expect(help.stdout).toContain('--fail-on-significant');
    expect(help.stdout).toContain(
      "Exit codes (as AgentV's compare):\n  0  file2's mean is equal to or higher than file1's\n",
    );
  });
});

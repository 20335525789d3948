import { promises as fs } from 'node:fs';
import path from 'node:path';
import { startFakeLlmServer, type FakeLlmServer, type RecordedRequest } from '../../test-support/fake-llm-server.mjs';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

/**
 * The target is an OpenAI model priced by its target's `pricing:` ($2 in, $0.50 cached in, $8 out
 * per Mtok) and answers with 1,000 prompt tokens (400 cached) and 200 completion tokens:
 * 600 × 2 + 400 × 0.5 + 200 × 8 = $0.003 a call. The judge is gpt-4o-mini, priced by the catalogue
 * ($0.15 in, $0.60 out per Mtok), and reads 500 tokens and writes 50: $0.000105 a call.
 */
const TARGET_CALL_USD = (600 * 2 + 400 * 0.5 + 200 * 8) / 1e6;
const JUDGE_CALL_USD = (500 * 0.15 + 50 * 0.6) / 1e6;
const JUDGE_REPLY = JSON.stringify({ score: 0.9, hits: ['ok'], misses: [], reasoning: 'fine' });

const isJudge = (request: RecordedRequest) => request.body?.response_format?.type === 'json_object';
/** What every request the server saw costs: the money the run committed. */
const committedUsd = (server: FakeLlmServer) =>
  server.requests.reduce((sum, r) => sum + (isJudge(r) ? JUDGE_CALL_USD : TARGET_CALL_USD), 0);

interface Row {
  eval_id: string;
  score: number;
  verdict?: string;
  skipped?: string;
  error?: string;
  token_usage?: unknown;
  cost_usd?: number | null;
  evaluator_results: Array<{ calls?: number; token_usage?: unknown; cost_usd?: number | null }>;
}

describe('agentv eval: what a run costs, and a budget it keeps (real OpenAI SDK, loopback server)', () => {
  let root: string;
  let server: FakeLlmServer;
  beforeAll(async () => {
    server = await startFakeLlmServer();
    const cases = Array.from({ length: 10 }, (_, i) =>
      lines(
        `  - id: c${i}`,
        '    expected_outcome: ok',
        '    input_messages:',
        '      - role: user',
        `        content: question ${i}`,
      ),
    ).join('');
    root = await makeTempRepo({
      'a.test.yaml': `evalcases:\n${cases}`,
      'three.test.yaml': `evalcases:\n${cases.split('  - id: c3')[0]}`,
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: openai',
        `    base_url: ${server.url}/v1`,
        '    api_key: test-key',
        '    model: house-model',
        '    pricing: {input_per_mtok: 2, output_per_mtok: 8, cached_input_per_mtok: 0.5}',
        '    judge_target: judge',
        '  - name: judge',
        '    provider: openai',
        `    base_url: ${server.url}/v1`,
        '    api_key: test-key',
        '    model: gpt-4o-mini',
      ),
    });
  });
  beforeEach(() => {
    server.reset();
    server.setScript((request) =>
      isJudge(request)
        ? { kind: 'ok', text: JUDGE_REPLY, usage: { input: 500, output: 50 } }
        : { kind: 'ok', text: 'an answer', usage: { input: 1000, output: 200, cached: 400 } },
    );
  });
  afterAll(async () => {
    await server.close();
    await removeTempRepo(root);
  });

  const read = async (file: string): Promise<Row[]> =>
    (await fs.readFile(file, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Row);

  it('records tokens and hand-computed costs for the target and for its judge, and totals them', async () => {
    const out = path.join(root, 'costs.jsonl');
    const summaryJson = path.join(root, 'costs.summary.json');
    const run = await runCli([
      'eval',
      path.join(root, 'three.test.yaml'),
      '--workers',
      '3',
      '--out',
      out,
      '--summary-json',
      summaryJson,
    ]);
    expect(run.code).toBe(0);
    const rows = await read(out);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.token_usage).toEqual({ input: 1000, output: 200, total: 1200, cached_input: 400 });
      expect(row.cost_usd).toBeCloseTo(TARGET_CALL_USD, 12);
      expect(row.evaluator_results[0]?.calls).toBe(1);
      expect(row.evaluator_results[0]?.token_usage).toEqual({ input: 500, output: 50, total: 550, cached_input: 0 });
      expect(row.evaluator_results[0]?.cost_usd).toBeCloseTo(JUDGE_CALL_USD, 12);
    }
    expect(run.stdout).toMatch(/target +3 calls +3,000 in, 1,200 cached \/ 600 out +\$0\.009000/);
    expect(run.stdout).toMatch(/judge +3 calls +1,500 in \/ 150 out +\$0\.000315/);
    expect(run.stdout).toMatch(/total +6 calls .* \$0\.009315/);
    const json = JSON.parse(await fs.readFile(summaryJson, 'utf8'));
    expect(json.statistics.usage.target.spent_usd).toBeCloseTo(3 * TARGET_CALL_USD, 12);
    expect(json.statistics.usage.judge.spent_usd).toBeCloseTo(3 * JUDGE_CALL_USD, 12);
  });

  it('--estimate prints expected calls, tokens and cost from the last run and cache, calling nothing', async () => {
    const last = path.join(root, 'last.jsonl');
    const cacheDir = path.join(root, 'estimate-cache');
    const cacheArgs = ['--cache', '--cache-dir', cacheDir];
    expect((await runCli(['eval', path.join(root, 'three.test.yaml'), ...cacheArgs, '--out', last])).code).toBe(0);
    const calls = server.requests.length;
    expect(calls).toBe(6);

    // Ten planned cases, three of them recorded: the other seven are unknown, never guessed.
    const plain = await runCli(['eval', path.join(root, 'a.test.yaml'), '--estimate', '--out', last]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain(`Estimate for 10 case(s), from the records of ${last}; nothing was called.`);
    expect(plain.stdout).toMatch(/target +3 calls .* \$0\.009000/);
    expect(plain.stdout).toContain('7 case(s) have no record in the last run');
    expect(plain.stdout).toContain('expected calls 6, tokens 5,250, cost $0.009315');

    // With the cache, the three answers are served from it: only the judges would be paid.
    const cached = await runCli([
      'eval',
      path.join(root, 'three.test.yaml'),
      '--estimate',
      ...cacheArgs,
      '--out',
      last,
    ]);
    expect(cached.code).toBe(0);
    expect(cached.stdout).toMatch(
      /cache +3 of 6 calls served from the response cache \(50% hit rate\), saved \$0\.009000/,
    );
    expect(cached.stdout).toContain('expected calls 6, tokens 5,250, cost $0.000315');
    expect(server.requests).toHaveLength(calls);
  });

  it('starts no call past --budget-usd: the cases left are skipped, not errors, and the exit code is 3', async () => {
    const out = path.join(root, 'budget.jsonl');
    const budget = 0.01;
    const run = await runCli([
      'eval',
      path.join(root, 'a.test.yaml'),
      '--workers',
      '4',
      '--max-concurrent-calls',
      '4',
      '--budget-usd',
      String(budget),
      '--out',
      out,
    ]);
    expect(run.code).toBe(3);
    // Every call that reached the server fits the budget together; one more target call would not.
    expect(committedUsd(server)).toBeLessThanOrEqual(budget);
    expect(committedUsd(server) + TARGET_CALL_USD).toBeGreaterThan(budget);
    const targetCalls = server.requests.filter((r) => !isJudge(r)).length;
    expect(targetCalls).toBe(3);
    const rows = await read(out);
    expect(rows).toHaveLength(10);
    const skipped = rows.filter((r) => r.skipped === 'budget');
    const scored = rows.filter((r) => r.skipped === undefined);
    expect(skipped).toHaveLength(7);
    expect(scored).toHaveLength(3);
    expect(rows.every((r) => r.error === undefined)).toBe(true);
    expect(
      skipped.every((r) => r.verdict === undefined && /budget of \$0\.01 is reached/.test(JSON.stringify(r))),
    ).toBe(true);
    expect(run.stdout).toContain('SKIPPED: budget reached (7, not run or not graded; not errors, not scored)');
    expect(run.stdout).toContain('Summary: 10 results, 3 scored, 7 skipped by the budget (excluded from statistics)');
    expect(run.stdout).toContain('mean     0.900');
    expect(run.stderr).toContain('budget reached: 7 case(s) not run or not graded');
  });

  it('a budget of 0 starts no call at all', async () => {
    const run = await runCli([
      'eval',
      path.join(root, 'three.test.yaml'),
      '--budget-usd',
      '0',
      '--out',
      path.join(root, 'zero.jsonl'),
    ]);
    // Every case skipped: nothing could be scored (4) comes before budget reached (3).
    expect(run.code).toBe(4);
    expect(run.stderr).toContain('error: no case could be scored: 0 errored, 3 skipped');
    expect(server.requests).toHaveLength(0);
  });

  it('a bad --budget-usd is a one-line error (exit 2)', async () => {
    const run = await runCli([
      'eval',
      path.join(root, 'three.test.yaml'),
      '--budget-usd',
      'lots',
      '--out',
      path.join(root, 'bad.jsonl'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--budget-usd must be a number of US dollars >= 0, e.g. 2.50, got "lots"');
  });
});

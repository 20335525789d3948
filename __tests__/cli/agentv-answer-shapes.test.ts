import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test-support/run-cli.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/process-timeouts.js';

/**
 * A cli agent answering in each shape AgentV reads (__tests__/fixtures/answer-shapes): 4.x
 * `output` without `text`, 2.x `output_messages` beside an ignored `text`, `text` alone, plain text
 * with its trailing newline, and a crash. The target has no `cwd`, so it runs in the eval file's
 * folder (its command names ../agent/). Scores are computed by hand below; agentv 4.42.4 gave the
 * same scores and the same assertion texts on the 4.x suite (it does not read 2.x's
 * input_messages, so the 2.x suite is checked by hand against 2.6.1's reading).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(here, '../fixtures/answer-shapes/evals');

interface Result {
  eval_id: string;
  score: number;
  candidate_answer: string;
  error?: string;
  hits: string[];
  misses: string[];
  trace_summary?: Record<string, unknown>;
  evaluator_results: Array<{ type: string; score: number; hits: string[]; misses: string[] }>;
}

let out: string;
beforeAll(async () => {
  out = await fs.mkdtemp(path.join(os.tmpdir(), 'answer-shapes-'));
});
afterAll(() => fs.rm(out, { recursive: true, force: true }));

async function run(file: string): Promise<Map<string, Result>> {
  const results = path.join(out, `${path.basename(file)}.jsonl`);
  const cli = await runCli(['eval', path.join(FIXTURES, file), '--out', results, '--max-retries', '0']);
  expect(cli.code).toBe(0);
  const lines = (await fs.readFile(results, 'utf8')).trim().split('\n');
  return new Map(lines.map((line) => JSON.parse(line) as Result).map((r) => [r.eval_id, r]));
}

describe('cli agent answers in AgentV shapes, through the CLI', () => {
  it(
    '4.x: answers, tool calls, trace summaries and graders as agentv 4.42.4 scores them',
    async () => {
      const records = await run('shapes.eval.yaml');
      expect(Object.fromEntries([...records].map(([id, r]) => [id, r.score]))).toEqual({
        // equals ✓, in-order search in 40 ms ≤ 50 ✓, metrics: 1 tool call ✓, 2 assistant turns > 1 ✗
        'output-no-text': 2.5 / 3,
        // equals ✓ (text ignored), exact read,read 3 of 4 (900 ms > 100), latency 1200 ms > 1000 ✗
        'messages-win-over-text': 1.75 / 3,
        // equals ✓, exact [] ✓ (no calls), metrics: 0 calls ✓, 1 turn ✓, 120 tokens > 100 ✗
        'text-only': (1 + 1 + 2 / 3) / 3,
        'plain-newline': 0.5, // ends-with "answer.\n" ✓ (the newline kept), no search call ✗
        'trace-for-graders': 1,
        crash: 0,
        'custom-assertion': 0.5, // word-count: 2 of 3 words → 2/3; the negated one 1/3
      });
      // A custom assertion type from .agentv/assertions/word-count.mjs, recorded under its own type.
      expect(records.get('custom-assertion')?.evaluator_results.map((e) => [e.type, e.score, e.misses])).toEqual([
        ['word-count', 2 / 3, ['2 words (need 3)']],
        ['word-count', 1 - 2 / 3, []],
      ]);
      const noText = records.get('output-no-text');
      expect(noText?.candidate_answer).toBe('Refunds are accepted within 30 days.');
      expect(noText?.trace_summary).toEqual({
        event_count: 1,
        tool_names: ['search'],
        tool_calls_by_name: { search: 1 },
        error_count: 0,
        llm_call_count: 2,
        tool_durations: { search: [40] },
      });
      expect(records.get('messages-win-over-text')?.evaluator_results[1]?.misses).toEqual([
        'read took 900ms (max: 100ms)',
      ]);
      expect(records.get('plain-newline')?.trace_summary).toEqual({
        event_count: 0,
        tool_names: [],
        tool_calls_by_name: {},
        error_count: 0,
        llm_call_count: 1,
      });
      expect(records.get('plain-newline')?.candidate_answer).toBe('A plain answer.\n');
      // The code grader's stdin: AgentV's trace (counts, transcript with the input first, events) in snake_case
      // throughout.
      expect(records.get('trace-for-graders')?.hits).toEqual([
        'trace tool calls {"read":2}',
        'summary 2 calls, 2 turns',
        'transcript user,assistant,assistant',
        'events message,message,tool_call,tool_call,message,final_response',
        'first input {"file_path":"policy.md"}',
      ]);
      // A crashed agent says why, not only the Node version it printed last.
      expect(records.get('crash')?.error).toMatch(
        /exited with code 1: .*Cannot find module .*extractor-that-is-not-there\.mjs/,
      );
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('2.x: output_messages and trace_summary as 2.x reads them; a plain answer is one turn without tools', async () => {
    const records = await run('shapes-v2.yaml');
    const both = records.get('messages-win-over-text');
    expect(both?.score).toBe(1); // read ≥ 2 ✓; the judge: event_count 2, read 2, the messages' answer ✓✓✓
    expect(both?.evaluator_results[1]?.hits).toEqual([
      'event_count 2',
      'read 2',
      'answer "Read both files.\\nNothing else."',
    ]);
    const plain = records.get('plain-newline');
    // metrics: 0 tool calls ≤ 0, 1 turn ≤ 1 ✓; no search ✗ (a trace with no calls, not "no trace"); its messages ✓
    expect(plain?.score).toBe(2 / 3);
    expect(plain?.evaluator_results[1]?.misses).toEqual(['search: called 0 times (required ≥1)']);
    expect(plain?.evaluator_results[2]?.hits).toEqual(['one assistant message']);
  });

  // text-only: $0.01 an answer, limit $0.025: 3 of 5 trials run. passes-first: passes at once, no cost.
  it('trials: one record per test, as agentv 4.42.4 writes it, with each attempt and the aggregation', async () => {
    const results = path.join(out, 'trials-cost.jsonl');
    const cli = await runCli([
      'eval',
      path.join(FIXTURES, 'trials-cost.eval.yaml'),
      '--out',
      results,
      '--workers',
      '1',
    ]);
    expect(cli.code).toBe(0);
    const lines = (await fs.readFile(results, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Result & Record<string, unknown>);
    expect(lines.map((r) => [r.eval_id, r.score, r.cost_usd, r.trials, r.aggregation, r.cost_limited])).toEqual([
      [
        'text-only',
        0,
        0.03, // what the three answers cost
        [0, 1, 2].map((attempt) => ({ attempt, score: 0, verdict: 'fail', cost_usd: 0.01 })),
        { strategy: 'pass_at_k', passed_attempts: 0, total_attempts: 3 },
        true,
      ],
      [
        'passes-first',
        1,
        null,
        [{ attempt: 0, score: 1, verdict: 'pass' }],
        { strategy: 'pass_at_k', passed_attempts: 1, total_attempts: 1 },
        undefined,
      ],
    ]);
  });
});

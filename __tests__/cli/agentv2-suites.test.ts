import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/process-timeouts.js';
import { mockTargets } from '../test-support/eval-files.js';

/**
 * Our own suites in AgentV 2.x format (__tests__/fixtures/agentv2) run unchanged through the CLI
 * against a real child-process agent (test-support/fake-agents/tool-agent.mjs) that always
 * reports: search, read a.txt (50 ms), read b.txt (500 ms), edit; 3 assistant messages;
 * 1000 + 500 tokens; $0.02; 1200 ms; an invoice JSON answer. Every score below is computed by hand.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(here, '../fixtures/agentv2');
const AGENT = path.resolve(here, '../../test-support/fake-agents/tool-agent.mjs');
const FIXED_JUDGE = path.join(FIXTURES, 'scripts/fixed-judge.mjs');

interface Record_ {
  eval_id: string;
  dataset: string;
  score: number;
  verdict: string;
  error?: string;
  trace_summary?: { tool_calls_by_name: Record<string, number> };
  evaluator_results: Array<{
    name: string;
    type: string;
    score: number;
    verdict: string;
    evaluator_results?: Array<{ name: string; type: string; score: number }>;
  }>;
}

let out: string;
beforeAll(async () => {
  out = await fs.mkdtemp(path.join(os.tmpdir(), 'agentv2-'));
  process.env.TOOL_AGENT = AGENT;
  process.env.FIXED_JUDGE = FIXED_JUDGE;
});
afterAll(async () => {
  delete process.env.TOOL_AGENT;
  delete process.env.FIXED_JUDGE;
  await fs.rm(out, { recursive: true, force: true });
});

async function run(target: string, name: string): Promise<Map<string, Record_>> {
  const file = path.join(out, `${name}.jsonl`);
  const result = await runCli(['eval', target, '--out', file]);
  expect(result.stderr).not.toMatch(/error:/);
  expect(result.code).toBeLessThan(2);
  const lines = (await fs.readFile(file, 'utf8')).trim().split('\n');
  return new Map(lines.map((line) => JSON.parse(line) as Record_).map((r) => [r.eval_id, r]));
}

describe('AgentV 2.x suites run unchanged through the CLI', () => {
  it(
    'tool_trajectory, execution_metrics and latency grade the trace the agent put in output_messages',
    async () => {
      const records = await run(path.join(FIXTURES, 'evals/tools.yaml'), 'tools');
      const scores = Object.fromEntries([...records].map(([id, r]) => [id, r.score]));
      expect(scores).toEqual({
        'any-order-minimums': 2 / 3, // read ≥2 ✓, search ≥1 ✓, write ≥1 ✗
        'in-order-args-mismatch': 0.5, // search ✓, read{b} meets read{a} ✗, edit ✓, its latency never checked: 2/4
        'in-order-latency': 0.8, // 3 sequence ✓ + 50 ms ✓ + 500 ms ✗: 4/5
        'exact-match': 1,
        'exact-too-short': 0.5, // search ✓, edit vs read ✗
        metrics: 4 / 6, // tools 4≤5 ✓, llm 3>2 ✗, tokens 1500 ✓, $0.02>$0.01 ✗, 1200 ms ✓, ratio 0.75 ✓
        latency: 0, // 1200 ms > 1000 ms
        budgets: 0.5, // cost $0.02 ≤ $0.05 → 1; tokens 1500 > 1000 → 0
      });
      expect(records.get('metrics')?.trace_summary?.tool_calls_by_name).toEqual({ search: 1, read: 2, edit: 1 });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('field_accuracy compares the JSON answer with expected_output / expected_messages', async () => {
    const records = await run(path.join(FIXTURES, 'evals/invoice.yaml'), 'invoice');
    // number 1 + total 2 (2.5 % off, 5 % allowed) + US date 1 + qty 0·2 + po missing 0·1 + optional 0 → 4/7
    expect(records.get('weighted-fields')?.score).toBeCloseTo(4 / 7);
    expect(records.get('all-or-nothing')?.score).toBe(1);
    expect(records.get('eu-date')?.score).toBe(1);
  });

  // code_judge gets AgentV's payload, and its extra keys as config.
  it('composite aggregates members by weights or by a code_judge script', async () => {
    const records = await run(path.join(FIXTURES, 'evals/composite.yaml'), 'composite');
    const weighted = records.get('weighted-average')?.evaluator_results[0];
    expect(weighted?.score).toBeCloseTo((3 * (2 / 3) + 1 * 1) / 4);
    expect(weighted?.evaluator_results?.map((m) => [m.name, m.type])).toEqual([
      ['trajectory', 'tool_trajectory'],
      ['speed', 'latency'],
    ]);
    const gate = records.get('code-aggregator');
    expect(gate?.evaluator_results[0]).toMatchObject({ type: 'composite', verdict: 'fail' });
    expect(gate?.score).toBeCloseTo(2 / 3);
    // The judge target answers 0.4 only when the aggregator prompt (a file) carried both members' results.
    expect(records.get('judge-aggregator')?.evaluator_results[0]).toMatchObject({ type: 'composite', score: 0.4 });
    // The script checks 11 payload keys, 4 tool calls ≥ config.min_tool_calls, no config.forbidden_tool, and the
    // reference answer.
    expect(records.get('code-judge-config')?.evaluator_results[0]).toMatchObject({ type: 'code_judge', score: 1 });
  });

  it(
    'a JSONL dataset runs with its sidecar defaults; a folder run skips the sidecar',
    async () => {
      const records = await run(path.join(FIXTURES, 'evals/dataset.jsonl'), 'jsonl');
      expect(records.get('jsonl-fast')).toMatchObject({
        dataset: 'jsonl-demo',
        score: 1,
        evaluator_results: [{ type: 'latency' }],
      });
      expect(records.get('jsonl-own-evaluator')?.evaluator_results[0]).toMatchObject({
        type: 'tool_trajectory',
        score: 1,
      });
      const all = await run(path.join(FIXTURES, 'evals'), 'all');
      expect(all.size).toBe(18);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('a case on a target whose AgentV provider we lack fails in one line before anything runs', async () => {
    const result = await runCli([
      'eval',
      path.join(FIXTURES, 'refused/unsupported.yaml'),
      '--out',
      path.join(out, 'refused.jsonl'),
    ]);
    expect(result.code).toBe(2);
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('error:'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /target "copilot" uses provider "copilot-cli", which agentv-action does not have \(it has: azure-openai, openai/,
    );
  });

  it('several eval files each use the targets file found from their own folder', async () => {
    const suite = (answer: string) =>
      lines('evalcases:', '  - id: c', '    expected_outcome: x', `    input: ${answer}`);
    const targets = (answer: string) => mockTargets(`response: ${answer}`);
    const root = await makeTempRepo({
      'a/targets.yaml': targets('from-a'),
      'a/a.yaml': suite('question a'),
      'b/.agentv/targets.yaml': targets('from-b'),
      'b/b.yaml': suite('question b'),
    });
    try {
      const file = path.join(out, 'per-file.jsonl');
      const result = await runCli(['eval', path.join(root, 'a/a.yaml'), path.join(root, 'b/b.yaml'), '--out', file]);
      expect(result.code).toBe(0);
      const records = (await fs.readFile(file, 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { dataset: string; target: string; candidate_answer: string });
      const byDataset = Object.fromEntries(
        records.map((r) => [r.dataset, [r.target.replace(/@.*$/, '@…'), r.candidate_answer]]),
      );
      expect(byDataset).toEqual({ a: ['default', 'from-a'], b: ['default@…', 'from-b'] });
    } finally {
      await removeTempRepo(root);
    }
  });
});

import { renderCommentBody, type ReportInput } from '../../src/action/comment-body.js';
import { computeSummary, toStatsEntry } from '../../src/results/compute-summary.js';
import type { EvalResult, EvaluatorResultRecord } from '../../src/results/eval-result.js';
import { formatSummary } from '../../src/results/format-summary.js';
import { runSummaryJson } from '../../src/results/run-summary.js';
import { makeResult } from '../test-support/make-result.js';

const tokens = (input: number, output: number, cached = 0) => ({
  input,
  output,
  total: input + output,
  cached_input: cached,
});
const judge = (extra: Partial<EvaluatorResultRecord>): EvaluatorResultRecord => ({
  name: 'quality',
  type: 'llm_judge',
  score: 1,
  weight: 1,
  verdict: 'pass',
  hits: [],
  misses: [],
  reasoning: '',
  ...extra,
});

/** Two answered cases (one from the cache), one case of unknown price, one skipped by the budget. */
const RECORDS: EvalResult[] = [
  makeResult({
    eval_id: 'a',
    token_usage: tokens(1000, 200, 400),
    cost_usd: 0.003,
    evaluator_results: [judge({ calls: 1, token_usage: tokens(500, 50), cost_usd: 0.001 })],
  }),
  makeResult({
    eval_id: 'b',
    token_usage: tokens(1000, 200),
    cost_usd: 0.003,
    cached: true,
    evaluator_results: [
      judge({ calls: 1, cached_calls: 1, token_usage: tokens(500, 50), cost_usd: 0.001, cache_saved_usd: 0.001 }),
    ],
  }),
  makeResult({
    eval_id: 'c<script>',
    token_usage: tokens(10, 2),
    cost_usd: null,
    evaluator_results: [judge({ calls: 1, token_usage: tokens(5, 1), cost_usd: 0.0005 })],
  }),
  makeResult({ eval_id: 'd', score: 0, skipped: 'budget', reasoning: 'not run: the budget of $0.01 is reached' }),
];

function report(records: EvalResult[], base?: EvalResult[]): string {
  const input: ReportInput = {
    commentKey: 'default',
    summary: computeSummary(records.map(toStatsEntry)),
    records,
    baseline: base
      ? { found: true, records: base, source: { kind: 'file', path: 'base.jsonl' } }
      : { found: false, reason: 'no base' },
    compare: undefined,
    runUrl: undefined,
    artifactName: 'agentv-results',
    uploaded: false,
    serverUrl: 'https://github.com',
    owner: 'o',
    repo: 'r',
    now: 0,
  };
  return renderCommentBody(input);
}

describe('cost in the reports', () => {
  test('the PR comment shows paid money target and judge apart, cache savings, unknown prices, skipped cases', () => {
    const body = report(RECORDS);
    // Paid: target 0.003 (b came from the cache) · judge 0.001 + 0.0005 (b's judge call was cached).
    expect(body).toContain('· cost $0.004500 + unknown (1 call unpriced)');
    expect(body).toContain('⏸ 1 skipped (budget)');
    expect(body).toContain(
      '| Target | 3 | 1 | 2,010 (400 cached) | 402 | $0.003000 + unknown (1 call unpriced) | n/a |',
    );
    expect(body).toContain('| Judge | 3 | 1 | 1,005 | 101 | $0.001500 | n/a |');
    expect(body).toContain('2 of 6 calls served from the response cache (33% hit rate), saved $0.004000');
    expect(body).toMatch(/Skipped: budget reached \(1\)[\s\S]*\| d \| not run or not graded/);
    expect(body).not.toContain('<script>');
  });

  test('a run the response cache served nothing says nothing of the cache in its cost section', () => {
    const body = report(RECORDS.filter((r) => !r.cached));
    expect(body).toContain('#### Cost');
    expect(body).not.toContain('served from the response cache');
  });

  test('the change against the base compares full prices, and is n/a where a price is unknown', () => {
    const priced = RECORDS.filter((r) => r.cost_usd !== null);
    const base = [
      makeResult({
        eval_id: 'a',
        token_usage: tokens(1000, 200),
        cost_usd: 0.004,
        evaluator_results: [judge({ calls: 1, token_usage: tokens(500, 50), cost_usd: 0.001 })],
      }),
    ];
    const body = report(priced, base);
    // This run's full price: target 0.003 + 0.003, judge 0.001 + 0.001; the base: 0.004 and 0.001.
    expect(body).toContain('| Target | 2 | 1 | 2,000 (400 cached) | 400 | $0.003000 | +$0.002000 |');
    expect(body).toContain('| Judge | 2 | 1 | 1,000 | 100 | $0.001000 | +$0.001000 |');
    expect(body).toContain('| **Total** | 4 | 2 | 3,000 (400 cached) | 500 | $0.004000 | +$0.003000 |');
    expect(report(RECORDS, base)).toContain(
      '| Target | 3 | 1 | 2,010 (400 cached) | 402 | $0.003000 + unknown (1 call unpriced) | n/a |',
    );
  });

  test('a run that recorded no model call shows no cost section', () => {
    const body = report([makeResult({ eval_id: 'x' })]);
    expect(body).not.toContain('#### Cost');
    expect(body).not.toContain('· cost');
  });

  test('the console summary lists skipped cases and prints the cost block with the cache hit rate', () => {
    const text = formatSummary(computeSummary(RECORDS.map(toStatsEntry)));
    expect(text).toContain('SKIPPED: budget reached (1, not run or not graded; not errors, not scored)\n  ⏸ d');
    expect(text).toContain('Summary: 4 results, 3 scored, 1 skipped by the budget (excluded from statistics)');
    expect(text).toMatch(
      /Cost\n {2}target +3 calls +2,010 in, 400 cached \/ 402 out +\$0\.003000 \+ unknown \(1 call unpriced\)/,
    );
    expect(text).toMatch(/ {2}judge +3 calls +1,005 in \/ 101 out +\$0\.001500/);
    expect(text).toContain('  cache   2 of 6 calls served from the response cache (33% hit rate), saved $0.004000');
  });

  test('the run summary JSON carries the usage and the skipped cases', () => {
    const json = JSON.parse(runSummaryJson({ summary: computeSummary(RECORDS.map(toStatsEntry)) }));
    expect(json.statistics.skipped).toEqual([{ eval_id: 'd', prompt_id: 'default', iteration: 0, reason: 'budget' }]);
    expect(json.statistics.usage.target).toMatchObject({
      calls: 3,
      cached_calls: 1,
      unpriced_calls: 1,
      spent_usd: 0.003,
      saved_usd: 0.003,
    });
    expect(json.statistics.usage.judge).toMatchObject({
      calls: 3,
      cached_calls: 1,
      unpriced_calls: 0,
      saved_usd: 0.001,
    });
    expect(json.statistics.usage.judge.spent_usd).toBeCloseTo(0.0015, 12);
  });
  test("carried records were paid for by the base run: this run's cost and its delta leave them out", () => {
    const ran = makeResult({
      eval_id: 'a',
      dataset: 'ran',
      token_usage: tokens(1000, 200),
      cost_usd: 0.003,
      evaluator_results: [],
    });
    const carried = makeResult({
      eval_id: 'b',
      dataset: 'kept',
      token_usage: tokens(1000, 200),
      cost_usd: 0.5,
      evaluator_results: [],
      carried: true,
    });
    const summary = computeSummary([ran, carried].map(toStatsEntry));
    expect(summary.total).toBe(2);
    expect(summary.usage.target.spentUsd).toBeCloseTo(0.003, 12);
    const body = renderCommentBody({
      commentKey: 'default',
      summary,
      records: [ran, carried],
      baseline: {
        found: true,
        records: [
          { ...ran, cost_usd: 0.002 },
          { ...carried, carried: undefined },
        ],
        source: { kind: 'file', path: 'base.jsonl' },
      },
      compare: undefined,
      runUrl: undefined,
      artifactName: 'agentv-results',
      uploaded: false,
      serverUrl: 'https://github.com',
      owner: 'o',
      repo: 'r',
      now: 0,
      carried: [{ file: 'evals/kept.test.yaml', dataset: 'kept', records: [carried] }],
      cache: { restore: { restored: true, key: 'agentv-responses-v1-default-abc-1-1', exact: false }, only: false },
    });
    expect(body).toContain('· ↪ 1 carried ·');
    expect(body).toContain('| Target | 1 | 0 | 1,000 | 200 | $0.003000 | +$0.001000 |');
    expect(body).toContain('| evals/kept.test.yaml | kept | 1 |');
    expect(body).toContain(
      '♻️ Response cache: 0 of 1 calls served from the response cache (0% hit rate) · restored from an earlier run ' +
        '(`agentv-responses-v1-default-abc-1-1`)',
    );
  });
});

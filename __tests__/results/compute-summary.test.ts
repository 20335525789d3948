import {
  StatsCollector,
  computeSummary,
  histogramBinIndex,
  toStatsEntry,
  FAILING_LISTED,
  type StatsEntry,
} from '../../src/results/compute-summary.js';
import { formatSummary } from '../../src/results/format-summary.js';
import { seededRandom } from '../../src/results/compare-statistics.js';
import { makeResult } from '../test-support/make-result.js';

const entry = (eval_id: string, score: number, extra: Partial<StatsEntry> = {}): StatsEntry => ({
  eval_id,
  prompt_id: 'default',
  iteration: 0,
  score,
  ...extra,
});

describe('computeSummary', () => {
  it('matches hand-computed statistics and leaves errored cases out of them', () => {
    const summary = computeSummary([
      entry('e', 1.0),
      entry('a', 0.0),
      entry('c', 0.6),
      entry('b', 0.2),
      entry('d', 0.8),
      entry('x', 0, { error: 'provider failed after 3 attempts' }),
    ]);
    // scores 0, 0.2, 0.6, 0.8, 1.0: sum 2.6, mean 0.52, squared deviations sum 0.688, /4 = 0.172
    expect(summary).toMatchObject({ total: 6, scored: 5, errors: 1, median: 0.6, min: 0, max: 1, passRate: 0.4 });
    expect(summary.mean).toBeCloseTo(0.52, 12);
    expect(summary.stddev).toBeCloseTo(Math.sqrt(0.172), 12);
    expect(summary.histogram.map((bin) => [bin.label, bin.count])).toEqual([
      ['[0.0, 0.2)', 1],
      ['[0.2, 0.4)', 1],
      ['[0.4, 0.6)', 0],
      ['[0.6, 0.8)', 1],
      ['[0.8, 1.0]', 2],
    ]);
    expect(summary.top3.map((e) => e.eval_id)).toEqual(['e', 'd', 'c']);
    expect(summary.bottom3.map((e) => e.eval_id)).toEqual(['a', 'b', 'c']);
    expect(summary.errored).toEqual([
      { eval_id: 'x', prompt_id: 'default', iteration: 0, message: 'provider failed after 3 attempts' },
    ]);
  });

  it('uses the mean of the middle two for an even count and no std dev below two scores', () => {
    expect(computeSummary([0.1, 0.9, 0.3, 0.5].map((s, i) => entry(`c${i}`, s))).median).toBeCloseTo(0.4, 12);
    const single = computeSummary([entry('only', 0.7)]);
    expect(single).toMatchObject({ mean: 0.7, median: 0.7, min: 0.7, max: 0.7, stddev: undefined });
    const none = computeSummary([entry('x', 0, { error: 'boom' })]);
    expect(none).toMatchObject({ total: 1, scored: 0, errors: 1, mean: undefined, passRate: undefined, top3: [] });
  });

  it('puts bin edges in the upper bin and 1.0 in the last, closed bin', () => {
    expect([0, 0.19999, 0.2, 0.39999, 0.4, 0.6, 0.79999, 0.8, 0.99, 1.0].map(histogramBinIndex)).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 4, 4,
    ]);
  });

  it('breaks score ties by eval_id, then prompt_id, then iteration', () => {
    const entries = [
      entry('b', 1),
      entry('a', 1, { prompt_id: 'v2' }),
      entry('a', 1, { prompt_id: 'v1', iteration: 1 }),
      entry('a', 1, { prompt_id: 'v1', iteration: 0 }),
    ];
    const key = (e: StatsEntry) => `${e.eval_id}/${e.prompt_id}/${e.iteration}`;
    expect(computeSummary(entries).top3.map(key)).toEqual(['a/v1/0', 'a/v1/1', 'a/v2/0']);
    expect(computeSummary(entries).bottom3.map(key)).toEqual(['a/v1/0', 'a/v1/1', 'a/v2/0']);
  });

  it('is bit-identical whatever order the results completed in', () => {
    const random = seededRandom(7);
    // Scores like 0.1 + 0.2 make float sums order-sensitive unless they are sorted first.
    const entries = Array.from({ length: 300 }, (_, i) =>
      entry(`case-${i}`, Math.round(random() * 1000) / 1000 / 3, {
        prompt_id: i % 2 ? 'v1' : 'v2',
        ...(i % 37 === 0 ? { error: 'x' } : {}),
      }),
    );
    const expected = computeSummary(entries);
    for (let round = 0; round < 5; round++) {
      const shuffled = [...entries];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j] as StatsEntry, shuffled[i] as StatsEntry];
      }
      expect(computeSummary(shuffled)).toStrictEqual(expected);
    }
  });

  it('breaks results down per prompt variant', () => {
    const summary = computeSummary([
      entry('a', 1, { prompt_id: 'v1' }),
      entry('b', 0.5, { prompt_id: 'v1' }),
      entry('a', 0.2, { prompt_id: 'v2' }),
      entry('b', 0, { prompt_id: 'v2', error: 'timeout' }),
    ]);
    expect(summary.byPrompt).toEqual({
      v1: { count: 2, errors: 0, mean: 0.75, passRate: 0.5 },
      v2: { count: 1, errors: 1, mean: 0.2, passRate: 0 },
    });
  });
});

describe('StatsCollector', () => {
  it('keeps only what statistics need, never the full record', () => {
    const collector = new StatsCollector();
    collector.append(
      makeResult({ eval_id: 'a', score: 0.9, candidate_answer: 'x'.repeat(10_000), prompt_id: 'v1', iteration: 2 }),
    );
    collector.append(makeResult({ eval_id: 'b', score: 0, error: 'e'.repeat(5000) }));
    collector.close();
    const summary = collector.summary();
    expect(summary.top3).toEqual([{ eval_id: 'a', prompt_id: 'v1', iteration: 2, score: 0.9 }]);
    expect(summary.errored).toEqual([
      { eval_id: 'b', prompt_id: 'default', iteration: 0, message: expect.any(String) },
    ]);
    expect(summary.errored[0]?.message.length).toBeLessThanOrEqual(500);
    expect(summary).toMatchObject({ total: 2, scored: 1, errors: 1, mean: 0.9 });
  });

  it('gives the summary computeSummary gives, in whatever order the results arrive', () => {
    // Ties on score (broken by id), errors, skips and two variants: the listed cases must not
    // depend on arrival order.
    const records = Array.from({ length: 40 }, (_, i) =>
      makeResult({
        eval_id: `c${String(i % 20).padStart(2, '0')}`,
        prompt_id: i < 20 ? 'v1' : 'v2',
        score: [0, 0.25, 0.5, 1][i % 4]!,
        ...(i % 7 === 3 ? { error: `boom ${i}` } : {}),
        ...(i % 11 === 5 ? { skipped: 'budget' as const } : {}),
        ...(i % 4 === 0 ? { misses: [`miss ${i}`] } : {}),
      }),
    );
    const expected = computeSummary(records.map(toStatsEntry));
    expect(expected.top3.map((e) => `${e.eval_id}/${e.prompt_id}`)).toEqual(['c03/v2', 'c07/v1', 'c11/v1']);
    for (const seed of [1, 2, 3]) {
      const shuffled = [...records].sort(
        (a, b) =>
          ((a.eval_id.charCodeAt(2) * seed + a.prompt_id.length * 7) % 13) -
          ((b.eval_id.charCodeAt(2) * seed + b.prompt_id.length * 7) % 13),
      );
      const collector = new StatsCollector();
      for (const record of shuffled) collector.append(record);
      expect(collector.summary()).toEqual(expected);
    }
  });
});

describe('usage and skipped cases in the summary', () => {
  const tokens = (input: number, output: number, cached = 0) => ({
    input,
    output,
    total: input + output,
    cached_input: cached,
  });
  // Unknown prices are counted, not taken as zero.
  it('adds target and judge tokens and money apart; cached answers are saved, not spent', () => {
    const judge = {
      name: 'j',
      type: 'llm_judge',
      score: 1,
      weight: 1,
      verdict: 'pass' as const,
      hits: [],
      misses: [],
      reasoning: '',
    };
    const records = [
      makeResult({
        eval_id: 'a',
        score: 1,
        token_usage: tokens(1000, 100, 400),
        cost_usd: 0.01,
        evaluator_results: [{ ...judge, calls: 2, token_usage: tokens(500, 50), cost_usd: 0.002 }],
      }),
      makeResult({
        eval_id: 'b',
        score: 1,
        token_usage: tokens(1000, 100),
        cost_usd: 0.01,
        cached: true,
        evaluator_results: [
          {
            ...judge,
            calls: 1,
            cached_calls: 1,
            token_usage: tokens(250, 25),
            cost_usd: 0.001,
            cache_saved_usd: 0.001,
          },
        ],
      }),
      makeResult({
        eval_id: 'c',
        score: 1,
        token_usage: tokens(10, 1),
        cost_usd: null,
        evaluator_results: [{ ...judge }],
      }),
      makeResult({ eval_id: 'd', score: 0, skipped: 'budget' }),
      makeResult({ eval_id: 'e', score: 1, token_usage: tokens(9999, 9999), cost_usd: 9, carried: true }),
    ];
    const summary = computeSummary(records.map(toStatsEntry));
    expect(summary.usage.target).toEqual({
      calls: 3,
      cachedCalls: 1,
      unpricedCalls: 1,
      tokens: tokens(2010, 201, 400),
      spentUsd: 0.01,
      savedUsd: 0.01,
    });
    expect(summary.usage.judge).toEqual({
      calls: 3,
      cachedCalls: 1,
      unpricedCalls: 0,
      tokens: tokens(750, 75),
      spentUsd: 0.002,
      savedUsd: 0.001,
    });
    expect(summary).toMatchObject({
      total: 5,
      scored: 4,
      errors: 0,
      mean: 1,
      skipped: [{ eval_id: 'd', prompt_id: 'default', iteration: 0, reason: 'budget' }],
    });
    // The run's collector keeps a running total instead of usage per entry: the same figures.
    const collector = new StatsCollector();
    for (const record of records) collector.append(record);
    expect(collector.summary()).toEqual(summary);
  });
});

describe('toStatsEntry of a failing case', () => {
  it("keeps the first check that did not pass, and that check's miss", () => {
    const record = makeResult({
      eval_id: 'late',
      score: 0,
      misses: ['required evaluator icontains-any scored 0, so the case scores 0'],
      evaluator_results: [
        {
          name: 'starts-with',
          type: 'starts-with',
          score: 1,
          weight: 1,
          verdict: 'pass',
          hits: ['ok'],
          misses: [],
          reasoning: '',
        },
        {
          name: 'icontains-any',
          type: 'icontains-any',
          score: 0,
          weight: 1,
          verdict: 'fail',
          hits: [],
          misses: ['Output does not contain any of "sorry"'],
          reasoning: '',
        },
      ],
    });
    expect(toStatsEntry(record)).toMatchObject({
      check: 'icontains-any',
      miss: 'Output does not contain any of "sorry"',
    });
    expect(toStatsEntry({ ...record, score: 1 })).not.toHaveProperty('check');
    expect(
      computeSummary([toStatsEntry(record), toStatsEntry(makeResult({ eval_id: 'fine', score: 0.9 }))]).failing.map(
        (e) => e.eval_id,
      ),
    ).toEqual(['late']);
  });

  it('lists the lowest FAILING_LISTED failing cases and counts them all, in any arrival order', () => {
    const scores = Array.from({ length: FAILING_LISTED + 50 }, (_, i) => ({
      id: `c${String(i).padStart(3, '0')}`,
      score: (i % 7) / 10,
    }));
    const collector = new StatsCollector();
    for (const { id, score } of [...scores].reverse()) collector.append(makeResult({ eval_id: id, score }));
    const summary = collector.summary();
    expect(summary.failingCount).toBe(FAILING_LISTED + 50);
    const expected = [...scores]
      .sort((a, b) => a.score - b.score || a.id.localeCompare(b.id))
      .slice(0, FAILING_LISTED)
      .map((s) => s.id);
    expect(summary.failing.map((e) => e.eval_id)).toEqual(expected);
    expect(formatSummary(summary)).toContain(
      `Failing: ${FAILING_LISTED + 50} of ${FAILING_LISTED + 50} scored case(s)`,
    );
    expect(formatSummary(summary)).toContain(`… and ${FAILING_LISTED + 25} more`);
  });
});

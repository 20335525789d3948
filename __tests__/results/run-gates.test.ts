import { compareResults } from '../../src/results/compare-results.js';
import { computeSummary, toStatsEntry } from '../../src/results/compute-summary.js';
import type { EvalResult } from '../../src/results/eval-result.js';
import { DEFAULT_PASS_POLICY, repeatCases } from '../../src/results/repeats.js';
import { gateFailures, gateStatistics, parseGateThreshold } from '../../src/results/run-gates.js';
import { makeResult } from '../test-support/make-result.js';

const summaryOf = (records: EvalResult[]) => computeSummary(records.map(toStatsEntry));
/** Nine of ten cases crash, the one left scores 1. */
const mostlyCrashing = [
  makeResult({ eval_id: 'ok', score: 1 }),
  ...Array.from({ length: 9 }, (_, i) => makeResult({ eval_id: `c${i}`, score: 0, error: 'agent exited with code 1' })),
];

describe('gateFailures', () => {
  it('counts errored cases as failing: 9 crashes of 10 fail min-score and min-pass-rate', () => {
    const summary = summaryOf(mostlyCrashing);
    // The statistics of scored cases alone read 1.000 and 100%; the gates do not.
    expect(summary.mean).toBe(1);
    expect(gateStatistics(summary)).toEqual({ mean: 0.1, passRate: 0.1, counted: 10 });
    const failures = gateFailures({ minScore: 0.5, minPassRate: 0.5, failOnRegression: false }, summary, undefined);
    expect(failures).toEqual([
      'mean score 0.100 (9 errored case(s) count as 0) is below min-score 0.5',
      'pass rate 10.0% of 10 case(s) (9 errored count as failing) is below min-pass-rate 0.5',
    ]);
  });

  it('passes a run that meets both thresholds, and fails one where every case errored', () => {
    const good = summaryOf([makeResult({ eval_id: 'a', score: 1 }), makeResult({ eval_id: 'b', score: 0.9 })]);
    expect(gateFailures({ minScore: 0.9, minPassRate: 1, failOnRegression: true }, good, undefined)).toEqual([]);
    const allErrored = summaryOf([makeResult({ eval_id: 'a', score: 0, error: 'Connection error.' })]);
    expect(gateFailures({ minPassRate: 0.1, failOnRegression: false }, allErrored, undefined)).toEqual([
      'pass rate 0.0% of 1 case(s) (1 errored count as failing) is below min-pass-rate 0.1',
    ]);
  });

  it('a run whose every case was skipped fails min-score, saying nothing was evaluated rather than judging it', () => {
    const replayed = summaryOf(['a', 'b'].map((id) => makeResult({ eval_id: id, score: 0, skipped: 'cache-miss' })));
    expect(gateFailures({ minScore: 0.7, failOnRegression: true }, replayed, undefined)).toEqual([
      'min-score 0.7 cannot be met: nothing was evaluated (all 2 case(s) skipped: not in cache), which says ' +
        'nothing about the change itself',
    ]);
    expect(gateFailures({ failOnRegression: true }, replayed, undefined)).toEqual([]);
  });

  it('a case that passed on the base and errors now is a regression, and only with fail-on-regression', () => {
    const base = ['a', 'b', 'c'].map((id) => makeResult({ eval_id: id, score: 1 }));
    const head = [
      makeResult({ eval_id: 'a', score: 1 }),
      makeResult({ eval_id: 'b', score: 1 }),
      makeResult({ eval_id: 'c', score: 0, error: 'timeout' }),
    ];
    const compare = compareResults(base, head);
    expect(compare.statistics.verdict).toBe('no significant change');
    expect(compare.verdict).toBe('regressed');
    expect(gateFailures({ failOnRegression: true }, summaryOf(head), compare)).toEqual([
      '1 case(s) passed on the base and error now: c',
    ]);
    expect(gateFailures({ failOnRegression: false }, summaryOf(head), compare)).toEqual([]);
    // A case that already failed on the base is no regression when it errors now.
    const failedBase = compareResults([...base.slice(0, 2), makeResult({ eval_id: 'c', score: 0.2 })], head);
    expect(failedBase.verdict).toBe('no significant change');
  });

  it("names a promptfoo test by its description in a gate's failure, else by its id", () => {
    const named = (id: string, score: number, extra: Partial<EvalResult> = {}) =>
      makeResult({ eval_id: id, score, description: `the ${id} test`, ...extra });
    const base = [named('test-1', 1), makeResult({ eval_id: 'test-2', score: 1 })];
    const head = [
      named('test-1', 0, { error: 'timeout' }),
      makeResult({ eval_id: 'test-2', score: 0, error: 'timeout' }),
    ];
    expect(gateFailures({ failOnRegression: true }, summaryOf(head), compareResults(base, head))).toEqual([
      '2 case(s) passed on the base and error now: the test-1 test, test-2',
    ]);
    const low = summaryOf([named('test-3', 0.2), makeResult({ eval_id: 'test-4', score: 0.9 })]);
    expect(gateFailures({ threshold: 0.5, failOnRegression: false }, low, undefined)).toEqual([
      'lowest test score 0.200 is below threshold 0.5: the test-3 test',
    ]);
  });

  it('with repeats the pass policy decides each case, an errored run failing it', () => {
    const records = ['a', 'b'].flatMap((id) =>
      [0, 1, 2].map((iteration) =>
        makeResult({ eval_id: id, iteration, score: 1, ...(id === 'b' && iteration === 1 ? { error: 'crash' } : {}) }),
      ),
    );
    const repeats = repeatCases(records, DEFAULT_PASS_POLICY);
    expect(
      gateFailures({ minPassRate: 0.75, failOnRegression: false }, summaryOf(records), undefined, repeats),
    ).toEqual(['50.0% of repeated cases pass under their pass policy, below min-pass-rate 0.75']);
    expect(gateFailures({ minScore: 0.5, failOnRegression: false }, summaryOf(records), undefined, repeats)).toEqual(
      [],
    );
  });

  it('with repeats only settled changes regress', () => {
    const run = (id: string, scores: number[]) =>
      scores.map((score, iteration) => makeResult({ eval_id: id, iteration, score }));
    const base = run('a', [1, 1, 1, 1, 1, 1, 1, 1]);
    const flaky = compareResults(base, run('a', [1, 0, 1, 1, 1, 1, 1, 0]));
    expect(gateFailures({ failOnRegression: true }, summaryOf(base), flaky)).toEqual([]);
    const settled = compareResults(base, run('a', [0, 0, 0, 0, 0, 0, 0, 0]));
    expect(gateFailures({ failOnRegression: true }, summaryOf(base), settled)).toEqual([
      '1 case(s) settled worse against the base (pass-rate intervals apart)',
    ]);
  });

  it('reads thresholds from 0 to 1 and names the flag of a bad one', () => {
    expect(parseGateThreshold('0.8', '--min-score')).toBe(0.8);
    expect(parseGateThreshold('1', '--min-pass-rate')).toBe(1);
    for (const bad of ['1.5', '-0.1', 'high', ''])
      expect(() => parseGateThreshold(bad, '--min-score')).toThrow(/--min-score must be a number from 0 to 1/);
  });
});

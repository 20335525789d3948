import { compareResults } from '../../src/results/compare-results.js';
import {
  compareRepeats,
  formatRepeats,
  labelFor,
  parsePassPolicy,
  passesPolicy,
  repeatCases,
  settledAfter,
  wilsonInterval,
  type PassPolicy,
} from '../../src/results/repeats.js';
import { makeResult } from '../test-support/make-result.js';

const all: PassPolicy = { kind: 'all' };

/** `n` records of case `id` whose first `passes` runs pass (score 1) and the rest fail (score 0). */
function runs(id: string, passes: number, n: number) {
  return Array.from({ length: n }, (_, i) => makeResult({ eval_id: id, iteration: i, score: i < passes ? 1 : 0 }));
}

describe('repeats: per-case statistics', () => {
  it('computes the 95% Wilson interval (hand-computed values)', () => {
    const [lo, hi] = wilsonInterval(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
    expect(wilsonInterval(10, 10)[0]).toBeCloseTo(0.7225, 4);
    expect(wilsonInterval(10, 10)[1]).toBe(1);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it('labels by pass rate: at least 80% stable-pass, at most 20% stable-fail, flaky between', () => {
    expect(labelFor(8, 10)).toBe('stable-pass');
    expect(labelFor(7, 10)).toBe('flaky');
    expect(labelFor(3, 10)).toBe('flaky');
    expect(labelFor(2, 10)).toBe('stable-fail');
  });

  it('parses the four policies and refuses anything else with the forms', () => {
    expect(parsePassPolicy('ALL')).toEqual({ kind: 'all' });
    expect(parsePassPolicy('any')).toEqual({ kind: 'any' });
    expect(parsePassPolicy('at-least:3')).toEqual({ kind: 'at-least', count: 3 });
    expect(parsePassPolicy('rate:0.75')).toEqual({ kind: 'rate', rate: 0.75 });
    for (const bad of ['most', 'at-least:0', 'rate:1.5', 'rate:0']) {
      expect(() => parsePassPolicy(bad)).toThrow('--pass-policy must be all, any, at-least:K or rate:X');
    }
  });

  it('decides a case under each policy (pass^k, pass@k, at-least, rate)', () => {
    expect(passesPolicy(all, 9, 10)).toBe(false);
    expect(passesPolicy(all, 10, 10)).toBe(true);
    expect(passesPolicy({ kind: 'any' }, 1, 10)).toBe(true);
    expect(passesPolicy({ kind: 'any' }, 0, 10)).toBe(false);
    expect(passesPolicy({ kind: 'at-least', count: 7 }, 7, 10)).toBe(true);
    expect(passesPolicy({ kind: 'at-least', count: 7 }, 6, 10)).toBe(false);
    expect(passesPolicy({ kind: 'rate', rate: 0.6 }, 6, 10)).toBe(true);
    expect(passesPolicy({ kind: 'rate', rate: 0.6 }, 5, 10)).toBe(false);
  });

  it('counts an early-stopped case as if its remaining runs had gone the way its runs agreed', () => {
    expect(passesPolicy(all, 3, 3, 10)).toBe(true);
    expect(passesPolicy({ kind: 'at-least', count: 8 }, 3, 3, 10)).toBe(true);
    expect(passesPolicy({ kind: 'any' }, 0, 3, 10)).toBe(false);
  });

  it('settles a case when its runs agree three times, or when the rest cannot change it', () => {
    expect(settledAfter(2, 2, 10, all)).toBe(false);
    expect(settledAfter(3, 3, 10, all)).toBe(true);
    expect(settledAfter(0, 3, 10, all)).toBe(true);
    expect(settledAfter(2, 3, 10, all)).toBe(false);
    // 3 of 6 with 4 to go: the rate ends between 30% and 70% whatever happens: flaky, and `all` fails.
    expect(settledAfter(3, 6, 10, all)).toBe(true);
    // 4 of 5 with 5 to go: it may still end stable-pass (9/10) or flaky (4/10).
    expect(settledAfter(4, 5, 10, all)).toBe(false);
    expect(settledAfter(1, 1, 1, all)).toBe(true);
  });

  it('groups records by case and variant with rate, interval, spread, label and verdict', () => {
    const cases = repeatCases([...runs('a', 10, 10), ...runs('b', 5, 10)], all, () => 10);
    expect(cases).toEqual([
      expect.objectContaining({
        eval_id: 'a',
        runs: 10,
        passes: 10,
        pass_rate: 1,
        ci95: [0.7225, 1],
        mean_score: 1,
        score_sd: 0,
        label: 'stable-pass',
        passed: true,
        early_stopped: false,
      }),
      expect.objectContaining({
        eval_id: 'b',
        runs: 10,
        passes: 5,
        pass_rate: 0.5,
        ci95: [0.2366, 0.7634],
        mean_score: 0.5,
        label: 'flaky',
        passed: false,
      }),
    ]);
    expect(cases[1]?.score_sd).toBeCloseTo(0.527, 3);
    expect(repeatCases(runs('c', 3, 3), all, () => 10)[0]).toMatchObject({
      runs: 3,
      planned: 10,
      early_stopped: true,
      passed: true,
    });
  });

  it('prints the labels and every flaky case', () => {
    const text = formatRepeats(repeatCases([...runs('a', 10, 10), ...runs('b', 5, 10)], all), 'all', 4);
    expect(text).toContain('Repeats: 2 case(s) × variant, 20 run(s) (4 more settled by --early-stop and not made)');
    expect(text).toContain('pass     50.0% of cases under pass policy all');
    expect(text).toContain('labels   1 stable-pass, 0 stable-fail, 1 flaky');
    expect(text).toContain('~ b: 50% [0.24, 0.76], 5/10');
  });
});

describe('repeats: comparing two runs', () => {
  it('calls a change settled only when the intervals are apart; flaky cases are listed as flaky', () => {
    const base = repeatCases(
      [...runs('drop', 10, 10), ...runs('noisy', 6, 10), ...runs('same', 10, 10), ...runs('fixed', 0, 10)],
      all,
    );
    const head = repeatCases(
      [...runs('drop', 2, 10), ...runs('noisy', 3, 10), ...runs('same', 9, 10), ...runs('fixed', 10, 10)],
      all,
    );
    const result = compareRepeats(base, head);
    expect(Object.fromEntries(result.cases.map((c) => [c.eval_id, c.change]))).toEqual({
      drop: 'regressed',
      noisy: 'flaky',
      same: 'unchanged',
      fixed: 'improved',
    });
    expect(result).toMatchObject({ regressed: 1, improved: 1, flaky: 1, verdict: 'regressed' });
  });

  it('a flaky case is never a win or a loss in compare, and the verdict counts settled changes only', () => {
    const base = [...runs('noisy', 8, 10), ...runs('steady', 10, 10)];
    const head = [...runs('noisy', 3, 10), ...runs('steady', 10, 10)];
    const report = compareResults(base, head);
    const noisy = report.matched.find((m) => m.eval_id === 'noisy');
    expect(noisy).toMatchObject({ outcome: 'tie', flaky: true, delta: -0.5 });
    expect(report.summary.losses).toBe(0);
    expect(report.statistics.verdict).toBe('no significant change');
    expect(report.repeats?.cases.find((c) => c.eval_id === 'noisy')?.change).toBe('flaky');
  });

  it('runs without repeats keep the score comparison (no repeats section)', () => {
    const report = compareResults(runs('x', 1, 1), runs('x', 0, 1));
    expect(report.repeats).toBeUndefined();
    expect(report.matched[0]).toMatchObject({ outcome: 'loss' });
  });
});

import { ConfigError } from '../../src/errors/config-error.js';
import { bootstrapMeanCi, signTestP } from '../../src/results/compare-statistics.js';
import { classify, compareResults, type CompareReport } from '../../src/results/compare-results.js';
import { compareExit } from '../../src/results/compare-exit.js';
import { formatCompare, parseCompareFormat } from '../../src/results/format-compare.js';
import type { EvalResult } from '../../src/results/eval-result.js';
import { makeResult } from '../test-support/make-result.js';

const r = (eval_id: string, score: number, extra: Partial<EvalResult> = {}): EvalResult =>
  makeResult({ eval_id, score, ...extra });
/** The exit code under AgentV's rule (the default) and under --fail-on-significant. */
const exits = (report: CompareReport) => [compareExit(report, 'mean').code, compareExit(report, 'significant').code];

describe('compareResults', () => {
  const file1 = [
    r('case-1', 0.8),
    r('case-2', 0.9),
    r('case-3', 0.5),
    r('case-4', 0.3),
    r('only1-a', 0.5),
    r('only1-b', 0.7),
  ];
  const file2 = [r('case-4', 0.3), r('case-3', 0.59), r('case-2', 0.8), r('case-1', 0.9), r('only2', 1)];

  it('produces exactly the seed shape with hand-computed deltas', () => {
    const report = compareResults(file1, file2);
    expect(Object.keys(report).slice(0, 3)).toEqual(['matched', 'unmatched', 'summary']);
    expect(report.matched).toEqual([
      { eval_id: 'case-1', score1: 0.8, score2: 0.9, delta: 0.1, outcome: 'win' },
      { eval_id: 'case-2', score1: 0.9, score2: 0.8, delta: -0.1, outcome: 'loss' },
      { eval_id: 'case-3', score1: 0.5, score2: 0.59, delta: 0.09, outcome: 'tie' },
      { eval_id: 'case-4', score1: 0.3, score2: 0.3, delta: 0, outcome: 'tie' },
    ]);
    expect(Object.keys(report.matched[0] ?? {})).toEqual(['eval_id', 'score1', 'score2', 'delta', 'outcome']);
    expect(report.unmatched).toEqual({ file1: 2, file2: 1 });
    // total = distinct keys across both files: 4 matched + 2 only in file1 + 1 only in file2
    expect(report.summary).toEqual({ total: 7, matched: 4, wins: 1, losses: 1, ties: 2, meanDelta: 0.0225 });
    expect(report.mean1).toBe(0.625);
    expect(report.mean2).toBe(0.6475);
    expect(report.byPrompt).toBeUndefined();
    expect(exits(report)).toEqual([0, 0]);
  });

  it('counts a delta exactly at the threshold as a win or loss despite float noise', () => {
    // 0.9 − 0.8 = 0.09999999999999998 and 0.4 − 0.3 = 0.10000000000000003 in floating point.
    const report = compareResults(
      [r('a', 0.8), r('b', 0.3), r('c', 0.4), r('d', 0.5)],
      [r('a', 0.9), r('b', 0.4), r('c', 0.3), r('d', 0.6)],
    );
    expect(report.matched.map((m) => [m.delta, m.outcome])).toEqual([
      [0.1, 'win'],
      [0.1, 'win'],
      [-0.1, 'loss'],
      [0.1, 'win'],
    ]);
    expect(compareResults(file1, file2, { threshold: 0.09 }).matched.map((m) => m.outcome)).toEqual([
      'win',
      'loss',
      'win',
      'tie',
    ]);
    expect(compareResults(file1, file2, { threshold: 0.2 }).summary).toMatchObject({ wins: 0, losses: 0, ties: 4 });
  });

  it('never calls an unchanged score a win, even at threshold 0', () => {
    expect([classify(0, 0), classify(0.01, 0), classify(-0.01, 0)]).toEqual(['tie', 'win', 'loss']);
    expect(() => compareResults([], [], { threshold: -1 })).toThrow(ConfigError);
  });

  it('averages iterations, ignoring errored ones, and keys on eval_id + prompt_id', () => {
    const report = compareResults(
      [r('a', 0.5, { iteration: 0 }), r('a', 0.7, { iteration: 1 }), r('a', 0, { iteration: 2, error: 'timeout' })],
      [r('a', 0.9, { iteration: 0 })],
    );
    expect(report.matched).toEqual([{ eval_id: 'a', score1: 0.6, score2: 0.9, delta: 0.3, outcome: 'win' }]);
    expect(report.errored).toEqual([]);
  });

  it('adds prompt_id and a per-variant breakdown when variants exist', () => {
    const report = compareResults(
      [r('a', 0.5, { prompt_id: 'v2' }), r('a', 0.5, { prompt_id: 'v1' })],
      [r('a', 0.8, { prompt_id: 'v1' }), r('a', 0.4, { prompt_id: 'v2' })],
    );
    expect(report.matched).toEqual([
      { eval_id: 'a', prompt_id: 'v1', score1: 0.5, score2: 0.8, delta: 0.3, outcome: 'win' },
      { eval_id: 'a', prompt_id: 'v2', score1: 0.5, score2: 0.4, delta: -0.1, outcome: 'loss' },
    ]);
    expect(report.byPrompt).toEqual({
      v1: { matched: 1, wins: 1, losses: 0, ties: 0, meanDelta: 0.3, mean1: 0.5, mean2: 0.8 },
      v2: { matched: 1, wins: 0, losses: 1, ties: 0, meanDelta: -0.1, mean1: 0.5, mean2: 0.4 },
    });
  });

  it('rejects a duplicate (eval_id, prompt_id, iteration) in one file, naming the file', () => {
    const dup = [r('a', 0.5), r('b', 1), r('a', 0.7)];
    expect(() => compareResults(dup, [r('a', 1)], { file1: 'runs/base.jsonl' })).toThrow(
      /^runs\/base\.jsonl: duplicate result for eval_id "a", iteration 0\. Fix: /,
    );
    expect(() => compareResults([r('a', 1)], dup, { file2: 'head.jsonl' })).toThrow(/^head\.jsonl: duplicate/);
    expect(() => compareResults([r('a', 1, { prompt_id: 'v1' }), r('a', 1, { prompt_id: 'v2' })], [])).not.toThrow();
  });

  it('lists cases that errored in either file apart, never scored as 0', () => {
    const report = compareResults(
      [r('a', 0.5), r('b', 0.6), r('c', 0, { error: 'boom1' })],
      [r('a', 0.7), r('b', 0, { error: 'timeout' }), r('c', 0, { error: 'boom2' }), r('d', 0, { error: 'x' })],
    );
    expect(report.matched.map((m) => m.eval_id)).toEqual(['a']);
    expect(report.errored).toEqual([
      { eval_id: 'b', prompt_id: 'default', file2_error: 'timeout', score1: 0.6 },
      { eval_id: 'c', prompt_id: 'default', file1_error: 'boom1', file2_error: 'boom2' },
      { eval_id: 'd', prompt_id: 'default', file2_error: 'x' },
    ]);
    expect(report.unmatched).toEqual({ file1: 0, file2: 0 });
    expect(report.summary).toEqual({ total: 4, matched: 1, wins: 1, losses: 0, ties: 0, meanDelta: 0.2 });
  });

  it('handles empty files: zero counts, no interval, exit 0 only when file1 had nothing to lose', () => {
    const empty = compareResults([], []);
    expect(empty.matched).toEqual([]);
    expect(empty.summary).toEqual({ total: 0, matched: 0, wins: 0, losses: 0, ties: 0, meanDelta: 0 });
    expect(empty.statistics).toMatchObject({ meanDeltaCi95: null, signTestP: 1, verdict: 'no significant change' });
    expect([empty.mean1, empty.mean2]).toEqual([null, null]);
    expect(exits(empty)).toEqual([0, 0]);
    // Nothing matched: the mean delta is 0 (as in AgentV) and no verdict of regression, so exit 0 either way.
    expect(exits(compareResults([r('a', 1)], []))).toEqual([0, 0]);
    expect(exits(compareResults([], [r('a', 1)]))).toEqual([0, 0]);
    expect(compareExit(empty, 'mean').reason).toBe(
      'no case scored in both files, so no mean delta: exit 0 · no significant change, p = 1',
    );
  });

  it("exits 1 on a lower mean (AgentV's rule), and under --fail-on-significant exactly when regressed", () => {
    const lower = compareResults([r('a', 0.8)], [r('a', 0.75)]);
    expect(lower.verdict).toBe('no significant change');
    expect(exits(lower)).toEqual([1, 0]);
    expect(compareExit(lower, 'mean').reason).toBe(
      'mean delta -0.050, lower than the baseline: exit 1 · no significant change, p = 1',
    );
    expect(compareExit(lower, 'significant').reason).toBe(
      'no significant change, p = 1: exit 0 (--fail-on-significant) · mean delta -0.050, lower than the baseline',
    );
    // Equal as AgentV rounds it (three decimals): -0.0004 is no drop.
    const noise = compareResults([r('a', 0.8)], [r('a', 0.7996)]);
    expect(exits(noise)).toEqual([0, 0]);
    expect(compareExit(noise, 'mean').reason).toMatch(/^mean delta \+0\.000, equal to the baseline: exit 0 · /);
    // A case that passed and errors now is left out of the mean, yet it is a drop (AgentV scores it 0).
    const broke = compareResults([r('a', 0.9), r('b', 0.9)], [r('a', 0.9), r('b', 0, { error: 'crashed' })]);
    expect(exits(broke)).toEqual([1, 1]);
    expect(compareExit(broke, 'mean').reason).toBe(
      'mean delta +0.000, equal to the baseline, and 1 case(s) passed in the baseline and error now: exit 1 · ' +
        'regressed',
    );
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const regressed = compareResults(
      ids.map((id) => r(id, 0.9)),
      ids.map((id) => r(id, 0.3)),
    );
    expect(regressed.verdict).toBe('regressed');
    expect(exits(regressed)).toEqual([1, 1]);
    expect(compareExit(regressed, 'significant').reason).toBe(
      'regressed, p = 0.0078: exit 1 (--fail-on-significant) · mean delta -0.600, lower than the baseline',
    );
    const improved = compareResults(
      ids.map((id) => r(id, 0.3)),
      ids.map((id) => r(id, 0.9)),
    );
    expect([improved.verdict, ...exits(improved)]).toEqual(['improved', 0, 0]);
    expect(compareExit(improved, 'mean').reason).toMatch(/^mean delta \+0\.600, higher than the baseline: exit 0 · /);
  });
});

describe('comparison statistics', () => {
  it('gives the same interval for the same input and seed, whatever the record order', () => {
    const base = Array.from({ length: 40 }, (_, i) => r(`c${i}`, (i % 7) / 10));
    const head = Array.from({ length: 40 }, (_, i) => r(`c${i}`, ((i * 3) % 11) / 10));
    const first = compareResults(base, head, { seed: 123 });
    const again = compareResults([...base].reverse(), [...head].reverse(), { seed: 123 });
    expect(again).toStrictEqual(first);
    const ci = first.statistics.meanDeltaCi95;
    expect(ci).not.toBeNull();
    const [lo, hi] = ci ?? [0, 0];
    const deltas = first.matched.map((m) => m.delta);
    expect(lo).toBeLessThanOrEqual(first.summary.meanDelta);
    expect(hi).toBeGreaterThanOrEqual(first.summary.meanDelta);
    expect(lo).toBeGreaterThanOrEqual(Math.min(...deltas));
    expect(hi).toBeLessThanOrEqual(Math.max(...deltas));
    expect(compareResults(base, head, { seed: 124 }).statistics.meanDeltaCi95).not.toEqual(ci);
  });

  it('collapses to a point when every delta is equal', () => {
    expect(bootstrapMeanCi([0.2, 0.2, 0.2], { seed: 1 })).toEqual([0.2, 0.2]);
    expect(bootstrapMeanCi([], { seed: 1 })).toBeUndefined();
  });

  it('computes the exact two-sided sign test', () => {
    // 4 up, 1 down: 2 × (C(5,0) + C(5,1)) / 2^5 = 12/32
    expect(signTestP([0.1, 0.2, 0.3, 0.4, -0.1])).toBeCloseTo(0.375, 12);
    // 6 up: 2 / 2^6
    expect(signTestP([1, 1, 1, 1, 1, 1])).toBeCloseTo(0.03125, 12);
    // 8 up, 2 down: 2 × (1 + 10 + 45) / 1024
    expect(signTestP([1, 1, 1, 1, 1, 1, 1, 1, -1, -1])).toBeCloseTo(112 / 1024, 12);
    expect(signTestP([0, 0, 0.1])).toBe(1);
    expect(signTestP([])).toBe(1);
    const big = signTestP(Array.from({ length: 3000 }, (_, i) => (i % 2 ? 1 : -1)));
    expect(big).toBeGreaterThan(0.9);
    expect(big).toBeLessThanOrEqual(1);
  });

  it('calls a change significant only when the interval excludes 0 and p < 0.05', () => {
    const ids = Array.from({ length: 10 }, (_, i) => `c${i}`);
    const up = compareResults(
      ids.map((id) => r(id, 0.5)),
      ids.map((id) => r(id, 0.7)),
    );
    expect(up.statistics).toMatchObject({ meanDeltaCi95: [0.2, 0.2], signTestP: 0.001953125, verdict: 'improved' });
    const down = compareResults(
      ids.map((id) => r(id, 0.7)),
      ids.map((id) => r(id, 0.5)),
    );
    expect(down.statistics.verdict).toBe('regressed');
    const few = compareResults([r('a', 0.5), r('b', 0.5), r('c', 0.5)], [r('a', 0.7), r('b', 0.7), r('c', 0.7)]);
    expect(few.statistics).toMatchObject({ signTestP: 0.25, verdict: 'no significant change' });
  });
});

describe('formatCompare', () => {
  const report = compareResults(
    [r('a', 0.8), r('<b>|@x', 0.9), r('e', 0.1)],
    [r('a', 0.9), r('<b>|@x', 0.5), r('e', 0, { error: 'HTTP 500' })],
  );
  const exit = compareExit(report, 'mean');

  it("json is the report with snake_case keys (the seed's summary.meanDelta kept beside mean_delta)", () => {
    const json = JSON.parse(formatCompare(report, 'json', exit));
    expect(json.exit).toEqual({
      code: 1,
      rule: 'mean',
      reason: 'mean delta -0.150, lower than the baseline: exit 1 · no significant change, p = 1',
    });
    expect(json.statistics).toEqual({
      mean_delta_ci95: report.statistics.meanDeltaCi95,
      sign_test_p: report.statistics.signTestP,
      verdict: report.statistics.verdict,
      resamples: 2000,
      seed: 42,
    });
    expect(json.summary).toEqual({
      total: 3,
      matched: 2,
      wins: 1,
      losses: 1,
      ties: 0,
      mean_delta: -0.15,
      meanDelta: -0.15,
    });
    expect(json.errored_regressions).toEqual([]);
    expect(json.matched).toEqual(report.matched);
    // No camelCase key anywhere but the kept one.
    const keys = JSON.stringify(json).match(/"[A-Za-z0-9_]+":/g) ?? [];
    expect(keys.filter((k) => /[A-Z]/.test(k))).toEqual(['"meanDelta":']);
  });

  it('keeps prompt ids as written in by_prompt', () => {
    const variants = compareResults(
      [r('a', 0.5, { prompt_id: 'shortPrompt' }), r('a', 0.5, { prompt_id: 'long' })],
      [r('a', 0.9, { prompt_id: 'shortPrompt' }), r('a', 0.5, { prompt_id: 'long' })],
    );
    const json = JSON.parse(formatCompare(variants, 'json', compareExit(variants, 'mean')));
    expect(Object.keys(json.by_prompt)).toEqual(['long', 'shortPrompt']);
    expect(json.by_prompt.shortPrompt).toMatchObject({ mean_delta: 0.4, mean1: 0.5, mean2: 0.9 });
  });

  it('table lists cases, errors, counts and the statistics', () => {
    const text = formatCompare(report, 'table', exit, { file1: 'base.jsonl', file2: 'head.jsonl' });
    expect(text).toContain('Comparing base.jsonl → head.jsonl (threshold 0.1)');
    expect(text).toMatch(/^a +0\.800 +0\.900 +\+0\.100 +win$/m);
    expect(text).toMatch(/^<b>\|@x +0\.900 +0\.500 +-0\.400 +loss$/m);
    expect(text).toContain('  e: file2: HTTP 500');
    expect(text).toContain('Outcome: 1 wins, 1 losses, 0 ties; mean delta -0.150');
    expect(text).toContain('sign test p = 1.0000: no significant change');
    expect(text).toMatch(
      /^Verdict: mean delta -0\.150, lower than the baseline: exit 1 · no significant change, p = 1$/m,
    );
  });

  it('markdown escapes case ids and lists losses first', () => {
    const md = formatCompare(report, 'markdown', exit);
    expect(md).toContain(
      '| Verdict | mean delta -0.150, lower than the baseline: exit 1 · no significant change, p = 1 |',
    );
    expect(md).not.toContain('<b>');
    expect(md).toContain('| &lt;b&gt;\\|@\u200bx | 0.900 | 0.500 | -0.400 | ❌ loss |');
    expect(md.indexOf('❌ loss')).toBeLessThan(md.indexOf('✅ win'));
    expect(md).toContain('| e | 0.100 | HTTP 500 |');
  });

  it('parses format names and lists the valid ones otherwise', () => {
    expect(parseCompareFormat('Table')).toBe('table');
    expect(() => parseCompareFormat('html')).toThrow(/use one of: json, table, markdown/);
  });
});

describe('compare names a promptfoo test by its description', () => {
  const pf = (id: string, score: number, extra: Partial<EvalResult> = {}) =>
    r(id, score, { description: `the ${id} test`, ...extra });
  const report = compareResults(
    [pf('test-1', 1), pf('test-2', 1), r('case-3', 0.5)],
    [pf('test-1', 0), pf('test-2', 0, { error: 'boom' }), r('case-3', 0.5)],
  );

  it('in the text table, the errored list and markdown, falling back to the id; the JSON keeps ids beside', () => {
    const text = formatCompare(report, 'table', compareExit(report, 'mean'));
    expect(text).toMatch(/^the test-1 test +1\.000 +0\.000/m);
    expect(text).toMatch(/^case-3 /m);
    expect(text).toContain('the test-2 test: file2: boom');
    expect(text).toContain('Passed in file1, errored in file2: the test-2 test');
    expect(text).not.toMatch(/^test-[12]\b/m);
    const markdown = formatCompare(report, 'markdown', compareExit(report, 'mean'));
    expect(markdown).toContain('| the test-1 test |');
    expect(markdown).toContain('| the test-2 test |');
    expect(report.matched.find((m) => m.eval_id === 'test-1')).toMatchObject({ description: 'the test-1 test' });
  });
});

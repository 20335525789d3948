import { runSummaryJson } from '../../src/results/run-summary.js';
import { computeSummary, toStatsEntry } from '../../src/results/compute-summary.js';
import {
  consistencyLine,
  formatRepeats,
  repeatCases,
  repeatTotals,
  parsePassPolicy,
} from '../../src/results/repeats.js';
import { repeatsSection } from '../../src/action/overview-section.js';
import { makeResult } from '../test-support/make-result.js';

/**
 * pass@k (one of k runs passes) and pass^k (all k pass), from the runs as recorded. Three cases
 * of three runs: always passes 3/3, sometimes 1/3 (one errored run counting as failed), never 0/3.
 * By hand: pass@k = 2 of 3 cases, pass^k = 1 of 3, runs passing 4 of 9.
 */
const runs = (id: string, outcomes: Array<number | 'error'>) =>
  outcomes.map((o, iteration) =>
    makeResult({
      eval_id: id,
      iteration,
      score: o === 'error' ? 0 : o,
      ...(o === 'error' ? { error: 'timeout' } : {}),
    }),
  );
const records = [
  ...runs('always', [1, 0.9, 1]),
  ...runs('sometimes', [0.2, 1, 'error']),
  ...runs('never', [0, 0.1, 0.5]),
];
const cases = repeatCases(records, parsePassPolicy('all'));

describe('pass@k and pass^k', () => {
  it('per case and for the suite', () => {
    expect(cases.map((c) => [c.eval_id, c.pass_at_k, c.pass_hat_k])).toEqual([
      ['always', true, true],
      ['sometimes', true, false],
      ['never', false, false],
    ]);
    const t = repeatTotals(cases);
    expect([t.passAtK, t.passHatK]).toEqual([2, 1]);
    expect(consistencyLine(t)).toBe(
      'pass@k 66.7% (2 of 3 cases pass at least once in their k runs) · pass^k 33.3% (1 pass all k runs)',
    );
  });

  it('in the summary JSON, the console and the comment', () => {
    const json = JSON.parse(
      runSummaryJson({ summary: computeSummary(records.map(toStatsEntry)), repeats: cases, passPolicy: 'all' }),
    );
    expect(json.repeats).toMatchObject({ run_pass_rate: 0.4444, pass_at_k: 0.6667, pass_hat_k: 0.3333 });
    expect(json.cases[1]).toMatchObject({
      eval_id: 'sometimes',
      passes: 1,
      runs: 3,
      pass_at_k: true,
      pass_hat_k: false,
    });
    const text = formatRepeats(cases, 'all');
    expect(text).toContain(
      '  runs     44.4% of runs pass\n  k runs   pass@k 66.7% (2 of 3 cases pass at least once in their k runs) · ' +
        'pass^k 33.3% (1 pass all k runs)',
    );
    expect(text).toContain('~ sometimes: 33% [0.06, 0.79], 1/3, pass@3 yes, pass^3 no');
    const comment = repeatsSection(cases, 'all', undefined).join('\n');
    expect(comment).toContain(
      'Runs passing: 44.4% · `pass@k` 66.7% (2 of 3 cases pass at least one of their k runs) · `pass^k` 33.3% (1 ' +
        'pass every run)',
    );
    expect(comment).toContain('| sometimes | 33.3% [0.06, 0.79] | 1/3 | yes | no | – |');
  });
});

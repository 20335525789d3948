import { computeSummary, toStatsEntry } from '../../src/results/compute-summary.js';
import type { EvalResult } from '../../src/results/eval-result.js';
import { formatNewFailures } from '../../src/results/format-new-failures.js';
import { findNewFailures } from '../../src/results/new-failures.js';
import { parsePassPolicy } from '../../src/results/repeats.js';
import { gateFailures, hasGates } from '../../src/results/run-gates.js';
import { makeResult } from '../test-support/make-result.js';

const failingCheck = (name: string, miss: string) => [
  { name, type: 'contains', score: 0, weight: 1, verdict: 'fail' as const, hits: [], misses: [miss], reasoning: '' },
];
const all = parsePassPolicy('all');

/** The base: kept, broke and crashed pass; already fails. */
const base: EvalResult[] = [
  makeResult({ eval_id: 'kept', score: 1 }),
  makeResult({ eval_id: 'broke', score: 1 }),
  makeResult({ eval_id: 'crashed', score: 0.9 }),
  makeResult({ eval_id: 'already', score: 0.2 }),
];
/** This run: broke fails its contains check, crashed errors, already still fails, new was not on the base. */
const head: EvalResult[] = [
  makeResult({ eval_id: 'kept', score: 1 }),
  makeResult({
    eval_id: 'broke',
    score: 0,
    candidate_answer: 'The capital of France is Lyon.',
    evaluator_results: failingCheck('names-paris', 'Expected output to contain "Paris"'),
  }),
  makeResult({ eval_id: 'crashed', score: 0, error: 'agent exited with code 1' }),
  makeResult({
    eval_id: 'already',
    score: 0.3,
    candidate_answer: 'No idea',
    evaluator_results: failingCheck('names-paris', 'missing Paris'),
  }),
  makeResult({ eval_id: 'new', score: 0 }),
];

describe('findNewFailures', () => {
  // A case new to this run is neither.
  it('splits the failing cases into newly failing (passed on the base, errored counts) and still failing', () => {
    const found = findNewFailures(base, head, all);
    expect(found.newlyFailing.map((c) => c.eval_id)).toEqual(['broke', 'crashed']);
    expect(found.stillFailing.map((c) => c.eval_id)).toEqual(['already']);
    expect(found.newlyFailing[0]).toMatchObject({
      check: 'names-paris',
      miss: 'Expected output to contain "Paris"',
      answer: 'The capital of France is Lyon.',
      score: 0,
    });
    expect(found.newlyFailing[1]).toMatchObject({ error: 'agent exited with code 1' });
  });

  it('fails the gate on newly failing cases only, naming them', () => {
    const found = findNewFailures(base, head, all);
    const summary = computeSummary(head.map(toStatsEntry));
    const settings = { failOnRegression: false, failOnNewFailures: true };
    expect(hasGates(settings)).toBe(true);
    expect(gateFailures(settings, summary, undefined, undefined, found)).toEqual([
      '2 case(s) passed on the base and fail now: broke, crashed',
    ]);
    // Only still-failing cases: the run passes the gate.
    const onlyAlready = findNewFailures(
      base,
      head.filter((r) => r.eval_id !== 'broke' && r.eval_id !== 'crashed'),
      all,
    );
    expect(onlyAlready.stillFailing).toHaveLength(1);
    expect(gateFailures(settings, summary, undefined, undefined, onlyAlready)).toEqual([]);
    // Off: the same cases do not fail the run.
    expect(gateFailures({ failOnRegression: false }, summary, undefined, undefined, found)).toEqual([]);
  });

  it('settles a repeated case by the pass policy: 2 of 3 runs passing fails under all and passes under any', () => {
    const runs = (id: string, scores: number[]) =>
      scores.map((score, iteration) => makeResult({ eval_id: id, iteration, score }));
    const baseRuns = runs('flaky', [1, 1, 1]);
    const headRuns = [
      ...runs('flaky', [1, 0.1, 1]),
      makeResult({ eval_id: 'flaky', iteration: 3, score: 0, skipped: 'budget' }),
    ];
    const strict = findNewFailures(baseRuns, headRuns, all);
    expect(strict.newlyFailing).toMatchObject([{ eval_id: 'flaky', passes: 2, runs: 3, iteration: 1, score: 0.1 }]);
    expect(findNewFailures(baseRuns, headRuns, parsePassPolicy('any')).newlyFailing).toEqual([]);
    // An errored run is a failed run.
    const errored = [
      ...runs('flaky', [1, 1]),
      makeResult({ eval_id: 'flaky', iteration: 2, score: 1, error: 'timeout' }),
    ];
    expect(findNewFailures(baseRuns, errored, all).newlyFailing).toMatchObject([
      { eval_id: 'flaky', passes: 2, runs: 3, error: 'timeout' },
    ]);
  });

  it('prints the newly failing first with the check and answer, then the still failing', () => {
    const text = formatNewFailures(findNewFailures(base, head, all));
    expect(text).toBe(
      [
        'New failures against the baseline: 2 newly failing, 1 still failing',
        '  newly failing (passed on the baseline):',
        '    ✗ broke: score 0.000, check names-paris: Expected output to contain "Paris"',
        '        answer: The capital of France is Lyon.',
        '    ✗ crashed: errored: agent exited with code 1',
        '  still failing (failed on the baseline too):',
        '    · already: score 0.300, check names-paris: missing Paris',
        '        answer: No idea',
        '',
      ].join('\n'),
    );
    expect(formatNewFailures({ newlyFailing: [], stillFailing: [] })).toBe('');
  });
});

import type { EvalResult } from '../../src/results/eval-result.js';

/** A complete result record with sensible defaults; tests override what they care about. */
export function makeResult(overrides: Partial<EvalResult> & { eval_id: string }): EvalResult {
  return {
    dataset: 'suite',
    prompt_id: 'default',
    iteration: 0,
    target: 'default',
    timestamp: '2025-01-01T00:00:00.000Z',
    score: 1,
    hits: [],
    misses: [],
    reasoning: '',
    candidate_answer: '',
    evaluator_results: [],
    ...overrides,
  };
}

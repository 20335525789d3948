import type { EvalResult, EvaluatorResultRecord } from '../../src/results/eval-result.js';

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

/**
 * One judge's result: an LLM judge passing or failing with score 1 or 0, or, with `checks`, a
 * rubric whose criteria were satisfied or not.
 */
export function makeJudgeResult(
  name: string,
  pass: boolean,
  checks?: Array<{ id: string; satisfied: boolean }>,
): EvaluatorResultRecord {
  return {
    name,
    type: checks ? 'rubric' : 'llm_judge',
    score: pass ? 1 : 0,
    weight: 1,
    verdict: pass ? 'pass' : 'fail',
    hits: [],
    misses: [],
    reasoning: '',
    ...(checks ? { details: { checks } } : {}),
  };
}

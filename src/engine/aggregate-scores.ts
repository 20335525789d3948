import type { EvaluatorResultRecord } from '../results/eval-result.js';

/** Weighted mean of evaluator scores, with hits, misses and reasoning merged in evaluator order. */
export function aggregateScores(results: EvaluatorResultRecord[]): { score: number; hits: string[]; misses: string[]; reasoning: string } {
  const totalWeight = results.reduce((sum, r) => sum + r.weight, 0);
  const score = totalWeight > 0 ? results.reduce((sum, r) => sum + r.score * r.weight, 0) / totalWeight : 0;
  return {
    score,
    hits: results.flatMap((r) => r.hits),
    misses: results.flatMap((r) => r.misses),
    reasoning: results
      .filter((r) => r.reasoning)
      .map((r) => (results.length > 1 ? `${r.name}: ${r.reasoning}` : r.reasoning))
      .join('\n'),
  };
}

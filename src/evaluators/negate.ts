import type { EvaluationContext, Evaluator, EvaluatorScore } from '../engine/evaluator.js';
import type { InvokeOptions } from '../engine/provider.js';
import { verdictFor } from '../results/eval-result.js';

/**
 * AgentV 4.x's `negate: true`: the score becomes 1 - score, pass and fail swap, and what was a hit
 * is now a miss (and the other way round). Wrapping here covers composite members too, since they
 * are built through the same registry.
 */
export function negated(inner: Evaluator): Evaluator {
  return {
    type: inner.type,
    name: inner.name,
    weight: inner.weight,
    async evaluate(context: EvaluationContext, options: InvokeOptions): Promise<EvaluatorScore> {
      const scored = await inner.evaluate(context, options);
      const score = Math.min(1, Math.max(0, 1 - scored.score));
      const original = scored.verdict ?? verdictFor(scored.score);
      const verdict = original === 'pass' ? 'fail' : original === 'fail' ? 'pass' : verdictFor(score);
      return {
        ...scored,
        score,
        verdict,
        hits: scored.misses.map((m) => `[negated] ${m}`),
        misses: scored.hits.map((h) => `[negated] ${h}`),
        reasoning: scored.reasoning ? `[negated] ${scored.reasoning}` : scored.reasoning,
      };
    },
  };
}

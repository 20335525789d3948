import { PASS_THRESHOLD } from '../../results/eval-result.js';

/** One check a `required` flag can gate: an AgentV evaluator or an AgentV 5 assertion. */
export interface GatedCheck {
  /** How the reason names it: `evaluator contains-refund`, `assertion is-json`. */
  label: string;
  /** `required: true`, or a number: the least score that passes. */
  required: boolean | number | undefined;
  /** `min_score`: the least score that passes, before a numeric `required`. */
  minScore?: number | undefined;
  score: number;
  /** The check's own verdict, when it has one (a promptfoo assertion's `pass`). */
  pass?: boolean | undefined;
}

/**
 * The one `required` gate of both formats: the first required check that failed, as the reason
 * the case scores 0; none when every required check held. A check fails below its minimum
 * (`min_score`, else a numeric `required`); without one, by its own verdict when it has one
 * (AgentV 5's assertions), else below the pass threshold (AgentV 4.x's evaluators).
 */
export function requiredGate(checks: readonly GatedCheck[]): string | undefined {
  for (const check of checks) {
    if (!check.required) continue;
    const minimum = check.minScore ?? (typeof check.required === 'number' ? check.required : undefined);
    if (minimum === undefined && check.pass !== undefined) {
      if (!check.pass) return `required ${check.label} failed, so the case scores 0`;
      continue;
    }
    const least = minimum ?? PASS_THRESHOLD;
    if (check.score < least)
      return `required ${check.label} scored ${check.score} (below ${least}), so the case scores 0`;
  }
  return undefined;
}

import type { RubricCriterion } from '../config/types.js';
import { verdictFor, type Verdict } from '../results/eval-result.js';

/** The outcome of one criterion and how it was obtained. */
export interface GradedCriterion {
  criterion: RubricCriterion;
  satisfied: boolean;
  reasoning: string;
  /** `batch`: from the one structured call; `single`: graded alone; `invalid`: no valid answer. */
  gradedBy: 'batch' | 'single' | 'invalid';
}

export interface RubricScore {
  score: number;
  verdict: Verdict;
  hits: string[];
  misses: string[];
  /** Ids of required criteria that were not satisfied. */
  failedRequired: string[];
}

/**
 * Score = satisfied weight / total weight (FORMATS.md). When every weight is 0 each criterion
 * counts the same, so a rubric of zero weights still means something. A failed `required`
 * criterion forces the verdict `fail` whatever the score.
 */
export function scoreRubric(graded: readonly GradedCriterion[]): RubricScore {
  const total = graded.reduce((sum, g) => sum + g.criterion.weight, 0);
  const weightOf = (g: GradedCriterion) => (total > 0 ? g.criterion.weight : 1);
  const denominator = total > 0 ? total : graded.length;
  const satisfied = graded.filter((g) => g.satisfied).reduce((sum, g) => sum + weightOf(g), 0);
  const score = denominator > 0 ? satisfied / denominator : 0;
  const failedRequired = graded.filter((g) => g.criterion.required && !g.satisfied).map((g) => g.criterion.id);
  return {
    score,
    verdict: failedRequired.length > 0 ? 'fail' : verdictFor(score),
    hits: graded.filter((g) => g.satisfied).map((g) => `${g.criterion.id}: ${g.criterion.description}`),
    misses: graded
      .filter((g) => !g.satisfied)
      .map((g) => `${g.criterion.id}${g.criterion.required ? ' (required)' : ''}: ${g.criterion.description}`),
    failedRequired,
  };
}

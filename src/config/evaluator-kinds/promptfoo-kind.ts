import type { EvaluatorKind } from './evaluator-kind.js';

/**
 * One promptfoo test's assertions, built by the promptfoo loader (no eval file writes it): its
 * model-graded assertions name their grader targets.
 */
export const PROMPTFOO_KIND: EvaluatorKind<'promptfoo'> = {
  judgeTargets: (config) => [...new Set(Object.values(config.test.graders))],
};

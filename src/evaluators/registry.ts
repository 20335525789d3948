import type { EvaluatorConfig } from '../config/types.js';
import type { Evaluator, EvaluatorDeps } from '../engine/evaluator.js';
import { EvaluatorError } from '../errors/agentv-error.js';
import { createCodeEvaluator } from './code-evaluator.js';
import { createLlmJudge } from './llm-judge.js';
import { createRubricEvaluator } from './rubric-evaluator.js';
import { createCompositeEvaluator } from './composite.js';
import { createBudgetEvaluator, createExecutionMetricsEvaluator, createLatencyEvaluator } from './execution-metrics.js';
import { createFieldAccuracyEvaluator } from './field-accuracy.js';
import { createToolTrajectoryEvaluator } from './tool-trajectory.js';
import { createTextAssertion } from './assertion-evaluator.js';
import { createSkillTriggerEvaluator } from './skill-trigger.js';
import { negated } from './negate.js';

type Kind = EvaluatorConfig['type'];
type Factories = {
  [K in Kind]: ((config: Extract<EvaluatorConfig, { type: K }>, deps: EvaluatorDeps) => Evaluator) | undefined;
};

/** Built-in evaluator kinds. The mapped type makes a kind without an entry fail compilation. */
const FACTORIES: Factories = {
  llm_judge: createLlmJudge,
  code: createCodeEvaluator,
  rubric: createRubricEvaluator,
  // Members are built through this registry, so a composite may hold any kind, composites included.
  composite: (config, deps) => createCompositeEvaluator(config, deps, createEvaluator),
  tool_trajectory: createToolTrajectoryEvaluator,
  field_accuracy: createFieldAccuracyEvaluator,
  execution_metrics: createExecutionMetricsEvaluator,
  latency: createLatencyEvaluator,
  cost: createBudgetEvaluator,
  token_usage: createBudgetEvaluator,
  assertion: createTextAssertion,
  'skill-trigger': createSkillTriggerEvaluator,
  // Built by the promptfoo room, which the composition root hands the engine beside this registry.
  promptfoo: undefined,
};

export function createEvaluator(config: EvaluatorConfig, deps: EvaluatorDeps): Evaluator {
  const factory = FACTORIES[config.type] as ((c: EvaluatorConfig, d: EvaluatorDeps) => Evaluator) | undefined;
  if (!factory) {
    const known = Object.entries(FACTORIES)
      .filter(([, f]) => f)
      .map(([k]) => k);
    throw new EvaluatorError(
      `evaluator type "${config.type}" is not available in this build; use one of: ${known.join(', ')}`,
    );
  }
  const evaluator = factory(config, deps);
  return config.negate === true ? negated(evaluator) : evaluator;
}

import type { EvaluatorConfig } from '../../config/types.js';
import type { Evaluator } from '../evaluator.js';

/**
 * One evaluator per (config, answering target) for the whole run, so per-evaluator state such as
 * a judge's `prompt_path` text is read once rather than once per case.
 */
export class EvaluatorCache {
  private readonly byConfig = new WeakMap<EvaluatorConfig, Map<string, Evaluator>>();

  get(config: EvaluatorConfig, targetName: string, build: () => Evaluator): Evaluator {
    let byTarget = this.byConfig.get(config);
    if (!byTarget) {
      byTarget = new Map();
      this.byConfig.set(config, byTarget);
    }
    let evaluator = byTarget.get(targetName);
    if (!evaluator) {
      evaluator = build();
      byTarget.set(targetName, evaluator);
    }
    return evaluator;
  }
}

import type { EvaluatorConfig } from '../config/types.js';
import type { Evaluator } from './evaluator.js';

/**
 * One evaluator per (config, answering target) for the whole run, so per-evaluator state such as
 * a judge's `prompt_path` text is read once rather than once per case.
 */
export class EvaluatorCache {
  private readonly byConfig = new WeakMap<EvaluatorConfig, Map<string, Evaluator>>();

  get(config: EvaluatorConfig, targetName: string, build: () => Evaluator): Evaluator {
    let byTarget = this.byConfig.get(config);
    if (!byTarget) this.byConfig.set(config, (byTarget = new Map()));
    let evaluator = byTarget.get(targetName);
    if (!evaluator) byTarget.set(targetName, (evaluator = build()));
    return evaluator;
  }
}

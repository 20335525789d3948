import type { EvalSuite, EvaluatorConfig } from '../config/types.js';
import { ConfigError } from '../errors/config-error.js';
import type { PreparedRun } from './prepare-run.js';

/**
 * The judge targets evaluators name themselves (`target:` on an llm judge or rubric, composite
 * members included), checked against the targets files before any call: an unknown name is a
 * ConfigError at the case that uses it, not a failure of every case at run time.
 */
export function evaluatorJudgeTargets(suites: readonly EvalSuite[], prepared: Pick<PreparedRun, 'defines' | 'targetsFile'>, dryRun: boolean): Set<string> {
  const names = new Set<string>();
  for (const suite of suites) {
    const check = (configs: readonly EvaluatorConfig[], line: number | undefined, caseId: string | undefined) => {
      for (const { config, name } of judgeTargetsOf(configs)) {
        if (!dryRun && !prepared.defines(name)) {
          const whose = caseId === undefined ? `evaluator "${config.name}"` : `evaluator "${config.name}" of case "${caseId}"`;
          throw new ConfigError(
            `${whose} names judge target "${name}", which ${prepared.targetsFile ?? 'no targets file'} does not define`,
            { file: suite.filePath, ...(line !== undefined ? { line } : {}) },
            'add the target to targets.yaml, or fix the evaluator\'s target:',
          );
        }
        names.add(name);
      }
    };
    check(suite.evaluators, undefined, undefined);
    for (const evalCase of suite.cases) check(evalCase.evaluators ?? [], evalCase.line, evalCase.id);
  }
  return names;
}

function judgeTargetsOf(configs: readonly EvaluatorConfig[]): Array<{ config: EvaluatorConfig; name: string }> {
  return configs.flatMap((config) => {
    if (config.type === 'composite') return judgeTargetsOf(config.evaluators);
    if ((config.type === 'llm_judge' || config.type === 'rubric') && config.target !== undefined) return [{ config, name: config.target }];
    return [];
  });
}

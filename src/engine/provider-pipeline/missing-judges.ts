import path from 'node:path';
import { usesTargetJudge } from '../../config/evaluator-kinds.js';
import { nearKey } from '../../config/near-key.js';
import type { ConfigWarning, EvalSuite, EvaluatorConfig, TargetDefinition } from '../../config/types.js';
import { ConfigError } from '../../errors/config-error.js';

/** What {@link missingJudgeWarnings} looks at besides the suites. */
export interface MissingJudgeCheck {
  /** The run's targets by their names in the run. */
  targets: ReadonlyMap<string, TargetDefinition>;
  /** The target a case answers with, under its name in the run. */
  targetNameFor(suite: EvalSuite, caseTarget: string | undefined): string;
  /** What grades a case when neither it nor its file names an evaluator. */
  defaultEvaluators: readonly EvaluatorConfig[];
}

/**
 * Targets whose `judge_target` names no target (`missingJudge`): when a case the run loads would be
 * graded by that judge (an llm judge or rubric without a `target:` of its own, the default judge
 * included), a ConfigError at the `judge_target` line listing the targets its file defines, since
 * the target would otherwise judge itself without a word; otherwise one warning each.
 */
export function missingJudgeWarnings(suites: readonly EvalSuite[], check: MissingJudgeCheck): ConfigWarning[] {
  const missing = [...check.targets.values()].filter((target) => target.missingJudge !== undefined);
  if (missing.length === 0) return [];
  for (const suite of suites) {
    const suiteUses = usesTargetJudge(suite.evaluators.length > 0 ? suite.evaluators : check.defaultEvaluators);
    for (let i = 0; i < suite.cases.count; i++) {
      const target = check.targets.get(check.targetNameFor(suite, suite.cases.targetName(i)));
      if (target?.missingJudge === undefined || !(suite.cases.usesTargetJudge(i) ?? suiteUses)) continue;
      const { name, key, line, col, known } = target.missingJudge;
      const meant = nearKey(name, known);
      throw new ConfigError(
        `target "${target.name}" names ${key} "${name}", which its targets file does not define, and case ` +
          `"${suite.cases.id(i)}" (${path.basename(suite.filePath)}:${suite.cases.line(i)}) would be judged by it` +
          (meant !== undefined ? ` (did you mean "${meant}"?)` : ''),
        { file: target.source.file, line, col },
        `name one of its targets (${known.join(', ')}), or add a target "${name}"`,
      );
    }
  }
  return missing.map((target) => {
    const { name, key, line, known } = target.missingJudge!;
    return {
      message:
        `target "${target.name}" names ${key} "${name}", which its targets file does not define; it is ignored, ` +
        `as no case of this run is judged by it (define it, or use one of: ${known.join(', ')})`,
      file: target.source.file,
      line,
    };
  });
}

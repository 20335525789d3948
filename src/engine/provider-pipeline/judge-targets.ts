import { judgeTargetsOf } from '../../config/evaluator-kinds.js';
import type { EvalSuite } from '../../config/types.js';
import { ConfigError } from '../../errors/config-error.js';
import type { PreparedRun } from '../run/prepare-run.js';

/**
 * The judge targets evaluators name themselves (`target:` on an llm judge or rubric, composite
 * members included), checked against the targets files before any call: an unknown name is a
 * ConfigError at the case that uses it, not a failure of every case at run time.
 */
export function evaluatorJudgeTargets(
  suites: readonly EvalSuite[],
  prepared: Pick<PreparedRun, 'defines' | 'targetsFile'>,
  dryRun: boolean,
): Set<string> {
  const names = new Set<string>();
  for (const suite of suites) {
    const check = (
      uses: ReadonlyArray<{ evaluator: string; name: string }>,
      line: number | undefined,
      caseId: string | undefined,
    ) => {
      for (const { evaluator, name } of uses) {
        if (!dryRun && !prepared.defines(name)) {
          const whose =
            caseId === undefined ? `evaluator "${evaluator}"` : `evaluator "${evaluator}" of case "${caseId}"`;
          throw new ConfigError(
            `${whose} names judge target "${name}", which ${prepared.targetsFile ?? 'no targets file'} does not define`,
            { file: suite.filePath, ...(line !== undefined ? { line } : {}) },
            "add the target to targets.yaml, or fix the evaluator's target:",
          );
        }
        names.add(name);
      }
    };
    check(
      judgeTargetsOf(suite.evaluators).map(({ config, name }) => ({ evaluator: config.name, name })),
      undefined,
      undefined,
    );
    for (const use of suite.cases.judgeTargets())
      check([{ evaluator: use.evaluator, name: use.target }], suite.cases.line(use.index), suite.cases.id(use.index));
  }
  return names;
}

import { judgeTargetsOf, usesTargetJudge } from '../config/evaluator-kinds.js';
import type { EvalCase, JudgeTargetUse, SuiteCases } from '../config/types.js';

/**
 * The cases of a promptfoo config: one per result (test × provider × prompt), each with its own
 * prompt id. Built whole at load (a config's tests are rendered once, as promptfoo renders them),
 * but for a prompt reading `_conversation`, rendered again when its case runs.
 */
export class PromptfooCases implements SuiteCases {
  constructor(
    private readonly cases: readonly EvalCase[],
    private readonly promptIds: readonly string[],
    /** Each case's compare group: its test, when the test has select-best or max-score. */
    private readonly groups: readonly (string | undefined)[] = [],
    /** Cases built again when they run: a prompt reading `_conversation` is rendered with the turns so far. */
    private readonly rebuilt: readonly ((() => Promise<EvalCase>) | undefined)[] = [],
  ) {}

  compareGroup(index: number): string | undefined {
    return this.groups[index];
  }

  get count(): number {
    return this.cases.length;
  }

  id(index: number): string {
    return this.cases[index]!.id;
  }

  line(index: number): number {
    return this.cases[index]!.line;
  }

  targetName(index: number): string | undefined {
    return this.cases[index]!.targetName;
  }

  promptId(index: number): string {
    return this.promptIds[index]!;
  }

  judgeTargets(): readonly JudgeTargetUse[] {
    return this.cases.flatMap((evalCase, index) =>
      judgeTargetsOf(evalCase.evaluators ?? []).map(({ config, name }) => ({
        index,
        evaluator: config.name,
        target: name,
      })),
    );
  }

  usesTargetJudge(index: number): boolean | undefined {
    const evaluators = this.cases[index]!.evaluators;
    return evaluators === undefined ? undefined : usesTargetJudge(evaluators);
  }

  tags(index: number): readonly string[] {
    return this.cases[index]!.tags ?? [];
  }

  metadata(index: number): Readonly<Record<string, unknown>> | undefined {
    return this.cases[index]!.metadata;
  }

  async load(index: number): Promise<EvalCase> {
    const rebuild = this.rebuilt[index];
    return rebuild ? rebuild() : this.cases[index]!;
  }
}

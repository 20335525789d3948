import type { EvalCase, EvalSuite, PromptVariant } from '../config/types.js';

/** One unit of work: a case of a suite, under one prompt variant, at one iteration. */
export interface EvalTask {
  suite: EvalSuite;
  evalCase: EvalCase;
  /** Index of the suite among the run's files (for per-file worker balancing). */
  fileIndex: number;
  variant?: PromptVariant;
  /** `default` when the suite has no variants. */
  promptId: string;
  /** 0-based. */
  iteration: number;
}

/** The identity of a task's record in a results file. */
export function taskKey(task: Pick<EvalTask, 'promptId' | 'iteration'> & { evalId: string }): string {
  return `${task.evalId}\u0000${task.promptId}\u0000${task.iteration}`;
}

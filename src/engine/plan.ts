import type { EvalSuite } from '../config/types.js';
import { ConfigError } from '../errors/config-error.js';
import type { EvalTask } from './eval-task.js';

export interface PlanOptions {
  /** Run only the case with this id. */
  evalId?: string;
  /** Overrides every suite's `iterations`. */
  iterations?: number;
}

/**
 * Files × cases × prompt variants × iterations, in a stable order: file, case, variant, iteration.
 * With one worker this is the order cases run in.
 */
export function planTasks(suites: EvalSuite[], options: PlanOptions = {}): EvalTask[] {
  const tasks: EvalTask[] = [];
  suites.forEach((suite, fileIndex) => {
    const variants = suite.prompts ?? [undefined];
    const iterations = options.iterations ?? suite.iterations;
    for (const evalCase of suite.cases) {
      if (options.evalId !== undefined && evalCase.id !== options.evalId) continue;
      for (const variant of variants) {
        for (let iteration = 0; iteration < iterations; iteration++) {
          tasks.push({ suite, evalCase, fileIndex, variant, promptId: variant?.id ?? 'default', iteration });
        }
      }
    }
  });
  if (options.evalId !== undefined && tasks.length === 0) {
    const files = suites.map((s) => s.filePath).join(', ');
    throw new ConfigError(`no case with id "${options.evalId}"`, { file: files }, 'check the id with the evalcases of the file, or drop --eval-id');
  }
  return tasks;
}

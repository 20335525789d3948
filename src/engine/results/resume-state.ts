import { stat } from 'node:fs/promises';
import { ConfigError, fileErrorReason } from '../../errors/config-error.js';
import { readResults, trimTornTail } from '../../results/read-results.js';
import type { EvalResult } from '../../results/eval-result.js';
import { taskKey, type TaskPlan } from '../run/plan.js';
import type { Logger } from '../runtime.js';

/** What an earlier, interrupted run left in its results file. */
export interface ResumeState {
  /** Records already in the file (a torn last line excluded). */
  records: EvalResult[];
  /** {@link taskKey} of every recorded case. */
  done: Set<string>;
}

/**
 * Reads the results file of `--resume` and trims a torn last record, JSONL or YAML (saying so), so appends
 * continue a valid file. A file that does not exist yet means nothing was recorded: the run
 * starts from the beginning.
 */
export async function loadResumeState(file: string, logger: Logger): Promise<ResumeState> {
  if (!(await exists(file))) {
    logger.warn(`--resume: ${file} does not exist yet; running every case`);
    return { records: [], done: new Set() };
  }
  const { records, warnings } = await readResults(file);
  for (const w of warnings) logger.warn(w);
  try {
    const removed = await trimTornTail(file);
    if (removed > 0)
      logger.warn(
        `${file}: removed the torn last ${/\.ya?ml$/i.test(file) ? 'record' : 'line'} ` +
          `(${removed} bytes) before appending`,
      );
  } catch (cause) {
    throw new ConfigError(
      `cannot resume: ${fileErrorReason(cause)}`,
      { file },
      'make the results file writable, or pass a different --resume file',
    );
  }
  // Cases the budget skipped are run again (with the budget this run has); their old records are
  // superseded by the new ones when the file is read.
  const kept = records.filter((r) => r.skipped === undefined);
  const done = new Set(kept.map((r) => taskKey({ evalId: r.eval_id, promptId: r.prompt_id, iteration: r.iteration })));
  return { records: kept, done };
}

/**
 * The tasks that have no record yet, and how many were dropped. Records hold ids as written after
 * redaction (an id carrying a secret value reads `…[REDACTED]…`), so each task's id is redacted the
 * same way before it is looked up.
 */
export function dropRecordedTasks(
  tasks: TaskPlan,
  done: ReadonlySet<string>,
  redact: (text: string) => string = (text) => text,
): { tasks: TaskPlan; dropped: number } {
  const remaining = tasks.filter(
    (t) => !done.has(taskKey({ evalId: redact(t.caseId), promptId: redact(t.promptId), iteration: t.iteration })),
  );
  return { tasks: remaining, dropped: tasks.length - remaining.length };
}

async function exists(file: string): Promise<boolean> {
  try {
    const info = await stat(file);
    if (!info.isFile())
      throw new ConfigError(
        '--resume needs a results file, but this is a folder',
        { file },
        'pass the JSONL file the interrupted run wrote',
      );
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `cannot read the results file: ${fileErrorReason(error)}`,
      { file },
      'check the --resume path and its permissions',
    );
  }
}

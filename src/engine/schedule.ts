import pLimit from 'p-limit';
import type { EvalTask } from './eval-task.js';
import { workerShares } from './worker-shares.js';

export interface ScheduleOptions {
  workers: number;
  fileCount: number;
  /** Stop starting new tasks once this aborts; tasks not started are skipped. */
  signal?: AbortSignal;
}

/**
 * Runs every task through a p-limit pool of `workers`, each file further capped at its share.
 * A new task starts the moment any finishes; a task waits for its file's slot before it queues
 * for a global one, so a busy file never blocks another file's work.
 */
export async function schedule<T>(tasks: EvalTask[], options: ScheduleOptions, run: (task: EvalTask) => Promise<T>): Promise<void> {
  const global = pLimit(options.workers);
  const perFile = workerShares(options.workers, options.fileCount).map((share) => pLimit(share));
  await Promise.all(
    tasks.map((task) => {
      const fileLimit = perFile[task.fileIndex] ?? global;
      return fileLimit(() =>
        global(async () => {
          if (options.signal?.aborted) return;
          await run(task);
        }),
      );
    }),
  );
}

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
 * Runs every task through a p-limit pool of `workers`, each file further capped at its share
 * (seed 004 balancing). A new task starts the moment any finishes. Tasks are handed to the pool
 * only when it has room, so a run of 10,000 cases holds `workers` pending promises, not 10,000.
 */
export function schedule(tasks: EvalTask[], options: ScheduleOptions, run: (task: EvalTask) => Promise<void>): Promise<void> {
  const pool = pLimit(options.workers);
  const shares = workerShares(options.workers, Math.max(1, options.fileCount));
  const queues: EvalTask[][] = shares.map(() => []);
  for (const task of tasks) (queues[task.fileIndex] ?? queues[0])!.push(task);
  const heads = queues.map(() => 0);
  const running = queues.map(() => 0);
  let remaining = tasks.length;
  let cursor = 0;

  return new Promise<void>((resolve, reject) => {
    if (remaining === 0) return resolve();
    /** The next task whose file still has room, taking files in turn so none starves. */
    const pick = (): EvalTask | undefined => {
      for (let step = 0; step < queues.length; step++) {
        const file = (cursor + step) % queues.length;
        if (heads[file]! < queues[file]!.length && running[file]! < shares[file]!) {
          cursor = (file + 1) % queues.length;
          return queues[file]![heads[file]!++];
        }
      }
      return undefined;
    };
    const skipRest = () => {
      for (let file = 0; file < queues.length; file++) {
        remaining -= queues[file]!.length - heads[file]!;
        heads[file] = queues[file]!.length;
      }
    };
    const fill = () => {
      if (options.signal?.aborted) skipRest();
      while (pool.activeCount + pool.pendingCount < options.workers) {
        const task = pick();
        if (!task) break;
        running[task.fileIndex]!++;
        pool(() => run(task)).then(
          () => {
            running[task.fileIndex]!--;
            if (--remaining === 0) resolve();
            else fill();
          },
          reject,
        );
      }
      if (remaining === 0) resolve();
    };
    fill();
  });
}

import pLimit from 'p-limit';
import type { EvalTask, TaskSource } from './plan.js';
import type { TargetDefinition } from '../../config/types.js';
import type { ProviderLimits } from '../provider.js';
import type { Logger } from '../runtime.js';

export interface ScheduleOptions {
  workers: number;
  fileCount: number;
  /** Stop starting new tasks once this aborts; tasks not started are skipped. */
  signal?: AbortSignal;
}

/**
 * Runs every task through a p-limit pool of `workers`, each file further capped at its share
 * (file-level balancing). A new task starts the moment any finishes. Tasks are handed to the pool
 * only when it has room, so a run of 10,000 cases holds `workers` pending promises, not 10,000;
 * the queues hold task positions, and a task object is made when its task starts.
 */
export function schedule(
  tasks: TaskSource,
  options: ScheduleOptions,
  run: (task: EvalTask) => Promise<void>,
): Promise<void> {
  const pool = pLimit(options.workers);
  const shares = workerShares(options.workers, Math.max(1, options.fileCount));
  // Each file's queue of task positions (a task of a file past the shares joins the last one).
  const slot = (fileIndex: number) => Math.min(fileIndex, shares.length - 1);
  const fileOf = Int32Array.from({ length: tasks.length }, (_, index) => slot(tasks.at(index)!.fileIndex));
  const sizes = shares.map(() => 0);
  for (const file of fileOf) sizes[file]!++;
  const queues = sizes.map((size) => new Int32Array(size));
  const filled = sizes.map(() => 0);
  fileOf.forEach((file, index) => {
    queues[file]![filled[file]!++] = index;
  });
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
          return tasks.at(queues[file]![heads[file]!++]!);
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
        running[slot(task.fileIndex)]!++;
        pool(() => run(task)).then(() => {
          running[slot(task.fileIndex)]!--;
          if (--remaining === 0) resolve();
          else fill();
        }, reject);
      }
      if (remaining === 0) resolve();
    };
    fill();
  });
}

/**
 * File-level balancing: every file gets at least one worker, and the remaining
 * workers are divided evenly (the first files take the remainder). The global pool still
 * caps the total at `workers`.
 */
export function workerShares(workers: number, fileCount: number): number[] {
  if (fileCount <= 0) return [];
  if (fileCount >= workers) return Array.from({ length: fileCount }, () => 1);
  const base = Math.floor(workers / fileCount);
  const extra = workers % fileCount;
  return Array.from({ length: fileCount }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * Workers precedence: --workers > the target's `workers` > 1. A target that can only serve one
 * case at a time (VS Code: window focus) caps the run at 1, with a warning when more were asked.
 */
export function resolveWorkers(
  cli: number | undefined,
  targets: { definition: TargetDefinition; limits: ProviderLimits }[],
  logger: Logger,
): number {
  const fromTarget = targets.map((t) => t.definition.workers).find((w) => w !== undefined);
  let workers = cli ?? fromTarget ?? 1;
  for (const { definition, limits } of targets) {
    const cap = limits.maxConcurrentCases;
    if (cap !== undefined && workers > cap) {
      logger.warn(
        `target "${definition.name}" (${definition.provider}) runs at most ${cap} case(s) at a time; using ${cap} ` +
          `worker(s) instead of ${workers}`,
      );
      workers = cap;
    }
  }
  return workers;
}

import { createHash } from 'node:crypto';
import { type Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { ConfigError } from '../../errors/config-error.js';
import type { EvalTask, TaskSource } from '../run/plan.js';
import type { Runtime } from '../runtime.js';

/** How often a process whose workers found the queue empty asks whether the run is done. */
const DONE_POLL_MS = 200;
/**
 * Times a case may come back from a process that stopped renewing its lease (killed, or stalled
 * past it) before BullMQ gives it up as failed; far more than any run loses processes.
 */
const MAX_RETURNS = 1000;

/** A job's payload: the task's position in the plan every process made alike, and its identity. */
interface CaseJob {
  index: number;
  key: string;
}

export interface QueuedRun {
  tasks: TaskSource;
  /** The identity every process computes alike for a task (`shardKey`). */
  keyOf(task: EvalTask): string;
  workers: number;
  leaseMs: number;
  /** Stops taking cases (the run's stop); the cases this process holds are left to their lease. */
  signal: AbortSignal;
  runtime: Pick<Runtime, 'sleep'>;
}

/**
 * Runs the cases of a `--queue` run through one BullMQ queue that every process of the run shares:
 * every process adds the whole plan (a case's job id is its key, so each case is queued once
 * however many processes add it), and its worker takes the next case whenever one of its
 * `workers` is free. A case's lease is BullMQ's job lock: renewed while the case runs, and when its
 * process dies the stalled-job check of another process puts the case back in the queue. The run is
 * done for this process when every case of the plan is completed by some process.
 */
export async function runQueued(
  redis: Redis,
  prefix: string,
  queued: QueuedRun,
  run: (task: EvalTask) => Promise<void>,
): Promise<void> {
  const { tasks, workers, leaseMs, signal } = queued;
  const options = { connection: redis, prefix };
  const queue = new Queue<CaseJob>('cases', options);
  let failure: unknown;
  const running = new Set<Promise<void>>();
  const worker = new Worker<CaseJob>(
    'cases',
    async (job: Job<CaseJob>) => {
      const task = taskOf(tasks, job.data, queued.keyOf);
      const done = run(task);
      running.add(done);
      try {
        await done;
      } catch (error) {
        failure ??= error;
        throw error;
      } finally {
        running.delete(done);
      }
    },
    {
      ...options,
      concurrency: workers,
      lockDuration: leaseMs,
      stalledInterval: leaseMs,
      maxStalledCount: MAX_RETURNS,
      drainDelay: Math.max(1, Math.round(leaseMs / 1000)),
      autorun: false,
    },
  );
  // Connection trouble is retried by ioredis; a case's own errors are its record.
  worker.on('error', () => {});
  try {
    await addPlan(queue, tasks, queued.keyOf);
    void worker.run();
    while (!signal.aborted && failure === undefined && !(await allDone(queue, tasks.length))) {
      await queued.runtime.sleep(DONE_POLL_MS, signal).catch(() => {});
    }
  } finally {
    // On a stop the cases this process holds are not completed: their leases run out and another
    // process runs them (their records here, if any, are merged away as duplicates).
    await worker.close(signal.aborted);
    await Promise.allSettled([...running]);
    await queue.close();
  }
  if (failure !== undefined) throw failure;
}

/** Adds every task of the plan; a job id already there (another process added it) is left alone. */
async function addPlan(queue: Queue<CaseJob>, tasks: TaskSource, keyOf: (task: EvalTask) => string): Promise<void> {
  const chunk = 500;
  for (let start = 0; start < tasks.length; start += chunk) {
    const jobs = [];
    for (let index = start; index < Math.min(tasks.length, start + chunk); index++) {
      const key = keyOf(tasks.at(index)!);
      jobs.push({
        name: 'case',
        data: { index, key },
        opts: { jobId: jobId(key), removeOnComplete: false, removeOnFail: false },
      });
    }
    await queue.addBulk(jobs);
  }
}

/** BullMQ refuses job ids with `:` or that are whole numbers: a hex digest of the key is neither. */
function jobId(key: string): string {
  return `c${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

async function allDone(queue: Queue<CaseJob>, total: number): Promise<boolean> {
  const counts = await queue.getJobCounts('completed', 'failed');
  return (counts.completed ?? 0) + (counts.failed ?? 0) >= total;
}

/** The task a job names, checked: processes that planned different cases cannot share one run. */
function taskOf(tasks: TaskSource, job: CaseJob, keyOf: (task: EvalTask) => string): EvalTask {
  const task = job.index < tasks.length ? tasks.at(job.index) : undefined;
  if (!task || keyOf(task) !== job.key) {
    throw new ConfigError(
      `the queued case ${JSON.stringify(job.key.split('\u0000'))} is not case ${job.index + 1} of this process's plan`,
      {},
      'run every process of one --run-id with the same eval files, flags and selection, ' +
        'or give this run a new --run-id',
    );
  }
  return task;
}

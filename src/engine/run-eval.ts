import type { EvalResult } from '../results/eval-result.js';
import type { Summary } from '../results/compute-summary.js';
import { createResultWriter } from '../results/result-writer.js';
import { StatsCollector } from '../results/stats-collector.js';
import type { CallEventListener } from './call-events.js';
import { CallLimiter } from './call-limiter.js';
import type { EvalTask } from './eval-task.js';
import { resolveLimiterSettings } from './limiter-settings.js';
import { planTasks } from './plan.js';
import { prepareRun } from './prepare-run.js';
import { ProviderSet } from './provider-set.js';
import { resolveWorkers } from './resolve-workers.js';
import type { ResultSink } from './result-sink.js';
import { runCase } from './run-case.js';
import type { RunOptions } from './run-options.js';
import type { Runtime } from './runtime.js';
import { schedule } from './schedule.js';

export interface RunHooks {
  /** Extra sinks (progress display, …) fed every result after the file writer. */
  sinks?: ResultSink[];
  /** Told how many cases will run, once planning is done. */
  onPlanned?(info: { total: number; workers: number; files: number }): void;
  onCallEvent?: CallEventListener;
  /** Stops scheduling new cases; in-flight ones are aborted. */
  signal?: AbortSignal;
}

export interface RunOutcome {
  summary: Summary;
  resultsPath: string;
  /** Records the writer failed to persist (disk full, …); the run still finished. */
  writeFailures: number;
}

/** Plans, schedules and runs every case, streaming results to the writer as they finish. */
export async function runEval(options: RunOptions, runtime: Runtime, hooks: RunHooks = {}): Promise<RunOutcome> {
  const prepared = await prepareRun(options, runtime);
  const tasks = planTasks(prepared.suites, { evalId: options.evalId, iterations: options.iterations });
  const targetOf = new Map<EvalTask, string>();
  for (const task of tasks) targetOf.set(task, prepared.targetNameFor(task.suite, task.evalCase.targetName));

  const settings = resolveLimiterSettings(runtime.env, { maxConcurrentCalls: options.maxConcurrentCalls });
  runtime.logger.info(`INFO call limiter: MAX_CONCURRENT_LLM_CALLS=${settings.ceiling} (one ceiling for target and judge calls)`);
  const limiter = new CallLimiter({ ...settings, runtime, ...(hooks.onCallEvent ? { onEvent: hooks.onCallEvent } : {}) });
  const providers = new ProviderSet({ lookup: prepared.lookup, runtime, limiter, ...(options.dryRun ? { dryRun: options.dryRun } : {}) });
  const targetNames = new Set(targetOf.values());
  providers.prepare(targetNames);

  const workers = resolveWorkers(options.workers, [...targetNames].map((name) => providers.target(name)), runtime.logger);
  hooks.onPlanned?.({ total: tasks.length, workers, files: prepared.suites.length });

  const writer = await createResultWriter(options.outPath, options.outputFormat);
  const collector = new StatsCollector();
  const sinks: ResultSink[] = [collector, ...(hooks.sinks ?? [])];
  let writeFailures = 0;
  const controller = new AbortController();
  const onAbort = () => controller.abort(hooks.signal?.reason);
  hooks.signal?.addEventListener('abort', onAbort, { once: true });
  const deliver = async (result: EvalResult) => {
    try {
      await writer.append(result);
    } catch (error) {
      writeFailures++;
      runtime.logger.error(`could not write the result of ${result.eval_id} to ${writer.path}: ${(error as Error).message}`);
    }
    for (const sink of sinks) await sink.append(result);
  };
  try {
    await schedule(tasks, { workers, fileCount: prepared.suites.length, signal: controller.signal }, async (task) => {
      const result = await runCase(task, {
        providers,
        runtime,
        targetFor: (t) => targetOf.get(t) ?? 'default',
        agentTimeoutMs: options.agentTimeoutMs,
        maxRetries: options.maxRetries,
        dumpPromptsDir: options.dumpPromptsDir,
        dumpTracesDir: options.dumpTracesDir,
        includeTrace: options.includeTrace,
        signal: controller.signal,
      });
      await deliver(result);
    });
  } finally {
    hooks.signal?.removeEventListener('abort', onAbort);
    await writer.close();
    for (const sink of sinks) await sink.close();
  }
  return { summary: collector.summary(), resultsPath: writer.path, writeFailures };
}

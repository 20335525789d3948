import type { EvalResult } from '../results/eval-result.js';
import type { Summary } from '../results/compute-summary.js';
import { StatsCollector } from '../results/stats-collector.js';
import type { CallEventListener } from './call-events.js';
import { BatchDispatcher } from './batch-dispatch.js';
import { CallLimiter } from './call-limiter.js';
import { EvaluatorCache } from './evaluator-cache.js';
import { ceilingInfoLine, combineListeners, openEventsLog } from './events-log.js';
import type { Provider } from './provider.js';
import { ResponseCache, withResponseCache } from './response-cache.js';
import type { EvalTask } from './eval-task.js';
import { resolveLimiterSettings } from './limiter-settings.js';
import { planTasks } from './plan.js';
import { openResultsWriter } from './open-results-writer.js';
import { prepareRun } from './prepare-run.js';
import { Redactor, withRedaction } from './redactor.js';
import { dropRecordedTasks, loadResumeState } from './resume-state.js';
import { ProviderSet } from './provider-set.js';
import { resolveWorkers } from './resolve-workers.js';
import { selectShard } from './shard.js';
import type { ResultSink } from './result-sink.js';
import { runCase } from './run-case.js';
import { runHealthchecks } from './run-healthchecks.js';
import type { RunOptions } from './run-options.js';
import type { Runtime } from './runtime.js';
import { schedule } from './schedule.js';
import { taskWorkspaces } from './task-workspaces.js';

export interface RunHooks {
  /** Extra sinks (progress display, …) fed every result after the file writer. */
  sinks?: ResultSink[];
  /** Told how many cases will run, once planning is done. */
  onPlanned?(info: { total: number; workers: number; files: number }): void;
  onCallEvent?: CallEventListener;
  /**
   * Stops the run: no new case starts; in-flight cases get `graceMs` to finish, then are
   * aborted and left without a record (so `--resume` runs them again).
   */
  signal?: AbortSignal;
  graceMs?: number;
}

export interface RunOutcome {
  summary: Summary;
  resultsPath: string;
  /** Records the writer failed to persist (disk full, …); the run still finished. */
  writeFailures: number;
  /** True when the run was stopped before every case ran. */
  stopped: boolean;
}

/** Plans, schedules and runs every case, streaming results to the writer as they finish. */
export async function runEval(options: RunOptions, runtime: Runtime, hooks: RunHooks = {}): Promise<RunOutcome> {
  const prepared = await prepareRun(options, runtime);
  // Built after prepareRun merged .env into the env, so secrets from there are hidden too.
  runtime = withRedaction(runtime, Redactor.fromEnv(runtime.env));
  const redactor = runtime.redactor ?? new Redactor([]);
  const tasks = selectShard(planTasks(prepared.suites, { evalId: options.evalId, iterations: options.iterations }), options.shard);
  const resume = options.resume ? await loadResumeState(options.outPath, runtime.logger) : undefined;
  if (resume) {
    const skipped = dropRecordedTasks(tasks, resume.done);
    runtime.logger.info(`resuming ${options.outPath}: ${skipped} case(s) already recorded, ${tasks.length} to run`);
  }
  const targetOf = new Map<EvalTask, string>();
  for (const task of tasks) targetOf.set(task, prepared.targetNameFor(task.suite, task.evalCase.targetName));

  const settings = resolveLimiterSettings(runtime.env, { maxConcurrentCalls: options.maxConcurrentCalls });
  const eventsLog = options.eventsPath ? await openEventsLog(options.eventsPath, runtime.now, redactor) : undefined;
  const limiter = new CallLimiter({ ...settings, adaptive: options.adaptive ?? false, runtime, onEvent: combineListeners(hooks.onCallEvent, eventsLog?.listener) });
  const cache = options.cacheDir ? new ResponseCache(options.cacheDir) : undefined;
  const providers = new ProviderSet({
    lookup: prepared.lookup,
    runtime,
    limiter,
    ...(options.dryRun ? { dryRun: options.dryRun } : {}),
    ...(cache ? { wrap: (provider: Provider) => withResponseCache(provider, cache) } : {}),
  });
  const targetNames = new Set(targetOf.values());
  providers.prepare(targetNames);
  await runHealthchecks(providers, targetNames, runtime.logger, hooks.signal ?? new AbortController().signal);
  const targetFor = (t: EvalTask) => targetOf.get(t) ?? 'default';
  const workspaces = await taskWorkspaces(tasks, { providers, targetFor, runtime, keepAll: options.keepWorkspaces ?? false, dryRun: options.dryRun !== undefined });

  const workers = resolveWorkers(options.workers, [...targetNames].map((name) => providers.target(name)), runtime.logger);
  // Opened before anything is printed, so a bad --out fails with its one error line.
  const writer = await openResultsWriter(options).catch(async (error: unknown) => {
    await eventsLog?.close();
    throw error;
  });
  runtime.logger.info(`INFO ${ceilingInfoLine(settings)}${options.adaptive ? '; adaptive: the ceiling is a maximum, halved on 429/503 and raised again after successes' : ''}`);
  hooks.onPlanned?.({ total: tasks.length, workers, files: prepared.suites.length });

  const collector = new StatsCollector();
  // With --resume the summary covers the whole file, not only the cases run this time.
  for (const record of resume?.records ?? []) collector.append(record);
  const sinks: ResultSink[] = [collector, ...(hooks.sinks ?? [])];
  const evaluators = new EvaluatorCache();
  let writeFailures = 0;
  const stopScheduling = new AbortController();
  const abortCases = new AbortController();
  let graceTimer: NodeJS.Timeout | undefined;
  const onAbort = () => {
    stopScheduling.abort(hooks.signal?.reason);
    graceTimer = setTimeout(() => abortCases.abort(hooks.signal?.reason), hooks.graceMs ?? 10_000);
  };
  const batches = new BatchDispatcher(tasks, { providers, logger: runtime.logger, targetFor, hasWorkspace: workspaces.has, signal: abortCases.signal });
  if (hooks.signal?.aborted) onAbort();
  else hooks.signal?.addEventListener('abort', onAbort, { once: true });
  const deliver = async (raw: EvalResult) => {
    if (abortCases.signal.aborted) return;
    // The one place records are scrubbed: the file and every sink see the redacted record.
    const result = redactor.deep(raw);
    try {
      await writer.append(result);
    } catch (error) {
      writeFailures++;
      runtime.logger.error(`could not write the result of ${result.eval_id} to ${writer.path}: ${(error as Error).message}`);
    }
    for (const sink of sinks) await sink.append(result);
  };
  try {
    await schedule(tasks, { workers, fileCount: prepared.suites.length, signal: stopScheduling.signal }, async (task) => {
      const response = await batches.responseFor(task);
      const result = await runCase(task, {
        evaluators,
        providers,
        runtime,
        targetFor,
        agentTimeoutMs: options.agentTimeoutMs,
        maxRetries: options.maxRetries,
        dumpPromptsDir: options.dumpPromptsDir,
        dumpTracesDir: options.dumpTracesDir,
        includeTrace: options.includeTrace,
        batching: settings.batching,
        openWorkspace: workspaces.open,
        signal: abortCases.signal,
      }, response ? { response } : {});
      await deliver(result);
    });
  } finally {
    clearTimeout(graceTimer);
    hooks.signal?.removeEventListener('abort', onAbort);
    await writer.close();
    await eventsLog?.close();
    for (const sink of sinks) await sink.close();
  }
  return { summary: collector.summary(), resultsPath: writer.path, writeFailures, stopped: stopScheduling.signal.aborted };
}

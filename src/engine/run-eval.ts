import { setMaxListeners } from 'node:events';
import { rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { EvalResult, ResultSink } from '../results/eval-result.js';
import { type Summary, StatsCollector } from '../results/compute-summary.js';
import { type CallEventListener, ceilingInfoLine, combineListeners, openEventsLog } from './limiter/call-events.js';
import { BatchDispatcher } from './batch-dispatch.js';
import { CallLimiter } from './limiter/call-limiter.js';
import { CallBudget } from './limiter/call-budget.js';
import { EvaluatorCache, runCase } from './run-case.js';
import type { Provider } from './provider.js';
import { cacheOnlyEnv, DEFAULT_CACHE_TTL_HOURS, ResponseCache, withResponseCache } from './response-cache.js';
import { type EvalTask, planTasks, selectShard } from './plan.js';
import { resolveLimiterSettings } from './limiter/retry-policy.js';
import { prepareRun, type PreparedRun } from './prepare-run.js';
import { Redactor } from './redactor.js';
import { withRedaction, type Runtime, type Logger } from './runtime.js';
import { dropRecordedTasks, loadResumeState } from './resume-state.js';
import { checkArtifactDirs } from './case-artifacts.js';
import { evaluatorJudgeTargets } from './judge-targets.js';
import { ProviderSet } from './provider-set.js';
import { resolveWorkers, schedule } from './schedule.js';
import { RepeatTracker } from './repeat-tracker.js';
import type { RepeatCase } from '../results/repeats.js';
import { DEFAULT_JUDGE_AUDIT_SEED, type EngineParts, type RunOptions } from './run-options.js';
import { taskWorkspaces } from './task-workspaces.js';
import { createResultWriter, type ResultWriter } from '../results/result-writer.js';
import { outputFileError, ConfigError } from '../errors/config-error.js';
import { isAgentvError } from '../errors/agentv-error.js';
import { DEFAULT_MAX_ANSWER_BYTES } from '../process/answer-limit.js';

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
  /** Per case × variant over its repeats, when some case runs more than once. */
  repeats?: RepeatCase[];
  /** Runs not made because `--early-stop` found their case settled. */
  earlyStopped?: number;
  /** The pass policies that decided the repeated cases, as written. */
  passPolicy?: string;
  /** The exit code a failed case asks for (a promptfoo config's 100), when a case of such a suite failed. */
  failedCaseExitCode?: number;
}

/** Plans, schedules and runs every case, streaming results to the writer as they finish. */
export async function runEval(
  options: RunOptions,
  runtime: Runtime,
  parts: EngineParts,
  hooks: RunHooks = {},
): Promise<RunOutcome> {
  if (options.cacheOnly) {
    if (!options.cacheDir)
      throw new ConfigError(
        '--cache-only replays the response cache, which is off',
        {},
        'add --cache (and --cache-dir when the cache is elsewhere)',
      );
    // Nothing is called, so no key is needed: unset keys read as a placeholder that is never sent.
    runtime = { ...runtime, env: cacheOnlyEnv(runtime.env) };
  }
  const prepared = await prepareRun(options, runtime, parts.providers, parts.loadSuite);
  // Built after prepareRun merged .env into the env, so secrets from there are hidden too, and so
  // are keys written literally in a targets file.
  const redactor = Redactor.fromEnv(runtime.env, [...prepared.targetSecrets, ...(runtime.withheld ?? [])]);
  try {
    return await runPrepared(prepared, options, withRedaction(runtime, redactor), parts, hooks);
  } catch (error) {
    // Start-up errors (a failing healthcheck, a missing executable) quote commands and URLs.
    if (error instanceof Error) error.message = redactor.text(error.message);
    throw error;
  }
}

async function runPrepared(
  prepared: PreparedRun,
  options: RunOptions,
  runtime: Runtime,
  parts: EngineParts,
  hooks: RunHooks,
): Promise<RunOutcome> {
  const redactor = runtime.redactor ?? new Redactor([]);
  let tasks = selectShard(
    planTasks(prepared.suites, { evalId: options.evalId, iterations: options.iterations }),
    options.shard,
  );
  const repeats = new RepeatTracker(tasks, options.passPolicy, options.earlyStop ?? false);
  const resume = options.resume ? await loadResumeState(options.outPath, runtime.logger) : undefined;
  if (resume) {
    // Records of none of this run's datasets: most likely another suite's file.
    const datasets = new Set(prepared.suites.map((suite) => suite.dataset));
    const foreign = [...new Set(resume.records.map((r) => r.dataset))].filter((d) => !datasets.has(d));
    if (resume.records.length > 0 && foreign.length === new Set(resume.records.map((r) => r.dataset)).size) {
      runtime.logger.warn(
        `--resume: ${options.outPath} holds results of ${foreign.map((d) => `"${d}"`).join(', ')}, not of this run's suites (${[...datasets].map((d) => `"${d}"`).join(', ')}); this run's records are added to it`,
      );
    }
    const left = dropRecordedTasks(tasks, resume.done, (text) => redactor.text(text));
    tasks = left.tasks;
    runtime.logger.info(
      `resuming ${options.outPath}: ${left.dropped} case(s) already recorded, ${tasks.length} to run`,
    );
  }
  // Resolved when asked (a few string operations) rather than held in a map of every task.
  const targetFor = (task: EvalTask): string =>
    prepared.targetNameFor(task.suite, task.suite.cases.targetName(task.caseIndex));
  const targetNames = new Set<string>();
  for (const task of tasks) targetNames.add(targetFor(task));

  const settings = resolveLimiterSettings(runtime.env, { maxConcurrentCalls: options.maxConcurrentCalls });
  const eventsLog = options.eventsPath ? await openEventsLog(options.eventsPath, runtime.now, redactor) : undefined;
  const budget = options.budgetUsd !== undefined ? new CallBudget(options.budgetUsd, runtime.logger) : undefined;
  const limiter = new CallLimiter({
    ...settings,
    adaptive: options.adaptive ?? false,
    runtime,
    onEvent: combineListeners(hooks.onCallEvent, eventsLog?.listener),
    ...(budget ? { budget } : {}),
  });
  const cache = options.cacheDir
    ? new ResponseCache(options.cacheDir, {
        now: runtime.now,
        ttlMs: (options.cacheTtlHours ?? DEFAULT_CACHE_TTL_HOURS) * 3_600_000,
      })
    : undefined;
  const pruned = await cache?.prune();
  if (pruned)
    runtime.logger.info(
      `response cache: removed ${pruned} entr${pruned === 1 ? 'y' : 'ies'} older than ${options.cacheTtlHours ?? DEFAULT_CACHE_TTL_HOURS} h`,
    );
  const providers = new ProviderSet({
    lookup: prepared.lookup,
    parts,
    runtime,
    limiter,
    ...(options.dryRun ? { dryRun: options.dryRun } : {}),
    ...(cache
      ? {
          wrap: (provider: Provider) =>
            withResponseCache(provider, cache, {
              shareRepeats: options.cacheShareRepeats ?? false,
              only: options.cacheOnly ?? false,
            }),
        }
      : {}),
  });
  providers.prepare([
    ...targetNames,
    ...evaluatorJudgeTargets(prepared.suites, prepared, options.dryRun !== undefined),
  ]);
  await runHealthchecks(providers, targetNames, runtime.logger, hooks.signal ?? new AbortController().signal);
  const workspaces = await taskWorkspaces(tasks, {
    providers,
    targetFor,
    runtime,
    keepAll: options.keepWorkspaces ?? false,
    dryRun: options.dryRun !== undefined,
  });

  const workers = resolveWorkers(
    options.workers,
    [...targetNames].map((name) => ({ definition: providers.target(name).definition, limits: providers.limits(name) })),
    runtime.logger,
  );
  await checkArtifactDirs(
    [
      { dir: options.dumpPromptsDir, flag: '--dump-prompts' },
      { dir: options.dumpTracesDir, flag: '--dump-traces' },
    ],
    options.outPath,
  );
  // Opened before anything is printed, so a bad --out fails with its one error line.
  const writer = await openResultsWriter(options, runtime.logger, runtime.now()).catch(async (error: unknown) => {
    await eventsLog?.close();
    throw error;
  });
  runtime.logger.info(
    `INFO ${ceilingInfoLine(settings)}${options.adaptive ? '; adaptive: the ceiling is a maximum, lowered when 429/503 show a real limit or answers slow down, raised again after successes' : ''}`,
  );
  hooks.onPlanned?.({ total: tasks.length, workers, files: prepared.suites.length });

  const collector = new StatsCollector();
  // With --resume the summary covers the whole file, not only the cases run this time.
  for (const record of resume?.records ?? []) {
    collector.append(record);
    repeats.record(record);
  }
  const sinks: ResultSink[] = [collector, ...(hooks.sinks ?? [])];
  const evaluators = new EvaluatorCache();
  let writeFailures = 0;
  let earlyStopped = 0;
  let failedCaseExitCode: number | undefined;
  const exitCodes = new Map(
    prepared.suites.flatMap((suite) =>
      suite.failedCaseExitCode !== undefined ? [[suite.dataset, suite.failedCaseExitCode] as const] : [],
    ),
  );
  const stopScheduling = new AbortController();
  const abortCases = new AbortController();
  // Every case and call in flight listens on it (two per worker and more): not a leak.
  setMaxListeners(0, abortCases.signal);
  let cancelGrace: (() => void) | undefined;
  const onAbort = () => {
    stopScheduling.abort(hooks.signal?.reason);
    cancelGrace = runtime.timer(hooks.graceMs ?? 10_000, () => abortCases.abort(hooks.signal?.reason));
  };
  const batches = new BatchDispatcher(tasks, {
    providers,
    logger: runtime.logger,
    targetFor,
    hasWorkspace: workspaces.has,
    signal: abortCases.signal,
  });
  if (hooks.signal?.aborted) onAbort();
  else hooks.signal?.addEventListener('abort', onAbort, { once: true });
  const deliver = async (raw: EvalResult) => {
    if (abortCases.signal.aborted) return;
    // The one place records are scrubbed: the file and every sink see the redacted record.
    const result = redactor.deep(raw);
    repeats.record(result);
    if (result.pass === false) failedCaseExitCode ??= exitCodes.get(result.dataset);
    try {
      await writer.append(result);
    } catch (error) {
      writeFailures++;
      runtime.logger.error(
        `could not write the result of ${result.eval_id} to ${writer.path}: ${(error as Error).message}`,
      );
      // A full disk or a lost file: every later answer would be paid for and thrown away.
      if (!stopScheduling.signal.aborted) {
        runtime.logger.error(
          `results can no longer be written: no new case is started (cases in flight finish); once ${writer.path} can be written, run again with --resume ${writer.path}`,
        );
        stopScheduling.abort(error);
      }
    }
    for (const sink of sinks) await sink.append(result);
  };
  try {
    await schedule(
      repeats.order(tasks),
      { workers, fileCount: prepared.suites.length, signal: stopScheduling.signal },
      async (task) => {
        // --early-stop: this case's label is settled by its runs so far; the rest are not made.
        if (repeats.settled(task)) {
          earlyStopped++;
          return;
        }
        const response = await batches.responseFor(task);
        const result = await runCase(
          task,
          {
            evaluators,
            createEvaluator: parts.createEvaluator,
            providers,
            runtime,
            targetFor,
            agentTimeoutMs: options.agentTimeoutMs,
            timeoutRetries: options.timeoutRetries,
            maxAnswerBytes: options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
            dumpPromptsDir: options.dumpPromptsDir,
            dumpTracesDir: options.dumpTracesDir,
            includeTrace: options.includeTrace,
            batching: settings.batching,
            ...(options.judgeSamples !== undefined || options.judgeAudit !== undefined
              ? {
                  judgeSampling: {
                    samples: options.judgeSamples,
                    audit: options.judgeAudit,
                    seed: options.judgeAuditSeed ?? DEFAULT_JUDGE_AUDIT_SEED,
                  },
                }
              : {}),
            openWorkspace: workspaces.open,
            ...(budget ? { budget } : {}),
            signal: abortCases.signal,
          },
          response ? { response } : {},
        );
        await deliver(result);
      },
    );
  } finally {
    cancelGrace?.();
    hooks.signal?.removeEventListener('abort', onAbort);
    await writer.close();
    await eventsLog?.close();
    if (cache) runtime.logger.info(`response cache: ${cacheHitLine(cache.stats)}`);
    for (const sink of sinks) await sink.close();
  }
  return {
    summary: collector.summary(),
    resultsPath: writer.path,
    writeFailures,
    stopped: stopScheduling.signal.aborted,
    ...(repeats.repeated ? { repeats: repeats.cases(), earlyStopped, passPolicy: repeats.policyLabel() } : {}),
    ...(failedCaseExitCode !== undefined ? { failedCaseExitCode } : {}),
  };
}

/**
 * Opens the run's results file before any case starts (appending with `--resume`), so an
 * unwritable folder fails at once with one ConfigError line instead of after planning.
 */
export async function openResultsWriter(
  options: Pick<RunOptions, 'outPath' | 'outputFormat' | 'resume' | 'overwrite'>,
  logger?: Logger,
  nowMs = Date.now(),
): Promise<ResultWriter> {
  try {
    // A run without --resume never destroys earlier results unless told to (--overwrite): they are kept beside the new file.
    if (!options.resume && !options.overwrite) {
      const kept = await keepEarlierResults(options.outPath, nowMs);
      if (kept)
        logger?.warn(
          `${options.outPath} already held results: kept them as ${kept} (pass --resume to add to a file instead)`,
        );
    }
    return await createResultWriter(options.outPath, options.outputFormat, { append: options.resume ?? false });
  } catch (cause) {
    throw outputFileError(options.outPath, 'results file', cause, options.resume ? '--resume' : '--out');
  }
}

/**
 * Runs the `healthcheck()` of every target that answers cases, once each and before the first
 * case, so an agent that is not there stops the run with one clear line instead of failing every
 * case. A failure that is not already one of ours becomes a ConfigError at the target (exit 2).
 */
export async function runHealthchecks(
  providers: ProviderSet,
  targetNames: Iterable<string>,
  logger: Logger,
  signal: AbortSignal,
): Promise<void> {
  for (const name of new Set(targetNames)) {
    const { provider, definition } = providers.target(name);
    if (!provider.healthcheck) continue;
    logger.debug(`healthcheck of target "${name}" (${definition.provider})`);
    try {
      await provider.healthcheck({ signal });
    } catch (error) {
      if (signal.aborted || (isAgentvError(error) && error.exitCode === 2)) throw error;
      const why = error instanceof Error ? error.message : String(error);
      throw new ConfigError(
        `target "${name}" failed its healthcheck: ${why}`,
        {
          file: definition.source.file,
          ...(definition.source.line !== undefined ? { line: definition.source.line } : {}),
        },
        'make sure the agent is installed and ready, then run again',
      );
    }
  }
}

/**
 * Moves a non-empty file at `file` to `<name>.previous-<time><ext>` beside it; returns where, or
 * undefined when there was nothing to keep.
 */
async function keepEarlierResults(file: string, nowMs: number): Promise<string | undefined> {
  const size = await stat(file).then(
    (s) => (s.isFile() ? s.size : 0),
    () => 0,
  );
  if (size === 0) return undefined;
  const ext = path.extname(file);
  const stamp = new Date(nowMs).toISOString().replace(/[:.]/g, '-');
  const kept = path.join(path.dirname(file), `${path.basename(file, ext)}.previous-${stamp}${ext}`);
  await rename(file, kept);
  return kept;
}

/** `12 of 20 lookups answered from the cache (60% hit rate)`. */
function cacheHitLine({ lookups, hits }: { lookups: number; hits: number }): string {
  if (lookups === 0) return 'no lookup';
  return `${hits} of ${lookups} lookups answered from the cache (${Math.round((hits / lookups) * 100)}% hit rate)`;
}

import { DEFAULT_MAX_ANSWER_BYTES } from '../process/answer-limit.js';
import type { EvalResult, ResultSink } from '../results/eval-result.js';
import type { ResultWriter } from '../results/result-writer.js';
import { BatchDispatcher } from './batch-dispatch.js';
import { checkArtifactDirs } from './case-artifacts.js';
import type { JudgeSampling } from './evaluator.js';
import { EvaluatorCache } from './evaluator-cache.js';
import { evaluatorJudgeTargets } from './judge-targets.js';
import { CallBudget } from './limiter/call-budget.js';
import { type CallEventListener, type EventsLog, combineListeners, openEventsLog } from './limiter/call-events.js';
import { CallLimiter } from './limiter/call-limiter.js';
import { type LimiterSettings, resolveLimiterSettings } from './limiter/retry-policy.js';
import { openResultsWriter } from './open-results-writer.js';
import type { EvalTask, TaskPlan } from './plan.js';
import type { PreparedRun } from './prepare-run.js';
import type { Provider } from './provider.js';
import { ProviderSet } from './provider-set.js';
import { Redactor } from './redactor.js';
import type { RepeatTracker } from './repeat-tracker.js';
import { DEFAULT_CACHE_TTL_HOURS, ResponseCache, withResponseCache } from './response-cache.js';
import { runHealthchecks } from './run-healthchecks.js';
import { DEFAULT_JUDGE_AUDIT_SEED, type EngineParts, type RunOptions } from './run-options.js';
import { DEFAULT_STOP_GRACE_MS, RunStop } from './run-stop.js';
import { planRunTasks } from './run-tasks.js';
import type { Runtime } from './runtime.js';
import { resolveWorkers } from './schedule.js';
import { type TaskWorkspaces, taskWorkspaces } from './task-workspaces.js';

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

/**
 * Everything a run holds while its cases run, built once before the first case (`openRunContext`)
 * and handed whole to every case.
 */
export interface RunContext {
  readonly options: RunOptions;
  /** The door's runtime, its logger redacting. */
  readonly runtime: Runtime;
  readonly parts: EngineParts;
  readonly prepared: PreparedRun;
  readonly redactor: Redactor;
  /** The tasks to run (the shard's, less those `--resume` found recorded). */
  readonly tasks: TaskPlan;
  readonly repeats: RepeatTracker;
  /** Records already in the `--resume` file. */
  readonly resumed: readonly EvalResult[];
  /** Target name of a task, resolved when asked (a few string operations) rather than held per task. */
  targetFor(task: EvalTask): string;
  /** The targets that answer cases. */
  readonly targetNames: ReadonlySet<string>;
  readonly settings: LimiterSettings;
  readonly limiter: CallLimiter;
  readonly budget: CallBudget | undefined;
  readonly cache: ResponseCache | undefined;
  readonly eventsLog: EventsLog | undefined;
  /** Every target's and judge's provider, behind the call limiter (and the cache). */
  readonly providers: ProviderSet;
  readonly workspaces: TaskWorkspaces;
  readonly batches: BatchDispatcher;
  /** Evaluators of the run, built once per config and target. */
  readonly evaluators: EvaluatorCache;
  readonly workers: number;
  readonly writer: ResultWriter;
  readonly stop: RunStop;
  /** The answer limit in bytes (`--max-answer-mib`), its default applied. */
  readonly maxAnswerBytes: number;
  /** `--judge-samples` / `--judge-audit`, handed to evaluators. */
  readonly judgeSampling: JudgeSampling | undefined;
}

/**
 * Builds a run's context: its tasks, the call limiter and providers (healthchecks run), the
 * workspaces, the workers and the results file. Everything that can refuse the run does so here,
 * before the first case.
 */
export async function openRunContext(
  prepared: PreparedRun,
  options: RunOptions,
  runtime: Runtime,
  parts: EngineParts,
  hooks: RunHooks,
): Promise<RunContext> {
  const redactor = runtime.redactor ?? new Redactor([]);
  const { tasks, repeats, resumed } = await planRunTasks(prepared, options, runtime.logger, redactor);
  const targetFor = (task: EvalTask): string =>
    prepared.targetNameFor(task.suite, task.suite.cases.targetName(task.caseIndex));
  const targetNames = new Set<string>();
  for (const task of tasks) targetNames.add(targetFor(task));
  const calls = await openCalls(options, runtime, redactor, hooks);
  try {
    const providers = await openProviders(prepared, options, runtime, parts, calls.limiter, targetNames);
    await runHealthchecks(providers.set, targetNames, runtime.logger, hooks.signal ?? new AbortController().signal);
    const workspaces = await taskWorkspaces(tasks, {
      providers: providers.set,
      targetFor,
      runtime,
      keepAll: options.keepWorkspaces ?? false,
      dryRun: options.dryRun !== undefined,
    });
    const workers = resolveWorkers(
      options.workers,
      [...targetNames].map((name) => ({
        definition: providers.set.target(name).definition,
        limits: providers.set.limits(name),
      })),
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
    const writer = await openResultsWriter(options, runtime.logger, runtime.now());
    const stop = new RunStop(hooks.signal, hooks.graceMs ?? DEFAULT_STOP_GRACE_MS, runtime.timer);
    const batches = new BatchDispatcher(tasks, {
      providers: providers.set,
      logger: runtime.logger,
      targetFor,
      hasWorkspace: workspaces.has,
      signal: stop.cases.signal,
    });
    return {
      options,
      runtime,
      parts,
      prepared,
      redactor,
      tasks,
      repeats,
      resumed,
      targetFor,
      targetNames,
      ...calls,
      cache: providers.cache,
      providers: providers.set,
      workspaces,
      batches,
      evaluators: new EvaluatorCache(),
      workers,
      writer,
      stop,
      maxAnswerBytes: options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
      judgeSampling: judgeSamplingOf(options),
    };
  } catch (error) {
    await calls.eventsLog?.close();
    throw error;
  }
}

/** The run's one call limiter, its budget (`--budget-usd`) and its events log (`--events`). */
async function openCalls(
  options: RunOptions,
  runtime: Runtime,
  redactor: Redactor,
  hooks: RunHooks,
): Promise<Pick<RunContext, 'settings' | 'limiter' | 'budget' | 'eventsLog'>> {
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
  return { settings, limiter, budget, eventsLog };
}

/**
 * Every target's and judge's provider, built once behind the call limiter and, with `--cache`,
 * the response cache (pruned of entries past their time first).
 */
async function openProviders(
  prepared: PreparedRun,
  options: RunOptions,
  runtime: Runtime,
  parts: EngineParts,
  limiter: CallLimiter,
  targetNames: ReadonlySet<string>,
): Promise<{ set: ProviderSet; cache: ResponseCache | undefined }> {
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
  return { set: providers, cache };
}

/** `--judge-samples` / `--judge-audit` as evaluators take them, when either is given. */
function judgeSamplingOf(options: RunOptions): JudgeSampling | undefined {
  if (options.judgeSamples === undefined && options.judgeAudit === undefined) return undefined;
  return {
    samples: options.judgeSamples,
    audit: options.judgeAudit,
    seed: options.judgeAuditSeed ?? DEFAULT_JUDGE_AUDIT_SEED,
  };
}

import type { ResultSink } from '../../results/eval-result.js';
import type { ResultWriter } from '../../results/result-writer.js';
import { BatchDispatcher } from '../provider-pipeline/batch-dispatch.js';
import { checkArtifactDirs } from '../case/case-artifacts.js';
import type { JudgeSampling } from '../evaluator.js';
import { EvaluatorCache } from './evaluator-cache.js';
import { CallBudget, type RunBudget } from '../limiter/call-budget.js';
import { type CallEventListener, type EventsLog, combineListeners, openEventsLog } from '../limiter/call-events.js';
import { CallLimiter } from '../limiter/call-limiter.js';
import { type LimiterSettings, resolveLimiterSettings } from '../limiter/retry-policy.js';
import { openResultsWriter } from '../results/open-results-writer.js';
import type { PreparedRun } from './prepare-run.js';
import type { ProviderSet } from '../provider-pipeline/provider-set.js';
import { openProviders } from '../provider-pipeline/open-providers.js';
import { Redactor } from '../redactor.js';
import type { ResponseCache } from '../provider-pipeline/response-cache.js';
import { runHealthchecks } from './run-healthchecks.js';
import { DEFAULT_JUDGE_AUDIT_SEED, type EngineParts, type RunOptions } from './run-options.js';
import { DEFAULT_MAX_ANSWER_BYTES } from './run-defaults.js';
import { DEFAULT_STOP_GRACE_MS, RunStop } from './run-stop.js';
import { planRunTasks, type RunTasks } from './run-tasks.js';
import type { EvalTask } from './plan.js';
import type { RedisRun } from '../queue/redis-run.js';
import type { Runtime } from '../runtime.js';
import { resolveWorkers } from './schedule.js';
import { ConfigError } from '../../errors/config-error.js';
import { type TaskWorkspaces, taskWorkspaces } from '../case/task-workspaces.js';

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
 * and handed whole to every case. Its tasks, repeats, resumed records and target names are the
 * run's plan (`RunTasks`).
 */
export interface RunContext extends Readonly<RunTasks> {
  readonly options: RunOptions;
  /** The door's runtime, its logger redacting. */
  readonly runtime: Runtime;
  readonly parts: EngineParts;
  readonly prepared: PreparedRun;
  readonly redactor: Redactor;
  readonly settings: LimiterSettings;
  readonly limiter: CallLimiter;
  readonly budget: RunBudget | undefined;
  /** `--queue`: the run's queue, call slots and budget in Redis, shared with its other processes. */
  readonly redis: RedisRun | undefined;
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
  const plan = await planRunTasks(prepared, options, runtime.logger, redactor);
  const calls = await openCalls(options, runtime, redactor, hooks);
  try {
    const { limiter } = calls;
    const { targetNames } = plan;
    const { providers, cache } = await openProviders(options, { prepared, runtime, parts, limiter, targetNames });
    await runHealthchecks(providers, targetNames, runtime.logger, hooks.signal ?? new AbortController().signal);
    const setup = await openCaseSetup(plan, prepared.suites, providers, options, runtime);
    const stop = new RunStop(hooks.signal, hooks.graceMs ?? DEFAULT_STOP_GRACE_MS, runtime.timer);
    const batches = new BatchDispatcher(plan.tasks, {
      providers,
      logger: runtime.logger,
      targetFor: plan.targetFor,
      hasWorkspace: setup.workspaces.has,
      signal: stop.cases.signal,
    });
    return {
      ...plan,
      ...calls,
      ...setup,
      options,
      runtime,
      parts,
      prepared,
      redactor,
      providers,
      cache,
      batches,
      stop,
      evaluators: new EvaluatorCache(),
      maxAnswerBytes: options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
      judgeSampling: judgeSamplingOf(options),
    };
  } catch (error) {
    await calls.eventsLog?.close();
    await calls.redis?.close();
    throw error;
  }
}

/**
 * The run's one call limiter, its budget (`--budget-usd`) and its events log (`--events`). With
 * `--queue` the ceiling's slots and the budget are the run's in Redis, shared with its other
 * processes; the Redis client is loaded only then.
 */
async function openCalls(
  options: RunOptions,
  runtime: Runtime,
  redactor: Redactor,
  hooks: RunHooks,
): Promise<Pick<RunContext, 'settings' | 'limiter' | 'budget' | 'eventsLog' | 'redis'>> {
  const settings = resolveLimiterSettings(runtime.env, { maxConcurrentCalls: options.maxConcurrentCalls });
  const adaptive = options.adaptive ?? false;
  const redis = options.queue
    ? await (await import('../queue/redis-run.js')).RedisRun.open(options.queue, runtime, adaptive)
    : undefined;
  const eventsLog = options.eventsPath ? await openEventsLog(options.eventsPath, runtime.now, redactor) : undefined;
  const budgetUsd = options.budgetUsd;
  const budget =
    budgetUsd === undefined ? undefined : (redis?.budget(budgetUsd) ?? new CallBudget(budgetUsd, runtime.logger));
  const limiter = new CallLimiter({
    ...settings,
    adaptive,
    runtime,
    onEvent: combineListeners(hooks.onCallEvent, eventsLog?.listener),
    ...(budget ? { budget } : {}),
    ...(redis ? { sharedSlots: redis.slots } : {}),
  });
  return { settings, limiter, budget, eventsLog, redis };
}

/**
 * What cases run in and write to: the tasks' workspaces (templates checked), how many cases run at
 * once (`--workers`, within what the targets' kinds allow), and the results file, opened before
 * anything is printed so a bad `--out` or `--dump-*` folder fails with its one error line.
 */
async function openCaseSetup(
  plan: RunTasks,
  suites: readonly EvalTask['suite'][],
  providers: ProviderSet,
  options: RunOptions,
  runtime: Runtime,
): Promise<Pick<RunContext, 'workspaces' | 'workers' | 'writer'>> {
  const workspaces = await taskWorkspaces(plan.tasks, {
    providers,
    targetFor: plan.targetFor,
    runtime,
    keepAll: options.keepWorkspaces ?? false,
    dryRun: options.dryRun !== undefined,
  });
  const targets = [...plan.targetNames].map((name) => ({
    definition: providers.target(name).definition,
    limits: providers.limits(name),
  }));
  const workers =
    serialWorkers(plan, suites, options, runtime) ?? resolveWorkers(options.workers, targets, runtime.logger);
  await checkArtifactDirs(
    [
      { dir: options.dumpPromptsDir, flag: '--dump-prompts' },
      { dir: options.dumpTracesDir, flag: '--dump-traces' },
    ],
    options.outPath,
  );
  const writer = await openResultsWriter(options, runtime.logger, runtime.now());
  return { workspaces, workers, writer };
}

/**
 * One worker when a suite's cases must run one after another (`EvalSuite.serial`), as promptfoo
 * sets its concurrency to 1; a run that splits, skips or reorders such cases is refused.
 */
function serialWorkers(
  plan: RunTasks,
  suites: readonly EvalTask['suite'][],
  options: RunOptions,
  runtime: Runtime,
): number | undefined {
  // Most runs have no such suite: their plan is not walked.
  if (!suites.some((s) => s.serial !== undefined)) return undefined;
  let suite: EvalTask['suite'] | undefined;
  for (const task of plan.tasks)
    if (task.suite.serial !== undefined) {
      suite = task.suite;
      break;
    }
  if (!suite?.serial) return undefined;
  const split =
    options.queue !== undefined
      ? '--queue'
      : options.shard && options.shard.count > 1
        ? '--shard'
        : options.resume
          ? '--resume'
          : options.earlyStop
            ? '--early-stop'
            : undefined;
  if (split)
    throw new ConfigError(
      `${split} cannot run this suite: ${suite.serial}`,
      { file: suite.filePath },
      `run it whole, without ${split}`,
    );
  if (options.workers !== undefined && options.workers > 1)
    runtime.logger.info(`INFO one worker instead of ${options.workers}: ${suite.serial}`);
  return 1;
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

import type { Summary } from '../../results/compute-summary.js';
import type { RepeatCase } from '../../results/repeats.js';
import { ceilingInfoLine } from '../limiter/call-events.js';
import { providerRuntime } from '../provider-pipeline/open-providers.js';
import { prepareRun, type PreparedRun } from './prepare-run.js';
import { Redactor } from '../redactor.js';
import { withRedaction, type Runtime } from '../runtime.js';
import { runCase } from '../case/run-case.js';
import { runTrials } from '../case/run-trials.js';
import { openRunContext, type RunContext, type RunHooks } from './run-context.js';
import type { EngineParts, RunOptions } from './run-options.js';
import { RunResults } from '../results/run-results.js';
import { type EvalTask, shardKey } from './plan.js';
import { describeSelection } from './run-selection.js';
import { schedule } from './schedule.js';
import { CompareGroups, compareGroup, compareKey, type HeldCase } from '../case/compare-groups.js';
import { AgentvError } from '../../errors/agentv-error.js';
import { ConfigError } from '../../errors/config-error.js';

export type { RunHooks } from './run-context.js';

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
  /** Which flags chose the run's cases (`tag smoke; sample of 20 (seed 0)`), when some did. */
  selection?: string;
  /** The exit code a failed case asks for (a promptfoo config's 100), when a case of such a suite failed. */
  failedCaseExitCode?: number;
  /** AgentV's threshold the run is held to: `--threshold`, else the eval files' `execution.threshold`. */
  threshold?: number;
}

/** Plans, schedules and runs every case, streaming results to the writer as they finish. */
export async function runEval(
  options: RunOptions,
  runtime: Runtime,
  parts: EngineParts,
  hooks: RunHooks = {},
): Promise<RunOutcome> {
  runtime = providerRuntime(options, runtime);
  const prepared = await prepareRun(options, runtime, parts);
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

/** The story of a run: its context built once, its cases scheduled, each record delivered as it comes. */
async function runPrepared(
  prepared: PreparedRun,
  options: RunOptions,
  runtime: Runtime,
  parts: EngineParts,
  hooks: RunHooks,
): Promise<RunOutcome> {
  const run = await openRunContext(prepared, options, runtime, parts, hooks);
  announce(run, hooks);
  const results = new RunResults(run, hooks.sinks);
  try {
    const tasks = run.repeats.order(run.tasks);
    const signal = run.stop.scheduling.signal;
    // Only a run with compare groups (promptfoo's select-best, max-score) walks its plan for them.
    const compares = prepared.suites.some((suite) => suite.cases.compareGroup !== undefined);
    const groups = new CompareGroups(compares ? tasks : []);
    if (run.redis && groups.any)
      throw new ConfigError(
        "a promptfoo test with select-best or max-score compares all of its outputs in one process, which --queue's " +
          'workers do not share',
        {},
        "run this config without --queue (--shard keeps a test's outputs in one shard)",
      );
    const each = (task: EvalTask) => runTask(task, run, results, groups);
    if (run.redis)
      await run.redis.run({ tasks, keyOf: shardKey, workers: run.workers, signal }, each, run.runtime.logger);
    else await schedule(tasks, { workers: run.workers, fileCount: prepared.suites.length, signal }, each);
  } finally {
    await closeRun(run, results);
  }
  if (run.stop.failure) throw failedRun(run.stop.failure, results.summary().total, run);
  return outcomeOf(run, results);
}

/** The error a run that could not go on ends with ({@link RunStop.fail}), saying where its records are. */
function failedRun(failure: AgentvError, recorded: number, run: RunContext): AgentvError {
  const file = run.writer.path;
  // A --queue run refuses --resume: its queue keeps the cases not yet run.
  const resume = run.options.queue ? '' : `; run again with --resume ${file} to run the others`;
  const message = `${failure.message}: stopped with ${recorded} case(s) recorded in ${file}${resume}`;
  return new AgentvError(message, { code: failure.code, exitCode: failure.exitCode, cause: failure });
}

/** Says how the run will call its models, and tells the door how many cases will run. */
function announce(run: RunContext, hooks: RunHooks): void {
  const adaptive = run.options.adaptive
    ? '; adaptive: the ceiling is a maximum, lowered when 429/503 show a real limit or answers slow down, ' +
      'raised again after successes'
    : '';
  run.runtime.logger.info(`INFO ${ceilingInfoLine(run.settings)}${adaptive}`);
  hooks.onPlanned?.({ total: run.tasks.length, workers: run.workers, files: run.prepared.suites.length });
}

/**
 * One scheduled task: skipped when `--early-stop` settled its case, else run and its record
 * delivered; a case of a compare group is held until its group is in, then the group's records,
 * compared, are delivered together.
 */
async function runTask(task: EvalTask, run: RunContext, results: RunResults, groups: CompareGroups): Promise<void> {
  // --early-stop: this case's label is settled by its runs so far; the rest are not made.
  if (run.repeats.settled(task)) {
    results.earlyStopped++;
    await deliverGroup(groups.take(task, undefined), run, results);
    return;
  }
  const response = await run.batches.responseFor(task);
  const input = response ? { response } : {};
  const { trials } = task.suite;
  const record = await (trials ? runTrials(task, run, trials, input) : runCase(task, run, input));
  if (compareKey(task) === undefined) return results.deliver(record);
  await deliverGroup(groups.take(task, record), run, results);
}

/** A finished compare group's records, compared, delivered together (nothing while the group is still open). */
async function deliverGroup(members: HeldCase[] | undefined, run: RunContext, results: RunResults): Promise<void> {
  if (!members || run.stop.cases.signal.aborted) return;
  await results.deliverAll(await compareGroup(members, run));
}

/** Closes what the run opened, whether it finished or failed. */
async function closeRun(run: RunContext, results: RunResults): Promise<void> {
  run.stop.dispose();
  await run.writer.close();
  await run.eventsLog?.close();
  await run.redis?.close();
  if (run.cache) run.runtime.logger.info(`response cache: ${cacheHitLine(run.cache.stats)}`);
  await results.close();
}

function outcomeOf(run: RunContext, results: RunResults): RunOutcome {
  const { repeats } = run;
  const selection = describeSelection(run.options.evalIds, run.options.selection);
  return {
    summary: results.summary(),
    resultsPath: run.writer.path,
    writeFailures: results.writeFailures,
    stopped: run.stop.stopped,
    ...(repeats.repeated
      ? { repeats: repeats.cases(), earlyStopped: results.earlyStopped, passPolicy: repeats.policyLabel() }
      : {}),
    ...(selection !== undefined ? { selection } : {}),
    ...(results.failedCaseExitCode !== undefined ? { failedCaseExitCode: results.failedCaseExitCode } : {}),
    ...(run.prepared.threshold !== undefined ? { threshold: run.prepared.threshold } : {}),
  };
}

/** `12 of 20 lookups answered from the cache (60% hit rate)`. */
function cacheHitLine({ lookups, hits }: { lookups: number; hits: number }): string {
  if (lookups === 0) return 'no lookup';
  return `${hits} of ${lookups} lookups answered from the cache (${Math.round((hits / lookups) * 100)}% hit rate)`;
}

import type { EvalResult } from '../../results/eval-result.js';
import { selectCases } from './run-selection.js';
import { type EvalTask, planTasks, selectShard, type TaskPlan } from './plan.js';
import type { PreparedRun } from './prepare-run.js';
import type { Redactor } from '../redactor.js';
import { RepeatTracker } from '../results/repeat-tracker.js';
import { dropRecordedTasks, loadResumeState } from '../results/resume-state.js';
import type { RunOptions } from './run-options.js';
import type { Logger } from '../runtime.js';

/** The cases a run makes, and what an earlier run already recorded of them (`--resume`). */
export interface RunTasks {
  /** The tasks to run: the plan, cut to the run's shard, less those already recorded. */
  tasks: TaskPlan;
  /** The repeats of every task of the shard, recorded ones included. */
  repeats: RepeatTracker;
  /** Records already in the `--resume` file. */
  resumed: EvalResult[];
  /** Target name of a task, resolved when asked (a few string operations) rather than held per task. */
  targetFor(task: EvalTask): string;
  /** The targets that answer the tasks. */
  targetNames: ReadonlySet<string>;
}

/**
 * Plans the run's tasks (files × cases × variants × iterations), keeps its shard's, and with
 * `--resume` drops those the results file already records.
 */
export async function planRunTasks(
  prepared: PreparedRun,
  options: RunOptions,
  logger: Logger,
  redactor: Redactor,
): Promise<RunTasks> {
  const planned = selectShard(
    planTasks(prepared.suites, {
      evalIds: options.evalIds,
      picked: await selectCases(prepared.suites, options.evalIds, options.selection),
      iterations: options.iterations,
    }),
    options.shard,
  );
  const repeats = new RepeatTracker(planned, options.passPolicy, options.earlyStop ?? false);
  const { tasks, resumed } = options.resume
    ? await resumeTasks(planned, prepared, options.outPath, logger, redactor)
    : { tasks: planned, resumed: [] };
  const targetFor = (task: EvalTask): string =>
    prepared.targetNameFor(task.suite, task.suite.cases.targetName(task.caseIndex));
  const targetNames = new Set<string>();
  for (const task of tasks) targetNames.add(targetFor(task));
  return { tasks, repeats, resumed, targetFor, targetNames };
}

/** `--resume`: the tasks the results file does not record yet, and the records it holds. */
async function resumeTasks(
  planned: TaskPlan,
  prepared: PreparedRun,
  file: string,
  logger: Logger,
  redactor: Redactor,
): Promise<Pick<RunTasks, 'tasks' | 'resumed'>> {
  const resume = await loadResumeState(file, logger);
  warnOfForeignRecords(resume.records, prepared, file, logger);
  const left = dropRecordedTasks(planned, resume.done, (text) => redactor.text(text));
  logger.info(`resuming ${file}: ${left.dropped} case(s) already recorded, ${left.tasks.length} to run`);
  return { tasks: left.tasks, resumed: resume.records };
}

/** Records of none of this run's datasets: most likely another suite's file. */
function warnOfForeignRecords(records: EvalResult[], prepared: PreparedRun, file: string, logger: Logger): void {
  const datasets = new Set(prepared.suites.map((suite) => suite.dataset));
  const recorded = new Set(records.map((r) => r.dataset));
  const foreign = [...recorded].filter((d) => !datasets.has(d));
  if (records.length === 0 || foreign.length !== recorded.size) return;
  const quoted = (names: Iterable<string>) => [...names].map((d) => `"${d}"`).join(', ');
  logger.warn(
    `--resume: ${file} holds results of ${quoted(foreign)}, not of this run's suites (${quoted(datasets)}); ` +
      `this run's records are added to it`,
  );
}

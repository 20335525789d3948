import type { EvalResult } from '../../results/eval-result.js';
import {
  formatPassPolicy,
  parsePassPolicy,
  DEFAULT_PASS_POLICY,
  repeatCases,
  runPassed,
  settledAfter,
  type PassPolicy,
  type RepeatCase,
} from '../../results/repeats.js';
import type { EvalTask, TaskPlan } from '../run/plan.js';

interface Group {
  policy: PassPolicy;
  planned: number;
  runs: number;
  passes: number;
  records: Array<Pick<EvalResult, 'eval_id' | 'prompt_id' | 'score' | 'error' | 'pass'>>;
}

/**
 * The repeats of a run (`iterations`): per case × prompt variant, the runs made so far and
 * the pass policy that decides it. With `--early-stop` it orders the tasks iteration by iteration
 * (every case's first run, then every case's second, …) so that a case's earlier runs have usually
 * finished when its next one is due, and it skips a run whose case is already settled.
 */
export class RepeatTracker {
  private readonly groups = new Map<string, Group>();

  /**
   * @param policyOverride `--pass-policy`, which wins over each file's `pass_policy`
   * @param earlyStop `--early-stop`
   */
  constructor(
    tasks: Iterable<EvalTask>,
    policyOverride: PassPolicy | undefined,
    private readonly earlyStop: boolean,
  ) {
    // Ids are unique within a file, so without a second iteration a case × variant can only come
    // up twice when two files share a dataset: otherwise there is nothing to group, and a large run
    // of single cases builds no group at all.
    if (!mayRepeat(tasks)) return;
    for (const task of tasks) {
      const key = groupKey(task.suite.dataset, task.caseId, task.promptId);
      const group = this.groups.get(key);
      if (group) group.planned++;
      else {
        const policy =
          policyOverride ??
          (task.suite.passPolicy
            ? parsePassPolicy(task.suite.passPolicy, `pass_policy in ${task.suite.filePath}`)
            : DEFAULT_PASS_POLICY);
        this.groups.set(key, { policy, planned: 1, runs: 0, passes: 0, records: [] });
      }
    }
    // A case run once has nothing to settle or report here: no group held per case of a large run.
    for (const [key, group] of this.groups) if (group.planned === 1) this.groups.delete(key);
  }

  /** True when some case × variant runs more than once. */
  get repeated(): boolean {
    for (const group of this.groups.values()) if (group.planned > 1) return true;
    return false;
  }

  /**
   * The tasks in the order to run them: planned order, or iteration-major with early stopping
   * (a case's next run is then usually due after its earlier ones finished).
   */
  order(tasks: TaskPlan): TaskPlan {
    if (!this.earlyStop || !this.repeated) return tasks;
    const iterations = Array.from(tasks, (task) => task.iteration);
    const order = iterations.map((_, index) => index).sort((a, b) => iterations[a]! - iterations[b]! || a - b);
    return tasks.pick(order);
  }

  /** Whether `task` may be skipped: `--early-stop` is on and its case is settled by the runs so far. */
  settled(task: EvalTask): boolean {
    const group = this.groups.get(groupKey(task.suite.dataset, task.caseId, task.promptId));
    if (!this.earlyStop) return false;
    return group !== undefined && group.runs > 0 && settledAfter(group.passes, group.runs, group.planned, group.policy);
  }

  /** Counts a record of this run, or of the results file a `--resume` continues. */
  record(result: EvalResult): void {
    const group = this.groups.get(groupKey(result.dataset, result.eval_id, result.prompt_id ?? 'default'));
    // A run the budget skipped was not made.
    if (!group || result.skipped !== undefined) return;
    group.runs++;
    if (runPassed(result)) group.passes++;
    // Only repeated cases are reported per run; a case run once keeps its counts alone.
    if (group.planned > 1)
      group.records.push({
        eval_id: result.eval_id,
        prompt_id: result.prompt_id ?? 'default',
        score: result.score,
        error: result.error,
        ...(result.pass !== undefined ? { pass: result.pass } : {}),
      });
  }

  /** The pass policies in force, as written (`all`, `rate:0.8`, …), for summaries. */
  policyLabel(): string {
    const labels = new Set(
      [...this.groups.values()].filter((g) => g.planned > 1).map((g) => formatPassPolicy(g.policy)),
    );
    return [...labels].join(', ') || formatPassPolicy(DEFAULT_PASS_POLICY);
  }

  /** Per case × variant with more than one planned run: runs, pass rate, interval, label, verdict. */
  cases(): RepeatCase[] {
    const out: RepeatCase[] = [];
    for (const group of this.groups.values()) {
      if (group.planned < 2 || group.runs === 0) continue;
      out.push(...repeatCases(group.records, group.policy, () => group.planned));
    }
    return out;
  }
}

/** Whether some task is a second iteration, or two of the tasks' suites have the same dataset name. */
function mayRepeat(tasks: Iterable<EvalTask>): boolean {
  const suiteOf = new Map<string, EvalTask['suite']>();
  for (const { suite, iteration } of tasks) {
    if (iteration > 0) return true;
    const seen = suiteOf.get(suite.dataset);
    if (seen && seen !== suite) return true;
    suiteOf.set(suite.dataset, suite);
  }
  return false;
}

function groupKey(dataset: string | undefined, evalId: string, promptId: string): string {
  return `${dataset ?? ''}\u0000${evalId}\u0000${promptId}`;
}

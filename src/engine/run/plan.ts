import type { EvalSuite, EvalCase, PromptVariant } from '../../config/types.js';
import { ConfigError } from '../../errors/config-error.js';
import { CaseSelection } from './case-selection.js';
import type { PickedCases } from './run-selection.js';
import { createHash } from 'node:crypto';
import path from 'node:path';

export interface PlanOptions {
  /** `--eval-id`, once or more: run only the cases with these ids, or matching these globs. */
  evalIds?: readonly string[];
  /** The cases the selection flags pick (run-selection.ts); undefined runs every case. */
  picked?: PickedCases;
  /** Overrides every suite's `iterations`. */
  iterations?: number;
}

/**
 * Files × cases × prompt variants × iterations, in a stable order: file, case, variant, iteration.
 * With one worker this is the order cases run in.
 */
export function planTasks(suites: EvalSuite[], options: PlanOptions = {}): TaskPlan {
  const selection = options.evalIds?.length ? new CaseSelection(options.evalIds) : undefined;
  // Two passes, counting then filling, so the plan is one typed array from the start.
  const each = (visit: (fileIndex: number, caseIndex: number, variant: number, iteration: number) => void) =>
    suites.forEach((suite, fileIndex) => {
      const variants = suite.prompts?.length ?? 1;
      const iterations = options.iterations ?? suite.iterations;
      for (let caseIndex = 0; caseIndex < suite.cases.count; caseIndex++) {
        if (selection && !selection.picks(suite.cases.id(caseIndex))) continue;
        if (options.picked && options.picked[fileIndex]![caseIndex] !== 1) continue;
        for (let variant = 0; variant < variants; variant++) {
          for (let iteration = 0; iteration < iterations; iteration++) visit(fileIndex, caseIndex, variant, iteration);
        }
      }
    });
  let count = 0;
  each(() => count++);
  selection?.checkEveryValuePicked(caseIds(suites), suites.map((s) => s.filePath).join(', '));
  const rows = new Int32Array(count * ROW);
  let at = 0;
  each((fileIndex, caseIndex, variant, iteration) => {
    rows[at++] = fileIndex;
    rows[at++] = caseIndex;
    rows[at++] = variant;
    rows[at++] = iteration;
  });
  return new TaskPlan(suites, rows);
}

function* caseIds(suites: readonly EvalSuite[]): Iterable<string> {
  for (const suite of suites) for (let index = 0; index < suite.cases.count; index++) yield suite.cases.id(index);
}

/** What the scheduler takes: tasks by position (a TaskPlan, or a plain list). */
export interface TaskSource {
  readonly length: number;
  at(index: number): EvalTask | undefined;
}

/**
 * The tasks of a run, held as four numbers each (file, case, variant, iteration) rather than as
 * objects: a task object is made when a task is looked at, and dropped after. A run of 10,000
 * cases holds 160 KB of numbers, not 10,000 objects for its whole length.
 */
export class TaskPlan implements Iterable<EvalTask>, TaskSource {
  readonly length: number;

  constructor(
    private readonly suites: readonly EvalSuite[],
    /** File, case, variant and iteration of each task, one after another. */
    private readonly rows: Int32Array,
  ) {
    this.length = rows.length / ROW;
  }

  at(index: number): EvalTask | undefined {
    if (index < 0 || index >= this.length) return undefined;
    const at = index * ROW;
    const fileIndex = this.rows[at]!;
    const caseIndex = this.rows[at + 1]!;
    const suite = this.suites[fileIndex]!;
    const variant = suite.prompts?.[this.rows[at + 2]!];
    const promptId = variant?.id ?? suite.cases.promptId?.(caseIndex) ?? 'default';
    return {
      suite,
      caseIndex,
      caseId: suite.cases.id(caseIndex),
      fileIndex,
      variant,
      promptId,
      iteration: this.rows[at + 3]!,
    };
  }

  *[Symbol.iterator](): Iterator<EvalTask> {
    for (let index = 0; index < this.length; index++) yield this.at(index)!;
  }

  /** The tasks `keep` accepts, in this plan's order. */
  filter(keep: (task: EvalTask) => boolean): TaskPlan {
    const kept: number[] = [];
    for (let index = 0; index < this.length; index++) if (keep(this.at(index)!)) kept.push(index);
    return this.pick(kept);
  }

  /** The tasks at `indexes` of this plan, in that order. */
  pick(indexes: readonly number[]): TaskPlan {
    const rows = new Int32Array(indexes.length * ROW);
    indexes.forEach((index, k) => {
      rows.set(this.rows.subarray(index * ROW, index * ROW + ROW), k * ROW);
    });
    return new TaskPlan(this.suites, rows);
  }
}

const ROW = 4;

/**
 * One unit of work: a case of a suite, under one prompt variant, at one iteration. The case itself
 * is built when the task runs ({@link CaseTask}).
 */
export interface EvalTask {
  suite: EvalSuite;
  /** The case's index in `suite.cases`. */
  caseIndex: number;
  caseId: string;
  /** Index of the suite among the run's files (for per-file worker balancing). */
  fileIndex: number;
  variant?: PromptVariant;
  /** `default` when the suite has no variants. */
  promptId: string;
  /** 0-based. */
  iteration: number;
}

/** A task about to run, with its case built. */
export interface CaseTask extends EvalTask {
  evalCase: EvalCase;
}

/** `task` with its case, built from the eval file. */
export async function withCase(task: EvalTask): Promise<CaseTask> {
  const evalCase = await task.suite.cases.load(task.caseIndex);
  // Built whole rather than as `{ ...task, evalCase }`: V8 (Node 20) moves such clone-then-add
  // objects out of the young generation, and with them the case they hold.
  const { suite, caseIndex, caseId, fileIndex, variant, promptId, iteration } = task;
  return { suite, caseIndex, caseId, fileIndex, variant, promptId, iteration, evalCase };
}

/** The identity of a task's record in a results file. */
export function taskKey(task: Pick<EvalTask, 'promptId' | 'iteration'> & { evalId: string }): string {
  return `${task.evalId}\u0000${task.promptId}\u0000${task.iteration}`;
}

/** `--shard i/n`: this machine runs part `index` (1-based) of `count`. */
export interface ShardSpec {
  index: number;
  count: number;
}

/** Most shards a run may be split into (a GitHub matrix allows 256 jobs). */
export const MAX_SHARDS = 256;

/**
 * Parses `i/n` (1 ≤ i ≤ n ≤ 256). Anything else is a ConfigError naming `source` (the flag or the
 * action input) and the valid form.
 */
export function parseShardSpec(raw: string, source = '--shard'): ShardSpec {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || count < 1 || index > count || count > MAX_SHARDS) {
    throw new ConfigError(
      `invalid ${source} "${raw}"`,
      {},
      `write it as i/n with 1 <= i <= n <= ${MAX_SHARDS}, e.g. ${source} 2/3 for the second of three shards`,
    );
  }
  return { index, count };
}

/**
 * The identity of a task that every machine computes alike: dataset, the eval file's path relative
 * to its repository root (with `/`), case id, prompt id and iteration. Absolute paths differ
 * between checkouts, so they never enter the key.
 */
export function shardKey(task: EvalTask): string {
  const file = path.relative(task.suite.repoRoot, task.suite.filePath).split(path.sep).join('/');
  return [task.suite.dataset, file, task.caseId, task.promptId, String(task.iteration)].join('\u0000');
}

/**
 * The 0-based shard a task belongs to among `count`: sha256 of its key, first 8 hex digits, mod n.
 * The cases of one compare group (a promptfoo test with select-best or max-score) share a shard: their key
 * names the group in place of the case and prompt.
 */
export function shardOf(task: EvalTask, count: number): number {
  const group = task.suite.cases.compareGroup?.(task.caseIndex);
  const key = group === undefined ? shardKey(task) : shardKey({ ...task, caseId: `compare ${group}`, promptId: '' });
  const digest = createHash('sha256').update(key).digest('hex');
  return Number.parseInt(digest.slice(0, 8), 16) % count;
}

/** The tasks of shard `spec` in their planned order; every task lands in exactly one shard. */
export function selectShard(tasks: TaskPlan, spec: ShardSpec | undefined): TaskPlan {
  if (!spec || spec.count === 1) return tasks;
  return tasks.filter((task) => shardOf(task, spec.count) === spec.index - 1);
}

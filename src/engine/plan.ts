import type { EvalSuite, EvalCase, PromptVariant } from '../config/types.js';
import { ConfigError } from '../errors/config-error.js';
import { createHash } from 'node:crypto';
import path from 'node:path';

export interface PlanOptions {
  /** Run only the case with this id. */
  evalId?: string;
  /** Overrides every suite's `iterations`. */
  iterations?: number;
}

/**
 * Files × cases × prompt variants × iterations, in a stable order: file, case, variant, iteration.
 * With one worker this is the order cases run in.
 */
export function planTasks(suites: EvalSuite[], options: PlanOptions = {}): EvalTask[] {
  const tasks: EvalTask[] = [];
  suites.forEach((suite, fileIndex) => {
    const variants = suite.prompts ?? [undefined];
    const iterations = options.iterations ?? suite.iterations;
    for (const evalCase of suite.cases) {
      if (options.evalId !== undefined && evalCase.id !== options.evalId) continue;
      for (const variant of variants) {
        for (let iteration = 0; iteration < iterations; iteration++) {
          tasks.push({ suite, evalCase, fileIndex, variant, promptId: variant?.id ?? 'default', iteration });
        }
      }
    }
  });
  if (options.evalId !== undefined && tasks.length === 0) {
    const files = suites.map((s) => s.filePath).join(', ');
    throw new ConfigError(`no case with id "${options.evalId}"`, { file: files }, 'check the id with the evalcases of the file, or drop --eval-id');
  }
  return tasks;
}

/** One unit of work: a case of a suite, under one prompt variant, at one iteration. */
export interface EvalTask {
  suite: EvalSuite;
  evalCase: EvalCase;
  /** Index of the suite among the run's files (for per-file worker balancing). */
  fileIndex: number;
  variant?: PromptVariant;
  /** `default` when the suite has no variants. */
  promptId: string;
  /** 0-based. */
  iteration: number;
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
    throw new ConfigError(`invalid ${source} "${raw}"`, {}, `write it as i/n with 1 <= i <= n <= ${MAX_SHARDS}, e.g. ${source} 2/3 for the second of three shards`);
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
  return [task.suite.dataset, file, task.evalCase.id, task.promptId, String(task.iteration)].join('\u0000');
}

/** The 0-based shard a task belongs to among `count`: sha256 of its key, first 8 hex digits, mod n. */
export function shardOf(task: EvalTask, count: number): number {
  const digest = createHash('sha256').update(shardKey(task)).digest('hex');
  return Number.parseInt(digest.slice(0, 8), 16) % count;
}

/** The tasks of shard `spec` in their planned order; every task lands in exactly one shard. */
export function selectShard(tasks: EvalTask[], spec: ShardSpec | undefined): EvalTask[] {
  if (!spec || spec.count === 1) return tasks;
  return tasks.filter((task) => shardOf(task, spec.count) === spec.index - 1);
}

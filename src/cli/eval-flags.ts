import path from 'node:path';
import { buildRunOptions } from '../engine/run/build-run-options.js';
import {
  parseRunOptionInputs,
  type RunOptionInputName,
  type RunOptions,
  runOptionInputsSchema,
} from '../engine/run/run-options.js';
import { ConfigError } from '../errors/config-error.js';
import type { OutputFormat } from '../results/eval-result.js';

const RUN_OPTION_NAMES = Object.keys(runOptionInputsSchema.shape) as RunOptionInputName[];

/** A flag's name as commander hands it over: `--max-concurrent-calls` is `maxConcurrentCalls`. */
type FlagKey<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<FlagKey<Tail>>}` : S;

/** The run options' flags, raw: every field of the run-options schema is a flag of the same name. */
type RunOptionFlags = { [K in RunOptionInputName as FlagKey<K>]?: string | boolean };

/** Raw `agentv eval` flags as commander hands them over (strings; validated here, not by commander). */
export interface EvalFlags extends RunOptionFlags {
  target?: string;
  targets?: string;
  workers?: string;
  out?: string;
  resume?: string;
  outputFormat?: string;
  dryRun?: boolean;
  dryRunDelay?: string;
  dryRunDelayMin?: string;
  dryRunDelayMax?: string;
  /** `--eval-id`, every value given (the flag may be repeated). */
  evalId?: string[];
  /** promptfoo's spelling of `rerunFailed`. */
  filterFailing?: string;
  iterations?: string;
  agentTimeout?: string;
  timeoutRetries?: string;
  passPolicy?: string;
  earlyStop?: boolean;
  judgeSamples?: string;
  judgeAudit?: string;
  judgeAuditSeed?: string;
  /** `--labels <file>`: people's labels the run's judges are checked against. */
  labels?: string;
  minLabelAgreement?: string;
  strict?: boolean;
  summaryJson?: string;
  junit?: string;
  report?: string;
  /** `-o, --output <file>.json`: promptfoo's results file. */
  output?: string;
  /** Deprecated spelling of `timeoutRetries`, kept for a release with a warning. */
  maxRetries?: string;
  dumpPrompts?: string | boolean;
  dumpTraces?: string | boolean;
  includeTrace?: boolean;
  maxConcurrentCalls?: string;
  maxAnswerMib?: string;
  maxCases?: string;
  adaptive?: boolean;
  shard?: string;
  queue?: string;
  runId?: string;
  queueLease?: string;
  durationsFrom?: string;
  events?: string;
  cache?: boolean;
  cacheDir?: string;
  cacheTtl?: string;
  cacheShareRepeats?: boolean;
  cacheOnly?: boolean;
  allowOutsideRoot?: boolean;
  keepWorkspaces?: boolean;
  budgetUsd?: string;
  estimate?: boolean;
  verbose?: boolean;
  quiet?: boolean;
  overwrite?: boolean;
  minScore?: string;
  minPassRate?: string;
  threshold?: string;
  failOnRegression?: boolean;
  failOnNewFailures?: boolean;
  baseline?: string;
}

/** Turns the flags into RunOptions through the run-options schema both doors share; a bad value names its flag. */
export function toRunOptions(evalFiles: string[], flags: EvalFlags, cwd: string, nowMs: number): RunOptions {
  const resumed = resumeTarget(flags, (p) => path.resolve(cwd, p));
  const given = parseRunOptionInputs(
    {
      ...runOptionFlags(flags),
      'timeout-retries': flags.timeoutRetries ?? flags.maxRetries,
      'output-format': flags.outputFormat ?? resumed?.format,
      ...selectionFlags(flags),
    },
    (name) => (name === 'timeout-retries' && flags.timeoutRetries === undefined ? '--max-retries' : `--${name}`),
  );
  checkConflicts(flags, resumed !== undefined);
  const evalIds = caseIds(flags.evalId);
  const options = buildRunOptions(given, { root: cwd, nowMs, resume: resumed?.path });
  if (flags.durationsFrom !== undefined) {
    if (!options.queue)
      throw new ConfigError(
        '--durations-from orders the cases of a queue run',
        {},
        'add --queue redis://host:port and --run-id <id>, or drop --durations-from',
      );
    options.queue.durationsFrom = path.resolve(cwd, flags.durationsFrom);
  }
  return { ...options, ...(evalIds ? { evalIds } : {}), evalFiles };
}

/**
 * The selection flags as the schema takes them: a repeated flag's values one a line, as the
 * Action's input writes them; `--filter-failing` as `--rerun-failed`.
 */
function selectionFlags(flags: EvalFlags): { [K in RunOptionInputName]?: string } {
  const lines = (values: unknown) => (Array.isArray(values) ? values.join('\n') : undefined);
  if (flags.filterFailing !== undefined && flags.rerunFailed !== undefined)
    throw new ConfigError('--rerun-failed and --filter-failing are the same flag, given twice', {}, 'keep one of them');
  const rerun = flags.rerunFailed ?? flags.filterFailing;
  return {
    ...(typeof rerun === 'string' ? { 'rerun-failed': rerun } : {}),
    ...(flags.tag !== undefined ? { tag: lines(flags.tag) } : {}),
    ...(flags.excludeTag !== undefined ? { 'exclude-tag': lines(flags.excludeTag) } : {}),
    ...(flags.filterMetadata !== undefined ? { 'filter-metadata': lines(flags.filterMetadata) } : {}),
  };
}

/** `--eval-id`, once or more: ids or globs, none empty. */
function caseIds(values: readonly string[] | undefined): string[] | undefined {
  if (values === undefined || values.length === 0) return undefined;
  if (values.some((value) => value.trim() === ''))
    throw new ConfigError(
      '--eval-id needs a case id or a glob, got ""',
      {},
      'write --eval-id refund-1 or --eval-id "refund-*"',
    );
  return [...values];
}

/** The flags that are run options, each under its schema name (the flag's own, as the Action's input is). */
function runOptionFlags(flags: EvalFlags): { [K in RunOptionInputName]?: string | boolean } {
  const byKey: RunOptionFlags = flags;
  const key = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return Object.fromEntries(RUN_OPTION_NAMES.map((name) => [name, byKey[key(name) as FlagKey<RunOptionInputName>]]));
}

/** Flags that contradict each other, named as the user wrote them. */
function checkConflicts(flags: EvalFlags, resuming: boolean): void {
  if (flags.overwrite && resuming)
    throw new ConfigError(
      '--overwrite and --resume both name what to do with the results file',
      {},
      'drop --overwrite: --resume appends to the file',
    );
  // --no-cache (commander's negation of --cache) leaves the cache off whatever came before it.
  if (flags.cacheOnly && flags.cache === false)
    throw new ConfigError(
      '--cache-only replays the response cache, and --no-cache turns it off',
      {},
      'drop --no-cache',
    );
}

/**
 * `--resume <results>`: the file to finish and its format (from the extension). `--out` may only
 * repeat the same file, and `--output-format` only its format, since records are appended to it.
 */
export function resumeTarget(
  flags: { resume?: string; out?: string; outputFormat?: string },
  abs: (p: string) => string,
): { path: string; format: OutputFormat } | undefined {
  if (flags.resume === undefined) return undefined;
  if (flags.resume.trim() === '')
    throw new ConfigError(
      '--resume needs a results file',
      {},
      'pass the JSONL file of the interrupted run, e.g. --resume .agentv/results/eval_….jsonl',
    );
  const file = abs(flags.resume);
  if (flags.out !== undefined && abs(flags.out) !== file) {
    throw new ConfigError(
      `--out ${flags.out} and --resume ${flags.resume} name different files`,
      {},
      'drop --out: --resume appends to the file it names',
    );
  }
  const format: OutputFormat = /\.ya?ml$/i.test(file) ? 'yaml' : 'jsonl';
  if (flags.outputFormat !== undefined && flags.outputFormat.trim().toLowerCase() !== format) {
    throw new ConfigError(
      `--output-format ${flags.outputFormat} does not match the --resume file, which is ${format}`,
      { file },
      'drop --output-format when resuming',
    );
  }
  return { path: file, format };
}

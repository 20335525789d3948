import type { RunSelection } from './run-selection.js';
import path from 'node:path';
import { defaultResultsFileName, type OutputFormat } from '../../results/eval-result.js';
import { DEFAULT_OUTPUT_FORMAT, DEFAULT_TIMEOUT_RETRIES, RUN_FOLDERS } from './run-defaults.js';
import { DEFAULT_QUEUE_LEASE_SECONDS, type RunOptionInputs, type RunOptions } from './run-options.js';
import { ConfigError } from '../../errors/config-error.js';

/** Where a run started at `nowMs` writes its results unless `--out` names a file. */
export function defaultResultsPath(root: string, nowMs: number, format: OutputFormat): string {
  return path.join(root, RUN_FOLDERS.results, defaultResultsFileName(nowMs, format));
}

/** The response cache folder unless `--cache-dir` names one; the Action saves and restores this one. */
export function defaultCacheDir(root: string): string {
  return path.join(root, RUN_FOLDERS.cache);
}

/** Where the options are used: the folder paths are relative to, the clock, and a run to finish. */
export interface RunPlace {
  /** The CLI's working folder or the Action's `working-directory` (absolute). */
  root: string;
  /** Names the default results file. */
  nowMs: number;
  /** `--resume`: the results file of the interrupted run (absolute), appended to. */
  resume?: string | undefined;
}

/**
 * The run options from the values both doors parsed with the one schema; everything not given
 * takes its default here. Eval files are resolved later by the door (`evalFiles` starts empty).
 */
export function buildRunOptions(given: RunOptionInputs, place: RunPlace): RunOptions {
  const abs = (p: string) => path.resolve(place.root, p);
  const outputFormat = given['output-format'] ?? DEFAULT_OUTPUT_FORMAT;
  const options: RunOptions = {
    evalFiles: [],
    outPath:
      place.resume ??
      (given.out !== undefined ? abs(given.out) : defaultResultsPath(place.root, place.nowMs, outputFormat)),
    outputFormat,
    timeoutRetries: given['timeout-retries'] ?? DEFAULT_TIMEOUT_RETRIES,
    includeTrace: given['include-trace'] ?? false,
    allowOutsideRoot: given['allow-outside-root'] ?? false,
  };
  if (place.resume !== undefined) options.resume = true;
  if (given.target !== undefined) options.targetOverride = given.target;
  if (given.targets !== undefined) options.targetsPath = abs(given.targets);
  if (given.events !== undefined) options.eventsPath = abs(given.events);
  return {
    ...options,
    ...switches(given),
    ...limits(given),
    ...judging(given),
    ...cache(given, abs),
    ...dumps(given, abs),
    ...selection(given, abs),
    ...queue(given, place),
  };
}

/** `--queue` and `--run-id`, which only go together, and never with a shard or a resume. */
function queue(given: RunOptionInputs, place: RunPlace): Partial<RunOptions> {
  const url = given.queue;
  const runId = given['run-id'];
  if (url === undefined && runId === undefined && given['queue-lease'] === undefined) return {};
  if (url === undefined || runId === undefined)
    throw new ConfigError(
      url === undefined ? 'run-id and queue-lease are for a queue run' : 'a queue run needs a run id',
      {},
      'give both --queue redis://host:port and --run-id <id> (the same id on every process of the run)',
    );
  if (given.shard !== undefined)
    throw new ConfigError('--queue and --shard both split the cases', {}, 'drop --shard: the queue shares them');
  if (place.resume !== undefined)
    throw new ConfigError(
      '--resume finishes one results file, and a queue run has one per process',
      {},
      'drop --resume: a process killed in a queue run loses nothing, its cases run elsewhere',
    );
  const seconds = given['queue-lease'] ?? DEFAULT_QUEUE_LEASE_SECONDS;
  return { queue: { url, runId, leaseMs: Math.round(seconds * 1000) } };
}

/** The selection flags (run-selection.ts): set only when one is given. */
function selection(given: RunOptionInputs, abs: (p: string) => string): Partial<RunOptions> {
  const picked: RunSelection = {
    ...(given['rerun-failed'] !== undefined ? { rerunFailed: abs(given['rerun-failed']) } : {}),
    ...(given.tag !== undefined ? { tags: given.tag } : {}),
    ...(given['exclude-tag'] !== undefined ? { excludeTags: given['exclude-tag'] } : {}),
    ...(given['filter-metadata'] !== undefined ? { metadata: given['filter-metadata'] } : {}),
    ...(given.sample !== undefined ? { sample: given.sample } : {}),
    ...(given.seed !== undefined ? { seed: given.seed } : {}),
  };
  return Object.keys(picked).length > 0 ? { selection: picked } : {};
}

/** The on/off options: set (true) only when turned on. */
function switches(given: RunOptionInputs): Partial<RunOptions> {
  const on = (value: boolean | undefined) => value === true;
  return {
    ...(on(given.overwrite) ? { overwrite: true } : {}),
    ...(on(given['keep-workspaces']) ? { keepWorkspaces: true } : {}),
    ...(on(given.adaptive) ? { adaptive: true } : {}),
    ...(on(given['early-stop']) ? { earlyStop: true } : {}),
    ...(on(given.strict) ? { strict: true } : {}),
    // The Action has no delay inputs: its dry run answers at once.
    ...(on(given['dry-run']) ? { dryRun: dryRunSettings(given) } : {}),
  };
}

/** How much the run does and may spend: workers, repeats, the call ceiling, timeouts, the budget, the shard. */
function limits(given: RunOptionInputs): Partial<RunOptions> {
  const mib = given['max-answer-mib'];
  const seconds = given['agent-timeout'];
  return {
    ...(given.workers !== undefined ? { workers: given.workers } : {}),
    ...(given.iterations !== undefined ? { iterations: given.iterations } : {}),
    ...(seconds !== undefined ? { agentTimeoutMs: seconds * 1000 } : {}),
    ...(given['max-concurrent-calls'] !== undefined ? { maxConcurrentCalls: given['max-concurrent-calls'] } : {}),
    ...(mib !== undefined ? { maxAnswerBytes: Math.round(mib * 1024 * 1024) } : {}),
    ...(given['pass-policy'] !== undefined ? { passPolicy: given['pass-policy'] } : {}),
    ...(given['budget-usd'] !== undefined ? { budgetUsd: given['budget-usd'] } : {}),
    ...(given['max-cases'] !== undefined ? { maxCases: given['max-cases'] } : {}),
    ...(given.shard !== undefined ? { shard: given.shard } : {}),
  };
}

/** How often the judges are asked. */
function judging(given: RunOptionInputs): Partial<RunOptions> {
  return {
    ...(given['judge-samples'] !== undefined ? { judgeSamples: given['judge-samples'] } : {}),
    ...(given['judge-audit'] !== undefined ? { judgeAudit: given['judge-audit'] } : {}),
    ...(given['judge-audit-seed'] !== undefined ? { judgeAuditSeed: given['judge-audit-seed'] } : {}),
  };
}

/** The response cache: on with `cache` or `cache-only` (a replay needs it); its settings count only then. */
function cache(given: RunOptionInputs, abs: (p: string) => string): Partial<RunOptions> {
  const only = given['cache-only'] === true;
  if (given.cache !== true && !only) return {};
  return {
    cacheDir: abs(given['cache-dir'] ?? RUN_FOLDERS.cache),
    ...(only ? { cacheOnly: true } : {}),
    ...(given['cache-ttl'] !== undefined ? { cacheTtlHours: given['cache-ttl'] } : {}),
    ...(given['cache-share-repeats'] === true ? { cacheShareRepeats: true } : {}),
  };
}

/** `--dump-prompts [dir]` and `--dump-traces [dir]`: a folder given, or the default one when only switched on. */
function dumps(given: RunOptionInputs, abs: (p: string) => string): Partial<RunOptions> {
  const folder = (value: string | boolean | undefined, fallback: string) =>
    value === undefined || value === false ? undefined : abs(value === true ? fallback : value);
  const prompts = folder(given['dump-prompts'], RUN_FOLDERS.prompts);
  const traces = folder(given['dump-traces'], RUN_FOLDERS.traces);
  return { ...(prompts ? { dumpPromptsDir: prompts } : {}), ...(traces ? { dumpTracesDir: traces } : {}) };
}

function dryRunSettings(given: RunOptionInputs): NonNullable<RunOptions['dryRun']> {
  return {
    ...(given['dry-run-delay'] !== undefined ? { delayMs: given['dry-run-delay'] } : {}),
    ...(given['dry-run-delay-min'] !== undefined ? { delayMinMs: given['dry-run-delay-min'] } : {}),
    ...(given['dry-run-delay-max'] !== undefined ? { delayMaxMs: given['dry-run-delay-max'] } : {}),
  };
}

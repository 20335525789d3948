import { z } from 'zod';
import {
  CONCURRENCY_RANGE,
  MAX_ITERATIONS,
  MAX_TIMER_MS,
  MAX_TIMER_SECONDS,
  type ConfigWarning,
  type EvalSuite,
  type EvaluatorConfig,
} from '../../config/types.js';
import type { LoadEvalSuiteOptions } from '../../config/load-eval-suite.js';
import { isOutputFormat, OUTPUT_FORMATS, type OutputFormat } from '../../results/eval-result.js';
import { parsePassPolicy, type PassPolicy } from '../../results/repeats.js';
import { checkCeiling } from '../limiter/retry-policy.js';
import {
  atMost,
  type FieldDoor,
  field,
  nonNegative,
  onOff,
  parseFields,
  positive,
  text,
  wholeNumber,
} from './input-fields.js';
import type { EvaluatorFactory } from '../evaluator.js';
import type { Provider, ProviderLoaders, ProviderRegistry } from '../provider.js';
import type { Runtime } from '../runtime.js';
import type { RunSelection } from './run-selection.js';
import { MAX_SHARDS, parseShardSpec, type ShardSpec } from './plan.js';

/** Everything a door decides about a run; the engine takes it from here. */
export interface RunOptions {
  /** Eval files, already resolved from paths and globs (absolute, sorted). */
  evalFiles: string[];
  /** Explicit targets file or folder (--targets). */
  targetsPath?: string;
  /** --target; "default" means no override. */
  targetOverride?: string;
  /** --workers; undefined falls back to the target's `workers`, then 1. */
  workers?: number;
  outPath: string;
  /**
   * `--resume`: `outPath` is an interrupted run's results file; cases with a record there are
   * skipped and new records are appended to it.
   */
  resume?: boolean;
  /** `--overwrite`: replace the `outPath` file instead of keeping earlier results beside it. */
  overwrite?: boolean;
  outputFormat: OutputFormat;
  /** Set by --dry-run: every target and judge becomes a mock with these delays. */
  dryRun?: DryRunSettings;
  /**
   * `--eval-id`, once or more: run only the cases with these ids or matching these globs; a value
   * that picks no case is an error before any call (see case-selection.ts).
   */
  evalIds?: readonly string[];
  /** `--rerun-failed`, `--tag`, `--exclude-tag`, `--filter-metadata`, `--sample`/`--seed` (run-selection.ts). */
  selection?: RunSelection;
  iterations?: number;
  agentTimeoutMs?: number;
  /**
   * Retries of a case attempt that ran past `--agent-timeout` (`--timeout-retries`; a target's
   * `max_retries` retries failed calls).
   */
  timeoutRetries: number;
  dumpPromptsDir?: string;
  dumpTracesDir?: string;
  includeTrace: boolean;
  maxConcurrentCalls?: number;
  /**
   * The answer limit in bytes of UTF-8 (`--max-answer-mib`; default `DEFAULT_MAX_ANSWER_BYTES`, 4 MiB):
   * the longest answer kept from any provider, and most stdout kept from an agent.
   */
  maxAnswerBytes?: number;
  /**
   * --adaptive: the ceiling is a maximum, lowered when 429/503 show a real limit or answers slow
   * down (adaptive-ceiling.ts).
   */
  adaptive?: boolean;
  /** --shard i/n: run only this machine's part of the planned tasks (see shard.ts). */
  shard?: ShardSpec;
  /**
   * `--queue` with `--run-id`: this process is one of many that run one plan from a queue in Redis,
   * sharing the call ceiling and the budget (engine/queue/).
   */
  queue?: QueueSettings;
  eventsPath?: string;
  /** Response cache folder; undefined when --cache is off. */
  cacheDir?: string;
  /** `--cache-ttl`: hours a cached answer answers (default DEFAULT_CACHE_TTL_HOURS); older entries are removed. */
  cacheTtlHours?: number;
  /** `--cache-share-repeats`: the repeats of a case may replay one cached answer. */
  cacheShareRepeats?: boolean;
  /**
   * `--cache-only` (replay, with `cacheDir`): every model call is answered from the cache and a miss
   * records its case as skipped (`cache-miss`); nothing is called, so no key is needed.
   */
  cacheOnly?: boolean;
  allowOutsideRoot: boolean;
  /** `--max-cases`: the most cases a promptfoo config's tests may expand to (default 10,000); more is refused. */
  maxCases?: number;
  /**
   * `--strict` (input `strict`): every warning about the eval and targets files (unknown keys, …)
   * is an error, exit 2 before any call.
   */
  strict?: boolean;
  /** --keep-workspaces: leave every workspace copy on disk (its path goes into the record). */
  keepWorkspaces?: boolean;
  /** --pass-policy: how a case's repeats decide its verdict; wins over each file's `pass_policy`. */
  passPolicy?: PassPolicy;
  /** --early-stop: stop repeating a case once its label is settled. */
  earlyStop?: boolean;
  /** AgentV's `--threshold`: wins over the eval files' `execution.threshold` (the run's outcome carries it). */
  threshold?: number;
  /**
   * `--budget-usd`: no model call starts once the money spent plus the calls in flight could pass
   * it; the cases left are recorded with `skipped: "budget"`.
   */
  budgetUsd?: number;
  /** `--judge-samples`: ask each LLM judge and rubric k times (wins over `judge_samples:`). */
  judgeSamples?: number;
  /** `--judge-audit`: sample the judge on this share of cases only (0 < x <= 1), picked by `judgeAuditSeed`. */
  judgeAudit?: number;
  /** `--judge-audit-seed`: which cases `--judge-audit` picks (default {@link DEFAULT_JUDGE_AUDIT_SEED}). */
  judgeAuditSeed?: number;
}

/** `--queue`: the Redis server every process of the run shares, the run's id there, and a case's lease. */
export interface QueueSettings {
  /** redis://host:port (or rediss://, with a user and password when the server wants them). */
  url: string;
  runId: string;
  /** How long a process may stay silent before its cases, call slots and reservations go to others. */
  leaseMs: number;
  /** `--durations-from`: an earlier run's results file; the queue hands out its longest cases first. */
  durationsFrom?: string;
}

/** A case's lease in a `--queue` run unless `--queue-lease` says otherwise. */
export const DEFAULT_QUEUE_LEASE_SECONDS = 30;

export { DEFAULT_JUDGE_AUDIT_SEED, DEFAULT_TIMEOUT_RETRIES } from './run-defaults.js';
/** The most samples a judge is asked for (`--judge-samples`, `judge_samples:`). */
export const MAX_JUDGE_SAMPLES = 20;

/** How a dry run's stand-in answers: canned text and delays (`--dry-run-response`, `--dry-run-delay*`). */
export interface DryRunSettings {
  response?: string;
  delayMs?: number;
  delayMinMs?: number;
  delayMaxMs?: number;
  /** Fixed judge score; by default the stand-in judge scores word overlap with the expected outcome. */
  judgeScore?: number;
}

/**
 * What a door hands the engine besides the options: the provider and evaluator factories and the
 * dry-run stand-in. The engine never imports a provider or an evaluator; `src/compose/` builds these.
 */
export interface EngineParts {
  /** Provider factories by kind; a kind missing here is loaded by `providerLoaders`. */
  providers: Partial<ProviderRegistry>;
  /**
   * Kinds loaded when a run's targets first name them (the doors' built-in providers), so a run
   * loads only the provider code it uses.
   */
  providerLoaders?: Partial<ProviderLoaders>;
  createEvaluator: EvaluatorFactory;
  /** What grades a case when neither it nor its file names an evaluator (the evaluator registry's). */
  defaultEvaluators: readonly EvaluatorConfig[];
  dryRunProvider(targetName: string, settings: DryRunSettings, runtime: Runtime): Provider;
  /**
   * Reads an eval file in a format the config room does not know (a promptfoo config); returns
   * undefined for a file that is not one, which the config room then reads.
   */
  loadSuite?: SuiteLoader;
}

/** A reader of one more eval format, tried before the config room's own. */
export type SuiteLoader = (
  file: string,
  options: LoadEvalSuiteOptions,
) => Promise<{ suite: EvalSuite; warnings: ConfigWarning[] } | undefined>;

/** The most retries of a case attempt that ran past `--agent-timeout` (`--timeout-retries`). */
const MAX_TIMEOUT_RETRIES = 10;

/** The largest `--max-cases`: each case is held in memory until the run ends. */
export const MAX_CASES = 10_000_000;

/** The largest `--max-answer-mib`: answers are held in memory, one per case in flight. */
export const MAX_ANSWER_MIB = 256;

/**
 * The run options both doors take from the user, as raw text (a CLI flag's value or an Action
 * input), keyed by the name they share: `--workers` is the flag and `workers` the input. This one
 * zod schema parses both, so a bad value gets the same message at either door; only the label
 * (`--workers` or `input "workers"`) differs.
 */
export const runOptionInputsSchema = z.object({
  workers: wholeNumber(CONCURRENCY_RANGE.min, CONCURRENCY_RANGE.max),
  // Whole numbers reach the limiter's own check, which has its own message for 0 and negatives.
  'max-concurrent-calls': field('a whole number from 1 to 50', (raw) =>
    /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : undefined,
  ),
  iterations: wholeNumber(1, MAX_ITERATIONS),
  'timeout-retries': wholeNumber(0, MAX_TIMEOUT_RETRIES),
  'agent-timeout': field(
    `a number of seconds > 0 and at most ${MAX_TIMER_SECONDS} (the longest a timer can wait)`,
    (raw) => atMost(positive(raw), MAX_TIMER_SECONDS),
  ),
  'max-answer-mib': field(`a number of MiB from 0.001 to ${MAX_ANSWER_MIB}`, (raw) => {
    const value = positive(raw);
    return value !== undefined && value >= 0.001 && value <= MAX_ANSWER_MIB ? value : undefined;
  }),
  shard: field(`i/n with 1 <= i <= n <= ${MAX_SHARDS}, e.g. 2/3`, (raw) => {
    try {
      return parseShardSpec(raw);
    } catch {
      return undefined;
    }
  }),
  queue: field('a Redis URL, redis://host:port (rediss:// for TLS)', (raw) =>
    /^rediss?:\/\/\S+$/.test(raw.trim()) ? raw.trim() : undefined,
  ),
  'run-id': field(
    'a name of letters, digits, dots, dashes and underscores, at most 100, e.g. the CI pipeline id',
    (raw) => (/^[A-Za-z0-9._-]{1,100}$/.test(raw.trim()) ? raw.trim() : undefined),
  ),
  'queue-lease': field(`a number of seconds from 1 to ${MAX_TIMER_SECONDS}`, (raw) => {
    const value = positive(raw);
    return value !== undefined && value >= 1 && value <= MAX_TIMER_SECONDS ? value : undefined;
  }),
  'output-format': field(`one of: ${OUTPUT_FORMATS.join(', ')}`, (raw) => {
    const value = raw.trim().toLowerCase();
    return isOutputFormat(value) ? value : undefined;
  }),
  adaptive: onOff,
  'dry-run': onOff,
  'early-stop': onOff,
  strict: onOff,
  'cache-only': onOff,
  'pass-policy': field('all, any, at-least:K or rate:X (0 < X <= 1)', (raw) => {
    try {
      return parsePassPolicy(raw);
    } catch {
      return undefined;
    }
  }),
  'judge-samples': wholeNumber(1, MAX_JUDGE_SAMPLES),
  'max-cases': wholeNumber(1, MAX_CASES),
  'judge-audit': field('a share of cases greater than 0 and at most 1, e.g. 0.2', (raw) => {
    const value = positive(raw);
    return value !== undefined && value <= 1 ? value : undefined;
  }),
  'judge-audit-seed': wholeNumber(0, 2 ** 31 - 1),
  // The selection (run-selection.ts); a list is given one a line (the CLI repeats the flag instead).
  'rerun-failed': text,
  tag: field('tag names, one a line or separated by commas', (raw) => listOf(raw, /[\n,]/)),
  'exclude-tag': field('tag names, one a line or separated by commas', (raw) => listOf(raw, /[\n,]/)),
  'filter-metadata': field('key=value pairs, one a line, e.g. category=billing', (raw) => {
    const pairs = listOf(raw, /\n/);
    return pairs?.every((pair) => /^[^=]*\S[^=]*=.+$/.test(pair)) ? pairs : undefined;
  }),
  sample: wholeNumber(1, MAX_CASES),
  seed: wholeNumber(0, 2 ** 31 - 1),
  'cache-ttl': field('a number of hours > 0, e.g. 24', (raw) => positive(raw)),
  'budget-usd': field('a number of US dollars >= 0, e.g. 2.50', (raw) => nonNegative(raw.trim().replace(/^\$/, ''))),
  'dry-run-delay': field(`a number of milliseconds from 0 to ${MAX_TIMER_MS}`, (raw) =>
    atMost(nonNegative(raw), MAX_TIMER_MS),
  ),
  'dry-run-delay-min': field(`a number of milliseconds from 0 to ${MAX_TIMER_MS}`, (raw) =>
    atMost(nonNegative(raw), MAX_TIMER_MS),
  ),
  'dry-run-delay-max': field(`a number of milliseconds from 0 to ${MAX_TIMER_MS}`, (raw) =>
    atMost(nonNegative(raw), MAX_TIMER_MS),
  ),
  // Names and paths, taken as given; paths are resolved against the door's root.
  target: text,
  targets: text,
  out: text,
  events: text,
  'cache-dir': text,
  // A folder, or `true` for the default one under `.agentv/`.
  'dump-prompts': z.union([z.string(), z.boolean()]),
  'dump-traces': z.union([z.string(), z.boolean()]),
  cache: onOff,
  'cache-share-repeats': onOff,
  'include-trace': onOff,
  'allow-outside-root': onOff,
  'keep-workspaces': onOff,
  overwrite: onOff,
});

/** The non-empty entries of a list input, trimmed; undefined when there is none. */
function listOf(raw: string, separator: RegExp): string[] | undefined {
  const values = raw
    .split(separator)
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return values.length > 0 ? values : undefined;
}

export type RunOptionInputName = keyof typeof runOptionInputsSchema.shape;
export type RunOptionInputs = { [K in RunOptionInputName]?: z.output<(typeof runOptionInputsSchema.shape)[K]> };

/** What a door says instead of the schema's words for one of its values (the Action's `shard` has a form more). */
export type RunOptionWording = NonNullable<FieldDoor<RunOptionInputName>['wording']>;

/**
 * Parses the raw values a door read (absent keys and `undefined` are "not given"); a bad value is
 * a ConfigError `<label> must be <what>, got "<value>"` with the fix `use <what>`, where `label`
 * names the value the way the door does and `wording` may replace what is expected and the fix.
 */
export function parseRunOptionInputs(
  raw: { [K in RunOptionInputName]?: string | boolean },
  label: (name: RunOptionInputName) => string,
  wording: RunOptionWording = {},
): RunOptionInputs {
  const { 'max-concurrent-calls': ceiling, ...rest } = parseFields(runOptionInputsSchema, raw, { label, wording });
  if (ceiling !== undefined) checkCeiling(ceiling, label('max-concurrent-calls'));
  return { ...rest, ...(ceiling !== undefined ? { 'max-concurrent-calls': ceiling } : {}) };
}

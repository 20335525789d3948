import path from 'node:path';
import { type RunOptions, DEFAULT_TIMEOUT_RETRIES, parseRunOptionInputs } from '../engine/run-options.js';
import { ConfigError } from '../errors/config-error.js';
import { defaultResultsFileName, type OutputFormat } from '../results/eval-result.js';

/** Raw `agentv eval` flags as commander hands them over (strings; validated here, not by commander). */
export interface EvalFlags {
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
  evalId?: string;
  iterations?: string;
  agentTimeout?: string;
  timeoutRetries?: string;
  passPolicy?: string;
  earlyStop?: boolean;
  judgeSamples?: string;
  judgeAudit?: string;
  judgeAuditSeed?: string;
  strict?: boolean;
  summaryJson?: string;
  junit?: string;
  report?: string;
  /** Deprecated spelling of `timeoutRetries`, kept for a release with a warning. */
  maxRetries?: string;
  dumpPrompts?: string | boolean;
  dumpTraces?: string | boolean;
  includeTrace?: boolean;
  maxConcurrentCalls?: string;
  maxAnswerMib?: string;
  adaptive?: boolean;
  shard?: string;
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
  failOnRegression?: boolean;
  failOnNewFailures?: boolean;
  baseline?: string;
}

/** Turns the flags into RunOptions through the run-options schema both doors share; a bad value names its flag. */
export function toRunOptions(evalFiles: string[], flags: EvalFlags, cwd: string, nowMs: number): RunOptions {
  const abs = (p: string) => path.resolve(cwd, p);
  const resumed = resumeTarget(flags, abs);
  const given = parseRunOptionInputs(
    {
      workers: flags.workers,
      'max-concurrent-calls': flags.maxConcurrentCalls,
      'max-answer-mib': flags.maxAnswerMib,
      iterations: flags.iterations,
      'timeout-retries': flags.timeoutRetries ?? flags.maxRetries,
      'agent-timeout': flags.agentTimeout,
      shard: flags.shard,
      'output-format': flags.outputFormat ?? resumed?.format,
      'pass-policy': flags.passPolicy,
      'judge-samples': flags.judgeSamples,
      'judge-audit': flags.judgeAudit,
      'judge-audit-seed': flags.judgeAuditSeed,
      'budget-usd': flags.budgetUsd,
      'cache-ttl': flags.cacheTtl,
      'dry-run-delay': flags.dryRunDelay,
      'dry-run-delay-min': flags.dryRunDelayMin,
      'dry-run-delay-max': flags.dryRunDelayMax,
    },
    (name) => (name === 'timeout-retries' && flags.timeoutRetries === undefined ? '--max-retries' : `--${name}`),
  );
  const outputFormat = given['output-format'] ?? 'jsonl';
  const dirFlag = (value: string | boolean | undefined, fallback: string) =>
    value === undefined || value === false ? undefined : abs(value === true ? fallback : value);
  const options: RunOptions = {
    evalFiles,
    outPath:
      resumed?.path ?? abs(flags.out ?? path.join('.agentv', 'results', defaultResultsFileName(nowMs, outputFormat))),
    outputFormat,
    timeoutRetries: given['timeout-retries'] ?? DEFAULT_TIMEOUT_RETRIES,
    includeTrace: flags.includeTrace ?? false,
    allowOutsideRoot: flags.allowOutsideRoot ?? false,
  };
  if (resumed) options.resume = true;
  if (flags.overwrite) {
    if (resumed)
      throw new ConfigError(
        '--overwrite and --resume both name what to do with the results file',
        {},
        'drop --overwrite: --resume appends to the file',
      );
    options.overwrite = true;
  }
  if (flags.keepWorkspaces) options.keepWorkspaces = true;
  if (given.workers !== undefined) options.workers = given.workers;
  if (flags.target !== undefined) options.targetOverride = flags.target;
  if (flags.targets !== undefined) options.targetsPath = abs(flags.targets);
  if (flags.evalId !== undefined) options.evalId = flags.evalId;
  if (given.iterations !== undefined) options.iterations = given.iterations;
  if (given['agent-timeout'] !== undefined) options.agentTimeoutMs = given['agent-timeout'] * 1000;
  if (given['max-concurrent-calls'] !== undefined) options.maxConcurrentCalls = given['max-concurrent-calls'];
  if (given['max-answer-mib'] !== undefined) options.maxAnswerBytes = Math.round(given['max-answer-mib'] * 1024 * 1024);
  if (flags.adaptive) options.adaptive = true;
  if (flags.earlyStop) options.earlyStop = true;
  if (flags.strict) options.strict = true;
  if (given['pass-policy'] !== undefined) options.passPolicy = given['pass-policy'];
  if (given['judge-samples'] !== undefined) options.judgeSamples = given['judge-samples'];
  if (given['judge-audit'] !== undefined) options.judgeAudit = given['judge-audit'];
  if (given['judge-audit-seed'] !== undefined) options.judgeAuditSeed = given['judge-audit-seed'];
  if (given.shard !== undefined) options.shard = given.shard;
  if (given['budget-usd'] !== undefined) options.budgetUsd = given['budget-usd'];
  if (flags.events !== undefined) options.eventsPath = abs(flags.events);
  if (flags.cacheOnly && flags.cache === false)
    throw new ConfigError(
      '--cache-only replays the response cache, and --no-cache turns it off',
      {},
      'drop --no-cache',
    );
  if (flags.cacheOnly) options.cacheOnly = true;
  // --no-cache (commander's negation of --cache) leaves it off whatever came before it.
  if (flags.cache === true || flags.cacheOnly) {
    options.cacheDir = abs(flags.cacheDir ?? path.join('.agentv', 'cache'));
    if (given['cache-ttl'] !== undefined) options.cacheTtlHours = given['cache-ttl'];
    if (flags.cacheShareRepeats) options.cacheShareRepeats = true;
  }
  const prompts = dirFlag(flags.dumpPrompts, path.join('.agentv', 'prompts'));
  if (prompts) options.dumpPromptsDir = prompts;
  const traces = dirFlag(flags.dumpTraces, path.join('.agentv', 'traces'));
  if (traces) options.dumpTracesDir = traces;
  if (flags.dryRun) {
    options.dryRun = {
      ...(given['dry-run-delay'] !== undefined ? { delayMs: given['dry-run-delay'] } : {}),
      ...(given['dry-run-delay-min'] !== undefined ? { delayMinMs: given['dry-run-delay-min'] } : {}),
      ...(given['dry-run-delay-max'] !== undefined ? { delayMaxMs: given['dry-run-delay-max'] } : {}),
    };
  }
  return options;
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

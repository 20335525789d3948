import path from 'node:path';
import type { RunOptions } from '../engine/run-options.js';
import { parseShardSpec } from '../engine/plan.js';
import { parseOutputFormat, defaultResultsFileName } from '../results/eval-result.js';
import { parseIntOption, parseNumberOption } from './parse-int-option.js';
import { resumeTarget } from './resume-flag.js';

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
  maxRetries?: string;
  dumpPrompts?: string | boolean;
  dumpTraces?: string | boolean;
  includeTrace?: boolean;
  maxConcurrentCalls?: string;
  adaptive?: boolean;
  shard?: string;
  events?: string;
  cache?: boolean;
  cacheDir?: string;
  allowOutsideRoot?: boolean;
  keepWorkspaces?: boolean;
  verbose?: boolean;
}

export const MAX_WORKERS = 50;

/** Turns validated flags into RunOptions; every bad value is a ConfigError naming the flag and its valid values. */
export function toRunOptions(evalFiles: string[], flags: EvalFlags, cwd: string, nowMs: number): RunOptions {
  const abs = (p: string) => path.resolve(cwd, p);
  const resumed = resumeTarget(flags, abs);
  const outputFormat = parseOutputFormat(flags.outputFormat ?? resumed?.format ?? 'jsonl');
  const dirFlag = (value: string | boolean | undefined, fallback: string) =>
    value === undefined || value === false ? undefined : abs(value === true ? fallback : value);
  const options: RunOptions = {
    evalFiles,
    outPath: resumed?.path ?? abs(flags.out ?? path.join('.agentv', 'results', defaultResultsFileName(nowMs, outputFormat))),
    outputFormat,
    maxRetries: flags.maxRetries === undefined ? 2 : parseIntOption('--max-retries', flags.maxRetries, 0, 10),
    includeTrace: flags.includeTrace ?? false,
    allowOutsideRoot: flags.allowOutsideRoot ?? false,
  };
  if (resumed) options.resume = true;
  if (flags.keepWorkspaces) options.keepWorkspaces = true;
  if (flags.workers !== undefined) options.workers = parseIntOption('--workers', flags.workers, 1, MAX_WORKERS);
  if (flags.target !== undefined) options.targetOverride = flags.target;
  if (flags.targets !== undefined) options.targetsPath = abs(flags.targets);
  if (flags.evalId !== undefined) options.evalId = flags.evalId;
  if (flags.iterations !== undefined) options.iterations = parseIntOption('--iterations', flags.iterations, 1, 1000);
  if (flags.agentTimeout !== undefined) options.agentTimeoutMs = parseNumberOption('--agent-timeout', flags.agentTimeout, 0.001) * 1000;
  if (flags.maxConcurrentCalls !== undefined) {
    // Whole numbers pass through so the limiter gives seed 002's message for 0 or negatives.
    const raw = flags.maxConcurrentCalls;
    options.maxConcurrentCalls = /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : parseIntOption('--max-concurrent-calls', raw, 1, 50);
  }
  if (flags.adaptive) options.adaptive = true;
  if (flags.shard !== undefined) options.shard = parseShardSpec(flags.shard);
  if (flags.events !== undefined) options.eventsPath = abs(flags.events);
  if (flags.cache) options.cacheDir = abs(flags.cacheDir ?? path.join('.agentv', 'cache'));
  const prompts = dirFlag(flags.dumpPrompts, path.join('.agentv', 'prompts'));
  if (prompts) options.dumpPromptsDir = prompts;
  const traces = dirFlag(flags.dumpTraces, path.join('.agentv', 'traces'));
  if (traces) options.dumpTracesDir = traces;
  if (flags.dryRun) {
    const ms = (flag: string, raw: string | undefined) => (raw === undefined ? undefined : parseNumberOption(flag, raw));
    options.dryRun = {
      ...(flags.dryRunDelay !== undefined ? { delayMs: ms('--dry-run-delay', flags.dryRunDelay) } : {}),
      ...(flags.dryRunDelayMin !== undefined ? { delayMinMs: ms('--dry-run-delay-min', flags.dryRunDelayMin) } : {}),
      ...(flags.dryRunDelayMax !== undefined ? { delayMaxMs: ms('--dry-run-delay-max', flags.dryRunDelayMax) } : {}),
    };
  }
  return options;
}

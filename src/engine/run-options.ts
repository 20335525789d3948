import type { OutputFormat } from '../results/eval-result.js';
import type { EvaluatorFactory } from './evaluator.js';
import type { Provider, ProviderRegistry } from './provider.js';
import type { Runtime } from './runtime.js';
import type { ShardSpec } from './plan.js';

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
  outputFormat: OutputFormat;
  /** Set by --dry-run: every target and judge becomes a mock with these delays. */
  dryRun?: DryRunSettings;
  evalId?: string;
  iterations?: number;
  agentTimeoutMs?: number;
  /** Retries of a timed-out case attempt. */
  maxRetries: number;
  dumpPromptsDir?: string;
  dumpTracesDir?: string;
  includeTrace: boolean;
  maxConcurrentCalls?: number;
  /** --adaptive: the ceiling is a maximum; 429/503 halve the effective ceiling, successes raise it again. */
  adaptive?: boolean;
  /** --shard i/n: run only this machine's part of the planned tasks (see shard.ts). */
  shard?: ShardSpec;
  eventsPath?: string;
  /** Response cache folder; undefined when --cache is off. */
  cacheDir?: string;
  allowOutsideRoot: boolean;
  /** --keep-workspaces: leave every workspace copy on disk (its path goes into the record). */
  keepWorkspaces?: boolean;
}

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
  providers: ProviderRegistry;
  createEvaluator: EvaluatorFactory;
  dryRunProvider(targetName: string, settings: DryRunSettings, runtime: Runtime): Provider;
}

import type { OutputFormat } from '../results/output-format.js';
import type { MockSettings } from '../providers/mock-provider.js';
import type { ShardSpec } from './shard.js';

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
  dryRun?: MockSettings;
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

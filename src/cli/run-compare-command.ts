import { Redactor } from '../engine/redactor.js';
import { ConfigError } from '../errors/config-error.js';
import { compareResults } from '../results/compare-results.js';
import { compareExit } from '../results/compare-exit.js';
import type { EvalResult } from '../results/eval-result.js';
import { formatCompare, parseCompareFormat } from '../results/format-compare.js';
import { readResults } from '../results/read-results.js';
import { DEFAULT_COMPARE_SEED, DEFAULT_COMPARE_THRESHOLD } from '../results/result-defaults.js';
import type { CliIO } from './cli-io.js';

/** `agentv compare`'s flags as commander hands them over. */
export interface CompareFlags {
  threshold?: string;
  format?: string;
  seed?: string;
  failOnSignificant?: boolean;
}

/**
 * Runs `agentv compare` (compare-command.ts) and returns its exit code. Unreadable input throws a
 * ConfigError (exit 2 at the top level) naming the file and line.
 */
export async function runCompareCommand(file1: string, file2: string, flags: CompareFlags, io: CliIO): Promise<number> {
  const threshold = parseNumberFlag(
    '--threshold',
    flags.threshold,
    DEFAULT_COMPARE_THRESHOLD,
    'a number ≥ 0, e.g. 0.1',
  );
  const seed = parseNumberFlag('--seed', flags.seed, DEFAULT_COMPARE_SEED, 'a non-negative integer, e.g. 42');
  if (!Number.isInteger(seed))
    throw new ConfigError(`invalid --seed "${flags.seed}"`, {}, 'use a non-negative integer, e.g. 42');
  const format = parseCompareFormat(flags.format ?? 'json', { path: '--format' });
  const records1 = await load(file1, io);
  const records2 = await load(file2, io);
  const report = compareResults(records1, records2, { threshold, seed, file1, file2 });
  const exit = compareExit(report, flags.failOnSignificant ? 'significant' : 'mean');
  // Result files written by other tools (or before a key was rotated into the env) may hold
  // secrets: every format is scrubbed of the environment's secret values.
  io.stdout(Redactor.fromEnv(process.env).text(formatCompare(report, format, exit, { file1, file2 })));
  return exit.code;
}

async function load(file: string, io: CliIO): Promise<EvalResult[]> {
  const { records, warnings } = await readResults(file);
  for (const warning of warnings) io.stderr(`warning: ${warning}\n`);
  if (records.length === 0) io.stderr(`warning: ${file}: no results in this file\n`);
  return records;
}

function parseNumberFlag(flag: string, raw: string | undefined, fallback: number, expected: string): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw new ConfigError(`invalid ${flag} "${raw}"`, {}, `use ${expected}`);
  }
  return value;
}

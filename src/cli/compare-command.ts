import { Redactor } from '../engine/redactor.js';
import type { Command } from 'commander';
import { ConfigError } from '../errors/config-error.js';
import {
  DEFAULT_COMPARE_SEED,
  DEFAULT_COMPARE_THRESHOLD,
  compareExitCode,
  compareResults,
} from '../results/compare-results.js';
import { formatCompare, parseCompareFormat } from '../results/format-compare.js';
import { readResults } from '../results/read-results.js';
import type { EvalResult } from '../results/eval-result.js';
import type { CliIO } from './cli-io.js';

interface CompareFlags {
  threshold?: string;
  format?: string;
  seed?: string;
}

/**
 * `agentv compare <file1> <file2>`: prints the comparison (JSON by default) and exits 1 exactly
 * when its printed verdict is `regressed`, else 0. Unreadable input throws a ConfigError (exit 2
 * at the top level) naming the file and line.
 */
export function registerCompareCommand(program: Command, io: CliIO): void {
  program
    .command('compare')
    .description('compare two results files case by case (delta = file2 − file1)')
    .argument('<file1>', 'baseline results (JSONL or YAML)')
    .argument('<file2>', 'candidate results (JSONL or YAML)')
    .option('--threshold <n>', `minimum |delta| for a win or loss (default ${DEFAULT_COMPARE_THRESHOLD})`)
    .option('--format <format>', 'json | table | markdown (default json)')
    .option('--seed <n>', `seed for the bootstrap confidence interval (default ${DEFAULT_COMPARE_SEED})`)
    .action(async (file1: string, file2: string, flags: CompareFlags) => {
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
      // Result files written by other tools (or before a key was rotated into the env) may hold
      // secrets: every format is scrubbed of the environment's secret values.
      io.stdout(Redactor.fromEnv(process.env).text(formatCompare(report, format, { file1, file2 })));
      io.setExitCode(compareExitCode(report));
    });
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

import { Redactor } from '../engine/redactor.js';
import type { Command } from 'commander';
import { ConfigError } from '../errors/config-error.js';
import { DEFAULT_COMPARE_SEED, DEFAULT_COMPARE_THRESHOLD, compareResults } from '../results/compare-results.js';
import { compareExit } from '../results/compare-exit.js';
import { formatCompare, parseCompareFormat } from '../results/format-compare.js';
import { readResults } from '../results/read-results.js';
import type { EvalResult } from '../results/eval-result.js';
import type { CliIO } from './cli-io.js';

interface CompareFlags {
  threshold?: string;
  format?: string;
  seed?: string;
  failOnSignificant?: boolean;
}

/**
 * `agentv compare <file1> <file2>`: prints the comparison (JSON by default) and exits as AgentV's
 * `compare` does: 1 when file2's mean is below file1's (or a case that passed there errors now),
 * 0 when equal or better; with `--fail-on-significant`, 1 exactly when the verdict is `regressed`.
 * What it prints says which, beside the verdict. Unreadable input throws a ConfigError (exit 2 at
 * the top level) naming the file and line.
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
    .option(
      '--fail-on-significant',
      'exit 1 only when the verdict is regressed (a significant drop of the mean, a settled drop of a repeated ' +
        "case's pass rate, or a case that passed in file1 and errors in file2), not on any lower mean",
    )
    .addHelpText(
      'after',
      [
        '',
        "Exit codes (as AgentV's compare):",
        "  0  file2's mean is equal to or higher than file1's",
        '  1  it is lower, or a case that passed in file1 errors in file2',
        '     (with --fail-on-significant: only when the verdict is regressed)',
        '  2  a file cannot be read, or a bad flag',
        '',
      ].join('\n'),
    )
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
      const exit = compareExit(report, flags.failOnSignificant ? 'significant' : 'mean');
      // Result files written by other tools (or before a key was rotated into the env) may hold
      // secrets: every format is scrubbed of the environment's secret values.
      io.stdout(Redactor.fromEnv(process.env).text(formatCompare(report, format, exit, { file1, file2 })));
      io.setExitCode(exit.code);
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

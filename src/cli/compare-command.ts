import type { Command } from 'commander';
import { DEFAULT_COMPARE_SEED, DEFAULT_COMPARE_THRESHOLD } from '../results/result-defaults.js';
import type { CliIO } from './cli-io.js';
import type { CompareFlags } from './run-compare-command.js';

/**
 * `agentv compare <file1> <file2>`: prints the comparison (JSON by default) and exits as AgentV's
 * `compare` does: 1 when file2's mean is below file1's (or a case that passed there errors now),
 * 0 when equal or better; with `--fail-on-significant`, 1 exactly when the verdict is `regressed`.
 * What it prints says which, beside the verdict. The work (run-compare-command.ts) is imported
 * when the command runs, so `--help` stays fast.
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
      const { runCompareCommand } = await import('./run-compare-command.js');
      io.setExitCode(await runCompareCommand(file1, file2, flags, io));
    });
}

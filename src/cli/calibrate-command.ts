import type { Command } from 'commander';
import { DEFAULT_MIN_LABEL_AGREEMENT } from '../results/result-defaults.js';
import type { CliIO } from './cli-io.js';
import type { CalibrateFlags } from './run-calibrate-command.js';

/**
 * `agentv calibrate <results> --labels <file>`: how often each judge (each evaluator, each rubric
 * criterion) agrees with the people's labels, with Cohen's kappa and the count behind each, then
 * the disagreements and the stale labels. The work (run-calibrate-command.ts) is imported when the
 * command runs, so `--help` stays fast.
 */
export function registerCalibrateCommand(program: Command, io: CliIO): void {
  program
    .command('calibrate')
    .description("how often each judge agrees with people's labels (agreement, Cohen's kappa)")
    .argument('<results>', 'results file (JSONL or YAML)')
    .requiredOption('--labels <file>', 'labels file saved from the HTML report (JSON, version 1)')
    .option(
      '--min-label-agreement <n>',
      `flag a judge whose agreement is below this share (default ${DEFAULT_MIN_LABEL_AGREEMENT})`,
    )
    .option('--format <format>', 'text | json (default text)')
    .action(async (resultsFile: string, flags: CalibrateFlags) => {
      const { runCalibrateCommand } = await import('./run-calibrate-command.js');
      io.setExitCode(await runCalibrateCommand(resultsFile, flags, io));
    });
}

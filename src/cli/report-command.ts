import type { Command } from 'commander';
import type { CliIO } from './cli-io.js';
import type { ReportFlags } from './run-report-command.js';

/**
 * `agentv report <results> [--baseline <results>] [-o report.html]`: one self-contained HTML file
 * of a run (no server, no network). The work (run-report-command.ts) is imported when the command
 * runs, so `--help` stays fast.
 */
export function registerReportCommand(program: Command, io: CliIO): void {
  program
    .command('report')
    .description(
      'write a run as one self-contained HTML file: overview, sortable case table, each case in full; ' +
        'with --baseline every case before and after',
    )
    .argument('<results>', 'results file (JSONL or YAML)')
    .option('--baseline <results>', "results file to compare with, e.g. the base branch's run")
    .option('-o, --out <path>', "HTML file to write (default: the results file's name with .html)")
    .option(
      '--labels <file>',
      "people's labels saved from a report: the overview shows each judge's agreement with them",
    )
    .option('--min-label-agreement <n>', 'flag a judge whose agreement with --labels is below this share (default 0.8)')
    .action(async (results: string, flags: ReportFlags) => {
      const { runReportCommand } = await import('./run-report-command.js');
      io.setExitCode(await runReportCommand(results, flags, io));
    });
}

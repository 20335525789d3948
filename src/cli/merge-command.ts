import type { Command } from 'commander';
import type { CliIO } from './cli-io.js';
import type { MergeFlags } from './run-merge-command.js';

/**
 * `agentv merge <files…> --out <file>`: joins the results of `eval --shard i/n` runs into one file
 * and prints the same summary `eval` prints. The work (run-merge-command.ts) is imported when the
 * command runs, so `--help` stays fast.
 */
export function registerMergeCommand(program: Command, io: CliIO): void {
  program
    .command('merge')
    .description('merge the results files of sharded runs (eval --shard i/n) into one, rejecting duplicates')
    .argument('<files...>', 'results files (JSONL or YAML), one per shard')
    .requiredOption('--out <path>', 'merged results file')
    .option('--output-format <format>', 'jsonl or yaml (default: from the --out extension, else jsonl)')
    .action(async (files: string[], flags: MergeFlags) => {
      const { runMergeCommand } = await import('./run-merge-command.js');
      io.setExitCode(await runMergeCommand(files, flags, io));
    });
}

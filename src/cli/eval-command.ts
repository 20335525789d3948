import type { Command } from 'commander';
import type { CliIO } from './cli-io.js';
import { EVAL_OPTIONS } from './eval-options.js';
import type { EvalFlags } from './eval-flags.js';

/**
 * `agentv eval <paths…>`. The engine is imported only when the command runs, so `--help`
 * stays fast.
 */
export function registerEvalCommand(program: Command, io: CliIO, stderr: NodeJS.WriteStream): void {
  const command = program
    .command('eval')
    .description('run eval suites against targets and score every answer')
    .argument('<paths...>', 'eval files, folders or globs (e.g. "evals/**/*.yaml")');
  for (const [flags, description, collect] of EVAL_OPTIONS) {
    if (collect) command.option(flags, description, collect);
    else command.option(flags, description);
  }
  command.action(async (paths: string[], flags: EvalFlags) => {
    const { runEvalCommand } = await import('./run-eval-command.js');
    io.setExitCode(await runEvalCommand(paths, flags, io, stderr));
  });
}

import { type Command, Option } from 'commander';
import { AGENTV_REFUSED_FLAGS, type AgentvMappedFlags, fromAgentvFlags } from './agentv-run-flags.js';
import type { CliIO } from './cli-io.js';
import { EVAL_OPTIONS, repeatable } from './eval-options.js';
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
  // AgentV's `eval run` spellings: mapped onto ours, or refused by name (agentv-run-flags.ts).
  command.option('--test-id <pattern>', "AgentV's name of --eval-id", repeatable);
  command.option('--cache-path <dir>', "AgentV's name of --cache --cache-dir <dir>");
  for (const [flags] of AGENTV_REFUSED_FLAGS) command.addOption(new Option(flags).hideHelp());
  command.action(async (paths: string[], flags: EvalFlags & AgentvMappedFlags) => {
    const { runEvalCommand } = await import('./run-eval-command.js');
    io.setExitCode(await runEvalCommand(paths, fromAgentvFlags(flags), io, stderr));
  });
}

import { type Command, Option } from 'commander';
import { AGENTV_REFUSED_FLAGS, type AgentvMappedFlags, fromAgentvFlags } from './agentv-run-flags.js';
import type { CliIO } from './cli-io.js';
import { EVAL_OPTION_GROUPS, type OptionSpec, repeatable } from './eval-options.js';
import type { EvalFlags } from './eval-flags.js';

/** AgentV's `eval run` spellings that map onto ours (agentv-run-flags.ts), listed with the option they name. */
const AGENTV_SPELLINGS: Readonly<Record<string, readonly OptionSpec[]>> = {
  'Selection (which cases run):': [['--test-id <pattern>', "AgentV's name of --eval-id", repeatable]],
  'Cost, budget and the response cache:': [['--cache-path <dir>', "AgentV's name of --cache --cache-dir <dir>"]],
};

/** The end of `agentv eval --help`: three runs a newcomer starts from. */
const EXAMPLES = `
Examples:
  # try a suite with no keys and no network: the mock answers every target and judge
  agentv eval evals/ --dry-run

  # a CI gate: fail (exit 1) below a pass rate of 80%, and keep the results and an HTML report
  agentv eval "evals/**/*.yaml" --workers 4 --min-pass-rate 0.8 --out results.jsonl --report results.html

  # a pull request against the default branch's results: fail only on what this change broke
  agentv eval evals/ --baseline main.jsonl --fail-on-new-failures --budget-usd 2`;

/**
 * `agentv eval <paths…>`. The engine is imported only when the command runs, so `--help`
 * stays fast. Its options are listed under headings (eval-options.ts), so a person can scan them.
 */
export function registerEvalCommand(program: Command, io: CliIO, stderr: NodeJS.WriteStream): void {
  const command = program
    .command('eval')
    .description('run eval suites against targets and score every answer')
    .argument('<paths...>', 'eval files, folders or globs (e.g. "evals/**/*.yaml")');
  for (const { heading, options } of EVAL_OPTION_GROUPS) {
    for (const [flags, description, collect] of [...options, ...(AGENTV_SPELLINGS[heading] ?? [])]) {
      const option = new Option(flags, description).helpGroup(heading);
      command.addOption(collect ? option.argParser(collect) : option);
    }
  }
  for (const [flags] of AGENTV_REFUSED_FLAGS) command.addOption(new Option(flags).hideHelp());
  command.optionsGroup('Debugging:').helpOption(true);
  command.addHelpText('after', EXAMPLES);
  command.action(async (paths: string[], flags: EvalFlags & AgentvMappedFlags) => {
    const { runEvalCommand } = await import('./run-eval-command.js');
    io.setExitCode(await runEvalCommand(paths, fromAgentvFlags(flags), io, stderr));
  });
}

import { Command } from 'commander';
import type { CliIO } from './cli-io.js';
import { registerCompareCommand } from './compare-command.js';
import { registerEvalCommand } from './eval-command.js';
import { oneLineUsageError } from './one-line-usage-error.js';
import { registerMergeCommand } from './merge-command.js';

export const VERSION = '0.1.0';

/** The `agentv` program with its commands; `exitOverride` lets the entry point own exit codes. */
export function buildProgram(io: CliIO, stderr: NodeJS.WriteStream): Command {
  const program = new Command('agentv')
    .description('Evaluate AI agents and LLM prompts: run eval suites, score answers, compare runs.')
    .version(VERSION)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout(s),
      writeErr: (s) => io.stderr(s),
      // Usage errors follow the one-line rule of every other bad input (help text is untouched).
      outputError: (s, write) => write(oneLineUsageError(s)),
    })
    .showSuggestionAfterError();
  registerEvalCommand(program, io, stderr);
  registerCompareCommand(program, io);
  registerMergeCommand(program, io);
  return program;
}

import type { CliIO } from './cli-io.js';
import { CommanderError, Command } from 'commander';
import { isAgentvError } from '../errors/agentv-error.js';
import { neutralizeOutput } from '../safety/neutralize-output.js';
import { registerCalibrateCommand } from './calibrate-command.js';
import { registerCompareCommand } from './compare-command.js';
import { registerDashboardCommand } from './dashboard-command.js';
import { registerEvalCommand } from './eval-command.js';
import { registerMergeCommand } from './merge-command.js';
import { registerReportCommand } from './report-command.js';
import { VERSION } from './version.js';

/**
 * Runs the program and maps every failure to an exit code and one line on stderr:
 * 2 for bad flags or configuration, 1 for a failure while running. Stack traces only with --verbose.
 */
export async function main(argv: string[], given: CliIO, stderr: NodeJS.WriteStream): Promise<number> {
  const verbose = argv.includes('--verbose');
  let exitCode = 0;
  // The output boundary: eval ids, answers, judge replies and provider errors are quoted in what
  // commands print, so nothing written may form a workflow command or a terminal escape.
  const io: CliIO = {
    ...given,
    stdout: (text) => given.stdout(neutralizeOutput(text)),
    stderr: (text) => given.stderr(neutralizeOutput(text)),
  };
  const tracked: CliIO = { ...io, setExitCode: (code) => (exitCode = code) };
  try {
    await buildProgram(tracked, stderr).parseAsync(argv);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // help and version exit 0; usage errors were already printed by commander
      return error.exitCode === 0 ? 0 : 2;
    }
    if (isAgentvError(error)) {
      io.stderr(`error: ${error.message}\n`);
      if (verbose && error.stack) io.stderr(`${error.stack}\n`);
      return error.exitCode;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`error: ${message}\n`);
    if (verbose && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
    else io.stderr('(run again with --verbose for the stack trace)\n');
    return 1;
  }
}

/**
 * Commander's usage errors (`error: unknown option '--wrokers'` plus a suggestion on the next
 * line) as the one line every bad input gets: the problem, the suggestion, and a fix.
 */
export function oneLineUsageError(text: string): string {
  const parts = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const [first = 'error: invalid usage', ...rest] = parts;
  const suggestion = rest.join(' ').replace(/^\((.*)\)$/, '$1');
  const head = first.startsWith('error:') ? first : `error: ${first}`;
  const hint = suggestion ? ` (${suggestion.charAt(0).toLowerCase()}${suggestion.slice(1)})` : '';
  return `${head}${hint}. Fix: ${fixFor(head)}\n`;
}

function fixFor(message: string): string {
  if (/missing required argument 'paths'/.test(message))
    return 'pass eval files, folders or quoted globs, e.g. agentv eval "evals/**/*.yaml"';
  if (/unknown command/.test(message)) return 'use one of the commands listed by agentv --help';
  return 'see agentv --help and agentv <command> --help for the valid usage';
}

/** The `agentv` program with its commands; `exitOverride` lets the entry point own exit codes. */
export function buildProgram(io: CliIO, stderr: NodeJS.WriteStream): Command {
  const program = new Command('agentv')
    .description('Evaluate AI agents and LLM prompts: run eval suites, score answers, compare runs.')
    .version(VERSION, '-V, --version', 'print the version')
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
  registerCalibrateCommand(program, io);
  registerMergeCommand(program, io);
  registerReportCommand(program, io);
  registerDashboardCommand(program, io);
  program
    .command('version')
    .description('print the version (as agentv --version does)')
    .action(() => io.stdout(`${VERSION}\n`));
  return program;
}

import { CommanderError } from 'commander';
import { isAgentvError } from '../errors/agentv-error.js';
import type { CliIO } from './cli-io.js';
import { buildProgram } from './program.js';

/**
 * Runs the program and maps every failure to an exit code and one line on stderr:
 * 2 for bad flags or configuration, 1 for a failure while running. Stack traces only with --verbose.
 */
export async function main(argv: string[], io: CliIO, stderr: NodeJS.WriteStream): Promise<number> {
  const verbose = argv.includes('--verbose');
  let exitCode = 0;
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

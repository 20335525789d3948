/**
 * Where a command's output goes, so commands never touch `process` directly and tests can
 * capture output and the exit code. Text is written as given (callers end lines with `\n`).
 */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  setExitCode(code: number): void;
}

/** The real process streams; built once by the program's entry point. */
export function processIO(): CliIO {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    setExitCode: (code) => {
      process.exitCode = code;
    },
  };
}

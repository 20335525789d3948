/**
 * Where a command's output goes, so commands never touch `process` directly and tests can
 * capture output and the exit code. Text is written as given (callers end lines with `\n`).
 */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  setExitCode(code: number): void;
  /**
   * Makes stdout this IO's alone until the returned function is called: whatever else in the
   * process writes to stdout (a promptfoo JavaScript provider, transform or assertion calling
   * `console.log`) goes to stderr instead. Absent where nothing else shares the stream (tests).
   */
  claimStdout?(): () => void;
}

/** The real process streams; built once by the program's entry point. */
export function processIO(): CliIO {
  // Bound before anyone can divert it: our own records and summary always reach stdout.
  const write = process.stdout.write.bind(process.stdout);
  return {
    stdout: (text) => write(text),
    stderr: (text) => process.stderr.write(text),
    setExitCode: (code) => {
      process.exitCode = code;
    },
    claimStdout: () => {
      const shared = process.stdout.write;
      // The console of user code looks `write` up on the stream at every call, so this reaches it.
      process.stdout.write = ((...args: unknown[]) =>
        (process.stderr.write as (...a: unknown[]) => boolean).apply(
          process.stderr,
          args,
        )) as typeof process.stdout.write;
      return () => {
        process.stdout.write = shared;
      };
    },
  };
}

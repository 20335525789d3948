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
  /**
   * Calls `listener` once when stdout's reader has gone (`agentv eval --out - | head`: EPIPE);
   * later stdout text is dropped. Returns the unsubscribe function. Absent in tests.
   */
  onStdoutClosed?(listener: () => void): () => void;
}

/** The real process streams; built once by the program's entry point. */
export function processIO(): CliIO {
  // Bound before anyone can divert it: our own records and summary always reach stdout.
  const write = process.stdout.write.bind(process.stdout);
  const closedListeners = new Set<() => void>();
  let closed = false;
  // A reader that stops reading (`| head`) is how a pipe ends, not a crash: no stack trace, and
  // whoever listens (a running eval) stops as it would on SIGPIPE. Other write errors stay fatal.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
    if (closed) return;
    closed = true;
    for (const listener of closedListeners) listener();
  });
  return {
    stdout: (text) => {
      if (!closed) write(text);
    },
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
    onStdoutClosed: (listener) => {
      closedListeners.add(listener);
      return () => closedListeners.delete(listener);
    },
  };
}

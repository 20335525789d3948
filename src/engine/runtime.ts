import { onAbort } from '../abort/on-abort.js';
import type { Redactor } from './redactor.js';
import { MAX_TIMER_MS } from '../config/types.js';
import { neutralizeOutput } from '../safety/neutralize-output.js';

/**
 * Everything that touches the outside world, built once in a door and passed down, so that
 * nothing deep inside reads `process.env` or the clock. Tests pass fakes.
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** Only shown with --verbose. */
  debug(message: string): void;
}

/** Schedules `fire` after `ms`; the returned function cancels it (a no-op once it fired). */
export type SetTimer = (ms: number, fire: () => void) => () => void;

/** The real clock's timer. Node fires a timer past 2^31 − 1 ms after 1 ms: a longer one is capped to it. */
export const nodeTimer: SetTimer = (ms, fire) => {
  const handle = setTimeout(fire, Math.min(Math.max(0, ms), MAX_TIMER_MS));
  return () => clearTimeout(handle);
};

/**
 * Resolves `ms` from now on `timer`'s clock, or rejects with `signal`'s reason once it aborts (the
 * timer cancelled). Listens through `onAbort`: every wait of a run listens on the run's signal.
 */
export function sleepOn(timer: SetTimer, ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<void>((resolve, reject) => {
    let stopListening: (() => void) | undefined;
    const cancel = timer(ms, () => {
      stopListening?.();
      resolve();
    });
    if (signal) {
      stopListening = onAbort(signal, () => {
        cancel();
        reject(signal.reason);
      });
    }
  });
}

export interface Runtime {
  env: Record<string, string | undefined>;
  cwd: string;
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /**
   * Calls `fire` once, `ms` from now on this runtime's clock; the function returned cancels it.
   * Every timer the engine sets (rate pacing, per-call and per-case timeouts, an aborted call's
   * wind-down, the shutdown grace) goes through it, so a test's clock controls them all.
   */
  timer: SetTimer;
  random(): number;
  logger: Logger;
  /**
   * The door's own credential values (the Action's github-token), whatever variable holds them:
   * redacted like env secrets, and withheld from child processes (`childEnv`).
   */
  withheld?: readonly string[];
  /**
   * Hides secret values in anything written to disk (prompt and trace dumps); set by runEval for
   * the run, absent in tests that do not need it.
   */
  redactor?: Redactor;
}

/**
 * Logger writing to stderr; debug lines only when verbose. Messages quote untrusted text (judge
 * replies, provider errors), so every line is neutralised ({@link neutralizeOutput}).
 */
export function createStderrLogger(
  verbose: boolean,
  sink: (line: string) => void = (l) => process.stderr.write(l),
): Logger {
  const write = (line: string) => sink(neutralizeOutput(line));
  return {
    info: (m) => write(`${m}\n`),
    warn: (m) => write(`warning: ${m}\n`),
    error: (m) => write(`error: ${m}\n`),
    debug: (m) => {
      if (verbose) write(`debug: ${m}\n`);
    },
  };
}

/** The real runtime, built once by a door. */
export function createNodeRuntime(
  options: {
    verbose?: boolean;
    logger?: Logger;
    env?: Record<string, string | undefined>;
    cwd?: string;
    withheld?: readonly string[];
  } = {},
): Runtime {
  return {
    ...(options.withheld ? { withheld: options.withheld } : {}),
    env: options.env ?? { ...process.env },
    cwd: options.cwd ?? process.cwd(),
    now: () => Date.now(),
    // A wait past 2^31 − 1 ms is capped (nodeTimer), never shortened to nothing.
    sleep: (ms, signal) => sleepOn(nodeTimer, ms, signal),
    timer: nodeTimer,
    random: () => Math.random(),
    logger: options.logger ?? createStderrLogger(options.verbose ?? false),
  };
}

/** A logger that redacts every line before it reaches `inner`. */
export function redactingLogger(inner: Logger, redactor: Redactor): Logger {
  return {
    info: (m) => inner.info(redactor.text(m)),
    warn: (m) => inner.warn(redactor.text(m)),
    error: (m) => inner.error(redactor.text(m)),
    debug: (m) => inner.debug(redactor.text(m)),
  };
}

/** The run's runtime with `redactor` attached and its logger redacting. */
export function withRedaction(runtime: Runtime, redactor: Redactor): Runtime {
  return { ...runtime, redactor, logger: redactingLogger(runtime.logger, redactor) };
}

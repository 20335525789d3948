import type { Redactor } from './redactor.js';

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

export interface Runtime {
  env: Record<string, string | undefined>;
  cwd: string;
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  random(): number;
  logger: Logger;
  /**
   * Hides secret values in anything written to disk (prompt and trace dumps); set by runEval for
   * the run, absent in tests that do not need it.
   */
  redactor?: Redactor;
}

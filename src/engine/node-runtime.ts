import { setTimeout as delay } from 'node:timers/promises';
import type { Logger, Runtime } from './runtime.js';

/** Logger writing to stderr; debug lines only when verbose. */
export function createStderrLogger(verbose: boolean, write: (line: string) => void = (l) => process.stderr.write(l)): Logger {
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
export function createNodeRuntime(options: { verbose?: boolean; logger?: Logger; env?: Record<string, string | undefined>; cwd?: string } = {}): Runtime {
  return {
    env: options.env ?? { ...process.env },
    cwd: options.cwd ?? process.cwd(),
    now: () => Date.now(),
    sleep: (ms, signal) => delay(ms, undefined, signal ? { signal } : undefined),
    random: () => Math.random(),
    logger: options.logger ?? createStderrLogger(options.verbose ?? false),
  };
}

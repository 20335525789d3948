import type { Logger } from '../engine/runtime.js';

const EXIT_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

/**
 * SIGINT/SIGTERM stop the run gracefully (no new cases, in-flight ones get a grace period);
 * a second signal exits at once. `exitCode` is 130 / 143 once a signal arrived.
 */
export function stopOnSignals(logger: Logger): { signal: AbortSignal; readonly exitCode: number | undefined; dispose(): void } {
  const controller = new AbortController();
  let exitCode: number | undefined;
  const handler = (signal: NodeJS.Signals) => {
    const code = EXIT_CODES[signal] ?? 1;
    if (exitCode !== undefined) process.exit(code);
    exitCode = code;
    logger.warn(`${signal}: stopping — no new cases; in-flight cases get a grace period (send it again to exit now)`);
    controller.abort(new Error(signal));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return {
    signal: controller.signal,
    get exitCode() {
      return exitCode;
    },
    dispose: () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
    },
  };
}

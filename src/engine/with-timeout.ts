import { TimeoutError } from '../errors/timeout-error.js';

/**
 * Runs `fn` with a signal that aborts after `timeoutMs` (or when `outer` aborts). Settles at the
 * deadline even when `fn` ignores its signal.
 */
export async function withTimeout<T>(what: string, timeoutMs: number | undefined, outer: AbortSignal, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
  if (timeoutMs === undefined || !Number.isFinite(timeoutMs)) return fn(outer);
  const controller = new AbortController();
  const forward = () => controller.abort(outer.reason);
  if (outer.aborted) throw outer.reason;
  outer.addEventListener('abort', forward, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TimeoutError(what, timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  deadline.catch(() => undefined);
  try {
    return await Promise.race([fn(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', forward);
  }
}

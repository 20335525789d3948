import { onAbort } from '../../abort/on-abort.js';
import { TimeoutError } from '../../errors/agentv-error.js';
import type { SetTimer } from '../runtime.js';

export interface TimeoutOptions {
  /** The run's clock (`Runtime.timer`): the deadline and the wind-down are timers on it. */
  timer: SetTimer;
  /** Called once when the deadline fires, before the call is aborted (events, logging). */
  onTimeout?: () => void;
  /**
   * After an abort, wait up to this long for `fn` to wind down before rejecting, so whatever the
   * caller frees next (a call slot) is freed only once the aborted request is really gone.
   */
  windDownMs?: number;
}

/**
 * Runs `fn` with a signal that aborts after `timeoutMs` (no deadline when undefined or infinite)
 * or when `outer` aborts. Rejects on either even when `fn` ignores its signal.
 *
 * Hand-written rather than `AbortSignal.any([outer, AbortSignal.timeout(ms)])` on purpose: the run's
 * outer signal lives as long as the run, and on Node 20 every `any()` signal stays registered on it
 * (tens of thousands per large run), while `AbortSignal.timeout` leaves its timer pending until it
 * fires (a 120 s call timeout per call). Here the listening ends (`onAbort`) and the timer is cleared
 * the moment the call settles, so memory stays flat whatever the run's length.
 */
export async function withTimeout<T>(
  what: string,
  timeoutMs: number | undefined,
  outer: AbortSignal | undefined,
  fn: (signal: AbortSignal) => Promise<T>,
  options: TimeoutOptions,
): Promise<T> {
  if (outer?.aborted) throw outer.reason;
  const deadline = timeoutMs !== undefined && Number.isFinite(timeoutMs);
  // A signal of its own only when there is a deadline (or nothing to forward): the outer signal is
  // all `fn` needs otherwise, and a signal made per call costs more than its size on Node 20 (V8
  // keeps every new AbortSignal past the young generation: 10,000 mock cases peaked 12 MiB higher
  // with one per case; npm run bench, engine).
  const own = deadline || !outer ? new AbortController() : undefined;
  const signal = own?.signal ?? outer!;
  const stopForwarding = own && outer ? onAbort(outer, () => own.abort(outer.reason)) : undefined;
  let cancel: (() => void) | undefined;
  if (own && deadline) {
    cancel = options.timer(timeoutMs, () => {
      options.onTimeout?.();
      own.abort(new TimeoutError(what, timeoutMs));
    });
  }
  const call = Promise.resolve().then(() => fn(signal));
  try {
    return await raceAbort(signal, call);
  } catch (error) {
    if (signal.aborted && options.windDownMs) await windDown(call, options.windDownMs, options.timer);
    throw error;
  } finally {
    cancel?.();
    stopForwarding?.();
  }
}

/**
 * `call`, or the signal's reason once it aborts, whichever comes first; the listener goes when
 * `call` settles. One promise, not a `Promise.race` of two: every call of a run makes one.
 */
function raceAbort<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let stopListening: (() => void) | undefined;
    // Handlers on `call` first, so its own later rejection is always handled.
    call.then(
      (value) => {
        stopListening?.();
        resolve(value);
      },
      (error: unknown) => {
        stopListening?.();
        reject(error);
      },
    );
    if (signal.aborted) reject(signal.reason);
    else stopListening = onAbort(signal, () => reject(signal.reason));
  });
}

async function windDown(call: Promise<unknown>, graceMs: number, timer: SetTimer): Promise<void> {
  let cancel: (() => void) | undefined;
  const grace = new Promise<void>((resolve) => {
    cancel = timer(graceMs, resolve);
  });
  const settle = () => undefined;
  await Promise.race([call.then(settle, settle), grace]);
  cancel?.();
}

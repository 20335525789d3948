import type { SharedSlots } from '../../src/engine/limiter/call-limiter.js';

/**
 * An in-memory stand-in of what Redis keeps for the processes of a `--queue` run: the ceiling's
 * slots counted over all of them, Retry-After holds shared, and, when given, each process's part of
 * a provider's rate limits (`paceShare`, one over the live processes).
 */
export function fakeSharedSlots(paceShare?: number): SharedSlots & { inFlight: () => number } {
  let active = 0;
  const waiting: Array<() => void> = [];
  const holds = new Map<string, number>();
  return {
    inFlight: () => active,
    acquire: (limit) =>
      new Promise((resolve) => {
        const admit = () => {
          active++;
          resolve(() => {
            active--;
            waiting.shift()?.();
          });
        };
        if (active < limit) admit();
        else waiting.push(admit);
      }),
    shareCeiling: () => undefined,
    heldUntil: async (key) => holds.get(key),
    shareHold: (key, until) => holds.set(key, Math.max(holds.get(key) ?? 0, until)),
    ...(paceShare !== undefined ? { paceShare: () => paceShare } : {}),
  };
}

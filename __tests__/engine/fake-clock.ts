import type { Runtime, SetTimer } from '../../src/engine/runtime.js';

/**
 * A clock that moves only when the test says: `now`, `sleep` and `timer` for a {@link Runtime},
 * and `advance` to move time forward, firing every timer that falls due in order, each at its own
 * time. Nothing in it reads the machine's clock, so a test on it means the same on any load.
 */
export interface FakeClock extends Pick<Runtime, 'now' | 'sleep'> {
  timer: SetTimer;
  /** Moves the clock `ms` forward, firing due timers (earliest first; `now()` is each one's time). */
  advance(ms: number): void;
  /** Moves the clock to the earliest pending timer and fires it; false when none is pending. */
  next(): boolean;
  /** Timers set and neither fired nor cancelled. */
  pending(): number;
}

interface Pending {
  at: number;
  seq: number;
  fire: () => void;
}

export function fakeClock(start = 1_000_000): FakeClock {
  let time = start;
  let seq = 0;
  let queue: Pending[] = [];
  const timer: SetTimer = (ms, fire) => {
    const entry = { at: time + Math.max(0, ms), seq: seq++, fire };
    queue.push(entry);
    return () => {
      queue = queue.filter((p) => p !== entry);
    };
  };
  const earliest = (): Pending | undefined => queue.reduce<Pending | undefined>((a, p) => (!a || p.at < a.at || (p.at === a.at && p.seq < a.seq) ? p : a), undefined);
  const fireOne = (entry: Pending) => {
    queue = queue.filter((p) => p !== entry);
    time = Math.max(time, entry.at);
    entry.fire();
  };
  return {
    now: () => time,
    timer,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const onAbort = () => {
          cancel();
          reject(signal?.reason);
        };
        const cancel = timer(ms, () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        });
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
    advance(ms) {
      const until = time + ms;
      for (let due = earliest(); due && due.at <= until; due = earliest()) fireOne(due);
      time = until;
    },
    next() {
      const due = earliest();
      if (!due) return false;
      fireOne(due);
      return true;
    },
    pending: () => queue.length,
  };
}

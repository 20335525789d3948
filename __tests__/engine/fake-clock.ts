import { type Runtime, type SetTimer, sleepOn } from '../../src/engine/runtime.js';

/**
 * A clock that moves only when the test says: `now`, `sleep` and `timer` for a {@link Runtime},
 * and `advance` to move time forward, firing every timer that falls due in order, each at its own
 * time. Nothing in it reads the machine's clock, so a test on it means the same on any load.
 */
export interface FakeClock extends Pick<Runtime, 'now' | 'sleep'> {
  timer: SetTimer;
  /** Moves the clock `ms` forward, firing due timers (earliest first; `now()` is each one's time). */
  advance(ms: number): void;
  /** Moves the clock to the earliest pending timer and fires every timer due then; false when none is pending. */
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
  const earliest = (): Pending | undefined =>
    queue.reduce<Pending | undefined>(
      (a, p) => (!a || p.at < a.at || (p.at === a.at && p.seq < a.seq) ? p : a),
      undefined,
    );
  const fireOne = (entry: Pending) => {
    queue = queue.filter((p) => p !== entry);
    time = Math.max(time, entry.at);
    entry.fire();
  };
  return {
    now: () => time,
    timer,
    sleep: (ms, signal) => sleepOn(timer, ms, signal),
    advance(ms) {
      const until = time + ms;
      for (let due = earliest(); due && due.at <= until; due = earliest()) fireOne(due);
      time = until;
    },
    next() {
      const due = earliest();
      if (!due) return false;
      // Every timer of that instant, as a real clock would: calls retried at one moment overlap.
      for (let same: Pending | undefined = due; same && same.at === due.at; same = earliest()) fireOne(same);
      return true;
    },
    pending: () => queue.length,
  };
}

/**
 * Moves `clock` for a test whose work also waits on real I/O (a loopback server, sockets): each
 * time `idle()` has held for a few turns of the event loop (nothing in flight that the clock does
 * not hold: no request on the wire, no answer being read), the earliest timer fires. Time thus
 * passes only while everything waits on the clock, so what a run does depends on its order of
 * events, never on how fast the machine gets through them. Returns a function that stops it.
 */
export function driveClock(clock: FakeClock, idle: () => boolean): () => void {
  let stopped = false;
  const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
  void (async () => {
    let quiet = 0;
    while (!stopped) {
      await tick();
      quiet = idle() && clock.pending() > 0 ? quiet + 1 : 0;
      if (quiet >= 3) {
        clock.next();
        quiet = 0;
      }
    }
  })();
  return () => {
    stopped = true;
  };
}

/** A runtime on `clock`: the test runtime's logger and environment, the clock's time and timers. */
export function onClock<R extends Runtime>(runtime: R, clock: FakeClock): R {
  return { ...runtime, now: clock.now, sleep: clock.sleep, timer: clock.timer };
}

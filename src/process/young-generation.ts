import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/*
 * V8 doubles its young generation (two semi-spaces, 1 MiB each at start) whenever what its
 * scavenges found alive adds up to a semi-space's size since the last doubling, up to 16 MiB a
 * semi-space (Node 20; 32 MiB on Node 24). A run keeps a little of every case alive at each
 * scavenge (the cases in flight), so a long run always ends at the largest semi-spaces: 32 to 64
 * MiB of room for garbage that a 10,000-case run never reaches, and most of its peak memory's
 * growth. Past 8 MiB a semi-space buys a run no speed (`npm run bench` prints the run with the
 * semi-spaces capped by V8's flag beside the run as shipped), so a run holds them there.
 *
 * The cap flag (`--max-semi-space-size`) is read only when the heap is made, which for a CLI means
 * on the command line, and an Action's `node24` takes none. The growth factor is read at each
 * doubling: set to 1 once the semi-spaces are 8 MiB, they stay so.
 */

/** What the hold reads and sets; Node's V8 and timers, or a test's. */
export interface YoungGenerationHost {
  /** `process.versions.v8`. */
  v8Version: string;
  /** The young generation's size now (both semi-spaces), in bytes. */
  youngBytes(): number;
  setFlags(flags: string): void;
  /** Calls `tick` every `ms` until the returned function is called; it keeps no process alive. */
  every(ms: number, tick: () => void): () => void;
}

export const nodeYoungGeneration: YoungGenerationHost = {
  v8Version: process.versions.v8,
  youngBytes: () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0,
  setFlags: (flags) => setFlagsFromString(flags),
  every(ms, tick) {
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

/** The young generation held: two semi-spaces of 8 MiB. */
export const HELD_YOUNG_BYTES = 16 * 1024 * 1024;
/** How often the size is looked at while it grows. */
export const YOUNG_CHECK_MS = 20;
/** V8 versions whose growth factor flag is known to exist (Node 20, 22 and 24): another is left alone. */
const KNOWN_V8 = /^1[123]\./;

/**
 * Holds V8's young generation at 8 MiB semi-spaces once it reaches them (at once when it has).
 * Returns a stop for a run that ends before it grew so far. The process keeps the hold: it is V8's,
 * not the run's. Only the event loop's turns see the size, so a long synchronous stretch (reading
 * 100,000 cases) gives it turns.
 */
export function holdYoungGeneration(host: YoungGenerationHost = nodeYoungGeneration): () => void {
  if (!KNOWN_V8.test(host.v8Version)) return () => {};
  const grown = (): boolean => {
    if (host.youngBytes() < HELD_YOUNG_BYTES) return false;
    host.setFlags('--semi-space-growth-factor=1');
    return true;
  };
  if (grown()) return () => {};
  const stop = host.every(YOUNG_CHECK_MS, () => {
    if (grown()) stop();
  });
  return stop;
}

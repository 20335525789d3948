/** Items a long synchronous read (a suite's cases) handles between two turns of the event loop. */
const ITEMS_PER_TURN = 1000;

/**
 * A turn of the event loop after every 1,000th item of a long read: timers (the progress line, the
 * young generation's hold), signals and finished I/O run while 100,000 cases load, not after.
 */
export function loopTurnAfter(index: number): Promise<void> | undefined {
  if (index % ITEMS_PER_TURN !== ITEMS_PER_TURN - 1) return undefined;
  return new Promise((resolve) => setImmediate(resolve));
}

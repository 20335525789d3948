/** Items a long synchronous read (a suite's cases) handles between two turns of the event loop. */
const ITEMS_PER_TURN = 1000;

/**
 * A turn of the event loop once every 1,000 items read (`read`: how many so far): timers (the
 * progress line, the young generation's hold), signals and finished I/O run while 100,000 cases
 * load, not after.
 */
export function loopTurnEvery(read: number): Promise<void> | undefined {
  if (read === 0 || read % ITEMS_PER_TURN !== 0) return undefined;
  return new Promise((resolve) => setImmediate(resolve));
}

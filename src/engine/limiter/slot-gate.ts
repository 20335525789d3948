/**
 * A first-come, first-served gate whose capacity can change while calls wait: the adaptive
 * ceiling's enforcement. (async-mutex's Semaphore counts free permits, so shrinking it below the
 * calls already in flight is not expressible; here a lower limit simply admits nobody until enough
 * slots come back.)
 */
export class SlotGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  /** @param limit calls allowed in flight, read on every admission */
  constructor(private readonly limit: () => number) {}

  /** Calls admitted and not yet released. */
  get inFlight(): number {
    return this.active;
  }

  /** Waits for a slot; the returned function frees it (calling it twice frees it once). */
  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      this.waiting.push(() => {
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.active--;
          this.pump();
        });
      });
      this.pump();
    });
  }

  /** Admits whoever may go now; call it when the limit rose. */
  pump(): void {
    while (this.waiting.length > 0 && this.active < this.limit()) {
      this.active++;
      this.waiting.shift()?.();
    }
  }
}

import type { CeilingReason } from './call-events.js';

/** A move of the effective ceiling, as the limiter turns it into a `ceiling` event. */
export interface CeilingChange {
  from: number;
  to: number;
  reason: CeilingReason;
}

/**
 * How many times longer the run of successes must be before the ceiling climbs back to a level that
 * was throttled before. Each probe of a level the server refused costs a 429 and a Retry-After hold
 * of every new call; probing it rarely keeps those stalls rare (bench/adaptive.bench.mjs).
 */
export const PROBE_SUCCESS_FACTOR = 10;

/** Statuses that mean "too many calls": they lower the ceiling. */
export const THROTTLE_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/**
 * The adaptive call ceiling (additive increase, multiplicative decrease), as numbers only; the
 * limiter's gate enforces it. A throttle (429/503) halves the ceiling (floor 1) and pushes a shared
 * "not before" time to the server's Retry-After; `current` consecutive successes raise it by one,
 * never above `max`. The one step back up to the level that was last throttled takes
 * {@link PROBE_SUCCESS_FACTOR} times as many successes; steps past it are normal again.
 *
 * Calls carry the `epoch` they were admitted in. A throttle lowers the ceiling only when its call
 * was admitted after the last lowering: the calls of one burst all started under the old ceiling,
 * so their 429s are one signal, not fifteen (otherwise one burst would take 20 straight to 1).
 * Successes of calls admitted before a lowering do not count towards raising it again either.
 */
export class AdaptiveCeiling {
  private limit: number;
  private epochNumber = 0;
  private streak = 0;
  private notBeforeMs = Number.NEGATIVE_INFINITY;
  /** The ceiling at the last lowering: the level the server is known to have refused. */
  private refused: number | undefined;

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`the adaptive ceiling needs a maximum >= 1, got ${max}`);
    this.limit = max;
  }

  /** Calls allowed in flight right now. */
  get current(): number {
    return this.limit;
  }

  /** No new call may start before this time (ms, the runtime's clock). */
  get notBefore(): number {
    return this.notBeforeMs;
  }

  /** Stamp of the calls admitted now; hand it back with the call's outcome. */
  get epoch(): number {
    return this.epochNumber;
  }

  /**
   * A call admitted in `epoch` was answered with a throttle status. Returns the ceiling change, if
   * any, and how far the hold moved (ms from `nowMs`, 0 when it did not move).
   */
  throttled(epoch: number, nowMs: number, retryAfterMs?: number): { change?: CeilingChange; holdMs: number } {
    this.streak = 0;
    let holdMs = 0;
    if (retryAfterMs !== undefined && retryAfterMs > 0 && nowMs + retryAfterMs > this.notBeforeMs) {
      this.notBeforeMs = nowMs + retryAfterMs;
      holdMs = retryAfterMs;
    }
    if (epoch !== this.epochNumber) return { holdMs };
    this.epochNumber++;
    const from = this.limit;
    this.refused = from;
    this.limit = Math.max(1, Math.floor(from / 2));
    return this.limit === from ? { holdMs } : { change: { from, to: this.limit, reason: 'throttled' }, holdMs };
  }

  /** A call admitted in `epoch` got an answer that was not a throttle. */
  succeeded(epoch: number): CeilingChange | undefined {
    if (epoch !== this.epochNumber) return undefined;
    this.streak++;
    const probing = this.limit + 1 === this.refused;
    if (this.streak < this.limit * (probing ? PROBE_SUCCESS_FACTOR : 1) || this.limit >= this.max) return undefined;
    this.streak = 0;
    const from = this.limit;
    this.limit++;
    if (this.refused !== undefined && this.limit > this.refused) this.refused = undefined;
    return { from, to: this.limit, reason: 'recovered' };
  }
}

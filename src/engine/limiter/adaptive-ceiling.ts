import type { CeilingReason } from './call-events.js';

/** A move of the effective ceiling, as the limiter turns it into a `ceiling` event. */
export interface CeilingChange {
  from: number;
  to: number;
  reason: CeilingReason;
}

/** What the ceiling stamped on a call when it was admitted; hand it back with the call's outcome. */
export interface AdmissionStamp {
  epoch: number;
  /** Calls in flight when it was admitted, itself included. */
  level: number;
  startMs: number;
}

/**
 * How many times longer the run of successes must be before the ceiling climbs back to a level that
 * was refused before. Each probe of a refused level costs a 429 for one call; probing it rarely
 * keeps those rare (bench/rate-limits.bench.mjs).
 */
export const PROBE_SUCCESS_FACTOR = 10;
const MAX_PROBE_FACTOR = 80;

/** Statuses that mean "too many calls": they may lower the ceiling. */
export const THROTTLE_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** Successes remembered: how many the server served at once, and their latency. */
const REMEMBERED_SUCCESSES = 128;
/** A throttle is read against at least this many times the served level's worth of successes. */
const EVIDENCE_FACTOR = 2;
/** Share of a call's time at either end that is our own overhead rather than the server's. */
const END_MARGIN = 0.1;
/** Successes this many times slower than the median spent their time on our side: left out. */
const OUTLIER_FACTOR = 3;
/** Latencies of the last this many successes (at least; twice the ceiling when higher) make "recent". */
const RECENT_SUCCESSES = 10;
/**
 * Latency this many times the baseline, and at least {@link LATENCY_FLOOR_MS} more, means the
 * server queues: the ceiling comes down. (Model calls take seconds; a few ms of jitter on a busy
 * machine is not queueing.)
 */
const LATENCY_TOLERANCE = 2;
const LATENCY_FLOOR_MS = 50;

/**
 * The adaptive call ceiling (`--adaptive`), as numbers only; the limiter's gate enforces it. It
 * tells a real limit from noise the way Netflix's gradient and Vegas limiters do, by reading what
 * the server does rather than reacting to every error:
 *
 * - **429s against what the server serves.** The remembered successes say how many calls the
 *   server served at once: the most that were in flight (leaving out the ends of their time, our own
 *   overhead and hand-over) at the middle of any one of them. A 429/503 for a call
 *   admitted above that level, with enough successes to back the figure, shows a real limit: the
 *   ceiling drops to the level served. A 429 at a level the server has been serving is noise (a
 *   random rejection, someone else's burst): the ceiling stays and only that call waits for its
 *   retry.
 * - **Latency.** When the median latency of recent successes grows past {@link LATENCY_TOLERANCE}
 *   times its baseline (the tenth percentile), the server is queueing: the ceiling shrinks by that
 *   ratio (gradient), at most by half.
 * - **Recovery.** `current` successes in a row raise it by one, never above `max`; a step to or
 *   past a level refused before takes {@link PROBE_SUCCESS_FACTOR} times as many, twice that each
 *   time such a probe is refused again.
 *
 * Calls carry the `epoch` they were admitted in: only calls admitted since the last lowering move
 * it, so the 429s of one burst are one signal and old successes do not raise a fresh ceiling.
 */
export class AdaptiveCeiling {
  private limit: number;
  private epochNumber = 0;
  private streak = 0;
  /** The levels found refused since the ceiling last went past them all: steps into them are probes. */
  private refused: { low: number; high: number } | undefined;
  /** Successes per level a probe of a refused level waits for; doubles each time the probe is refused again. */
  private probeFactor = PROBE_SUCCESS_FACTOR;
  private readonly successes: Array<{ start: number; end: number }> = [];

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`the adaptive ceiling needs a maximum >= 1, got ${max}`);
    this.limit = max;
  }

  /** Calls allowed in flight right now. */
  get current(): number {
    return this.limit;
  }

  /** Stamp of a call admitted now with `level` calls in flight (itself included). */
  admit(level: number, nowMs: number): AdmissionStamp {
    return { epoch: this.epochNumber, level, startMs: nowMs };
  }

  /**
   * The most calls the server was seen serving at once, over the remembered successes of usual
   * latency (calls far slower than the median waited on our side: a client starting up). Undefined
   * before any success.
   */
  get served(): number | undefined {
    if (this.successes.length === 0) return undefined;
    const usual =
      OUTLIER_FACTOR *
      quantile(
        this.successes.map((s) => s.end - s.start),
        0.5,
      );
    const typical = this.successes.filter((s) => s.end - s.start <= usual);
    let peak = 0;
    for (const a of typical) {
      const middle = (a.start + a.end) / 2;
      let overlapping = 0;
      for (const b of typical) {
        const margin = (b.end - b.start) * END_MARGIN;
        if (b.start + margin <= middle && middle <= b.end - margin) overlapping++;
      }
      peak = Math.max(peak, overlapping);
    }
    return peak;
  }

  /** A call admitted with `stamp` got a throttle status. Returns the ceiling change, if any. */
  throttled(stamp: AdmissionStamp): CeilingChange | undefined {
    if (stamp.epoch !== this.epochNumber) return undefined;
    const served = this.served;
    if (served === undefined) return undefined;
    // The measured peak may fall one short of the truth (timing jitter on a busy machine); only the
    // probe of a level refused before is judged without that slack.
    const slack = this.refused !== undefined && stamp.level >= this.refused.low ? 0 : 1;
    if (stamp.level <= served + slack || this.limit <= served + slack) return undefined;
    // A peak over a handful of calls is no peak: until enough successes back it, that call's
    // Retry-After is the only answer.
    if (this.successes.length < Math.min(REMEMBERED_SUCCESSES, EVIDENCE_FACTOR * (served + 1))) return undefined;
    // A probe refused again waits twice as long next time (capped): a steady limit costs ever fewer 429s.
    if (this.refused !== undefined && stamp.level >= this.refused.low)
      this.probeFactor = Math.min(this.probeFactor * 2, MAX_PROBE_FACTOR);
    this.refused = {
      low: Math.min(this.refused?.low ?? Number.POSITIVE_INFINITY, served + 1),
      high: Math.max(this.refused?.high ?? 0, stamp.level),
    };
    return this.lower(Math.max(1, served), 'throttled');
  }

  /** A call admitted with `stamp` got an answer that was not a throttle, at `nowMs`. */
  succeeded(stamp: AdmissionStamp, nowMs: number): CeilingChange | undefined {
    this.successes.push({ start: stamp.startMs, end: nowMs });
    if (this.successes.length > REMEMBERED_SUCCESSES) this.successes.shift();
    if (stamp.epoch !== this.epochNumber) return undefined;
    const gradient = this.latencyGradient();
    if (gradient > LATENCY_TOLERANCE && this.limit > 1) {
      return this.lower(Math.max(1, Math.floor(this.limit * Math.max(0.5, LATENCY_TOLERANCE / gradient))), 'latency');
    }
    this.streak++;
    const probing =
      this.refused !== undefined && this.limit + 1 >= this.refused.low && this.limit + 1 <= this.refused.high;
    if (this.streak < this.limit * (probing ? this.probeFactor : 1) || this.limit >= this.max) return undefined;
    this.streak = 0;
    const from = this.limit;
    this.limit++;
    // Past every refused level: the probes went through, the limit moved.
    if (this.refused !== undefined && this.limit > this.refused.high) {
      this.refused = undefined;
      this.probeFactor = PROBE_SUCCESS_FACTOR;
    }
    return { from, to: this.limit, reason: 'recovered' };
  }

  /**
   * Recent latency against the baseline: the median of the last successes over the tenth
   * percentile of all remembered ones (medians and percentiles, so a slow start-up or one lucky
   * answer does not move it). 1 when too few are known or the difference is small.
   */
  private latencyGradient(): number {
    const recent = Math.max(RECENT_SUCCESSES, 2 * this.limit);
    if (this.successes.length < 2 * recent) return 1;
    const durations = this.successes.map((s) => s.end - s.start);
    const median = quantile(durations.slice(-recent), 0.5);
    const baseline = quantile(durations, 0.1);
    const latest = durations[durations.length - 1] ?? 0;
    // The latest answer slow too: a server that just got faster leaves the median high a while.
    const slow = (ms: number) => ms - baseline >= LATENCY_FLOOR_MS && ms > LATENCY_TOLERANCE * baseline;
    return baseline > 0 && slow(median) && slow(latest) ? median / baseline : 1;
  }

  private lower(to: number, reason: CeilingReason): CeilingChange | undefined {
    this.epochNumber++;
    this.streak = 0;
    const from = this.limit;
    this.limit = Math.min(from, to);
    // The latency that lowered it is spent: the new epoch's calls measure afresh.
    if (reason === 'latency') this.successes.length = 0;
    return this.limit === from ? undefined : { from, to: this.limit, reason };
  }
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

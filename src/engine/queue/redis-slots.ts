import type { Redis } from 'ioredis';
import { Semaphore } from 'redis-semaphore';
import type { SharedSlots } from '../limiter/call-limiter.js';

/** How often a call waiting for a shared slot asks again (redis-semaphore polls). */
const RETRY_MS = 5;

/**
 * The call ceiling of a `--queue` run, shared by every process: each slot is a redis-semaphore
 * lock on one key, counted against the ceiling whichever process holds it. A held slot is
 * refreshed while its call runs and expires `leaseMs` after its process died, so a killed process
 * gives its slots back. Under `--adaptive` the last ceiling any process set is every process's, and a
 * target's Retry-After hold that came with rate-limit headers holds it in every process.
 */
export class RedisSlots implements SharedSlots {
  private shared: number | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly leaseMs: number,
    private readonly adaptive: boolean,
    /** The run's clock, which the holds' times are on. */
    private readonly now: () => number,
  ) {}

  async acquire(limit: number, signal?: AbortSignal): Promise<() => void> {
    if (this.adaptive) {
      const stored = Number(await this.redis.get(`${this.prefix}ceiling`));
      this.shared = Number.isInteger(stored) && stored > 0 ? stored : undefined;
    }
    // One semaphore object per slot: its limit is the ceiling now, which the adaptive mode changes.
    const slot = new Semaphore(this.redis, `${this.prefix}calls`, Math.min(limit, this.shared ?? limit), {
      lockTimeout: this.leaseMs,
      refreshInterval: Math.max(1, Math.round(this.leaseMs / 3)),
      acquireTimeout: Number.MAX_SAFE_INTEGER,
      retryInterval: RETRY_MS,
      // A refresh that finds the slot gone (the process stalled past its lease) only loses the count.
      onLockLost: () => {},
    });
    await slot.acquire(signal);
    return () => {
      slot.release().catch(() => {
        // The lease frees it anyway.
      });
    };
  }

  async heldUntil(key: string): Promise<number | undefined> {
    const until = Number(await this.redis.get(this.holdKey(key)));
    return Number.isFinite(until) && until > 0 ? until : undefined;
  }

  shareHold(key: string, untilMs: number): void {
    const ms = Math.max(1, Math.ceil(untilMs - this.now()));
    this.redis.set(this.holdKey(key), String(untilMs), 'PX', ms).catch(() => {});
  }

  private holdKey(key: string): string {
    return `${this.prefix}hold:${key}`;
  }

  shareCeiling(to: number): void {
    this.shared = to;
    this.redis.set(`${this.prefix}ceiling`, String(to)).catch(() => {});
  }
}

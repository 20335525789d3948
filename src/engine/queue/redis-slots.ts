import { randomUUID } from 'node:crypto';
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
 * target's Retry-After hold that came with rate-limit headers holds it in every process. Each
 * process paces to its part of what the providers' rate-limit headers allow: one over the processes
 * that beat within a lease (a sorted set of heartbeats), so together they keep to the provider's limit.
 */
export class RedisSlots implements SharedSlots {
  private shared: number | undefined;
  private live = 1;
  private readonly member = `${process.pid}-${randomUUID()}`;
  private beat: ReturnType<typeof setInterval> | undefined;

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

  paceShare(): number {
    return 1 / this.live;
  }

  /** Counts this process among the run's live ones, now and every third of a lease until {@link leave}. */
  async join(): Promise<void> {
    await this.refresh();
    this.beat = setInterval(() => void this.refresh(), Math.max(1, Math.round(this.leaseMs / 3)));
    this.beat.unref();
  }

  async leave(): Promise<void> {
    clearInterval(this.beat);
    await this.redis.zrem(this.processesKey, this.member).catch(() => {});
  }

  /** Beats for this process and counts the live ones (done every third of a lease once joined). */
  async refresh(): Promise<void> {
    const at = this.now();
    try {
      const replies = await this.redis
        .multi()
        .zadd(this.processesKey, at, this.member)
        .zremrangebyscore(this.processesKey, '-inf', at - this.leaseMs)
        .zcard(this.processesKey)
        .exec();
      const count = Number(replies?.[2]?.[1]);
      if (Number.isInteger(count) && count >= 1) this.live = count;
    } catch {
      // Redis unreachable for a moment: the last count stands.
    }
  }

  private get processesKey(): string {
    return `${this.prefix}processes`;
  }

  shareCeiling(to: number): void {
    this.shared = to;
    this.redis.set(`${this.prefix}ceiling`, String(to)).catch(() => {});
  }
}

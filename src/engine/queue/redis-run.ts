import * as ioredis from 'ioredis';
import type { Redis } from 'ioredis';
import { ConfigError } from '../../errors/config-error.js';
import type { EvalTask } from '../run/plan.js';
import type { Logger, Runtime } from '../runtime.js';
import { readDurations } from './case-durations.js';
import { RedisBudget } from './redis-budget.js';
import { RedisSlots } from './redis-slots.js';
import { type QueuedRun, runQueued } from './work-queue.js';

/** `--queue`: the Redis server every process of the run shares, the run's id there, and a case's lease. */
export interface QueueSettings {
  url: string;
  runId: string;
  /** How long a process may stay silent before its cases, call slots and reservations go to others. */
  leaseMs: number;
  /** `--durations-from`: an earlier run's results file; the queue hands out its longest cases first. */
  durationsFrom?: string;
}

/**
 * ioredis's client class: its `Redis` export under Node's ESM loader, its default export where a
 * bundler's CommonJS interop leaves only that.
 */
const RedisClient: typeof ioredis.Redis =
  ioredis.Redis ?? (ioredis as unknown as { default: typeof ioredis.Redis }).default;

/** How long the first connection may take before the run is refused. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * What a `--queue` run keeps in Redis, under `agentv:<run-id>:`: the queue of its cases, the call
 * ceiling's slots and the budget. Loaded only for `--queue` runs (`run-context.ts` imports this
 * module when the flag is given), so a run without it never loads a Redis client.
 */
export class RedisRun {
  readonly slots: RedisSlots;
  private budgetOf: RedisBudget | undefined;

  private constructor(
    private readonly redis: Redis,
    private readonly settings: QueueSettings,
    private readonly runtime: Runtime,
    adaptive: boolean,
  ) {
    this.slots = new RedisSlots(redis, this.prefix, settings.leaseMs, adaptive, () => runtime.now());
  }

  /** Connects (refused with one line when the server does not answer) and holds the run's shared state. */
  static async open(settings: QueueSettings, runtime: Runtime, adaptive: boolean): Promise<RedisRun> {
    // BullMQ's workers block on the connection, so commands must wait for a reconnect, not fail.
    const redis = new RedisClient(settings.url, {
      maxRetriesPerRequest: null,
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      retryStrategy: (times: number) => Math.min(times * 200, 2000),
    });
    let lastError: unknown;
    redis.on('error', (error: unknown) => {
      lastError = error;
    });
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      redis.disconnect();
      throw new ConfigError(
        `--queue: cannot reach Redis at ${redactUrl(settings.url)}: ${(error as Error).message ?? lastError}`,
        {},
        'start a Redis server (a `redis` service in GitHub Actions or GitLab CI) and give its redis://host:port',
      );
    }
    const run = new RedisRun(redis, settings, runtime, adaptive);
    await run.slots.join();
    return run;
  }

  /** The run's budget, shared by its processes. */
  budget(limitUsd: number): RedisBudget {
    this.budgetOf ??= new RedisBudget(this.redis, this.prefix, limitUsd, this.settings.leaseMs, this.runtime);
    return this.budgetOf;
  }

  /** Runs this process's share of the queue: cases taken as workers free up, until every case is done. */
  async run(
    queued: Omit<QueuedRun, 'leaseMs' | 'runtime' | 'durationOf'>,
    runCase: (task: EvalTask) => Promise<void>,
    logger: Logger,
  ): Promise<void> {
    const { durationsFrom } = this.settings;
    const durationOf = durationsFrom === undefined ? undefined : await readDurations(durationsFrom);
    logger.info(
      `INFO --queue: run "${this.settings.runId}" at ${redactUrl(this.settings.url)}; ` +
        `this process takes cases with ${queued.workers} worker(s)`,
    );
    return runQueued(
      this.redis,
      `${this.prefix}q`,
      { ...queued, leaseMs: this.settings.leaseMs, runtime: this.runtime, ...(durationOf ? { durationOf } : {}) },
      runCase,
    );
  }

  async close(): Promise<void> {
    await this.slots.leave();
    await this.budgetOf?.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private get prefix(): string {
    return `agentv:${this.settings.runId}:`;
  }
}

/** The URL without its password, for messages. */
function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

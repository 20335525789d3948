import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { BudgetExceededError } from '../../errors/agentv-error.js';
import type { BudgetReservation, RunBudget } from '../limiter/call-budget.js';
import type { Logger, Runtime } from '../runtime.js';

/** How often a call that waits for reservations in flight (any process's) asks again. */
const POLL_MS = 20;

/**
 * One reservation, atomically: the same rule as CallBudget's, over the money every process spent
 * and reserved. Reservations of a process that died expire (their deadline passed) and are swept.
 * KEYS: the budget's hash, the reservations' deadlines (zset). ARGV: key, count, limit, now, id,
 * deadline. Returns: refuse|probe|ok|wait, the money spent, the key's estimate ('' when none).
 */
const RESERVE = `
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[4])
for _, id in ipairs(expired) do
  redis.call('HDEL', KEYS[1], 'res:' .. id, 'probe:' .. id)
  redis.call('ZREM', KEYS[2], id)
end
local spent = tonumber(redis.call('HGET', KEYS[1], 'spent') or '0')
local est = redis.call('HGET', KEYS[1], 'est:' .. ARGV[1])
local limit = tonumber(ARGV[3])
local eps = 1e-9
local need = (tonumber(est or '0')) * tonumber(ARGV[2])
local shown = est or ''
if spent >= limit + eps or spent + need > limit + eps or (need == 0 and spent >= limit) then
  return {'refuse', tostring(spent), shown}
end
local reserved = 0
local probing = false
local fields = redis.call('HGETALL', KEYS[1])
for i = 1, #fields, 2 do
  local name = fields[i]
  if string.sub(name, 1, 4) == 'res:' then reserved = reserved + tonumber(fields[i + 1]) end
  if string.sub(name, 1, 6) == 'probe:' and fields[i + 1] == ARGV[1] then probing = true end
end
if not est then
  if probing then return {'wait', tostring(spent), shown} end
  redis.call('HSET', KEYS[1], 'probe:' .. ARGV[5], ARGV[1], 'res:' .. ARGV[5], '0')
  redis.call('ZADD', KEYS[2], ARGV[6], ARGV[5])
  return {'probe', tostring(spent), shown}
end
if spent + reserved + need <= limit + eps then
  redis.call('HSET', KEYS[1], 'res:' .. ARGV[5], tostring(need))
  redis.call('ZADD', KEYS[2], ARGV[6], ARGV[5])
  return {'ok', tostring(spent), shown}
end
return {'wait', tostring(spent), shown}
`;

/**
 * A reservation settled: its claim dropped, the call's cost spent and the key's estimate raised to
 * its price. ARGV: id, key, cost ('' unknown, 'null' unpriced), count. Returns the money spent.
 */
const SETTLE = `
redis.call('HDEL', KEYS[1], 'res:' .. ARGV[1], 'probe:' .. ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
if ARGV[3] == 'null' then
  redis.call('HSETNX', KEYS[1], 'est:' .. ARGV[2], '0')
elseif ARGV[3] ~= '' then
  local cost = tonumber(ARGV[3])
  redis.call('HINCRBYFLOAT', KEYS[1], 'spent', cost)
  local per = cost / tonumber(ARGV[4])
  local est = tonumber(redis.call('HGET', KEYS[1], 'est:' .. ARGV[2]) or '-1')
  if per > est then redis.call('HSET', KEYS[1], 'est:' .. ARGV[2], tostring(per)) end
end
return redis.call('HGET', KEYS[1], 'spent') or '0'
`;

type BudgetScripts = Redis & {
  budgetReserve(...args: string[]): Promise<[string, string, string]>;
  budgetSettle(...args: string[]): Promise<string>;
};

/**
 * `--budget-usd` of a `--queue` run: one budget for every process of the run, kept in Redis. The
 * rule is CallBudget's (a call reserves the dearest price of its key seen so far, a key's first
 * call goes alone, the first refusal closes the budget) applied to the money and the reservations
 * of all processes. A process's reservations live `leaseMs` past its last sign of life, so a killed
 * process does not hold the budget. Its closing is seen by every process within one poll.
 */
export class RedisBudget implements RunBudget {
  private spentUsd = 0;
  private closedBy: string | undefined;
  private readonly live = new Set<string>();
  /** Settlements on their way to Redis; the run waits for them before it closes the connection. */
  private readonly settling = new Set<Promise<void>>();
  private readonly unpricedWarned = new Set<string>();
  private readonly refresh: ReturnType<typeof setInterval>;
  private readonly redis: BudgetScripts;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    readonly limitUsd: number,
    private readonly leaseMs: number,
    private readonly runtime: Pick<Runtime, 'now' | 'sleep'> & { logger: Logger },
  ) {
    if (!Number.isFinite(limitUsd) || limitUsd < 0)
      throw new RangeError(`budget must be a number of USD >= 0, got ${limitUsd}`);
    redis.defineCommand('budgetReserve', { numberOfKeys: 2, lua: RESERVE });
    redis.defineCommand('budgetSettle', { numberOfKeys: 2, lua: SETTLE });
    this.redis = redis as BudgetScripts;
    // Keeps this process's reservations alive and learns whether another process closed the budget.
    this.refresh = setInterval(() => void this.heartbeat(), Math.max(1, Math.round(leaseMs / 3)));
    this.refresh.unref();
  }

  get spent(): number {
    return this.spentUsd;
  }

  get closed(): boolean {
    return this.closedBy !== undefined;
  }

  get reason(): string {
    return this.closedBy ?? `the run's budget of $${this.limitUsd} has room`;
  }

  async reserve(key: string, count = 1, signal?: AbortSignal): Promise<BudgetReservation> {
    const id = randomUUID();
    for (;;) {
      signal?.throwIfAborted();
      const now = this.runtime.now();
      const [verdict, spent, estimate] = await this.redis.budgetReserve(
        ...this.keys(),
        key,
        String(count),
        String(this.limitUsd),
        String(now),
        id,
        String(now + this.leaseMs),
      );
      this.spentUsd = Number(spent);
      if (verdict === 'refuse') throw await this.refuse(key, Number(estimate || 0));
      if (verdict === 'ok' || verdict === 'probe') return this.hold(id, key, count);
      await this.runtime.sleep(POLL_MS, signal);
    }
  }

  /** Waits for the settlements under way and stops the heartbeat; reservations still held expire. */
  async close(): Promise<void> {
    clearInterval(this.refresh);
    await Promise.allSettled([...this.settling]);
  }

  private keys(): [string, string] {
    return [`${this.prefix}budget`, `${this.prefix}budget:deadlines`];
  }

  private async refuse(key: string, estimate: number): Promise<BudgetExceededError> {
    const why =
      `the budget of $${this.limitUsd} is reached ($${this.spentUsd.toFixed(4)} spent by all processes; a call of ` +
      `"${key}" costs about $${estimate.toFixed(4)})`;
    if (!this.closedBy) {
      this.closedBy = `not run: ${why}`;
      await this.redis.hsetnx(this.keys()[0], 'closed', this.closedBy);
      this.runtime.logger.warn(`--budget-usd: ${why}; no new case starts, and no call that could pass it`);
    }
    return new BudgetExceededError(`not run: ${why}`);
  }

  private hold(id: string, key: string, count: number): BudgetReservation {
    this.live.add(id);
    let settled = false;
    return {
      settle: (costUsd) => {
        if (settled) return;
        settled = true;
        this.live.delete(id);
        if (costUsd === null) this.warnUnpriced(key);
        const cost = costUsd === null ? 'null' : typeof costUsd === 'number' ? String(costUsd) : '';
        const sent = this.redis.budgetSettle(...this.keys(), id, key, cost, String(count)).then(
          (spent) => {
            this.spentUsd = Number(spent);
          },
          (error: unknown) => this.runtime.logger.warn(`--budget-usd: could not record a call's cost: ${error}`),
        );
        this.settling.add(sent);
        void sent.finally(() => this.settling.delete(sent));
      },
    };
  }

  private warnUnpriced(key: string): void {
    if (this.unpricedWarned.has(key)) return;
    this.unpricedWarned.add(key);
    this.runtime.logger.warn(
      `--budget-usd: the price of "${key}" is unknown, so its calls are not counted against the budget ` +
        `(give the target pricing:)`,
    );
  }

  private async heartbeat(): Promise<void> {
    try {
      const deadline = String(this.runtime.now() + this.leaseMs);
      const [budgetKey, deadlines] = this.keys();
      for (const id of this.live) await this.redis.zadd(deadlines, 'XX', deadline, id);
      const closed = await this.redis.hget(budgetKey, 'closed');
      if (closed && !this.closedBy) this.closedBy = closed;
    } catch {
      // A lost connection shows in the next call's reservation.
    }
  }
}

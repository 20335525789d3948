import { onAbort } from '../../abort/on-abort.js';
import { BudgetExceededError } from '../../errors/agentv-error.js';
import type { Logger } from '../runtime.js';

/** Sums of float prices drift by far less than this; a budget is never judged closer than it. */
const EPSILON_USD = 1e-9;

/** One call's claim on the budget, settled with what the call cost once it is done. */
export interface BudgetReservation {
  settle(costUsd: number | null | undefined): void;
}

/**
 * The run's `--budget-usd` as the limiter and the cases see it: held in this process
 * ({@link CallBudget}), or in Redis for every process of a `--queue` run (`engine/queue/redis-budget.ts`).
 */
export interface RunBudget {
  readonly limitUsd: number;
  /** Money the run's finished calls cost (as this process last saw it). */
  readonly spent: number;
  /** True once a call was refused: no new case starts. */
  readonly closed: boolean;
  /** Why the budget closed, for skipped records. */
  readonly reason: string;
  /**
   * Reserves room for `count` calls of `key` (a batch is several), waiting while calls in flight
   * decide whether they fit; throws BudgetExceededError when they cannot.
   */
  reserve(key: string, count?: number, signal?: AbortSignal): Promise<BudgetReservation>;
}

/**
 * The run's `--budget-usd`. Before a call starts it reserves what the call could cost: the
 * dearest call of its target (or judge) seen so far. A call starts only while the money spent
 * plus every reservation in flight plus its own stays within the budget; when in-flight calls
 * could still settle below their reservation it waits for them, and once the money spent alone
 * leaves it no room it is refused. The first refusal closes the budget: no new case starts,
 * while the judges of cases already answered may still run when they fit.
 *
 * A target whose price is not known yet (no call of it has finished) sends one call alone, whose
 * cost then sets the estimate. A call whose price is unknown (`null`) cannot be counted: it is
 * warned about once per target and its estimate stays 0.
 */
export class CallBudget implements RunBudget {
  private spentUsd = 0;
  private reservedUsd = 0;
  private closedBy: string | undefined;
  /** The dearest call seen per key, USD. */
  private readonly estimates = new Map<string, number>();
  /** Keys whose first call is in flight, so their price is not known yet. */
  private readonly probing = new Set<string>();
  private readonly unpricedWarned = new Set<string>();
  private waiters: Array<() => void> = [];

  constructor(
    readonly limitUsd: number,
    private readonly logger?: Logger,
  ) {
    if (!Number.isFinite(limitUsd) || limitUsd < 0)
      throw new RangeError(`budget must be a number of USD >= 0, got ${limitUsd}`);
  }

  /** Money the run's finished calls cost. */
  get spent(): number {
    return this.spentUsd;
  }

  /** True once a call was refused: no new case starts. */
  get closed(): boolean {
    return this.closedBy !== undefined;
  }

  /** Why the budget closed, for skipped records. */
  get reason(): string {
    return this.closedBy ?? `the run's budget of $${this.limitUsd} has room`;
  }

  /**
   * Reserves room for `count` calls of `key` (a batch is several), waiting while calls in flight
   * decide whether they fit; throws BudgetExceededError when they cannot.
   */
  async reserve(key: string, count = 1, signal?: AbortSignal): Promise<BudgetReservation> {
    for (;;) {
      signal?.throwIfAborted();
      const estimate = this.estimates.get(key);
      const need = (estimate ?? 0) * count;
      if (
        this.spentUsd >= this.limitUsd + EPSILON_USD ||
        this.spentUsd + need > this.limitUsd + EPSILON_USD ||
        (need === 0 && this.spentUsd >= this.limitUsd)
      ) {
        throw this.refuse(key, estimate ?? 0);
      }
      if (estimate === undefined && !this.probing.has(key)) {
        this.probing.add(key);
        return this.hold(key, 0, count, true);
      } else if (estimate !== undefined && this.spentUsd + this.reservedUsd + need <= this.limitUsd + EPSILON_USD) {
        return this.hold(key, need, count, false);
      } else {
        // Calls in flight decide it: the key's first call, or reservations that may settle lower.
        await this.nextSettle(signal);
      }
    }
  }

  /** The refusal of one call; the first one also closes the budget to new cases. */
  private refuse(key: string, estimate: number): BudgetExceededError {
    const why =
      `the budget of $${this.limitUsd} is reached ($${this.spentUsd.toFixed(4)} spent; a call of "${key}" ` +
      `costs about $${estimate.toFixed(4)})`;
    if (!this.closedBy) {
      this.closedBy = `not run: ${why}`;
      this.logger?.warn(`--budget-usd: ${why}; no new case starts, and no call that could pass it`);
    }
    return new BudgetExceededError(`not run: ${why}`);
  }

  private hold(key: string, amount: number, count: number, probe: boolean): BudgetReservation {
    this.reservedUsd += amount;
    let settled = false;
    return {
      settle: (costUsd) => {
        if (settled) return;
        settled = true;
        this.reservedUsd -= amount;
        if (probe) this.probing.delete(key);
        if (typeof costUsd === 'number') {
          this.spentUsd += costUsd;
          this.estimates.set(key, Math.max(this.estimates.get(key) ?? 0, costUsd / count));
        } else if (costUsd === null) {
          if (!this.unpricedWarned.has(key)) {
            this.unpricedWarned.add(key);
            this.logger?.warn(
              `--budget-usd: the price of "${key}" is unknown, so its calls are not counted against the budget ` +
                `(give the target pricing:)`,
            );
          }
          if (!this.estimates.has(key)) this.estimates.set(key, 0);
        }
        this.wake();
      },
    };
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resume of waiters) resume();
  }

  private nextSettle(signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const stopListening = signal ? onAbort(signal, () => reject(signal.reason)) : undefined;
      this.waiters.push(() => {
        stopListening?.();
        resolve();
      });
    });
  }
}

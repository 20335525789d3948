import { Semaphore } from 'async-mutex';
import { AdaptiveCeiling, THROTTLE_STATUSES, type AdmissionStamp, type CeilingChange } from './adaptive-ceiling.js';
import { ProviderError, TimeoutError } from '../../errors/agentv-error.js';
import type { CallEvent, CallEventListener, CallLabel } from './call-events.js';
import { isRetryable, retryDelayMs, type RetryPolicy } from './retry-policy.js';
import type { Runtime } from '../runtime.js';
import { SlotGate } from './slot-gate.js';
import { withTimeout } from './with-timeout.js';
import type { RunBudget } from './call-budget.js';
import { RatePacer, type PaceFeedback, type PaceTicket } from './rate-pacer.js';

export interface CallLimiterOptions {
  /** Global ceiling on calls in flight (MAX_CONCURRENT_LLM_CALLS), 1–50. */
  ceiling: number;
  retry: RetryPolicy;
  /** Per-call timeout (LLM_CALL_TIMEOUT); the call is aborted and its slot freed when it fires. */
  callTimeoutMs: number;
  runtime: Runtime;
  onEvent?: CallEventListener;
  /**
   * How long a timed-out call may take to wind down after its abort before its slot is freed
   * anyway (default 1000 ms). Waiting lets the aborted socket close first, so the ceiling counts
   * real connections; the bound keeps a provider that ignores its signal from holding the slot.
   */
  abortGraceMs?: number;
  /**
   * Adaptive ceiling (`--adaptive`): `ceiling` becomes the maximum; a 429/503 above the level the
   * server is seen serving lowers the effective ceiling to that level, slowing answers shrink it, a
   * run of successes raises it by one (adaptive-ceiling.ts).
   */
  adaptive?: boolean;
  /** `--budget-usd`: every call reserves its likely price first and is refused once it could pass the budget. */
  budget?: RunBudget;
  /**
   * Slots shared by every process of a `--queue` run (in Redis): then the ceiling counts the calls
   * in flight of all of them, instead of this process's own.
   */
  sharedSlots?: SharedSlots;
}

/**
 * The limits a `--queue` run keeps outside this process: `acquire` waits for one of `limit` slots
 * (the function frees it), and a target's rate-limit hold is every process's.
 */
export interface SharedSlots {
  acquire(limit: number, signal?: AbortSignal): Promise<() => void>;
  /** The adaptive ceiling changed here: every process uses the new one. */
  shareCeiling(to: number): void;
  /** Until when (the run's clock, ms) some process's rate-limited answer holds the calls of `key`. */
  heldUntil(key: string): Promise<number | undefined>;
  /** A rate-limited answer here holds `key` until `untilMs`: every process waits for it. */
  shareHold(key: string, untilMs: number): void;
  /**
   * This process's share (0..1] of what a provider's rate-limit headers allow: the headers count
   * every process's calls (one key, one budget), so each live process paces to its part of it.
   */
  paceShare?(): number;
}

export interface CallOptions<T = unknown> {
  retry?: Partial<RetryPolicy>;
  /** The target whose rate limits pace this call (default: the label's agent). */
  paceKey?: string;
  /**
   * Tokens the provider counts against its tokens budget when it admits the call: the request's
   * `max_tokens`. The pacer reserves at least this much, more when the target's answers use more.
   */
  paceTokens?: number;
  /** What an answer says for pacing: its rate-limit headers and the tokens it took. */
  feedback?: (value: T) => PaceFeedback;
  /** Aborts the whole call, retries included (e.g. the case was cancelled). */
  signal?: AbortSignal;
  /** Told before each retry, so the caller's record can count them. */
  onRetry?: () => void;
  /** False for calls that are not outbound model calls (mock, local agents): retried, timed, but no slot. */
  useSlot?: boolean;
  timeoutMs?: number;
}

/**
 * The one object that owns every outbound model call of a run: a global ceiling, the pacing of
 * each target by the rate limits its provider reports, one retry policy with backoff, a per-call
 * timeout, and structured events. A call first waits for its target's budget, then for a slot; a
 * slot is held only while a request is in flight (never during backoff or pacing) and is released
 * on every path (try/finally).
 */
export class CallLimiter {
  readonly ceiling: number;
  private readonly semaphore: Semaphore;
  private readonly adaptive: AdaptiveCeiling | undefined;
  private readonly gate: SlotGate | undefined;
  private readonly pacer: RatePacer;
  private active = 0;
  private waiting = 0;
  private readonly policies = new WeakMap<Partial<RetryPolicy>, RetryPolicy>();

  constructor(private readonly options: CallLimiterOptions) {
    if (!Number.isInteger(options.ceiling) || options.ceiling < 1) {
      throw new RangeError(`MAX_CONCURRENT_LLM_CALLS must be >= 1, got ${options.ceiling}`);
    }
    this.ceiling = options.ceiling;
    this.semaphore = new Semaphore(options.ceiling);
    if (options.adaptive) {
      const adaptive = new AdaptiveCeiling(options.ceiling);
      this.adaptive = adaptive;
      this.gate = new SlotGate(() => adaptive.current);
    }
    const { sharedSlots } = options;
    this.pacer = new RatePacer(options.runtime, options.ceiling, () => sharedSlots?.paceShare?.() ?? 1);
  }

  /** Calls allowed in flight now: the ceiling, or in adaptive mode its current value. */
  get effectiveCeiling(): number {
    return this.adaptive?.current ?? this.ceiling;
  }

  /** The run's budget, when it has one (`--budget-usd`). */
  get budget(): RunBudget | undefined {
    return this.options.budget;
  }

  /** Calls in flight right now. */
  get activeSlots(): number {
    return this.active;
  }

  /**
   * Runs `fn` under the ceiling, timeout and retry policy. `fn` must pass its signal to the HTTP
   * request. A final failure is a ProviderError whose message and `details` give the attempts,
   * the last HTTP status and the elapsed time.
   */
  async run<T>(label: CallLabel, fn: (signal: AbortSignal) => Promise<T>, options: CallOptions<T> = {}): Promise<T> {
    const policy = this.policyWith(options.retry);
    const { runtime } = this.options;
    const started = runtime.now();
    for (let attempt = 1; ; attempt++) {
      try {
        const value = await this.attempt(label, fn, options);
        // A model call's answer reaches its caller on the event loop's next turn. Calls that started
        // together come back together; this way each of those answers frees its slot and the next
        // request goes out before any of them is graded and written, so the server's capacity waits
        // for one answer's handling rather than for all of theirs.
        if (options.useSlot ?? true) await nextTurn();
        return value;
      } catch (error) {
        if (options.signal?.aborted) throw error;
        const status = error instanceof ProviderError ? error.status : undefined;
        if (attempt > policy.maxRetries || !isRetryable(error, policy)) {
          const elapsedMs = runtime.now() - started;
          const failure = annotate(error, attempt, elapsedMs);
          this.emit({
            event: 'failed',
            ...label,
            attempts: attempt,
            status_code: status ?? null,
            elapsed_s: elapsedMs / 1000,
            error: failure.message,
          });
          runtime.logger.error(`${label.agent} / ${label.dimension}: ${failure.message}`);
          throw failure;
        }
        const retryAfter = error instanceof ProviderError ? error.retryAfterMs : undefined;
        const delayMs = retryDelayMs(attempt, policy, runtime.random, retryAfter);
        this.emit({ event: 'retry', ...label, attempt, status_code: status ?? null, delay_s: delayMs / 1000 });
        options.onRetry?.();
        await runtime.sleep(delayMs, options.signal);
      }
    }
  }

  /** The run's retry policy under a target's overrides, merged once per overrides object rather than per call. */
  private policyWith(overrides: Partial<RetryPolicy> | undefined): RetryPolicy {
    if (!overrides) return this.options.retry;
    let merged = this.policies.get(overrides);
    if (!merged) {
      merged = { ...this.options.retry, ...overrides };
      this.policies.set(overrides, merged);
    }
    return merged;
  }

  private async attempt<T>(
    label: CallLabel,
    fn: (signal: AbortSignal) => Promise<T>,
    options: CallOptions<T>,
  ): Promise<T> {
    const useSlot = options.useSlot ?? true;
    let release: (() => void) | undefined;
    let stamp: AdmissionStamp | undefined;
    let ticket: PaceTicket | undefined;
    if (useSlot) {
      await this.sharedHold(options.paceKey ?? label.agent, label, options.signal);
      ticket = await this.pacer.admit(options.paceKey ?? label.agent, {
        signal: options.signal,
        tokens: options.paceTokens,
        onWait: (reason, waitMs) =>
          this.emit({
            event: 'queueing',
            ...label,
            queue_depth: this.waiting,
            reason,
            ...(Number.isFinite(waitMs) ? { wait_s: waitMs / 1000 } : {}),
          }),
      });
      this.waiting++;
      this.emit({ event: 'queueing', ...label, queue_depth: this.waiting, reason: 'ceiling' });
      try {
        if (this.options.sharedSlots)
          release = await this.options.sharedSlots.acquire(this.effectiveCeiling, options.signal);
        else if (this.gate) release = await this.gate.acquire();
        else [, release] = await this.semaphore.acquire();
      } finally {
        this.waiting--;
      }
      this.active++;
      stamp = this.adaptive?.admit(this.active, this.options.runtime.now());
      this.emit({ event: 'acquired', ...label, active_slots: this.active });
    }
    try {
      const timeoutMs = options.timeoutMs ?? this.options.callTimeoutMs;
      const value = await withTimeout(`call for ${label.dimension}`, timeoutMs, options.signal, fn, {
        onTimeout: () => {
          this.emit({ event: 'timeout', ...label, timeout_s: timeoutMs / 1000 });
          this.options.runtime.logger.warn(
            `${label.agent} / ${label.dimension}: call timed out after ${timeoutMs / 1000} s; aborted`,
          );
        },
        windDownMs: this.options.abortGraceMs ?? 1000,
        timer: this.options.runtime.timer,
      });
      if (ticket) this.pacer.settle(ticket, options.feedback?.(value) ?? {});
      if (stamp) this.adapt(label, this.adaptive?.succeeded(stamp, this.options.runtime.now()));
      return value;
    } catch (error) {
      if (ticket) this.onPacedFailure(label, ticket, error);
      if (stamp) this.onFailedAttempt(label, stamp, error);
      throw error;
    } finally {
      if (release) {
        this.active--;
        release();
        this.emit({ event: 'released', ...label, active_slots: this.active });
      }
    }
  }

  /**
   * `--queue`: waits out a hold another process's rate-limited answer put on the target (the
   * provider's headers count every process's calls, so its Retry-After is for all of them).
   */
  private async sharedHold(key: string, label: CallLabel, signal: AbortSignal | undefined): Promise<void> {
    const until = await this.options.sharedSlots?.heldUntil(key);
    const waitMs = until === undefined ? 0 : until - this.options.runtime.now();
    if (waitMs <= 0) return;
    this.emit({ event: 'queueing', ...label, queue_depth: this.waiting, reason: 'retry-after', wait_s: waitMs / 1000 });
    await this.options.runtime.sleep(waitMs, signal);
  }

  /**
   * A failed attempt's rate-limit headers update its target's budgets; with them, its Retry-After
   * holds the whole target (the provider's limiter spoke). Without them it holds only this call.
   */
  private onPacedFailure(label: CallLabel, ticket: PaceTicket, error: unknown): void {
    if (!(error instanceof ProviderError) || !error.rateLimit) {
      this.pacer.settle(ticket, {});
      return;
    }
    const holdMs = error.retryAfterMs;
    this.pacer.settle(ticket, { rateLimit: error.rateLimit, retryAfterMs: holdMs });
    if (holdMs !== undefined && holdMs > 0 && error.status !== undefined) {
      this.options.sharedSlots?.shareHold(ticket.key, this.options.runtime.now() + holdMs);
      this.emit({ event: 'hold', ...label, status_code: error.status, hold_s: holdMs / 1000 });
    }
  }

  /** Adaptive mode: a throttle may lower the ceiling; other failures count for nothing. */
  private onFailedAttempt(label: CallLabel, stamp: AdmissionStamp, error: unknown): void {
    const status = error instanceof ProviderError ? error.status : undefined;
    if (!this.adaptive || status === undefined || !THROTTLE_STATUSES.has(status)) return;
    this.adapt(label, this.adaptive.throttled(stamp), status);
  }

  private adapt(label: CallLabel, change: CeilingChange | undefined, status?: number): void {
    if (!change) return;
    this.emit({ event: 'ceiling', ...label, ...change, status_code: status ?? null });
    this.options.runtime.logger.debug(
      `call ceiling ${change.from} -> ${change.to} (${change.reason}${status ? ` by ${status}` : ''})`,
    );
    this.options.sharedSlots?.shareCeiling(change.to);
    // A raised ceiling may admit waiting calls at once.
    this.gate?.pump();
  }

  private emit(event: CallEvent): void {
    this.options.onEvent?.(event);
  }
}

/**
 * The final failure of a call, as the result record shows it: the original message plus attempts,
 * the last HTTP status and the elapsed time, also kept in `details` for machines.
 */
function annotate(error: unknown, attempts: number, elapsedMs: number): ProviderError {
  const status = error instanceof ProviderError ? error.status : undefined;
  const message = error instanceof Error ? error.message : String(error);
  const summary =
    `gave up after ${attempts} attempt${attempts === 1 ? '' : 's'} ` +
    `in ${(elapsedMs / 1000).toFixed(1)} s, last ` +
    `status ${status ?? (error instanceof TimeoutError ? 'none (timed out)' : 'none')}`;
  return new ProviderError(`${message} (${summary})`, {
    status,
    retryable: false,
    retryAfterMs: error instanceof ProviderError ? error.retryAfterMs : undefined,
    details: {
      ...(error instanceof ProviderError ? error.details : {}),
      attempts,
      elapsed_ms: elapsedMs,
      last_status: status ?? null,
      ...(error instanceof TimeoutError ? { timed_out: true } : {}),
    },
    cause: error,
  });
}

/** Resolves once the event loop has run the I/O callbacks already due (setImmediate: no time passes). */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

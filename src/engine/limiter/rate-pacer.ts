import { onAbort } from '../../abort/on-abort.js';
import type { RateLimitBudget, RateLimitInfo } from '../provider.js';
import type { Runtime } from '../runtime.js';

/**
 * Why a call waits before it may take a slot: its target's budget of requests or tokens, a
 * Retry-After, or the target's first answers, which say whether it has rate limits at all.
 */
export type PaceReason = 'rate-limit-requests' | 'rate-limit-tokens' | 'retry-after' | 'first-answer';

/** A call admitted by the pacer; hand it back with what its answer said. */
export interface PaceTicket {
  readonly key: string;
  readonly seq: number;
}

/** What an answer (or a failed attempt) told the pacer. */
export interface PaceFeedback {
  rateLimit?: RateLimitInfo | undefined;
  /** Tokens the call took, when the answer said. */
  tokens?: number | undefined;
  /** A server-requested wait that comes with rate-limit headers: the whole target waits. */
  retryAfterMs?: number | undefined;
}

/** A provider that names no window is assumed to count per minute. */
const DEFAULT_WINDOW_MS = 60_000;
/** Admissions remembered per target: enough to cover every call in flight. */
const MAX_REMEMBERED = 1024;
/**
 * Share of the learnt refill rate left unused: headers round (whole requests and tokens, reset
 * times), and a call admitted the moment the budget seems to fit would meet a 429 on any error.
 */
const RATE_MARGIN = 0.03;
/** Weight of the newest sample in the running estimates. */
const SMOOTHING = 0.2;

/** One budget as the latest answer left it, seen from the call that carried it. */
interface BudgetState {
  limit: number | undefined;
  remaining: number;
  /**
   * Calls admitted before the one that carried the header and not answered when it came (requests,
   * tokens): they may have reached the server after it, so they still count against the budget.
   */
  carried: Admission[];
  /**
   * The call whose answer said it, and when the answer came. The server counted the call earlier,
   * so the refill since then is underestimated by the call's latency: a small reserve that stays
   * in the bucket, never a 429.
   */
  seq: number;
  atMs: number;
  /** Running sums that give the refill rate (used up / time to full), larger deficits weighing more. */
  deficit: number;
  refillMs: number;
}

/**
 * An admitted call: its seq, the target's usual tokens when it was admitted (0 while unknown), the
 * tokens the provider counts for it whatever it uses (its max_tokens), whether it was answered.
 */
interface Admission {
  seq: number;
  tokens: number;
  floor: number;
  settled: boolean;
}

/** How a call asks to be admitted. */
export interface AdmitOptions {
  signal?: AbortSignal | undefined;
  /** Told once, when the call first has to wait, why and for how long (ms). */
  onWait?: ((reason: PaceReason, waitMs: number) => void) | undefined;
  /**
   * Tokens the provider counts against the tokens budget when it admits the call, before a token
   * is written: its max_tokens (OpenAI counts the larger of max_tokens and the prompt's estimate,
   * Anthropic estimates output tokens from max_tokens). The call reserves at least this much.
   */
  tokens?: number | undefined;
}

interface Waiter {
  /** The call's `tokens`: what it is counted at least. */
  floor: number;
  resolve: (ticket: PaceTicket) => void;
  reject: (reason: unknown) => void;
  onWait: ((reason: PaceReason, waitMs: number) => void) | undefined;
  waited: boolean;
  /** Ends the wait's listening on its call's signal. */
  stopListening: () => void;
}

class TargetPace {
  requests: BudgetState | undefined;
  tokens: BudgetState | undefined;
  notBefore = Number.NEGATIVE_INFINITY;
  tokenEstimate = 0;
  nextSeq = 1;
  /** True once any call of the target was answered (or failed): its limits, if any, are known. */
  answered = false;
  /** Calls admitted and not yet settled. */
  unsettled = 0;
  /** Admitted calls in order. */
  admitted: Admission[] = [];
  queue: Waiter[] = [];
  cancelTimer: (() => void) | undefined;
}

/**
 * Paces the calls to each target by the rate limits its provider reports in headers: a budget of
 * requests and one of tokens per window, each refilling continuously. The answer of the latest
 * admitted call says what was left when the server counted that call; every call admitted after it,
 * and every earlier one still unanswered when it came (it may have reached the server later), is
 * counted against it (a request each; tokens each: the target's usual, but never less than the
 * max_tokens its request carries, which the provider counts at admission), and the refill since
 * then is added back. A call that does not fit waits, first come first served, until the budget
 * has refilled enough. A 429 that carries the headers holds the whole target for its Retry-After;
 * a bare 429 does not (the retry policy waits for that call alone), so random 429s cost little.
 *
 * A target whose answers never carried rate-limit headers is not paced at all.
 */
export class RatePacer {
  private readonly targets = new Map<string, TargetPace>();

  private readonly now: () => number;

  /**
   * @param clock the run's clock: the time budgets refill by, and the timer a waiting call wakes on
   * @param firstRound calls a target may have in flight before its first answer says whether it has
   *   rate limits (the global ceiling: one round, then the headers pace the rest)
   * @param share this process's part (0..1] of each budget: 1 alone; in a `--queue` run the headers
   *   count every process's calls, so each live process takes its part of what is left and of the refill
   */
  constructor(
    private readonly clock: Pick<Runtime, 'now' | 'timer'>,
    private readonly firstRound: number,
    private readonly share: () => number = () => 1,
  ) {
    this.now = () => clock.now();
  }

  /** Waits until a call to `key` fits its budgets, then admits it. */
  admit(key: string, { signal, onWait, tokens }: AdmitOptions = {}): Promise<PaceTicket> {
    signal?.throwIfAborted();
    const pace = this.target(key);
    const floor = tokens !== undefined && tokens > 0 ? tokens : 0;
    if (pace.queue.length === 0 && this.delay(pace, floor).waitMs <= 0)
      return Promise.resolve(this.reserve(key, pace, floor));
    return new Promise<PaceTicket>((resolve, reject) => {
      const waiter: Waiter = {
        floor,
        resolve,
        reject,
        onWait,
        waited: false,
        stopListening: () => undefined,
      };
      if (signal) {
        waiter.stopListening = onAbort(signal, () => {
          pace.queue = pace.queue.filter((w) => w !== waiter);
          reject(signal.reason);
          this.pump(key, pace);
        });
      }
      pace.queue.push(waiter);
      this.pump(key, pace);
    });
  }

  /** Learns from the answer (or failure) of the call `ticket` admitted. */
  settle(ticket: PaceTicket, feedback: PaceFeedback): void {
    const pace = this.target(ticket.key);
    pace.answered = true;
    pace.unsettled--;
    if (feedback.tokens !== undefined && feedback.tokens > 0) {
      pace.tokenEstimate =
        pace.tokenEstimate === 0
          ? feedback.tokens
          : pace.tokenEstimate + SMOOTHING * (feedback.tokens - pace.tokenEstimate);
    }
    const entry = pace.admitted.find((a) => a.seq === ticket.seq);
    if (entry) entry.settled = true;
    const info = feedback.rateLimit;
    if (info) {
      const carried = pace.admitted.filter((a) => a.seq < ticket.seq && !a.settled);
      const at = this.now();
      pace.requests = learn(pace.requests, info.requests, ticket.seq, at, carried);
      pace.tokens = learn(pace.tokens, info.tokens, ticket.seq, at, carried);
      if (feedback.retryAfterMs !== undefined && feedback.retryAfterMs > 0)
        pace.notBefore = Math.max(pace.notBefore, this.now() + feedback.retryAfterMs);
      const oldest = Math.min(
        pace.requests?.seq ?? Number.POSITIVE_INFINITY,
        pace.tokens?.seq ?? Number.POSITIVE_INFINITY,
      );
      // Unanswered calls stay: a later header may still have to carry them.
      pace.admitted = pace.admitted.filter((a) => a.seq > oldest || !a.settled);
    }
    this.pump(ticket.key, pace);
  }

  /** True once `key`'s answers carried rate-limit headers. */
  paces(key: string): boolean {
    const pace = this.targets.get(key);
    return pace?.requests !== undefined || pace?.tokens !== undefined;
  }

  private target(key: string): TargetPace {
    let pace = this.targets.get(key);
    if (!pace) {
      pace = new TargetPace();
      this.targets.set(key, pace);
    }
    return pace;
  }

  private reserve(key: string, pace: TargetPace, floor: number): PaceTicket {
    const ticket = { key, seq: pace.nextSeq++ };
    pace.unsettled++;
    pace.admitted.push({ seq: ticket.seq, tokens: pace.tokenEstimate, floor, settled: false });
    if (pace.admitted.length > MAX_REMEMBERED) pace.admitted.splice(0, MAX_REMEMBERED / 2);
    return ticket;
  }

  /** How long the next call to this target, counted at least `floor` tokens, must wait, and for which budget. */
  private delay(pace: TargetPace, floor: number): { waitMs: number; reason: PaceReason } {
    const part = Math.min(1, Math.max(Number.MIN_VALUE, this.share()));
    // Until the first answer, one round (this process's part of it): its headers, or their absence, decide the rest.
    if (!pace.answered && pace.unsettled >= Math.max(1, Math.floor(this.firstRound * part)))
      return { waitMs: Number.POSITIVE_INFINITY, reason: 'first-answer' };
    const now = this.now();
    let waitMs = pace.notBefore - now;
    let reason: PaceReason = 'retry-after';
    const check = (state: BudgetState | undefined, need: number, unit: 'requests' | 'tokens', why: PaceReason) => {
      if (!state || need <= 0) return;
      const whole = refillPerMs(state);
      const rate = whole === undefined ? undefined : whole * part;
      const limit = state.limit === undefined ? undefined : state.limit * part;
      // A call admitted before the usual tokens were known counts at today's usual, and never below
      // what the provider counted for it at admission.
      const cost = (a: Admission) => (unit === 'requests' ? 1 : Math.max(a.floor, a.tokens || pace.tokenEstimate));
      let pending = 0;
      for (const a of state.carried) pending += cost(a);
      for (const a of pace.admitted) if (a.seq > state.seq) pending += cost(a);
      const refilled = state.remaining * part + (rate ?? 0) * Math.max(0, now - state.atMs);
      const available = Math.min(limit ?? Number.POSITIVE_INFINITY, refilled) - pending;
      const wanted = Math.min(need, limit ?? need);
      if (available >= wanted) return;
      // Without a refill rate nothing predicts the budget: wait a window for the next answer.
      const wait = rate ? (wanted - available) / rate : DEFAULT_WINDOW_MS;
      if (wait > waitMs) {
        waitMs = wait;
        reason = why;
      }
    };
    check(pace.requests, 1, 'requests', 'rate-limit-requests');
    check(pace.tokens, Math.max(floor, pace.tokenEstimate), 'tokens', 'rate-limit-tokens');
    return { waitMs, reason };
  }

  /** Admits waiting calls that fit, in order; sets one timer for the first that does not. */
  private pump(key: string, pace: TargetPace): void {
    pace.cancelTimer?.();
    pace.cancelTimer = undefined;
    while (pace.queue.length > 0) {
      const head = pace.queue[0]!;
      const { waitMs, reason } = this.delay(pace, head.floor);
      if (waitMs > 0) {
        if (!head.waited) {
          head.waited = true;
          head.onWait?.(reason, waitMs);
        }
        // An infinite wait ends with an answer, which pumps again.
        if (Number.isFinite(waitMs)) pace.cancelTimer = this.clock.timer(Math.ceil(waitMs), () => this.pump(key, pace));
        return;
      }
      pace.queue.shift();
      head.stopListening();
      head.resolve(this.reserve(key, pace, head.floor));
    }
  }
}

/** The budget after an answer of `ticket`'s call; an answer older than what is known is ignored. */
function learn(
  state: BudgetState | undefined,
  budget: RateLimitBudget | undefined,
  seq: number,
  atMs: number,
  carried: Admission[],
): BudgetState | undefined {
  if (!budget || budget.remaining === undefined) return state;
  if (state && state.seq > seq) return state;
  const limit = budget.limit ?? state?.limit;
  let deficit = (state?.deficit ?? 0) * (1 - SMOOTHING);
  let refillMs = (state?.refillMs ?? 0) * (1 - SMOOTHING);
  if (limit !== undefined && budget.resetMs !== undefined && budget.resetMs > 0 && budget.remaining < limit) {
    deficit += limit - budget.remaining;
    refillMs += budget.resetMs;
  }
  return { limit, remaining: budget.remaining, carried, seq, atMs, deficit, refillMs };
}

/** Units per ms the budget refills (less the margin): learnt from the resets, else its limit per minute. */
function refillPerMs(state: BudgetState): number | undefined {
  if (state.refillMs > 0 && state.deficit > 0) return (1 - RATE_MARGIN) * (state.deficit / state.refillMs);
  return state.limit !== undefined && state.limit > 0
    ? (1 - RATE_MARGIN) * (state.limit / DEFAULT_WINDOW_MS)
    : undefined;
}

/**
 * Base of every error the tool raises on purpose. `code` is a stable marker for tests and logs;
 * `exitCode` is what a door turns it into (2: bad input or configuration).
 */
export class AgentvError extends Error {
  readonly code: string;
  readonly exitCode: number;

  constructor(message: string, options: { code: string; exitCode?: number; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = options.code;
    this.exitCode = options.exitCode ?? 2;
  }
}

export function isAgentvError(value: unknown): value is AgentvError {
  return value instanceof AgentvError;
}

/** An evaluator could not produce a score (bad script output, missing prompt file, …). */
export class EvaluatorError extends AgentvError {
  constructor(message: string, cause?: unknown) {
    super(message, { code: 'EVALUATOR', exitCode: 1, cause });
  }
}

/** A call or a case ran past its time limit and was aborted. Always retryable. */
export class TimeoutError extends AgentvError {
  readonly timeoutMs: number;
  readonly retryable = true;

  constructor(what: string, timeoutMs: number) {
    super(`${what} timed out after ${timeoutMs} ms`, { code: 'TIMEOUT', exitCode: 1 });
    this.timeoutMs = timeoutMs;
  }
}

/** One budget a provider reported in its rate-limit headers: how many calls or tokens a window allows. */
export interface RateLimitBudget {
  /** The budget's size (calls or tokens per window), when the provider says it. */
  limit?: number;
  /** What is left of it right now. */
  remaining?: number;
  /** Milliseconds until the budget is full again. */
  resetMs?: number;
}

/**
 * What a provider's rate-limit headers said about one answer (OpenAI `x-ratelimit-*`, Anthropic
 * `anthropic-ratelimit-*`): the requests and the tokens budget of the key. The call limiter paces
 * each target by it.
 */
export interface RateLimitInfo {
  requests?: RateLimitBudget;
  tokens?: RateLimitBudget;
}

/** A model or agent call failed. `status` is the HTTP status (or process exit code for agents). */
export class ProviderError extends AgentvError {
  readonly status: number | undefined;
  readonly retryable: boolean;
  /** Server-requested wait before the next try (from `retry-after-ms` / `Retry-After`). */
  readonly retryAfterMs: number | undefined;
  /** Extra facts for the result record (stderr, exit code, attempts, elapsed). */
  readonly details: Record<string, unknown>;
  /** The rate-limit headers of the failed answer (a 429 says when the budget is back). */
  readonly rateLimit: RateLimitInfo | undefined;

  constructor(
    message: string,
    options: {
      status?: number;
      retryable?: boolean;
      retryAfterMs?: number;
      details?: Record<string, unknown>;
      rateLimit?: RateLimitInfo;
      cause?: unknown;
    } = {},
  ) {
    super(message, { code: 'PROVIDER', exitCode: 1, cause: options.cause });
    this.status = options.status;
    this.retryable = options.retryable ?? false;
    this.retryAfterMs = options.retryAfterMs;
    this.details = options.details ?? {};
    this.rateLimit = options.rateLimit;
  }
}

/**
 * Why a case was recorded as skipped instead of run: the run's `--budget-usd` was reached, or
 * `--cache-only` found no cached answer for one of its calls.
 */
export type SkipReason = 'budget' | 'cache-miss';

/**
 * A model call that was not started on purpose: the case is recorded as skipped (`reason`), never
 * as an error, and the door exits with this code (3) when any case was.
 */
export abstract class CallNotMadeError extends AgentvError {
  abstract readonly reason: SkipReason;
}

/** A model call was not started because it could take the run past its `--budget-usd`. */
export class BudgetExceededError extends CallNotMadeError {
  readonly reason = 'budget';

  constructor(message: string) {
    super(message, { code: 'BUDGET', exitCode: 3 });
  }
}

/**
 * `--cache-only` (replay): the call's answer is not in the response cache, so it was not made.
 * Nothing was paid and nothing left the machine.
 */
export class CacheMissError extends CallNotMadeError {
  readonly reason = 'cache-miss';

  constructor(message: string) {
    super(message, { code: 'CACHE_MISS', exitCode: 3 });
  }
}

/**
 * A file the run reads its cases from as they run (a large eval file) changed since the run
 * checked it. The run stops: its records so far stay, and `--resume` runs the rest from the file
 * as it is now.
 */
export class SourceChangedError extends AgentvError {
  constructor(readonly file: string) {
    super(`${file} changed during the run, which reads its cases from it as they run`, {
      code: 'SOURCE_CHANGED',
      exitCode: 2,
    });
  }
}

import { ProviderError, TimeoutError } from '../../errors/agentv-error.js';
import { ConfigError } from '../../errors/config-error.js';
import { CONCURRENCY_RANGE, MAX_TARGET_RETRIES, MAX_TIMER_SECONDS } from '../../config/types.js';

/** The one retry policy every call follows (docs/providers.md, "Model providers and the call limiter"). */
export interface RetryPolicy {
  /** Retries after the first try; 0 disables retrying. */
  maxRetries: number;
  initialDelayMs: number;
  maxDelayMs: number;
  statusCodes: number[];
  /**
   * Upper bound of the random jitter added to each delay (0.5 s by default). Never more than half
   * the initial delay, so tiny test or soak delays are not swamped by a fixed half second.
   */
  jitterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  initialDelayMs: 1000,
  maxDelayMs: 60_000,
  statusCodes: [429, 408, 502, 503],
  jitterMs: 500,
};

/** Authentication and authorisation failures are never retried, whatever the configuration. */
const NEVER_RETRY = new Set([401, 403]);

/** Whether `error` may succeed on another try under `policy`. */
export function isRetryable(error: unknown, policy: RetryPolicy): boolean {
  if (error instanceof TimeoutError) return true;
  if (!(error instanceof ProviderError)) return false;
  if (error.status !== undefined) {
    if (NEVER_RETRY.has(error.status)) return false;
    if (error.status >= 100 && error.status < 600) return policy.statusCodes.includes(error.status);
  }
  // No HTTP status: a reset connection or a malformed body is transient by nature.
  return error.retryable;
}

/**
 * Delay before retry number `retry` (1-based): `min(initial·2^(retry−1) + jitter, max)`, or the
 * server's own `Retry-After` when it sent one, capped at the maximum delay.
 */
export function retryDelayMs(retry: number, policy: RetryPolicy, random: () => number, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined && retryAfterMs >= 0) return Math.min(retryAfterMs, policy.maxDelayMs);
  const exponential = policy.initialDelayMs * 2 ** (retry - 1);
  const jitter = random() * Math.min(policy.jitterMs, policy.initialDelayMs / 2);
  return Math.min(exponential + jitter, policy.maxDelayMs);
}

/**
 * Run-wide call limiter settings, from the environment (the door merges `.env`
 * into it) and CLI flags.
 *
 * Precedence, highest first:
 * - ceiling: `--max-concurrent-calls` flag, then MAX_CONCURRENT_LLM_CALLS, then 5;
 * - retry: a target's retry fields (max_retries, retry_initial_delay_ms, retry_max_delay_ms,
 *   retry_status_codes) win over these run-wide values field by field, for that target's calls
 *   only (see `retryOverrides` in limited-provider.ts). Within a target, snake_case wins over
 *   camelCase when both are written (normalised by the config room into `RetrySettings`).
 *   Fields a target leaves out come from RETRY_INITIAL_DELAY, RETRY_MAX_DELAY,
 *   RETRY_MAX_ATTEMPTS and RETRY_STATUS_CODES, then from the defaults docs/providers.md lists.
 */
export interface LimiterSettings {
  ceiling: number;
  retry: RetryPolicy;
  callTimeoutMs: number;
  batching: boolean;
}

type Env = Record<string, string | undefined>;

function number(
  env: Env,
  name: string,
  fallback: number,
  fix: string,
  valid: (n: number) => boolean = () => true,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !valid(value))
    throw new ConfigError(`${name} must be ${fix.replace(/^set \S+ to /, '')}, got "${raw}"`, {}, fix);
  return value;
}

function statusCodes(env: Env): number[] {
  const raw = env.RETRY_STATUS_CODES;
  if (raw === undefined || raw.trim() === '') return DEFAULT_RETRY_POLICY.statusCodes;
  const codes = raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (codes.some((code) => !Number.isInteger(code) || code < 100 || code > 599)) {
    throw new ConfigError(
      `RETRY_STATUS_CODES must list HTTP status codes, got "${raw}"`,
      {},
      'set RETRY_STATUS_CODES like "429,408,502,503"',
    );
  }
  return codes;
}

/** Validates the ceiling against {@link CONCURRENCY_RANGE}, with one message for zero or negative values. */
export function checkCeiling(value: number, source: string): number {
  const { min, max } = CONCURRENCY_RANGE;
  const fix = `set ${source} to a whole number from ${min} to ${max}`;
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`MAX_CONCURRENT_LLM_CALLS must be >= ${min}, got ${value}`, {}, fix);
  if (value > max) throw new ConfigError(`MAX_CONCURRENT_LLM_CALLS must be <= ${max}, got ${value}`, {}, fix);
  return value;
}

export function resolveLimiterSettings(env: Env, flags: { maxConcurrentCalls?: number } = {}): LimiterSettings {
  const ceiling =
    flags.maxConcurrentCalls !== undefined
      ? checkCeiling(flags.maxConcurrentCalls, '--max-concurrent-calls')
      : checkCeiling(
          number(
            env,
            'MAX_CONCURRENT_LLM_CALLS',
            5,
            `set MAX_CONCURRENT_LLM_CALLS to a whole number from ${CONCURRENCY_RANGE.min} to ${CONCURRENCY_RANGE.max}`,
          ),
          'MAX_CONCURRENT_LLM_CALLS',
        );
  // A wait past what a timer holds would fire after 1 ms: every duration is bounded by it.
  const seconds = (name: string, fallbackMs: number, valid: (n: number) => boolean) =>
    number(
      env,
      name,
      fallbackMs / 1000,
      `set ${name} to a number of seconds, at most ${MAX_TIMER_SECONDS}`,
      (n) => valid(n) && n <= MAX_TIMER_SECONDS,
    ) * 1000;
  const atLeastZero = (n: number) => n >= 0;
  return {
    ceiling,
    retry: {
      ...DEFAULT_RETRY_POLICY,
      initialDelayMs: seconds('RETRY_INITIAL_DELAY', DEFAULT_RETRY_POLICY.initialDelayMs, atLeastZero),
      maxDelayMs: seconds('RETRY_MAX_DELAY', DEFAULT_RETRY_POLICY.maxDelayMs, atLeastZero),
      maxRetries: number(
        env,
        'RETRY_MAX_ATTEMPTS',
        DEFAULT_RETRY_POLICY.maxRetries,
        `set RETRY_MAX_ATTEMPTS to a whole number from 0 to ${MAX_TARGET_RETRIES}`,
        (n) => Number.isInteger(n) && n >= 0 && n <= MAX_TARGET_RETRIES,
      ),
      statusCodes: statusCodes(env),
    },
    callTimeoutMs: seconds('LLM_CALL_TIMEOUT', 120_000, (n) => n > 0),
    batching: /^(1|true|yes|on)$/i.test(env.BATCHING_ENABLED ?? ''),
  };
}

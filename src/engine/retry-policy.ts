import { ProviderError } from '../errors/provider-error.js';
import { TimeoutError } from '../errors/timeout-error.js';

/** The one retry policy every call follows (seed 002 FR-002). */
export interface RetryPolicy {
  /** Retries after the first try; 0 disables retrying. */
  maxRetries: number;
  initialDelayMs: number;
  maxDelayMs: number;
  statusCodes: number[];
  /**
   * Upper bound of the random jitter added to each delay (seed 002: 0.5 s). Never more than half
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

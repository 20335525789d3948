import { DEFAULT_RETRY_POLICY, isRetryable, retryDelayMs } from '../../../src/engine/limiter/retry-policy.js';
import { ProviderError } from '../../../src/errors/agentv-error.js';
import { TimeoutError } from '../../../src/errors/agentv-error.js';

describe('retry policy', () => {
  test('delays double from the initial delay with jitter up to 0.5 s, capped at the maximum', () => {
    const none = () => 0;
    const most = () => 0.999999;
    expect([1, 2, 3].map((n) => retryDelayMs(n, DEFAULT_RETRY_POLICY, none))).toEqual([1000, 2000, 4000]);
    expect(retryDelayMs(1, DEFAULT_RETRY_POLICY, most)).toBeCloseTo(1500, 0);
    expect(retryDelayMs(10, DEFAULT_RETRY_POLICY, most)).toBe(60_000);
  });

  test('jitter never exceeds half the initial delay, so tiny delays stay tiny', () => {
    expect(retryDelayMs(1, { ...DEFAULT_RETRY_POLICY, initialDelayMs: 10 }, () => 0.999999)).toBeLessThan(15);
  });

  test('the server-requested wait replaces the backoff and is capped at the maximum delay', () => {
    expect(retryDelayMs(3, DEFAULT_RETRY_POLICY, () => 0.9, 250)).toBe(250);
    expect(retryDelayMs(1, { ...DEFAULT_RETRY_POLICY, maxDelayMs: 5000 }, () => 0, 3_600_000)).toBe(5000);
  });

  test('retryable: listed statuses, timeouts, resets; never 401/403; unlisted statuses not', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, statusCodes: [429, 503, 401] };
    expect(isRetryable(new ProviderError('x', { status: 429 }), policy)).toBe(true);
    expect(isRetryable(new ProviderError('x', { status: 500, retryable: true }), policy)).toBe(false);
    expect(isRetryable(new ProviderError('x', { status: 401, retryable: true }), policy)).toBe(false);
    expect(isRetryable(new ProviderError('x', { status: 403 }), policy)).toBe(false);
    expect(isRetryable(new ProviderError('reset', { retryable: true }), policy)).toBe(true);
    expect(isRetryable(new TimeoutError('call', 10), policy)).toBe(true);
    expect(isRetryable(new TypeError('bug'), policy)).toBe(false);
  });
});

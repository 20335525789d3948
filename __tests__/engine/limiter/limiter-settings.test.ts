import { ceilingInfoLine } from '../../../src/engine/limiter/call-events.js';
import { resolveLimiterSettings } from '../../../src/engine/limiter/retry-policy.js';
import { DEFAULT_RETRY_POLICY } from '../../../src/engine/limiter/retry-policy.js';

describe('resolveLimiterSettings', () => {
  test('defaults: ceiling 5, 1 s → 60 s, 3 retries, 120 s timeout, no batching', () => {
    expect(resolveLimiterSettings({})).toEqual({
      ceiling: 5,
      retry: DEFAULT_RETRY_POLICY,
      callTimeoutMs: 120_000,
      batching: false,
    });
  });

  test('environment values in seconds; the flag wins for the ceiling', () => {
    const settings = resolveLimiterSettings(
      {
        MAX_CONCURRENT_LLM_CALLS: '7',
        RETRY_INITIAL_DELAY: '0.05',
        RETRY_MAX_DELAY: '2',
        RETRY_MAX_ATTEMPTS: '6',
        RETRY_STATUS_CODES: '429, 503',
        LLM_CALL_TIMEOUT: '1.5',
        BATCHING_ENABLED: 'true',
      },
      { maxConcurrentCalls: 9 },
    );
    expect(settings).toMatchObject({ ceiling: 9, callTimeoutMs: 1500, batching: true });
    expect(settings.retry).toMatchObject({
      initialDelayMs: 50,
      maxDelayMs: 2000,
      maxRetries: 6,
      statusCodes: [429, 503],
    });
  });

  test.each([['0'], ['-3']])("MAX_CONCURRENT_LLM_CALLS=%s is refused with the ceiling's message", (value) => {
    expect(() => resolveLimiterSettings({ MAX_CONCURRENT_LLM_CALLS: value })).toThrow(
      `MAX_CONCURRENT_LLM_CALLS must be >= 1, got ${value}`,
    );
  });

  test('above 50, the flag at 0, and non-numbers are refused with a fix', () => {
    expect(() => resolveLimiterSettings({ MAX_CONCURRENT_LLM_CALLS: '51' })).toThrow(
      'MAX_CONCURRENT_LLM_CALLS must be <= 50, got 51',
    );
    expect(() => resolveLimiterSettings({}, { maxConcurrentCalls: 0 })).toThrow(
      /must be >= 1, got 0. Fix: set --max-concurrent-calls/,
    );
    expect(() => resolveLimiterSettings({ RETRY_MAX_ATTEMPTS: 'lots' })).toThrow(
      /RETRY_MAX_ATTEMPTS must be a whole number from 0 to 100, got "lots"/,
    );
    expect(() => resolveLimiterSettings({ LLM_CALL_TIMEOUT: '0' })).toThrow(/LLM_CALL_TIMEOUT/);
  });

  test('the INFO line confirms the active ceiling', () => {
    expect(ceilingInfoLine(resolveLimiterSettings({ MAX_CONCURRENT_LLM_CALLS: '3' }))).toMatch(
      /^MAX_CONCURRENT_LLM_CALLS=3 \(global ceiling on model calls\); retries: up to 3 on 429\/408\/502\/503/,
    );
  });
});

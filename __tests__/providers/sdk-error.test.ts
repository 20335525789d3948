import { parseRetryAfterMs } from '../../src/providers/sdk-error.js';

const headers = (entries: Record<string, string>) => new Headers(entries);
const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('parseRetryAfterMs', () => {
  test('retry-after-ms wins over Retry-After', () => {
    expect(parseRetryAfterMs(headers({ 'retry-after-ms': '250', 'retry-after': '9' }), NOW)).toBe(250);
  });
  test('Retry-After in seconds, fractional allowed', () => {
    expect(parseRetryAfterMs(headers({ 'retry-after': '2' }), NOW)).toBe(2000);
    expect(parseRetryAfterMs(headers({ 'retry-after': '0.5' }), NOW)).toBe(500);
  });
  test('Retry-After as an HTTP date; a past date means now', () => {
    expect(parseRetryAfterMs(headers({ 'retry-after': 'Sun, 01 Mar 2026 12:00:30 GMT' }), NOW)).toBe(30_000);
    expect(parseRetryAfterMs(headers({ 'retry-after': 'Sun, 01 Mar 2026 11:00:00 GMT' }), NOW)).toBe(0);
  });
  test('absent or garbage gives undefined', () => {
    expect(parseRetryAfterMs(undefined, NOW)).toBeUndefined();
    expect(parseRetryAfterMs(headers({}), NOW)).toBeUndefined();
    expect(parseRetryAfterMs(headers({ 'retry-after': 'soon' }), NOW)).toBeUndefined();
    expect(parseRetryAfterMs(headers({ 'retry-after-ms': 'x', 'retry-after': '1' }), NOW)).toBe(1000);
  });
});

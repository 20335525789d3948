/** Anything with a `get(name)` like the fetch `Headers` the SDKs attach to their errors. */
export interface HeaderReader {
  get(name: string): string | null;
}

/**
 * The wait a server asked for: `retry-after-ms` (milliseconds, OpenAI/Azure) first, then
 * `Retry-After` as seconds or as an HTTP date. The call limiter caps it at the maximum delay.
 */
export function parseRetryAfterMs(headers: HeaderReader | undefined, nowMs: number): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '') {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  const after = headers.get('retry-after');
  if (after === null || after.trim() === '') return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(after);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

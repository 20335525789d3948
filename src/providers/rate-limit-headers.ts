import type { RateLimitBudget, RateLimitInfo } from '../engine/provider.js';

/** Anything with a `get(name)` like the fetch `Headers` the SDKs expose on answers and errors. */
export interface HeaderReader {
  get(name: string): string | null;
}

/**
 * The rate-limit headers of one answer, OpenAI's or Anthropic's, as the call limiter reads them;
 * undefined when the answer carried none (Gemini, most proxies, agents).
 *
 * - OpenAI (and Azure OpenAI): `x-ratelimit-{limit,remaining,reset}-{requests,tokens}`, the reset
 *   as a duration such as `1s`, `6m0s` or `20ms`;
 * - Anthropic: `anthropic-ratelimit-{requests,tokens}-{limit,remaining,reset}`, the reset as an
 *   RFC 3339 time, turned into a wait from `nowMs` (pass when the request was sent: the server
 *   counted it then, and OpenAI's durations count from then too).
 *
 * Both say when the budget is full again, so the limiter learns how fast it refills from the
 * headers themselves, whatever the window's length.
 */
export function parseRateLimitHeaders(headers: HeaderReader | undefined, nowMs: number): RateLimitInfo | undefined {
  if (!headers) return undefined;
  const openai = (dimension: string) =>
    budget(
      headers.get(`x-ratelimit-limit-${dimension}`),
      headers.get(`x-ratelimit-remaining-${dimension}`),
      durationMs(headers.get(`x-ratelimit-reset-${dimension}`)),
    );
  const anthropic = (dimension: string) =>
    budget(
      headers.get(`anthropic-ratelimit-${dimension}-limit`),
      headers.get(`anthropic-ratelimit-${dimension}-remaining`),
      untilMs(headers.get(`anthropic-ratelimit-${dimension}-reset`), nowMs),
    );
  const requests = openai('requests') ?? anthropic('requests');
  const tokens = openai('tokens') ?? anthropic('tokens');
  if (!requests && !tokens) return undefined;
  return { ...(requests ? { requests } : {}), ...(tokens ? { tokens } : {}) };
}

function budget(
  limit: string | null,
  remaining: string | null,
  resetMs: number | undefined,
): RateLimitBudget | undefined {
  const out: RateLimitBudget = {};
  const l = count(limit);
  const r = count(remaining);
  if (l !== undefined) out.limit = l;
  if (r !== undefined) out.remaining = r;
  if (resetMs !== undefined) out.resetMs = resetMs;
  return r === undefined && l === undefined ? undefined : out;
}

function count(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

const UNIT_MS: Readonly<Record<string, number>> = {
  h: 3_600_000,
  m: 60_000,
  s: 1000,
  ms: 1,
  us: 0.001,
  µs: 0.001,
  ns: 0.000001,
};

/** A Go-style duration (`1m30.5s`, `20ms`) or a bare number of seconds, in milliseconds. */
export function durationMs(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  if (!/^(\d+(\.\d+)?(h|ms|m|s|us|µs|ns))+$/.test(text)) return undefined;
  let total = 0;
  for (const [, value, unit] of text.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/g))
    total += Number(value) * (UNIT_MS[unit ?? 's'] ?? 0);
  return total;
}

/** An RFC 3339 time as milliseconds from `nowMs` (never negative). */
function untilMs(raw: string | null, nowMs: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

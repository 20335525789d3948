import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { ProviderError } from '../../src/errors/agentv-error.js';
import { durationMs, parseRateLimitHeaders } from '../../src/providers/rate-limit-headers.js';
import { PROVIDER_FACTORIES } from '../../src/providers/registry.js';
import { modelTargets, noSignal, request, testRuntime } from './provider-fixtures.js';

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('parseRateLimitHeaders', () => {
  test("OpenAI's x-ratelimit-* with Go-style durations", () => {
    const info = parseRateLimitHeaders(
      headers({
        'x-ratelimit-limit-requests': '600',
        'x-ratelimit-remaining-requests': '599',
        'x-ratelimit-reset-requests': '100ms',
        'x-ratelimit-limit-tokens': '60000',
        'x-ratelimit-remaining-tokens': '41000',
        'x-ratelimit-reset-tokens': '19s',
      }),
      0,
    );
    expect(info).toEqual({
      requests: { limit: 600, remaining: 599, resetMs: 100 },
      tokens: { limit: 60000, remaining: 41000, resetMs: 19000 },
    });
  });

  test("Anthropic's anthropic-ratelimit-* with RFC 3339 resets, as a wait from now", () => {
    const now = Date.parse('2025-01-01T00:00:00.000Z');
    const info = parseRateLimitHeaders(
      headers({
        'anthropic-ratelimit-requests-limit': '50',
        'anthropic-ratelimit-requests-remaining': '0',
        'anthropic-ratelimit-requests-reset': '2025-01-01T00:00:01.500Z',
        'anthropic-ratelimit-tokens-remaining': '1200',
        'anthropic-ratelimit-tokens-reset': '2024-12-31T23:59:59Z',
      }),
      now,
    );
    expect(info).toEqual({
      requests: { limit: 50, remaining: 0, resetMs: 1500 },
      tokens: { remaining: 1200, resetMs: 0 },
    });
  });

  test('no rate-limit headers, or unreadable ones, give nothing', () => {
    expect(parseRateLimitHeaders(headers({ 'content-type': 'application/json' }), 0)).toBeUndefined();
    expect(parseRateLimitHeaders(headers({ 'x-ratelimit-remaining-requests': 'lots' }), 0)).toBeUndefined();
    expect(parseRateLimitHeaders(undefined, 0)).toBeUndefined();
  });

  test('durations', () => {
    expect(durationMs('6m0s')).toBe(360_000);
    expect(durationMs('1m30.5s')).toBe(90_500);
    expect(durationMs('2')).toBe(2000);
    expect(durationMs('soon')).toBeUndefined();
  });
});

describe.each([
  ['openai', 'openai'],
  ['azure-openai', 'openai'],
  ['anthropic', 'anthropic'],
] as const)('%s: the headers reach the answer and the 429 through the real SDK', (kind, style) => {
  let server: FakeLlmServer;
  beforeAll(async () => {
    server = await startFakeLlmServer({ rateLimits: { style, requests: 2, tokens: 1000, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await server.close();
  });

  test('remaining budgets on success, and a 429 that says when they are back', async () => {
    const runtime = testRuntime();
    const definition = modelTargets(server.url)[kind];
    const provider = PROVIDER_FACTORIES[definition.provider].create(definition, { runtime });
    const first = await provider.invoke(request('a'), noSignal());
    expect(first.rateLimit).toEqual({
      requests: { limit: 2, remaining: 1, resetMs: expect.any(Number) },
      tokens: { limit: 1000, remaining: 982, resetMs: expect.any(Number) },
    });
    // One request of 2 per minute used: full again in about 30 s (Anthropic's reset is a time,
    // read from when the request was sent, which for the first call includes loading the SDK).
    expect(first.rateLimit?.requests?.resetMs).toBeGreaterThan(25_000);
    expect(first.rateLimit?.requests?.resetMs).toBeLessThanOrEqual(35_000);
    await provider.invoke(request('b'), noSignal());
    const error = await provider.invoke(request('c'), noSignal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(429);
    expect((error as ProviderError).rateLimit?.requests).toMatchObject({ limit: 2, remaining: 0 });
    expect((error as ProviderError).retryAfterMs).toBeGreaterThan(20_000);
    expect(server.rateLimiter?.stats()).toEqual({ admitted: 2, refused: 1 });
  });
});

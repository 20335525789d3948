import { setTimeout as delay } from 'node:timers/promises';
import { auditCallEvents } from '../../../test-support/call-events-audit.mjs';
import {
  startFakeLlmServer,
  type FakeLlmServer,
  type RecordedRequest,
} from '../../../test-support/fake-llm-server.mjs';
import type { RateLimitOptions } from '../../../test-support/fake-rate-limits.mjs';
import type { CallEvent } from '../../../src/engine/limiter/call-events.js';
import { ProviderError, type RateLimitInfo } from '../../../src/errors/agentv-error.js';
import { CallLimiter, type SharedSlots } from '../../../src/engine/limiter/call-limiter.js';
import { limitProvider } from '../../../src/engine/limiter/limited-provider.js';
import type { Provider } from '../../../src/engine/provider.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../../src/engine/limiter/retry-policy.js';
import type { Runtime } from '../../../src/engine/runtime.js';
import { PROVIDER_FACTORIES } from '../../../src/providers/registry.js';
import { modelTargets, noSignal, request, testRuntime, waitFor } from '../../providers/provider-fixtures.js';
import { driveClock, fakeClock, onClock, type FakeClock } from '../fake-clock.js';
import { fakeSharedSlots } from '../fake-shared-slots.js';

const RETRY: RetryPolicy = {
  ...DEFAULT_RETRY_POLICY,
  maxRetries: 20,
  initialDelayMs: 5,
  maxDelayMs: 2000,
  jitterMs: 5,
};

let server: FakeLlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(
  kind: 'openai' | 'anthropic',
  options: {
    rateLimits?: RateLimitOptions;
    ceiling?: number;
    runtime?: Runtime;
    retry?: RetryPolicy;
    /** The target's `settings:`. */
    settings?: Record<string, unknown>;
    /** What a `--queue` run's processes share (one of several processes on the same server). */
    sharedSlots?: SharedSlots;
  } = {},
) {
  server ??= await startFakeLlmServer(options.rateLimits ? { rateLimits: options.rateLimits } : {});
  const events: CallEvent[] = [];
  const runtime = options.runtime ?? testRuntime();
  const limiter = new CallLimiter({
    ceiling: options.ceiling ?? 10,
    retry: options.retry ?? RETRY,
    callTimeoutMs: 10_000,
    runtime,
    onEvent: (e) => events.push(e),
    ...(options.sharedSlots ? { sharedSlots: options.sharedSlots } : {}),
  });
  const model = modelTargets(server.url)[kind];
  const definition = options.settings ? { ...model, config: { ...model.config, settings: options.settings } } : model;
  const provider: Provider = limitProvider(
    PROVIDER_FACTORIES[definition.provider].create(definition, { runtime }),
    limiter,
    definition.retry,
  );
  const call = (i: number) => provider.invoke(request(`c${i}`), noSignal());
  return { server, events, call, limiter };
}

/**
 * The client and the server's budgets on one fake clock, moved only while nothing is on the wire:
 * how many calls meet a 429 then depends on the pacing alone, not on the machine's load.
 */
async function onFakeClock<T>(
  clock: FakeClock,
  limiter: CallLimiter,
  server: FakeLlmServer,
  work: () => Promise<T>,
): Promise<T> {
  const stop = driveClock(clock, () => limiter.activeSlots === 0 && server.inFlight() === 0);
  try {
    return await work();
  } finally {
    stop();
  }
}

/**
 * What a request costs the fake's tokens budget when it is admitted: its max_tokens, as OpenAI
 * ("the maximum of max_tokens and the estimated number of tokens based on the character count of
 * your request") and Anthropic (output tokens "estimated based on max_tokens at the beginning of
 * each request") count it, whatever its answer then uses (the fake's default answer reports 18).
 */
const maxTokensOf = (request: RecordedRequest) =>
  Number(request.body?.max_completion_tokens ?? request.body?.max_tokens ?? 0);

type QueueEvent = Extract<CallEvent, { event: 'queueing' }>;
const paced = (events: CallEvent[]) =>
  events.filter((e): e is QueueEvent => e.event === 'queueing' && e.reason !== 'ceiling');

describe.each(['openai', 'anthropic'] as const)('pacing by the rate-limit headers (%s style)', (kind) => {
  test('a requests budget: calls wait for it instead of running into 429s', async () => {
    // 10 requests per 400 ms window, the budget full at the start: 40 calls need 3 refills.
    const clock = fakeClock();
    const start = clock.now();
    const { server, events, call, limiter } = await setup(kind, {
      runtime: onClock(testRuntime(), clock),
      rateLimits: { style: kind, requests: 10, tokens: 1_000_000, windowMs: 400, now: clock.now },
    });
    const answers = await onFakeClock(clock, limiter, server, () =>
      Promise.all(Array.from({ length: 40 }, (_, i) => call(i))),
    );
    expect(answers).toHaveLength(40);
    const { admitted, refused } = server.rateLimiter!.stats();
    expect(admitted).toBe(40);
    // Without pacing the calls past the first ten would each meet a 429 at least once.
    expect(refused).toBe(0);
    // The 30 calls past the full budget took its three refills (1.2 s on the clock), and little more.
    expect(clock.now() - start).toBeGreaterThanOrEqual(1200);
    expect(clock.now() - start).toBeLessThan(1400);
    const waits = paced(events);
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.every((e) => ['rate-limit-requests', 'retry-after', 'first-answer'].includes(e.reason))).toBe(true);
    expect(waits.some((e) => e.reason === 'rate-limit-requests' && (e.wait_s ?? 0) > 0)).toBe(true);
    expect(auditCallEvents(events)).toMatchObject({ unmatched: [] });
  });

  test('a tokens budget: the usual tokens of a call are counted before it starts', async () => {
    // Each call costs 18 tokens; 180 per 400 ms window is 10 calls; requests never bind.
    const clock = fakeClock();
    const { server, events, call, limiter } = await setup(kind, {
      runtime: onClock(testRuntime(), clock),
      rateLimits: { style: kind, requests: 100_000, tokens: 180, windowMs: 400, now: clock.now },
    });
    await onFakeClock(clock, limiter, server, () => Promise.all(Array.from({ length: 40 }, (_, i) => call(i))));
    expect(server.rateLimiter!.stats().admitted).toBe(40);
    expect(server.rateLimiter!.stats().refused).toBe(0);
    expect(paced(events).some((e) => e.reason === 'rate-limit-tokens')).toBe(true);
  });

  /**
   * 40 calls of a target whose settings.max_tokens is 1,000, with the shipped retry policy (3
   * retries), against 10,000 tokens per 400 ms window charged 1,000 a request at admission, though
   * each answer reports 18; `initialFill` of the budget there at the start.
   */
  async function maxTokensRun(initialFill: number) {
    const clock = fakeClock();
    const start = clock.now();
    const { server, events, call, limiter } = await setup(kind, {
      runtime: onClock(testRuntime(), clock),
      retry: DEFAULT_RETRY_POLICY,
      settings: { max_tokens: 1000 },
      rateLimits: {
        style: kind,
        requests: 100_000,
        tokens: 10_000,
        windowMs: 400,
        initialFill,
        now: clock.now,
        tokensOf: maxTokensOf,
      },
    });
    const settled = await onFakeClock(clock, limiter, server, () =>
      Promise.allSettled(Array.from({ length: 40 }, (_, i) => call(i))),
    );
    return {
      failed: settled.filter((s) => s.status === 'rejected'),
      server: server.rateLimiter!.stats(),
      elapsedMs: clock.now() - start,
      events,
    };
  }

  test("a tokens budget charged each request's max_tokens at admission: every call reserves it", async () => {
    // Full at the start: 40 calls need 30,000 tokens of refill at 25 a millisecond, 1.2 s.
    // Reserving what answers used (18), the limiter sent the calls at once into 429s and, after
    // the shipped 3 retries, gave up on most of them long before the budget allowed them.
    const run = await maxTokensRun(1);
    expect(run.failed).toEqual([]);
    expect(run.server).toEqual({ admitted: 40, refused: 0 });
    expect(run.elapsedMs).toBeGreaterThanOrEqual(1200);
    expect(run.elapsedMs).toBeLessThan(1300);
    expect(paced(run.events).some((e) => e.reason === 'rate-limit-tokens')).toBe(true);
  });

  test("budgets spent at the start: the first round's 429s pace the rest, none fails", async () => {
    // Nothing is known before the first answers, so the first round (the ceiling, 10) meets 429s;
    // their headers say the tokens budget is empty and how fast it refills. No answer has reported
    // any usage yet: the calls after them reserve their max_tokens all the same.
    const run = await maxTokensRun(0);
    expect(run.failed).toEqual([]);
    expect(run.server).toEqual({ admitted: 40, refused: 10 });
    // 40,000 tokens at 25 a millisecond.
    expect(run.elapsedMs).toBeGreaterThanOrEqual(1600);
    expect(run.elapsedMs).toBeLessThan(1750);
  });
});

describe('429s and Retry-After', () => {
  // The same headers on a 200 and on a 429 (no Retry-After, so nothing but the budget holds the
  // target): 1,000 tokens a second, none left. Each call is counted 100 tokens at admission.
  const spent: RateLimitInfo = { tokens: { limit: 1000, remaining: 0, resetMs: 1000 } };
  test.each([
    ['an answer', () => Promise.resolve({ rateLimit: spent })],
    ['a 429', () => Promise.reject(new ProviderError('HTTP 429', { status: 429, rateLimit: spent }))],
  ])(
    "the pacer learns from every response's headers (%s): the next call waits for its max_tokens",
    async (_, first) => {
      const clock = fakeClock();
      const events: CallEvent[] = [];
      const limiter = new CallLimiter({
        ceiling: 4,
        retry: { ...RETRY, maxRetries: 0 },
        callTimeoutMs: 10_000,
        runtime: onClock(testRuntime(), clock),
        onEvent: (e) => events.push(e),
      });
      const options = {
        paceKey: 'gpt',
        paceTokens: 100,
        feedback: (value: { rateLimit?: RateLimitInfo }) => ({ rateLimit: value.rateLimit }),
      };
      await limiter.run({ agent: 'gpt', dimension: 'first' }, first, options).catch(() => undefined);
      let started = false;
      const second = limiter.run(
        { agent: 'gpt', dimension: 'second' },
        () => {
          started = true;
          return Promise.resolve({});
        },
        options,
      );
      // The pacer decides at once (the clock stands still): a call it lets go has started by now.
      await delay(20);
      expect(started).toBe(false);
      // 100 tokens at 1 a millisecond, less the pacer's 3% margin on the rate: 103.1 ms.
      expect(paced(events)).toEqual([expect.objectContaining({ dimension: 'second', reason: 'rate-limit-tokens' })]);
      expect(paced(events)[0]?.wait_s).toBeCloseTo(0.1031, 4);
      clock.advance(103);
      await delay(20);
      expect(started).toBe(false);
      clock.advance(1);
      await second;
      expect(started).toBe(true);
    },
  );

  test("a 429 with rate-limit headers holds the target's new calls until the clock passes Retry-After", async () => {
    const clock = fakeClock();
    // The budget starts empty: the first call is refused and told to come back.
    const { server, events, call } = await setup('openai', {
      runtime: onClock(testRuntime(), clock),
      rateLimits: {
        style: 'openai',
        requests: 60,
        tokens: 1_000_000,
        windowMs: 60_000,
        initialFill: 0,
        now: clock.now,
      },
    });
    const first = call(0);
    await waitFor(() => events.some((e) => e.event === 'hold'));
    const hold = events.find((e): e is Extract<CallEvent, { event: 'hold' }> => e.event === 'hold');
    expect(hold).toMatchObject({ status_code: 429 });
    expect(hold!.hold_s).toBeCloseTo(1, 1);
    const second = call(1);
    // The clock stands still: neither the retry nor the new call may go out, however long we wait.
    await waitFor(() => paced(events).some((e) => e.dimension === 'c1'));
    await delay(200);
    expect(server.requests).toHaveLength(1);
    // Two seconds refill two requests of the 60 per minute: both may go.
    clock.advance(2000);
    expect((await Promise.all([first, second])).map((a) => a.text)).toEqual(['ok', 'ok']);
    expect(server.requests).toHaveLength(3);
  });

  test('a bare 429 (no rate-limit headers) holds only its own call: random 429s do not stall the others', async () => {
    const clock = fakeClock();
    const { server, events, call } = await setup('openai', { runtime: onClock(testRuntime(), clock) });
    server.enqueue({ kind: 'status', status: 429, retryAfterMs: 60_000 });
    const first = call(0).catch((e: unknown) => e);
    await waitFor(() => events.some((e) => e.event === 'retry'));
    const others = await Promise.all([1, 2, 3].map((i) => call(i)));
    expect(others.map((a) => a.text)).toEqual(['ok', 'ok', 'ok']);
    expect(events.filter((e) => e.event === 'hold')).toEqual([]);
    expect(paced(events)).toEqual([]);
    // The refused call still waits for its Retry-After (capped at the policy's maximum delay).
    expect(events.find((e) => e.event === 'retry')).toMatchObject({ status_code: 429, delay_s: 2 });
    expect(server.requests).toHaveLength(4);
    clock.advance(1999);
    await delay(50);
    expect(server.requests).toHaveLength(4);
    clock.advance(1);
    expect(await first).toMatchObject({ text: 'ok' });
    expect(server.requests).toHaveLength(5);
  });

  test('a target whose answers carry no rate-limit headers is never paced after its first round', async () => {
    const { events, call } = await setup('anthropic', { ceiling: 3 });
    await Promise.all(Array.from({ length: 12 }, (_, i) => call(i)));
    // Calls past the first round wait for its first answer, which carries no rate-limit headers.
    expect(new Set(paced(events).map((e) => e.reason))).toEqual(new Set(['first-answer']));
    expect(paced(events).length).toBeLessThanOrEqual(12 - 3);
    expect(events.filter((e) => e.event === 'queueing' && e.reason === 'ceiling')).toHaveLength(12);
  });
});

describe.each(['openai', 'anthropic'] as const)('two processes of a --queue run on one budget (%s style)', (kind) => {
  /** Two processes (limiters) each making 20 calls to one server of 10 requests per 400 ms window. */
  async function twoProcesses(part: number) {
    const clock = fakeClock();
    const start = clock.now();
    const runtime = onClock(testRuntime(), clock);
    const rateLimits: RateLimitOptions = {
      style: kind,
      requests: 10,
      tokens: 1_000_000,
      windowMs: 400,
      now: clock.now,
    };
    const shared = fakeSharedSlots(part);
    const a = await setup(kind, { runtime, rateLimits, sharedSlots: shared });
    const b = await setup(kind, { runtime, rateLimits, sharedSlots: shared });
    const idle = () => a.limiter.activeSlots === 0 && b.limiter.activeSlots === 0 && a.server.inFlight() === 0;
    const stop = driveClock(clock, idle);
    try {
      await Promise.all([a, b].flatMap((p) => Array.from({ length: 20 }, (_, i) => p.call(i))));
    } finally {
      stop();
    }
    return { stats: a.server.rateLimiter!.stats(), elapsedMs: clock.now() - start };
  }

  // Seen: 2-3 refused with halves (a header is a moment old: the other process's calls counted since
  // are not in it, and the retry after the 429 waits out the shared Retry-After), 26 with wholes.
  test('each paces to its half of what the headers allow: few 429s, the refills the 40 calls need', async () => {
    const { stats, elapsedMs } = await twoProcesses(0.5);
    expect(stats.admitted).toBe(40);
    expect(stats.refused).toBeLessThanOrEqual(4);
    // 30 calls past the full budget: three refills of the shared window.
    expect(elapsedMs).toBeGreaterThanOrEqual(1200);
  });

  test('each pacing to the whole budget (as one process alone does) runs into many 429s', async () => {
    const { stats } = await twoProcesses(1);
    expect(stats.admitted).toBe(40);
    expect(stats.refused).toBeGreaterThan(12);
  });
});

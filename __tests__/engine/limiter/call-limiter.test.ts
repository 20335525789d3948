import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { auditCallEvents, parseEventsLog } from '../../../test-support/call-events-audit.mjs';
import { startFakeLlmServer, type FakeLlmServer, type Reply } from '../../../test-support/fake-llm-server.mjs';
import type { CallEvent } from '../../../src/engine/limiter/call-events.js';
import { CallLimiter } from '../../../src/engine/limiter/call-limiter.js';
import { openEventsLog } from '../../../src/engine/limiter/call-events.js';
import { limitProvider } from '../../../src/engine/limiter/limited-provider.js';
import type { Provider } from '../../../src/engine/provider.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../../src/engine/limiter/retry-policy.js';
import type { RetrySettings, TargetDefinition } from '../../../src/config/types.js';
import { ProviderError } from '../../../src/errors/agentv-error.js';
import { PROVIDER_FACTORIES } from '../../../src/providers/registry.js';
import { modelTargets, noSignal, request, testRuntime, waitFor } from '../../providers/provider-fixtures.js';
import { driveClock, fakeClock, onClock, type FakeClock } from '../fake-clock.js';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  server.setScript(() => ({ kind: 'ok', text: 'fine' }));
});

const FAST: RetryPolicy = { ...DEFAULT_RETRY_POLICY, initialDelayMs: 5, maxDelayMs: 50, jitterMs: 5 };

function setup(
  options: {
    ceiling?: number;
    retry?: Partial<RetryPolicy>;
    callTimeoutMs?: number;
    onEvent?: (e: CallEvent) => void;
    clock?: FakeClock;
  } = {},
) {
  const events: CallEvent[] = [];
  const runtime = options.clock ? onClock(testRuntime(), options.clock) : testRuntime();
  const limiter = new CallLimiter({
    ceiling: options.ceiling ?? 5,
    retry: { ...FAST, ...options.retry },
    callTimeoutMs: options.callTimeoutMs ?? 10_000,
    runtime,
    onEvent: (event) => {
      events.push(event);
      options.onEvent?.(event);
    },
  });
  const provider = (definition: TargetDefinition, retry?: RetrySettings): Provider =>
    limitProvider(
      PROVIDER_FACTORIES[definition.provider].create(definition, { runtime }),
      limiter,
      retry ?? definition.retry,
    );
  return { limiter, events, provider, runtime, targets: modelTargets(server.url) };
}

/**
 * Runs `work` with `clock` moving only while every request open at the server hangs, which only
 * its timeout can end (and every request open holds a slot): timeouts and backoffs then fire
 * after whatever the machine had to do, never in the middle of an answer on a slow machine.
 */
async function whileOnlyHangsWait<T>(
  clock: FakeClock,
  { limiter, events }: { limiter: CallLimiter; events: CallEvent[] },
  work: () => Promise<T>,
): Promise<T> {
  const hangsOpen = () =>
    server.requests.filter((r) => r.outcome === 'hang').length - events.filter((e) => e.event === 'timeout').length;
  const stop = driveClock(clock, () => server.inFlight() === hangsOpen() && limiter.activeSlots === server.inFlight());
  try {
    return await work();
  } finally {
    stop();
  }
}

/** Holds each request until `size` are open at once (or nothing else can come), then answers them all. */
function barrier(size: number, total: number): (r: unknown) => Promise<Reply> {
  let waiting: Array<() => void> = [];
  let seen = 0;
  return async () => {
    seen++;
    const remaining = total - (seen - waiting.length - 1);
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length >= Math.min(size, remaining)) {
        const batch = waiting;
        waiting = [];
        for (const go of batch) go();
      }
    });
    return { kind: 'ok', text: 'judged' };
  };
}

describe('one call limiter in front of real SDK providers', () => {
  test('3 targets × 10 judged dimensions at ceiling 5: never more than 5 in flight, all 30 finish', async () => {
    const { events, provider, targets } = setup({ ceiling: 5 });
    server.setScript(barrier(5, 30));
    const agents = [provider(targets.openai), provider(targets.anthropic), provider(targets.gemini)];
    const calls = agents.flatMap((agent) =>
      Array.from({ length: 10 }, (_, d) =>
        agent.invoke(request(`dim-${d}`, { label: { agent: agent.targetName, dimension: `dim-${d}` } }), noSignal()),
      ),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.text)).toEqual(Array(30).fill('judged'));
    expect(server.requests).toHaveLength(30);
    expect(server.maxInFlight()).toBe(5);
    const audit = auditCallEvents(events);
    expect(audit.acquired).toBe(30);
    expect(audit.released).toBe(30);
    expect(audit.unmatched).toEqual([]);
    expect(audit.maxActive).toBe(5);
    expect(new Set(server.requests.map((r) => r.format))).toEqual(new Set(['openai', 'anthropic', 'gemini']));
  });

  test('a 429 with Retry-After is retried after the requested wait, then succeeds', async () => {
    const { events, provider, targets } = setup();
    server.enqueue(
      { kind: 'status', status: 429, retryAfterMs: 20 },
      { kind: 'status', status: 429, retryAfter: '0.03' },
    );
    const answer = await provider(targets.openai).invoke(request('rate-limited'), noSignal());
    expect(answer.text).toBe('fine');
    expect(server.requests.map((r) => r.outcome)).toEqual(['status:429', 'status:429', 'ok']);
    const retries = events.filter((e) => e.event === 'retry');
    expect(retries).toEqual([
      expect.objectContaining({ attempt: 1, status_code: 429, delay_s: 0.02 }),
      expect.objectContaining({ attempt: 2, status_code: 429, delay_s: 0.03 }),
    ]);
  });

  test('a Retry-After longer than the maximum delay is capped', async () => {
    const { events, provider, targets } = setup({ retry: { maxDelayMs: 40 } });
    server.enqueue({ kind: 'status', status: 429, retryAfter: '3600' });
    await provider(targets.anthropic).invoke(request('capped'), noSignal());
    expect(events.find((e) => e.event === 'retry')).toMatchObject({ delay_s: 0.04 });
  });

  test('401 is never retried, whatever the policy lists', async () => {
    const { events, provider, targets } = setup({ retry: { statusCodes: [401, 429], maxRetries: 5 } });
    server.setScript(() => ({ kind: 'status', status: 401 }));
    const error = (await provider(targets.gemini)
      .invoke(request('auth'), noSignal())
      .catch((e: unknown) => e)) as ProviderError;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.status).toBe(401);
    expect(error.details).toMatchObject({ attempts: 1, last_status: 401 });
    expect(server.requests).toHaveLength(1);
    expect(events.filter((e) => e.event === 'retry')).toHaveLength(0);
  });

  test('a hung request times out, is aborted, frees its slot and is retried', async () => {
    const clock = fakeClock();
    const limited = setup({ ceiling: 1, callTimeoutMs: 150, clock });
    const { events, provider, targets, runtime } = limited;
    server.enqueue({ kind: 'hang' });
    const gpt = provider(targets.openai);
    const [first, second] = await whileOnlyHangsWait(clock, limited, () =>
      Promise.all([gpt.invoke(request('hangs-once'), noSignal()), gpt.invoke(request('waits'), noSignal())]),
    );
    expect([first.text, second.text]).toEqual(['fine', 'fine']);
    expect(server.requests.map((r) => r.outcome).sort()).toEqual(['hang', 'ok', 'ok']);
    expect(server.maxInFlight()).toBe(1);
    expect(events.filter((e) => e.event === 'timeout')).toEqual([
      expect.objectContaining({ event: 'timeout', timeout_s: 0.15 }),
    ]);
    expect(events.filter((e) => e.event === 'retry')).toEqual([expect.objectContaining({ status_code: null })]);
    expect(auditCallEvents(events)).toMatchObject({ acquired: 3, released: 3, maxActive: 1, unmatched: [] });
    expect(runtime.lines.some((l) => l.startsWith('warn:') && l.includes('timed out'))).toBe(true);
  });

  test.each([['reset'], ['malformed']] as const)('a %s answer is retried', async (kind) => {
    const { provider, targets } = setup();
    server.enqueue({ kind });
    const answer = await provider(targets['azure-openai']).invoke(request(kind), noSignal());
    expect(answer.text).toBe('fine');
    expect(server.requests.map((r) => r.outcome)).toEqual([kind, 'ok']);
  });

  test('exhausted retries give a ProviderError with attempts, last status and elapsed time', async () => {
    const { events, provider, targets, runtime } = setup({ retry: { maxRetries: 2 } });
    server.setScript(() => ({ kind: 'status', status: 503 }));
    const error = (await provider(targets.openai)
      .invoke(request('down'), noSignal())
      .catch((e: unknown) => e)) as ProviderError;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/gave up after 3 attempts in \d+\.\d s, last status 503/);
    expect(error.details).toMatchObject({ attempts: 3, last_status: 503 });
    expect(typeof error.details.elapsed_ms).toBe('number');
    expect(server.requests).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({
      event: 'failed',
      agent: 'gpt',
      dimension: 'down',
      attempts: 3,
      status_code: 503,
    });
    expect(runtime.lines.some((l) => l.startsWith('error: gpt / down'))).toBe(true);
  });

  test('a hang on every try ends as a timed-out failure and leaves no request open', async () => {
    const clock = fakeClock();
    const limited = setup({ retry: { maxRetries: 1 }, callTimeoutMs: 100, clock });
    const { events, provider, targets } = limited;
    server.setScript(() => ({ kind: 'hang' }));
    const error = (await whileOnlyHangsWait(clock, limited, () =>
      provider(targets.gemini)
        .invoke(request('stuck'), noSignal())
        .catch((e: unknown) => e),
    )) as ProviderError;
    expect(error.details).toMatchObject({ attempts: 2, last_status: null, timed_out: true });
    expect(error.message).toMatch(/timed out/);
    await waitFor(() => server.inFlight() === 0);
    expect(server.requests.map((r) => r.outcome)).toEqual(['hang', 'hang']);
    expect(auditCallEvents(events)).toMatchObject({ acquired: 2, released: 2, unmatched: [] });
  });

  test("a target's retry fields override the run policy: 500 retried only when listed, max_retries 0 off", async () => {
    const { provider, targets } = setup();
    server.enqueue({ kind: 'status', status: 500 });
    await expect(provider(targets.openai).invoke(request('a'), noSignal())).rejects.toMatchObject({ status: 500 });
    expect(server.requests).toHaveLength(1);

    server.reset();
    server.enqueue({ kind: 'status', status: 500 });
    const answer = await provider(targets.openai, { statusCodes: [429, 500] }).invoke(request('b'), noSignal());
    expect(answer.text).toBe('fine');
    expect(server.requests).toHaveLength(2);

    server.reset();
    server.enqueue({ kind: 'status', status: 429 });
    await expect(provider(targets.openai, { maxRetries: 0 }).invoke(request('c'), noSignal())).rejects.toMatchObject({
      status: 429,
    });
    expect(server.requests).toHaveLength(1);
  });

  test('cancelling the caller aborts the request and releases the slot without retrying', async () => {
    const { events, provider, targets } = setup({ ceiling: 1 });
    server.setScript(() => ({ kind: 'hang' }));
    const controller = new AbortController();
    const pending = provider(targets.anthropic).invoke(request('cancelled'), { signal: controller.signal });
    await waitFor(() => server.inFlight() > 0);
    controller.abort(new Error('case cancelled'));
    await expect(pending).rejects.toThrow('case cancelled');
    expect(server.requests).toHaveLength(1);
    expect(auditCallEvents(events)).toMatchObject({ acquired: 1, released: 1 });
  });

  test('the events log file shows every acquire matched by a release, never above the ceiling', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'agentv-events-'));
    try {
      const file = path.join(dir, 'logs', 'events.jsonl');
      const log = await openEventsLog(file);
      const clock = fakeClock();
      const limited = setup({ ceiling: 3, onEvent: log.listener, callTimeoutMs: 200, clock });
      const { provider, targets } = limited;
      // Per case: c0, c5, c10… hang on the first try; c0, c3, c6… get 429 on their first two.
      const tries = new Map<string, number>();
      server.setScript((seen) => {
        const question = JSON.stringify(seen.body?.messages ?? seen.body?.contents);
        const n = (tries.get(question) ?? 0) + 1;
        tries.set(question, n);
        const i = Number(/question for c(\d+)/.exec(question)?.[1]);
        if (n === 1 && i % 5 === 0) return { kind: 'hang' };
        if (n <= 2 && i % 3 === 0) return { kind: 'status', status: 429, retryAfterMs: 1 };
        return { kind: 'ok', text: 'ok', delayMs: 2 };
      });
      const gem = provider(targets.gemini);
      const gpt = provider(targets.openai);
      const results = await whileOnlyHangsWait(clock, limited, () =>
        Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? gem : gpt).invoke(request(`c${i}`), noSignal()))),
      );
      await log.close();
      expect(results.map((r) => r.text)).toEqual(Array(24).fill('ok'));
      expect(server.requests).toHaveLength(24 + 5 + 8 * 2 - 2);
      const logged = parseEventsLog(await readFile(file, 'utf8'));
      const audit = auditCallEvents(logged);
      expect(audit.unmatched).toEqual([]);
      expect(audit.acquired).toBe(audit.released);
      expect(audit.acquired).toBe(server.requests.length);
      expect(audit.maxActive).toBeLessThanOrEqual(3);
      expect(server.maxInFlight()).toBeLessThanOrEqual(3);
      expect(audit.counts).toMatchObject({ retry: expect.any(Number), timeout: expect.any(Number) });
      // One wait for a slot per call; waits for a target's first answers come on top.
      expect(logged.filter((e) => e.event === 'queueing' && e.reason === 'ceiling')).toHaveLength(audit.acquired);
      expect(
        logged.every((e) => typeof e.ts === 'string' && typeof e.agent === 'string' && typeof e.dimension === 'string'),
      ).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a freed slot starts the next waiting call before the answer that freed it is handed back', async () => {
    // Calls that start together come back together: each answer must free its slot for the next
    // request before any of them is graded and written, or the server's capacity idles meanwhile.
    const limiter = new CallLimiter({ ceiling: 1, retry: FAST, callTimeoutMs: 10_000, runtime: testRuntime() });
    const order: string[] = [];
    const call = (name: string) =>
      limiter
        .run({ agent: 'gpt', dimension: name }, async () => {
          order.push(`${name} sent`);
          return name;
        })
        .then((answer) => order.push(`${answer} handed back`));
    await Promise.all([call('first'), call('second'), call('third')]);
    // Answers that come at once (instant here) all free their slots before the first is handed back.
    expect(order).toEqual([
      'first sent',
      'second sent',
      'third sent',
      'first handed back',
      'second handed back',
      'third handed back',
    ]);
  });

  test("a ceiling below 1 is refused with the ceiling's message", () => {
    expect(() => new CallLimiter({ ceiling: 0, retry: FAST, callTimeoutMs: 1000, runtime: testRuntime() })).toThrow(
      'MAX_CONCURRENT_LLM_CALLS must be >= 1, got 0',
    );
  });
});

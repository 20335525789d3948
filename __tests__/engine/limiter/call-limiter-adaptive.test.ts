import { auditCallEvents } from '../../../test-support/call-events-audit.mjs';
import {
  randomFaults,
  startFakeLlmServer,
  type FakeLlmServer,
  type Reply,
} from '../../../test-support/fake-llm-server.mjs';
import type { CallEvent } from '../../../src/engine/limiter/call-events.js';
import { CallLimiter } from '../../../src/engine/limiter/call-limiter.js';
import { limitProvider } from '../../../src/engine/limiter/limited-provider.js';
import type { Provider } from '../../../src/engine/provider.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../../src/engine/limiter/retry-policy.js';
import type { Runtime } from '../../../src/engine/runtime.js';
import { PROVIDER_FACTORIES } from '../../../src/providers/registry.js';
import { modelTargets, noSignal, request, testRuntime } from '../../providers/provider-fixtures.js';
import { driveClock, fakeClock, onClock, type FakeClock } from '../fake-clock.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../../test-support/process-timeouts.js';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const RETRY: RetryPolicy = {
  ...DEFAULT_RETRY_POLICY,
  maxRetries: 200,
  initialDelayMs: 5,
  maxDelayMs: 100,
  jitterMs: 5,
};

/**
 * The test's clock, shared by the client and the server's answers: a served request waits
 * `latencyMs` on it (counted while it waits), and the clock moves only while every request in
 * flight is waiting so. Latencies and overlaps are then exact, whatever the machine's load.
 */
function testClock() {
  const clock = fakeClock();
  let waiting = 0;
  return {
    clock,
    /** The server's latency, on the clock. */
    async latency(ms: number) {
      waiting++;
      try {
        await clock.sleep(ms);
      } finally {
        waiting--;
      }
    },
    /** Runs `work` with the clock moving whenever every call in flight waits on it. */
    async run<T>(limiter: CallLimiter, work: () => Promise<T>): Promise<T> {
      const stop = driveClock(clock, () => server.inFlight() === waiting && limiter.activeSlots === waiting);
      try {
        return await work();
      } finally {
        stop();
      }
    },
  };
}
type TestClock = ReturnType<typeof testClock>;

/** A server that serves at most `capacity` requests at once and answers 429 beyond that. */
function capacityScript(
  time: TestClock,
  capacity: number,
  latencyMs: number,
  retryAfterMs: number,
): (r: unknown) => Promise<Reply> {
  let serving = 0;
  return async () => {
    if (serving >= capacity) return { kind: 'status', status: 429, retryAfterMs };
    serving++;
    await time.latency(latencyMs);
    serving--;
    return { kind: 'ok', text: 'served' };
  };
}

function setup(options: { ceiling: number; adaptive: boolean; clock?: FakeClock; runtime?: Runtime }) {
  const events: CallEvent[] = [];
  const runtime = options.runtime ?? (options.clock ? onClock(testRuntime(), options.clock) : testRuntime());
  const limiter = new CallLimiter({
    ceiling: options.ceiling,
    adaptive: options.adaptive,
    retry: RETRY,
    callTimeoutMs: 10_000,
    runtime,
    onEvent: (e) => events.push(e),
  });
  const definition = modelTargets(server.url).openai;
  const provider: Provider = limitProvider(
    PROVIDER_FACTORIES[definition.provider].create(definition, { runtime }),
    limiter,
    definition.retry,
  );
  const call = (i: number) => provider.invoke(request(`c${i}`), noSignal());
  return { limiter, events, call };
}

/** Refuses `rate` of the requests at random (seeded) with a Retry-After; serves the rest after `latencyMs`. */
function randomScript(
  time: TestClock,
  rate: number,
  latencyMs: number,
  retryAfterMs: number,
): (r: unknown) => Promise<Reply> {
  const faults = randomFaults({ rate429: rate, retryAfterMs, seed: 5 });
  return async (r) => {
    const reply = await faults(r as never);
    if (reply.kind === 'status') return reply;
    await time.latency(latencyMs);
    return { kind: 'ok', text: 'served' };
  };
}

type CeilingEvent = Extract<CallEvent, { event: 'ceiling' }>;
const ceilingEvents = (events: CallEvent[]) => events.filter((e): e is CeilingEvent => e.event === 'ceiling');
const count429 = () => server.requests.filter((r) => r.outcome === 'status:429').length;

describe('adaptive call ceiling against a server that serves at most N at once', () => {
  const N = 3;
  const MAX = 12;
  const CALLS = 60;

  // Client and server on one fake clock (testClock): the successes' timings are the server's
  // latency exactly, so the level a throttle lowers the ceiling to is the server's capacity on any
  // machine. adaptive-ceiling.test.ts tests the rule itself with synthetic times.
  // Every call finishes, every change is logged and chained, and the slots balance.
  test(
    "comes down from its maximum to the server's capacity under a real limit",
    async () => {
      const time = testClock();
      server.setScript(capacityScript(time, N, 100, 20));
      const { events, call, limiter } = setup({ ceiling: MAX, adaptive: true, clock: time.clock });
      const answers = await time.run(limiter, () => Promise.all(Array.from({ length: CALLS }, (_, i) => call(i))));
      expect(answers.map((a) => a.text)).toEqual(Array(CALLS).fill('served'));

      const changes = ceilingEvents(events);
      expect(changes.length).toBeGreaterThan(0);
      expect(changes[0]).toMatchObject({ from: MAX, to: N, reason: 'throttled', status_code: 429 });
      // One chain from the maximum; a throttle only lowers, a recovery adds one; never outside 1..MAX.
      changes.forEach((change, i) => {
        expect(change.from).toBe(i === 0 ? MAX : changes[i - 1]?.to);
        if (change.reason === 'throttled') expect(change.to).toBeLessThan(change.from);
        if (change.reason === 'recovered') expect(change.to).toBe(change.from + 1);
        expect(change.to).toBeGreaterThanOrEqual(1);
        expect(change.to).toBeLessThanOrEqual(MAX);
      });
      expect(limiter.effectiveCeiling).toBe(changes.at(-1)?.to);
      // A level refused once is probed rarely: 60 calls are far too few to climb back to the maximum.
      expect(Math.max(...changes.map((c) => c.to))).toBeLessThan(MAX);
      expect(auditCallEvents(events)).toMatchObject({
        acquired: server.requests.length,
        released: server.requests.length,
        unmatched: [],
      });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  test(
    'provokes far fewer 429s than the fixed ceiling on the same work',
    async () => {
      const fixedTime = testClock();
      server.setScript(capacityScript(fixedTime, N, 100, 20));
      // Twice the calls: the adaptive ceiling first needs a few successes to read the limit from.
      const fixed = setup({ ceiling: MAX, adaptive: false, clock: fixedTime.clock });
      await fixedTime.run(fixed.limiter, () => Promise.all(Array.from({ length: 2 * CALLS }, (_, i) => fixed.call(i))));
      const fixed429 = count429();
      expect(ceilingEvents(fixed.events)).toEqual([]);

      server.reset();
      const adaptiveTime = testClock();
      server.setScript(capacityScript(adaptiveTime, N, 100, 20));
      const adaptive = setup({ ceiling: MAX, adaptive: true, clock: adaptiveTime.clock });
      await adaptiveTime.run(adaptive.limiter, () =>
        Promise.all(Array.from({ length: 2 * CALLS }, (_, i) => adaptive.call(i))),
      );
      expect(count429()).toBeLessThan(fixed429 / 2);
      // The work twice over: hundreds of real requests, whatever the clock says.
    },
    2 * PROCESS_TEST_TIMEOUT_MS,
  );

  test(
    'random 429s with no real limit: the ceiling stays near its maximum, no call held for another',
    async () => {
      // 10% of requests refused at random whatever the load, with a Retry-After.
      // Answers take 100 ms on the test's clock.
      const time = testClock();
      server.setScript(randomScript(time, 0.1, 100, 20));
      const { events, call, limiter } = setup({ ceiling: MAX, adaptive: true, clock: time.clock });
      const answers = await time.run(limiter, () => Promise.all(Array.from({ length: 2 * CALLS }, (_, i) => call(i))));
      expect(answers).toHaveLength(2 * CALLS);
      expect(count429()).toBeGreaterThan(0);
      const lowest = Math.min(MAX, ...ceilingEvents(events).map((c) => c.to));
      // The old rule halved the ceiling on the first 429; noise now costs at most a step or two.
      expect(lowest).toBeGreaterThan(MAX / 2);
      expect(events.filter((e) => e.event === 'hold')).toEqual([]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  test(
    'the fixed mode is unchanged: no ceiling or hold events, the ceiling is the configured one',
    async () => {
      const time = testClock();
      server.setScript(capacityScript(time, N, 5, 5));
      const { events, call, limiter } = setup({ ceiling: 5, adaptive: false, clock: time.clock });
      await time.run(limiter, () => Promise.all(Array.from({ length: 10 }, (_, i) => call(i))));
      expect(events.filter((e) => e.event === 'ceiling' || e.event === 'hold')).toEqual([]);
      expect(limiter.effectiveCeiling).toBe(5);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

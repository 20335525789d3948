import { setTimeout as delay } from 'node:timers/promises';
import { auditCallEvents } from '../../../test-support/call-events-audit.mjs';
import { startFakeLlmServer, type FakeLlmServer, type Reply } from '../../../test-support/fake-llm-server.mjs';
import type { CallEvent } from '../../../src/engine/limiter/call-events.js';
import { CallLimiter } from '../../../src/engine/limiter/call-limiter.js';
import { limitProvider } from '../../../src/engine/limiter/limited-provider.js';
import type { Provider } from '../../../src/engine/provider.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../../src/engine/limiter/retry-policy.js';
import type { Runtime } from '../../../src/engine/runtime.js';
import { PROVIDER_FACTORIES } from '../../../src/providers/registry.js';
import { modelTargets, noSignal, request, testRuntime } from '../../providers/provider-fixtures.js';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const RETRY: RetryPolicy = { ...DEFAULT_RETRY_POLICY, maxRetries: 200, initialDelayMs: 5, maxDelayMs: 100, jitterMs: 5 };

/** A server that serves at most `capacity` requests at once and answers 429 beyond that. */
function capacityScript(capacity: number, latencyMs: number, retryAfterMs: number): (r: unknown) => Promise<Reply> {
  let serving = 0;
  return async () => {
    if (serving >= capacity) return { kind: 'status', status: 429, retryAfterMs };
    serving++;
    await delay(latencyMs);
    serving--;
    return { kind: 'ok', text: 'served' };
  };
}

function setup(options: { ceiling: number; adaptive: boolean; runtime?: Runtime }) {
  const events: CallEvent[] = [];
  const runtime = options.runtime ?? testRuntime();
  const limiter = new CallLimiter({ ceiling: options.ceiling, adaptive: options.adaptive, retry: RETRY, callTimeoutMs: 10_000, runtime, onEvent: (e) => events.push(e) });
  const definition = modelTargets(server.url).openai;
  const provider: Provider = limitProvider(PROVIDER_FACTORIES[definition.provider].create(definition, { runtime }), limiter, definition.retry);
  const call = (i: number) => provider.invoke(request(`c${i}`), noSignal());
  return { limiter, events, call };
}

type CeilingEvent = Extract<CallEvent, { event: 'ceiling' }>;
const ceilingEvents = (events: CallEvent[]) => events.filter((e): e is CeilingEvent => e.event === 'ceiling');
const count429 = () => server.requests.filter((r) => r.outcome === 'status:429').length;

describe('adaptive call ceiling against a server that serves at most N at once', () => {
  const N = 3;
  const MAX = 12;
  const CALLS = 60;

  test('converges near N: every call finishes, every change is logged, never above the maximum', async () => {
    server.setScript(capacityScript(N, 20, 20));
    const { events, call, limiter } = setup({ ceiling: MAX, adaptive: true });
    const answers = await Promise.all(Array.from({ length: CALLS }, (_, i) => call(i)));
    expect(answers.map((a) => a.text)).toEqual(Array(CALLS).fill('served'));

    const changes = ceilingEvents(events);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes[0]).toMatchObject({ from: MAX, to: MAX / 2, reason: 'throttled', status_code: 429 });
    // The events form one chain from the maximum, and every step is a halving or a +1.
    changes.forEach((change, i) => {
      expect(change.from).toBe(i === 0 ? MAX : changes[i - 1]?.to);
      expect(change.to).toBe(change.reason === 'throttled' ? Math.max(1, Math.floor(change.from / 2)) : change.from + 1);
      expect(change.to).toBeGreaterThanOrEqual(1);
      expect(change.to).toBeLessThanOrEqual(MAX);
    });
    expect(limiter.effectiveCeiling).toBe(changes.at(-1)?.to);
    // Once the first burst is absorbed, the ceiling stays near the server's capacity.
    const settled = changes.slice(2).map((c) => c.to);
    expect(Math.max(...settled)).toBeLessThanOrEqual(2 * N);
    expect(events.some((e) => e.event === 'hold' && e.status_code === 429 && e.hold_s === 0.02)).toBe(true);
    expect(auditCallEvents(events)).toMatchObject({ acquired: server.requests.length, released: server.requests.length, unmatched: [] });
  });

  test('provokes far fewer 429s than the fixed ceiling on the same work', async () => {
    server.setScript(capacityScript(N, 20, 20));
    const fixed = setup({ ceiling: MAX, adaptive: false });
    await Promise.all(Array.from({ length: CALLS }, (_, i) => fixed.call(i)));
    const fixed429 = count429();
    expect(ceilingEvents(fixed.events)).toEqual([]);

    server.reset();
    server.setScript(capacityScript(N, 20, 20));
    const adaptive = setup({ ceiling: MAX, adaptive: true });
    await Promise.all(Array.from({ length: CALLS }, (_, i) => adaptive.call(i)));
    expect(count429()).toBeLessThan(fixed429 / 2);
  });

  test('a Retry-After holds every new call until the clock passes it', async () => {
    let clock = 1_000_000;
    const runtime = { ...testRuntime(), now: () => clock };
    const { events, call } = setup({ ceiling: 4, adaptive: true, runtime });
    server.setScript(() => ({ kind: 'ok', text: 'served' }));
    server.enqueue({ kind: 'status', status: 503, retryAfterMs: 30 });
    const first = call(0);
    while (!events.some((e) => e.event === 'retry')) await delay(5);
    const second = call(1);
    // The clock stands still, so neither the retry nor the new call may go out, however long we wait.
    await delay(150);
    expect(server.requests).toHaveLength(1);
    expect(events.filter((e) => e.event === 'hold')).toEqual([expect.objectContaining({ status_code: 503, hold_s: 0.03 })]);
    expect(ceilingEvents(events)).toEqual([expect.objectContaining({ from: 4, to: 2, reason: 'throttled', status_code: 503 })]);
    clock += 30;
    expect((await Promise.all([first, second])).map((a) => a.text)).toEqual(['served', 'served']);
    expect(server.requests).toHaveLength(3);
  });

  test('the fixed mode is unchanged: no ceiling or hold events, the ceiling is the configured one', async () => {
    server.setScript(capacityScript(N, 5, 5));
    const { events, call, limiter } = setup({ ceiling: 5, adaptive: false });
    await Promise.all(Array.from({ length: 10 }, (_, i) => call(i)));
    expect(events.filter((e) => e.event === 'ceiling' || e.event === 'hold')).toEqual([]);
    expect(limiter.effectiveCeiling).toBe(5);
  });
});

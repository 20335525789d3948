import { CallLimiter, type SharedSlots } from '../../../src/engine/limiter/call-limiter.js';
import { DEFAULT_RETRY_POLICY } from '../../../src/engine/limiter/retry-policy.js';
import { ProviderError } from '../../../src/errors/agentv-error.js';
import { testRuntime } from '../../providers/provider-fixtures.js';
import { fakeClock } from '../fake-clock.js';
import { fakeSharedSlots } from '../fake-shared-slots.js';

/** Two processes of a `--queue` run: two limiters over one stand-in of what Redis keeps, on one fake clock. */
function limiterOn(clock: ReturnType<typeof fakeClock>, shared: SharedSlots): CallLimiter {
  return new CallLimiter({
    ceiling: 2,
    retry: { ...DEFAULT_RETRY_POLICY, maxRetries: 0 },
    callTimeoutMs: 60_000,
    runtime: { ...testRuntime(), now: clock.now, sleep: clock.sleep, timer: clock.timer },
    sharedSlots: shared,
  });
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
const label = { agent: 'gpt', dimension: 'case' };

describe('CallLimiter over limits shared by the processes of a --queue run', () => {
  it("counts the other process's calls against the one ceiling", async () => {
    const clock = fakeClock();
    const shared = fakeSharedSlots();
    const [a, b] = [limiterOn(clock, shared), limiterOn(clock, shared)];
    const answers: Array<() => void> = [];
    const call = (limiter: CallLimiter) =>
      limiter.run(label, () => new Promise<string>((resolve) => answers.push(() => resolve('ok'))));
    const calls = [call(a), call(b), call(a), call(b)];
    await flush();
    expect(answers).toHaveLength(2);
    expect(shared.inFlight()).toBe(2);
    answers.shift()?.();
    await flush();
    expect(answers).toHaveLength(2);
    while (answers.length > 0) {
      answers.shift()?.();
      await flush();
    }
    await expect(Promise.all(calls)).resolves.toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  it("holds a target in every process for a Retry-After that came with the provider's rate-limit headers", async () => {
    const clock = fakeClock();
    const shared = fakeSharedSlots();
    const [a, b] = [limiterOn(clock, shared), limiterOn(clock, shared)];
    const throttled = new ProviderError('429', {
      status: 429,
      retryable: false,
      retryAfterMs: 5000,
      rateLimit: { requests: { limit: 10, remaining: 0, resetMs: 5000 } },
    });
    await expect(a.run(label, () => Promise.reject(throttled))).rejects.toThrow('429');
    let called = false;
    const other = b.run(label, async () => {
      called = true;
      return 'ok';
    });
    await flush();
    clock.advance(4999);
    await flush();
    expect(called).toBe(false);
    clock.advance(1);
    await expect(other).resolves.toBe('ok');
    expect(called).toBe(true);
  });
});

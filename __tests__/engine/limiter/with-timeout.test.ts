import { getEventListeners } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { withTimeout } from '../../../src/engine/limiter/with-timeout.js';
import { TimeoutError } from '../../../src/errors/agentv-error.js';

/** A call that ignores its signal and settles when told to. */
function manual<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('withTimeout', () => {
  test('with a deadline: fn gets a signal of its own that aborts at the deadline, and the call rejects with a TimeoutError', async () => {
    const outer = new AbortController();
    let seen: AbortSignal | undefined;
    const call = withTimeout('call for x', 20, outer.signal, (signal) => {
      seen = signal;
      return manual<string>().promise;
    });
    await expect(call).rejects.toBeInstanceOf(TimeoutError);
    expect(seen).not.toBe(outer.signal);
    expect(seen?.aborted).toBe(true);
    expect(getEventListeners(outer.signal, 'abort')).toHaveLength(0);
  });

  test('without a deadline: fn gets the outer signal itself, and the value comes back with no listener left behind', async () => {
    const outer = new AbortController();
    let seen: AbortSignal | undefined;
    const value = await withTimeout('case a', undefined, outer.signal, async (signal) => {
      seen = signal;
      expect(getEventListeners(outer.signal, 'abort')).toHaveLength(1);
      return 'answer';
    });
    expect(value).toBe('answer');
    expect(seen).toBe(outer.signal);
    expect(getEventListeners(outer.signal, 'abort')).toHaveLength(0);
  });

  test('without a deadline: an outer abort rejects with its reason even when fn ignores the signal, after the wind-down', async () => {
    const outer = new AbortController();
    const pending = manual<string>();
    const order: string[] = [];
    const call = withTimeout('case b', Number.POSITIVE_INFINITY, outer.signal, () => pending.promise.finally(() => order.push('call settled')), { windDownMs: 5_000 });
    const outcome = call.catch((error: unknown) => {
      order.push('rejected');
      return error;
    });
    const reason = new Error('stopped');
    outer.abort(reason);
    await delay(20);
    pending.settle('late');
    expect(await outcome).toBe(reason);
    // It waited for the call to wind down (20 ms), not for the whole grace, and not at all less.
    expect(order).toEqual(['call settled', 'rejected']);
    expect(getEventListeners(outer.signal, 'abort')).toHaveLength(0);
  });

  test('an outer signal already aborted: fn is never called', async () => {
    const outer = new AbortController();
    outer.abort(new Error('gone'));
    let called = false;
    await expect(withTimeout('case c', undefined, outer.signal, async () => (called = true))).rejects.toThrow('gone');
    expect(called).toBe(false);
  });
});

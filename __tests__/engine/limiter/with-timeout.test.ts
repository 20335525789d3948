import { waitsOn } from '../../../src/abort/on-abort.js';
import { withTimeout } from '../../../src/engine/limiter/with-timeout.js';
import { TimeoutError } from '../../../src/errors/agentv-error.js';
import { fakeClock } from '../fake-clock.js';

/** Lets every promise already resolved run its reactions (no clock involved). */
const settleMicrotasks = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether `promise` has settled yet, without waiting for it. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await settleMicrotasks();
  return settled;
}

/** A call that ignores its signal and settles when told to. */
function manual<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('withTimeout', () => {
  // The call then rejects with a TimeoutError.
  test("with a deadline: fn's own signal aborts at the deadline on the run's clock", async () => {
    const clock = fakeClock();
    const outer = new AbortController();
    let seen: AbortSignal | undefined;
    const call = withTimeout(
      'call for x',
      20,
      outer.signal,
      (signal) => {
        seen = signal;
        return manual<string>().promise;
      },
      { timer: clock.timer },
    );
    clock.advance(19);
    expect(await isSettled(call)).toBe(false);
    expect(seen?.aborted).toBe(false);
    clock.advance(1);
    await expect(call).rejects.toBeInstanceOf(TimeoutError);
    expect(clock.pending()).toBe(0);
    expect(seen).not.toBe(outer.signal);
    expect(seen?.aborted).toBe(true);
    expect(waitsOn(outer.signal)).toBe(0);
  });

  test('without a deadline: fn gets the outer signal itself; the value comes back, no listener left', async () => {
    const outer = new AbortController();
    let seen: AbortSignal | undefined;
    const clock = fakeClock();
    const value = await withTimeout(
      'case a',
      undefined,
      outer.signal,
      async (signal) => {
        seen = signal;
        expect(waitsOn(outer.signal)).toBe(1);
        return 'answer';
      },
      { timer: clock.timer },
    );
    expect(clock.pending()).toBe(0);
    expect(value).toBe('answer');
    expect(seen).toBe(outer.signal);
    expect(waitsOn(outer.signal)).toBe(0);
  });

  // It rejects after the wind-down.
  test('without a deadline: an outer abort rejects with its reason even when fn ignores the signal', async () => {
    const outer = new AbortController();
    const pending = manual<string>();
    const order: string[] = [];
    const clock = fakeClock();
    const call = withTimeout(
      'case b',
      Number.POSITIVE_INFINITY,
      outer.signal,
      () => pending.promise.finally(() => order.push('call settled')),
      { windDownMs: 5_000, timer: clock.timer },
    );
    const outcome = call.catch((error: unknown) => {
      order.push('rejected');
      return error;
    });
    const reason = new Error('stopped');
    outer.abort(reason);
    clock.advance(20);
    expect(await isSettled(outcome)).toBe(false);
    pending.settle('late');
    expect(await outcome).toBe(reason);
    // It waited for the call to wind down (20 ms), not for the whole grace, and not at all less.
    expect(order).toEqual(['call settled', 'rejected']);
    expect(clock.pending()).toBe(0);
    expect(waitsOn(outer.signal)).toBe(0);
  });

  test('an outer signal already aborted: fn is never called', async () => {
    const outer = new AbortController();
    outer.abort(new Error('gone'));
    let called = false;
    await expect(
      withTimeout('case c', undefined, outer.signal, async () => (called = true), { timer: fakeClock().timer }),
    ).rejects.toThrow('gone');
    expect(called).toBe(false);
  });

  test("the wind-down is bounded: a call ignoring its abort is given up at the grace on the run's clock", async () => {
    const clock = fakeClock();
    const outer = new AbortController();
    const call = withTimeout('case d', Number.POSITIVE_INFINITY, outer.signal, () => manual<string>().promise, {
      windDownMs: 1_000,
      timer: clock.timer,
    });
    const reason = new Error('stopped');
    outer.abort(reason);
    await settleMicrotasks();
    clock.advance(999);
    expect(await isSettled(call)).toBe(false);
    clock.advance(1);
    await expect(call).rejects.toBe(reason);
  });
});

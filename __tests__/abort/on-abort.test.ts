import { getEventListeners } from 'node:events';
import { onAbort, waitsOn } from '../../src/abort/on-abort.js';

describe('onAbort', () => {
  it('calls each waiting listener once, in the order they were added, with the signal aborted', () => {
    const controller = new AbortController();
    const seen: string[] = [];
    onAbort(controller.signal, () => seen.push(`first ${controller.signal.aborted}`));
    onAbort(controller.signal, () => seen.push('second'));
    controller.abort(new Error('stop'));
    controller.abort(new Error('again'));
    expect(seen).toEqual(['first true', 'second']);
  });

  it('does not call a listener whose wait ended, and ending it twice is harmless', () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const stopFirst = onAbort(controller.signal, () => seen.push('first'));
    onAbort(controller.signal, () => seen.push('second'));
    const stopThird = onAbort(controller.signal, () => seen.push('third'));
    stopFirst();
    stopFirst();
    stopThird();
    controller.abort();
    expect(seen).toEqual(['second']);
  });

  it('never calls a listener added to a signal that has already aborted', () => {
    const seen: string[] = [];
    const stop = onAbort(AbortSignal.abort(), () => seen.push('late'));
    stop();
    expect(seen).toEqual([]);
  });

  it('skips a listener that an earlier one ended during the abort', () => {
    const controller = new AbortController();
    const seen: string[] = [];
    let stopSecond = (): void => undefined;
    onAbort(controller.signal, () => {
      seen.push('first');
      stopSecond();
    });
    stopSecond = onAbort(controller.signal, () => seen.push('second'));
    onAbort(controller.signal, () => seen.push('third'));
    controller.abort();
    expect(seen).toEqual(['first', 'third']);
  });

  it('adds one listener to the signal however many waits come and go on it', () => {
    const controller = new AbortController();
    const stops = Array.from({ length: 50 }, () => onAbort(controller.signal, () => undefined));
    for (const stop of stops.slice(0, 40)) stop();
    for (let i = 0; i < 1000; i++) onAbort(controller.signal, () => undefined)();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    expect(waitsOn(controller.signal)).toBe(10);
    let called = 0;
    onAbort(controller.signal, () => called++);
    controller.abort();
    expect(called).toBe(1);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect(waitsOn(controller.signal)).toBe(0);
  });

  it('keeps each signal its own waits', () => {
    const a = new AbortController();
    const b = new AbortController();
    const seen: string[] = [];
    onAbort(a.signal, () => seen.push('a'));
    onAbort(b.signal, () => seen.push('b'));
    b.abort();
    expect(seen).toEqual(['b']);
    a.abort();
    expect(seen).toEqual(['b', 'a']);
  });
});

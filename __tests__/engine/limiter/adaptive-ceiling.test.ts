import { AdaptiveCeiling, PROBE_SUCCESS_FACTOR } from '../../../src/engine/limiter/adaptive-ceiling.js';

describe('AdaptiveCeiling (additive increase, multiplicative decrease)', () => {
  test('a throttle halves the ceiling, floor 1', () => {
    const ceiling = new AdaptiveCeiling(9);
    const moves = [];
    for (let i = 0; i < 5; i++) moves.push(ceiling.throttled(ceiling.epoch, 0).change);
    expect(moves).toEqual([
      { from: 9, to: 4, reason: 'throttled' },
      { from: 4, to: 2, reason: 'throttled' },
      { from: 2, to: 1, reason: 'throttled' },
      undefined,
      undefined,
    ]);
    expect(ceiling.current).toBe(1);
  });

  test('the throttles of one burst lower the ceiling once', () => {
    const ceiling = new AdaptiveCeiling(20);
    const burst = ceiling.epoch;
    const changes = Array.from({ length: 15 }, () => ceiling.throttled(burst, 0).change).filter(Boolean);
    expect(changes).toEqual([{ from: 20, to: 10, reason: 'throttled' }]);
    expect(ceiling.current).toBe(10);
  });

  test('current-many successes raise it by one, never above the maximum', () => {
    const ceiling = new AdaptiveCeiling(4);
    ceiling.throttled(ceiling.epoch, 0);
    ceiling.throttled(ceiling.epoch, 0);
    expect(ceiling.current).toBe(1);
    const changes = Array.from({ length: 40 }, () => ceiling.succeeded(ceiling.epoch)).filter(Boolean);
    expect(changes).toEqual([
      { from: 1, to: 2, reason: 'recovered' },
      { from: 2, to: 3, reason: 'recovered' },
      { from: 3, to: 4, reason: 'recovered' },
    ]);
    expect(ceiling.current).toBe(4);
  });

  test('the step back up to the level last throttled takes PROBE_SUCCESS_FACTOR times the successes', () => {
    const ceiling = new AdaptiveCeiling(20);
    ceiling.throttled(ceiling.epoch, 0); // 20 -> 10
    ceiling.throttled(ceiling.epoch, 0); // 10 -> 5: level 10 refused
    const successesFor = (target: number) => {
      let n = 0;
      while (ceiling.current < target) {
        ceiling.succeeded(ceiling.epoch);
        n++;
      }
      return n;
    };
    expect(successesFor(9)).toBe(5 + 6 + 7 + 8);
    expect(successesFor(10)).toBe(9 * PROBE_SUCCESS_FACTOR);
    expect(successesFor(11)).toBe(10); // past the refused level: normal pace again
    expect(successesFor(20)).toBe(11 + 12 + 13 + 14 + 15 + 16 + 17 + 18 + 19);
  });

  test('successes of calls admitted before a lowering do not count, and a throttle resets the streak', () => {
    const ceiling = new AdaptiveCeiling(8);
    const old = ceiling.epoch;
    ceiling.throttled(old, 0);
    for (let i = 0; i < 10; i++) expect(ceiling.succeeded(old)).toBeUndefined();
    for (let i = 0; i < 3; i++) ceiling.succeeded(ceiling.epoch);
    ceiling.throttled(old, 0); // a straggler of the old burst: no lowering, but the streak restarts
    expect(ceiling.current).toBe(4);
    for (let i = 0; i < 3; i++) expect(ceiling.succeeded(ceiling.epoch)).toBeUndefined();
    expect(ceiling.succeeded(ceiling.epoch)).toEqual({ from: 4, to: 5, reason: 'recovered' });
  });

  test('Retry-After moves the shared hold forward only, and says by how much', () => {
    const ceiling = new AdaptiveCeiling(5);
    expect(ceiling.throttled(ceiling.epoch, 1000, 500).holdMs).toBe(500);
    expect(ceiling.notBefore).toBe(1500);
    expect(ceiling.throttled(ceiling.epoch, 1100, 200).holdMs).toBe(0);
    expect(ceiling.notBefore).toBe(1500);
    expect(ceiling.throttled(ceiling.epoch, 1200, 1000).holdMs).toBe(1000);
    expect(ceiling.notBefore).toBe(2200);
    expect(ceiling.throttled(ceiling.epoch, 1300).holdMs).toBe(0);
  });

  test('a maximum below 1 is refused', () => {
    expect(() => new AdaptiveCeiling(0)).toThrow(RangeError);
  });
});

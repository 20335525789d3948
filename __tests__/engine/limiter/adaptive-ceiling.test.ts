import { AdaptiveCeiling, PROBE_SUCCESS_FACTOR } from '../../../src/engine/limiter/adaptive-ceiling.js';

/**
 * One round against a server: `width` calls admitted together (levels 1..width); `refuse(i,
 * serving)` says whether the i-th is refused (a 429) given how many of the round the server is
 * serving when it comes. Refusals come back at once, the served calls after `latencyMs`.
 */
function round(
  ceiling: AdaptiveCeiling,
  width: number,
  atMs: number,
  refuse: (i: number, serving: number) => boolean,
  latencyMs = 100,
) {
  const served = [];
  for (let i = 0; i < width; i++) {
    const stamp = ceiling.admit(i + 1, atMs);
    if (refuse(i, served.length)) ceiling.throttled(stamp);
    else served.push(stamp);
  }
  for (const stamp of served) ceiling.succeeded(stamp, atMs + latencyMs);
}

/** A server taking at most `capacity` at once. */
const capacity = (n: number) => (_: number, serving: number) => serving >= n;

describe('AdaptiveCeiling: a real limit lowers it, noise does not', () => {
  test('a 429 with too little evidence changes nothing', () => {
    const ceiling = new AdaptiveCeiling(20);
    ceiling.throttled(ceiling.admit(20, 0));
    round(ceiling, 5, 0, capacity(3));
    expect(ceiling.served).toBe(3);
    expect(ceiling.current).toBe(20);
  });

  test('calls served up to a level and refused above it: the ceiling drops to that level', () => {
    const ceiling = new AdaptiveCeiling(20);
    for (let r = 0; r < 4; r++) round(ceiling, 8, r * 100, capacity(5));
    expect(ceiling.served).toBe(5);
    expect(ceiling.current).toBe(5);
  });

  test('429s at every level alike are noise: the ceiling stays', () => {
    const ceiling = new AdaptiveCeiling(20);
    for (let r = 0; r < 6; r++) round(ceiling, 20, r * 100, (i) => (i + r) % 5 === 0 && r > 0);
    expect(ceiling.served).toBe(20);
    expect(ceiling.current).toBe(20);
  });

  test('random 429s at any level cost little: the ceiling stays near its maximum, a real limit pins it', () => {
    // Rounds as wide as the ceiling allows; 10% of calls refused at random (seeded), and in the
    // second run also every call that finds the server serving 6 already.
    const run = (limit: number | undefined) => {
      const ceiling = new AdaptiveCeiling(20);
      const random = seeded(7);
      const levels: number[] = [];
      for (let r = 0; r < 300; r++) {
        round(
          ceiling,
          ceiling.current,
          r * 100,
          (_, serving) => random() < 0.1 || (limit !== undefined && serving >= limit),
        );
        levels.push(ceiling.current);
      }
      return levels.slice(50);
    };
    const noise = run(undefined);
    expect(mean(noise)).toBeGreaterThan(17);
    const limited = run(6);
    // A probe of 7 that random 429s let through, once in a while, lets the next step be tried too.
    expect(Math.max(...limited)).toBeLessThanOrEqual(8);
    expect(limited.filter((level) => level === 6).length).toBeGreaterThan(limited.length * 0.8);
  });

  test('the throttles of one burst lower it once; stale successes do not raise it', () => {
    const ceiling = new AdaptiveCeiling(20);
    for (let r = 0; r < 4; r++) round(ceiling, 4, r * 100, () => false);
    // A burst admitted under the old ceiling: 4 served, 16 refused.
    const burst = Array.from({ length: 20 }, (_, i) => ceiling.admit(i + 1, 1000));
    const changes = burst
      .slice(4)
      .map((stamp) => ceiling.throttled(stamp))
      .filter(Boolean);
    expect(changes).toEqual([{ from: 20, to: 4, reason: 'throttled' }]);
    for (const stamp of burst.slice(0, 4)) expect(ceiling.succeeded(stamp, 1100)).toBeUndefined();
    expect(ceiling.current).toBe(4);
  });

  test('current-many successes raise it by one; refused levels take PROBE_SUCCESS_FACTOR times as many', () => {
    const ceiling = new AdaptiveCeiling(8);
    // Rounds of 5 against a server taking 3, until it drops (its round's successes are then stale).
    for (let r = 0; ceiling.current > 3; r++) round(ceiling, 5, r * 100, capacity(3));
    expect(ceiling.current).toBe(3); // levels 4 and 5 refused
    const successesFor = (target: number) => {
      let n = 0;
      while (ceiling.current < target) {
        ceiling.succeeded(ceiling.admit(1, 1000 + n * 10), 1000 + n * 10 + 100);
        n++;
      }
      return n;
    };
    expect(successesFor(4)).toBe(3 * PROBE_SUCCESS_FACTOR);
    expect(successesFor(5)).toBe(4 * PROBE_SUCCESS_FACTOR);
    expect(successesFor(8)).toBe(5 + 6 + 7);
    for (let i = 0; i < 100; i++) ceiling.succeeded(ceiling.admit(1, 5000 + i * 10), 5000 + i * 10 + 100);
    expect(ceiling.current).toBe(8); // never above the maximum
  });

  test('answers slowing past twice their baseline shrink it by the latency gradient, at most by half', () => {
    const ceiling = new AdaptiveCeiling(16);
    let clock = 0;
    for (let i = 0; i < 40; i++, clock += 10) ceiling.succeeded(ceiling.admit(1, clock), clock + 100);
    expect(ceiling.current).toBe(16);
    const changes = [];
    for (let i = 0; i < 40 && changes.length === 0; i++, clock += 10) {
      const change = ceiling.succeeded(ceiling.admit(1, clock), clock + 1000);
      if (change) changes.push(change);
    }
    expect(changes).toEqual([expect.objectContaining({ from: 16, reason: 'latency' })]);
    expect(ceiling.current).toBeGreaterThanOrEqual(8);
    expect(ceiling.current).toBeLessThan(16);
  });

  test('a maximum below 1 is refused', () => {
    expect(() => new AdaptiveCeiling(0)).toThrow(RangeError);
  });
});

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

import {
  HELD_YOUNG_BYTES,
  holdYoungGeneration,
  YOUNG_CHECK_MS,
  type YoungGenerationHost,
} from '../../src/process/young-generation.js';

/** A V8 whose young generation grows as the test says, with a timer the test fires. */
function fakeV8(v8Version = '11.3.244.8-node.33') {
  const state = { young: 2 * 1024 * 1024, flags: [] as string[], ticks: [] as (() => void)[], stopped: 0, every: 0 };
  const host: YoungGenerationHost = {
    v8Version,
    youngBytes: () => state.young,
    setFlags: (flags) => state.flags.push(flags),
    every(ms, tick) {
      state.every = ms;
      state.ticks.push(tick);
      return () => {
        state.stopped++;
        state.ticks = state.ticks.filter((t) => t !== tick);
      };
    },
  };
  const tick = () => {
    for (const t of [...state.ticks]) t();
  };
  return { host, state, tick };
}

describe("a run holds V8's young generation at 8 MiB semi-spaces", () => {
  it('stops its growth once it reaches them, and looks no more', () => {
    const { host, state, tick } = fakeV8();
    holdYoungGeneration(host);
    expect(state.every).toBe(YOUNG_CHECK_MS);
    tick();
    expect(state.flags).toEqual([]);
    state.young = HELD_YOUNG_BYTES / 2;
    tick();
    expect(state.flags).toEqual([]);
    state.young = HELD_YOUNG_BYTES;
    tick();
    expect(state.flags).toEqual(['--semi-space-growth-factor=1']);
    expect(state.ticks).toHaveLength(0);
    tick();
    expect(state.flags).toHaveLength(1);
  });

  it('holds at once when the young generation is already that large, with no timer', () => {
    const { host, state } = fakeV8('13.6.233.17-node.63');
    state.young = 2 * HELD_YOUNG_BYTES;
    holdYoungGeneration(host)();
    expect(state.flags).toEqual(['--semi-space-growth-factor=1']);
    expect(state.every).toBe(0);
  });

  it('stops looking when the run ends first, leaving V8 as it was', () => {
    const { host, state, tick } = fakeV8('12.4.254.21-node.33');
    const release = holdYoungGeneration(host);
    release();
    state.young = HELD_YOUNG_BYTES;
    tick();
    expect(state.flags).toEqual([]);
    expect(state.stopped).toBe(1);
  });

  it('leaves a V8 alone whose flags are not known to have the growth factor', () => {
    const { host, state, tick } = fakeV8('15.0.1');
    state.young = HELD_YOUNG_BYTES;
    holdYoungGeneration(host);
    tick();
    expect(state.flags).toEqual([]);
    expect(state.every).toBe(0);
  });
});

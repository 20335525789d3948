import { describe, expect, it } from '@jest/globals';
import { longestFirst } from '../../../src/engine/queue/case-durations.js';

describe('longestFirst', () => {
  it('gives priority 1 to the longest known duration and none (0, taken first) to an unknown one', () => {
    expect(longestFirst([150, 3000, undefined, 150, 900])).toEqual([3, 1, 0, 3, 2]);
  });

  it('leaves every case unprioritized when no duration is known', () => {
    expect(longestFirst([undefined, undefined])).toEqual([0, 0]);
  });
});

import { loopTurnAfter } from '../../src/config/loop-turns.js';

describe('a long read gives the event loop a turn every 1,000 items', () => {
  it('waits for the loop after the 1,000th, 2,000th… item, and only then', async () => {
    const turned: number[] = [];
    for (let index = 0; index < 2500; index++) {
      let ran = false;
      setImmediate(() => (ran = true));
      await loopTurnAfter(index);
      if (ran) turned.push(index);
    }
    expect(turned).toEqual([999, 1999]);
  });
});

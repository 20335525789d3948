import { loopTurnEvery } from '../../src/config/loop-turns.js';

describe('a long read gives the event loop a turn every 1,000 items', () => {
  it('waits for the loop once 1,000, 2,000… items are read, and only then', async () => {
    const turned: number[] = [];
    for (let read = 0; read <= 2500; read++) {
      let ran = false;
      setImmediate(() => (ran = true));
      await loopTurnEvery(read);
      if (ran) turned.push(read);
    }
    expect(turned).toEqual([1000, 2000]);
  });
});

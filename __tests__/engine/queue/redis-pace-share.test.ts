import { Redis } from 'ioredis';
import { RedisSlots } from '../../../src/engine/queue/redis-slots.js';
import { type RedisServer, startRedisServer } from '../../../test-support/redis-server.mjs';

/**
 * Each process of a `--queue` run paces to its part of a provider's rate limits: one over the
 * processes that beat within a lease, counted in a real redis-server. Times are the run's clock (here a
 * number the test moves), the same clock the beats are stamped with.
 */
let redis: RedisServer;
let clients: Redis[] = [];
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.close();
});
afterEach(async () => {
  await Promise.all(clients.map((c) => c.quit()));
  clients = [];
});

function process(now: () => number): RedisSlots {
  const client = new Redis(redis.url);
  clients.push(client);
  return new RedisSlots(client, 'agentv:share-test:', 10_000, false, now);
}

it('splits the budget among the live processes, and gives a left or silent one back', async () => {
  let clock = 1_000_000;
  const now = () => clock;
  const [a, b, c] = [process(now), process(now), process(now)];
  await a.join();
  expect(a.paceShare()).toBe(1);
  await b.join();
  await c.join();
  await a.refresh();
  expect([a.paceShare(), b.paceShare(), c.paceShare()]).toEqual([1 / 3, 0.5, 1 / 3]);
  await c.leave();
  await a.refresh();
  expect(a.paceShare()).toBe(0.5);
  // b beats no more (as if killed: its timer beats every third of a real lease, far beyond this test):
  // once its last beat is a lease old on the run's clock, it no longer counts.
  clock += 10_001;
  await a.refresh();
  expect(a.paceShare()).toBe(1);
  await Promise.all([a.leave(), b.leave()]);
});

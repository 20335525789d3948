import path from 'node:path';
import { loadEvalSuite } from '../../src/config/load-eval-suite.js';
import { planTasks } from '../../src/engine/run/plan.js';
import { parseShardSpec, selectShard, shardKey, shardOf } from '../../src/engine/run/plan.js';
import { ConfigError } from '../../src/errors/config-error.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';

const SUITE =
  lines('dataset: demo', 'iterations: 2', 'evalcases:') +
  Array.from({ length: 30 }, (_, i) =>
    lines(
      `  - id: c${i}`,
      '    expected_outcome: ok',
      '    input_messages:',
      '      - role: user',
      `        content: q${i}`,
    ),
  ).join('');

/** The same eval file checked out in two different places, as on two CI machines. */
async function plannedOnTwoMachines() {
  const roots = [
    await makeTempRepo({ 'evals/s.test.yaml': SUITE }),
    await makeTempRepo({ 'evals/s.test.yaml': SUITE }),
  ];
  try {
    return await Promise.all(
      roots.map(async (root) => {
        const { suite } = await loadEvalSuite(path.join(root, 'evals/s.test.yaml'), { repoRoot: root });
        return planTasks([suite]);
      }),
    );
  } finally {
    for (const root of roots) await removeTempRepo(root);
  }
}

describe('sharding', () => {
  test('keys and shards do not depend on where the repository is checked out', async () => {
    const [here = [], there = []] = (await plannedOnTwoMachines()).map((plan) => [...plan]);
    expect(here.map(shardKey)).toEqual(there.map(shardKey));
    expect(here[0] && shardKey(here[0])).toBe('demo\u0000evals/s.test.yaml\u0000c0\u0000default\u00000');
    expect(here.map((t) => shardOf(t, 4))).toEqual(there.map((t) => shardOf(t, 4)));
  });

  test('the shards of n partition the plan: every task in exactly one, order kept', async () => {
    const [tasks] = await plannedOnTwoMachines();
    const keys = [...tasks!].map(shardKey);
    for (const n of [1, 2, 3, 7]) {
      const parts = Array.from({ length: n }, (_, i) =>
        [...selectShard(tasks!, { index: i + 1, count: n })].map(shardKey),
      );
      expect(parts.flat().length).toBe(keys.length);
      expect(new Set(parts.flat()).size).toBe(keys.length);
      for (const part of parts) expect(part).toEqual(keys.filter((k) => part.includes(k)));
    }
    // 60 tasks over 3 shards: a hash, not a round robin, but no shard is empty.
    expect([1, 2, 3].map((i) => selectShard(tasks!, { index: i, count: 3 }).length).every((n) => n > 0)).toBe(true);
  });

  test('the hash is pinned: changing it would split old and new machines differently', async () => {
    const tasks = [...(await plannedOnTwoMachines())[0]!];
    // c0…c5 × iterations 0 and 1; the values come from sha256 of the key (first 8 hex digits) mod 3.
    expect(tasks.slice(0, 12).map((t) => shardOf(t, 3))).toEqual([2, 0, 2, 0, 1, 1, 0, 0, 0, 1, 0, 1]);
  });

  test.each([
    ['1/1', { index: 1, count: 1 }],
    ['3/3', { index: 3, count: 3 }],
    [' 2 / 5 ', { index: 2, count: 5 }],
  ])('parses %j', (raw, spec) => {
    expect(parseShardSpec(raw)).toEqual(spec);
  });

  test.each([['0/2'], ['3/2'], ['1/257'], ['1'], ['1/2/3'], ['-1/2'], ['x/y'], ['']])(
    'refuses %j with the valid form',
    (raw) => {
      const error = (() => {
        try {
          parseShardSpec(raw, 'shard');
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toContain(`invalid shard "${raw}"`);
      expect((error as ConfigError).message).toContain('i/n with 1 <= i <= n <= 256');
    },
  );
});

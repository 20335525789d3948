import { parseInputs } from '../../src/action/input-helper.js';

const read = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('the adaptive and shard inputs', () => {
  it('reads shard i/n and adaptive into the run options', () => {
    const { run, inputs } = parseInputs(read({ paths: 'evals', shard: '2/3', adaptive: 'true' }), '/ws', 0);
    expect(inputs.shardMerge).toBe(false);
    expect(run).toMatchObject({ shard: { index: 2, count: 3 }, adaptive: true });
  });

  it('leaves both out by default', () => {
    const { run: options, inputs } = parseInputs(read({ paths: 'evals' }), '/ws', 0);
    expect(inputs.shardMerge).toBe(false);
    expect(options.shard).toBeUndefined();
    expect(options.adaptive).toBeUndefined();
  });

  it('shard: merge needs no paths; every other mode does', () => {
    const merge = parseInputs(read({ shard: 'merge' }), '/ws', 0);
    expect(merge.inputs).toMatchObject({ shardMerge: true, paths: [] });
    expect(merge.run.shard).toBeUndefined();
    expect(() => parseInputs(read({ shard: '1/2' }), '/ws', 0)).toThrow(
      'input "paths" must list at least one eval file, folder or glob',
    );
  });

  it.each([['0/3'], ['4/3'], ['3'], ['all']])('rejects shard: %s with the valid forms and the fix', (raw) => {
    expect(() => parseInputs(read({ paths: 'evals', shard: raw }), '/ws', 0)).toThrow(
      `input "shard" must be i/n (1 <= i <= n <= 256) or merge, got "${raw}". Fix: write shard:`,
    );
  });

  it('rejects an adaptive value that is not true or false', () => {
    expect(() => parseInputs(read({ paths: 'evals', adaptive: 'yes' }), '/ws', 0)).toThrow(
      'input "adaptive" must be true or false',
    );
  });
});

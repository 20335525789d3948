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

  it('with queue, shard i/n names the matrix job and the run id is the workflow run attempt', () => {
    const env = { GITHUB_RUN_ID: '77', GITHUB_RUN_ATTEMPT: '2' };
    const given = { paths: 'evals', queue: 'redis://10.0.0.5:6379', shard: '2/3' };
    const { run, inputs } = parseInputs(read(given), '/ws', 0, env);
    expect(run.shard).toBeUndefined();
    expect(run.queue).toMatchObject({ url: 'redis://10.0.0.5:6379', runId: '77-2' });
    expect(inputs.part).toEqual({ index: 2, count: 3 });
    const named = parseInputs(read({ ...given, 'run-id': 'nightly', 'queue-lease': '90' }), '/ws', 0, env);
    expect(named.run.queue).toMatchObject({ runId: 'nightly', leaseMs: 90_000 });
    // A plain shard job has its part too: both upload <artifact-name>-shard-<i>-of-<n> for the merge job.
    expect(parseInputs(read({ paths: 'evals', shard: '1/2' }), '/ws', 0, env).inputs.part).toEqual({
      index: 1,
      count: 2,
    });
  });

  it('refuses a queue with no run id outside a workflow run, and a bad queue URL', () => {
    expect(() => parseInputs(read({ paths: 'evals', queue: 'redis://h:1' }), '/ws', 0, {})).toThrow(
      'a queue run needs a run id',
    );
    expect(() => parseInputs(read({ paths: 'evals', queue: 'h:6379' }), '/ws', 0, { GITHUB_RUN_ID: '1' })).toThrow(
      'input "queue" must be a Redis URL',
    );
  });
});

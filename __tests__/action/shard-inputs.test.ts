import { parseInputs } from '../../src/action/input-helper.js';
import { toRunOptions } from '../../src/action/produce-results.js';

const read = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('the adaptive and shard inputs', () => {
  it('reads shard i/n and adaptive into the run options', () => {
    const settings = parseInputs(read({ paths: 'evals', shard: '2/3', adaptive: 'true' }), '/ws');
    expect(settings).toMatchObject({ shard: { kind: 'part', index: 2, count: 3 }, adaptive: true });
    expect(toRunOptions(settings, ['/ws/evals/a.yaml'], 0)).toMatchObject({
      shard: { index: 2, count: 3 },
      adaptive: true,
    });
  });

  it('leaves both out by default', () => {
    const settings = parseInputs(read({ paths: 'evals' }), '/ws');
    expect(settings.shard).toBeUndefined();
    expect(settings.adaptive).toBeUndefined();
    const options = toRunOptions(settings, [], 0);
    expect(options.shard).toBeUndefined();
    expect(options.adaptive).toBeUndefined();
  });

  it('shard: merge needs no paths; every other mode does', () => {
    expect(parseInputs(read({ shard: 'merge' }), '/ws')).toMatchObject({ shard: { kind: 'merge' }, paths: [] });
    expect(() => parseInputs(read({ shard: '1/2' }), '/ws')).toThrow(
      'input "paths" must list at least one eval file, folder or glob',
    );
  });

  it.each([['0/3'], ['4/3'], ['3'], ['all']])('rejects shard: %s with the valid forms and the fix', (raw) => {
    expect(() => parseInputs(read({ paths: 'evals', shard: raw }), '/ws')).toThrow(
      `input "shard" must be i/n (1 <= i <= n <= 256) or merge, got "${raw}". Fix: write shard:`,
    );
  });

  it('rejects an adaptive value that is not true or false', () => {
    expect(() => parseInputs(read({ paths: 'evals', adaptive: 'yes' }), '/ws')).toThrow(
      'input "adaptive" must be true or false',
    );
  });
});

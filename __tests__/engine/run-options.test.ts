import { parseInputs } from '../../src/action/input-helper.js';
import { toRunOptions } from '../../src/cli/eval-flags.js';
import { parseRunOptionInputs } from '../../src/engine/run/run-options.js';
import { ConfigError } from '../../src/errors/config-error.js';

/** The message a door gives for a bad value, with its own label replaced by `<label>`. */
function messageOf(attempt: () => unknown, label: string): string {
  try {
    attempt();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return String((error as Error).message)
      .split(label)
      .join('<label>');
  }
  throw new Error('expected a ConfigError');
}

describe('one run-options schema for both doors', () => {
  // `shard` is left out on purpose: the Action has one more form (merge), and its message says so.
  const cliFlag = {
    workers: 'workers',
    'max-concurrent-calls': 'maxConcurrentCalls',
    'output-format': 'outputFormat',
  } as const;

  it.each([
    ['workers', '0'],
    ['workers', 'four'],
    ['max-concurrent-calls', '0'],
    ['max-concurrent-calls', '2.5'],
    ['output-format', 'xml'],
  ] as const)('%s %j gets the same message from the CLI flag and the Action input', (name, value) => {
    const fromCli = messageOf(() => toRunOptions([], { [cliFlag[name]]: value }, '/repo', 0), `--${name}`);
    const fromAction = messageOf(
      () => parseInputs((input) => (input === 'paths' ? 'evals' : input === name ? value : ''), '/ws', 0),
      `input "${name}"`,
    );
    expect(fromCli).toBe(fromAction);
    expect(fromCli).toContain(value);
  });

  it('the same values give the same run options at either door, defaults and .agentv paths included', () => {
    const action = parseInputs(
      (input) =>
        ({
          paths: 'evals',
          'working-directory': 'sub',
          target: 'gpt',
          targets: 'cfg/targets.yaml',
          workers: '4',
          iterations: '3',
          'pass-policy': 'any',
          'early-stop': 'true',
          strict: 'true',
          'max-concurrent-calls': '7',
          adaptive: 'true',
          'budget-usd': '$2.5',
          'cache-only': 'true',
          shard: '2/3',
          'output-format': 'yaml',
          'dry-run': 'true',
        })[input] ?? '',
      '/ws',
      1_000,
    ).run;
    const cli = toRunOptions(
      [],
      {
        target: 'gpt',
        targets: 'cfg/targets.yaml',
        workers: '4',
        iterations: '3',
        passPolicy: 'any',
        earlyStop: true,
        strict: true,
        maxConcurrentCalls: '7',
        adaptive: true,
        budgetUsd: '$2.5',
        cacheOnly: true,
        shard: '2/3',
        outputFormat: 'yaml',
        dryRun: true,
      },
      '/ws/sub',
      1_000,
    );
    expect(action).toEqual(cli);
    expect(cli).toMatchObject({
      outPath: '/ws/sub/.agentv/results/eval_1970-01-01T00-00-01-000Z.yaml',
      cacheDir: '/ws/sub/.agentv/cache',
      cacheOnly: true,
      targetsPath: '/ws/sub/cfg/targets.yaml',
      timeoutRetries: 2,
    });
  });

  it('parses what both doors share into typed values', () => {
    const parsed = parseRunOptionInputs(
      { workers: '4', iterations: '3', shard: '2/3', 'agent-timeout': '1.5', adaptive: 'true', 'dry-run': true },
      (n) => n,
    );
    expect(parsed).toEqual({
      workers: 4,
      iterations: 3,
      shard: { index: 2, count: 3 },
      'agent-timeout': 1.5,
      adaptive: true,
      'dry-run': true,
    });
  });

  it('bounds --iterations like the eval files do', () => {
    expect(() => parseRunOptionInputs({ iterations: '1e12' }, (n) => `--${n}`)).toThrow(
      '--iterations must be a whole number from 1 to 1000, got "1e12"',
    );
  });

  it('--max-retries still sets the timeout retries, under its own name in errors', () => {
    expect(toRunOptions([], { maxRetries: '1' }, '/repo', 0).timeoutRetries).toBe(1);
    expect(toRunOptions([], { timeoutRetries: '3' }, '/repo', 0).timeoutRetries).toBe(3);
    expect(() => toRunOptions([], { maxRetries: '11' }, '/repo', 0)).toThrow(
      '--max-retries must be a whole number from 0 to 10, got "11"',
    );
  });
});

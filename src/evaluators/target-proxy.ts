import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { graderRequest } from '../engine/provider-pipeline/grader-request.js';
import type { InvokeOptions, Provider, ProviderRequest } from '../engine/provider.js';

/** AgentV's default cap on a code grader's target calls. */
export const DEFAULT_PROXY_MAX_CALLS = 50;

/** Most bytes of a request body the proxy reads. */
const MAX_BODY = 4 * 1024 * 1024;

export interface TargetProxyOptions {
  /** The judge of the case's target: what `target.invoke()` calls without a `target` name. */
  judge: Provider;
  /** Another target by name, when the script names one; throws for an unknown name. */
  judgeFor(name: string): Provider;
  maxCalls: number;
  /** The evaluator's signal and meter: the proxy's calls count as its judge calls. */
  invoke: InvokeOptions;
  /** For the call limiter's labels. */
  dimension: string;
}

export interface TargetProxy {
  /** `AGENTV_TARGET_PROXY_URL` and `AGENTV_TARGET_PROXY_TOKEN`, for the script's environment. */
  env: Record<string, string>;
  close(): Promise<void>;
}

interface InvokeBody {
  question?: unknown;
  systemPrompt?: unknown;
  evalCaseId?: unknown;
  attempt?: unknown;
  target?: unknown;
}

/**
 * AgentV's target proxy for code graders that set `target:` (4.42.4 `runtime/target-proxy.ts`,
 * which its SDK's `createTargetClient()` speaks): an HTTP server on 127.0.0.1 with a bearer token
 * made for this one run of the script. `POST /invoke` `{question, systemPrompt?, target?}` asks the
 * judge (or the named target) and answers `{output, rawText, tokenUsage}`; `POST /invokeBatch`
 * `{requests}` answers `{responses}`; `GET /info` describes it. At most `maxCalls` calls (429 after).
 */
export async function startTargetProxy(options: TargetProxyOptions): Promise<TargetProxy> {
  const state: ProxyState = { options, token: randomBytes(32).toString('hex'), calls: 0, closed: false };
  // Node's HTTP server is loaded here, for the code graders that call a target, not by every run.
  const { createServer } = await import('node:http');
  const server = createServer((req, res) => {
    void handleRequest(state, req, res).catch((error: unknown) =>
      send(res, 500, { error: error instanceof Error ? error.message : String(error) }),
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    env: { AGENTV_TARGET_PROXY_URL: `http://127.0.0.1:${port}`, AGENTV_TARGET_PROXY_TOKEN: state.token },
    close: () => {
      state.closed = true;
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** One run of the proxy: its token, the calls made so far, and whether it is closing. */
interface ProxyState {
  options: TargetProxyOptions;
  token: string;
  calls: number;
  closed: boolean;
}

/** Checks the token, then routes: `GET /info`, `POST /invoke`, `POST /invokeBatch`. */
async function handleRequest(state: ProxyState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { options } = state;
  if (req.headers.authorization !== `Bearer ${state.token}`) return send(res, 401, { error: 'Unauthorized' });
  if (state.closed) return send(res, 503, { error: 'Proxy is shutting down' });
  if (req.method === 'GET' && req.url === '/info') {
    return send(res, 200, {
      targetName: options.judge.targetName,
      maxCalls: options.maxCalls,
      callCount: state.calls,
      availableTargets: [options.judge.targetName],
    });
  }
  if (req.method !== 'POST' || (req.url !== '/invoke' && req.url !== '/invokeBatch'))
    return send(res, 404, { error: 'Not found' });
  const body = JSON.parse(await readBody(req)) as InvokeBody & { requests?: unknown };
  if (req.url === '/invoke') {
    if (state.calls >= options.maxCalls)
      return send(res, 429, { error: `Max calls exceeded (limit: ${options.maxCalls})` });
    const { status, json } = await ask(state, body);
    return send(res, status, json);
  }
  return answerBatch(state, body.requests, res);
}

/** `POST /invokeBatch`: all or none of the batch within the limit; a failed request is an error text. */
async function answerBatch(state: ProxyState, requests: unknown, res: ServerResponse): Promise<void> {
  const { maxCalls } = state.options;
  if (!Array.isArray(requests)) return send(res, 400, { error: 'Missing required field: requests (array)' });
  if (state.calls + requests.length > maxCalls) {
    return send(res, 429, {
      error: `Batch would exceed max calls (current: ${state.calls}, batch: ${requests.length}, limit: ${maxCalls})`,
    });
  }
  const responses: Record<string, unknown>[] = [];
  for (const request of requests as InvokeBody[]) {
    try {
      const { status, json } = await ask(state, request ?? {});
      responses.push(status === 200 ? json : { output: [], rawText: `Error: ${String(json.error)}` });
    } catch (error) {
      responses.push({ output: [], rawText: `Error: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  return send(res, 200, { responses });
}

/** One question to the judge or the named target; a call is counted once it is made. */
async function ask(state: ProxyState, body: InvokeBody): Promise<{ status: number; json: Record<string, unknown> }> {
  const { options } = state;
  if (typeof body.question !== 'string' || body.question === '')
    return { status: 400, json: { error: 'Missing required field: question' } };
  const provider = resolveTarget(options, body.target);
  if (!provider)
    return {
      status: 400,
      json: { error: `Unknown target '${String(body.target)}'. Available: ${options.judge.targetName}` },
    };
  state.calls++;
  const response = await provider.invoke(proxyRequest(body, provider, options.dimension), options.invoke);
  const usage = response.tokenUsage;
  return {
    status: 200,
    json: {
      output: response.outputMessages ?? [{ role: 'assistant', content: response.text }],
      rawText: response.text,
      ...(usage ? { tokenUsage: { input: usage.input ?? 0, output: usage.output ?? 0 } } : {}),
    },
  };
}

/** The judge when no target (or the judge's own name) is given, else the named target if there is one. */
function resolveTarget(options: TargetProxyOptions, name: unknown): Provider | undefined {
  if (name === undefined || name === null || name === options.judge.targetName) return options.judge;
  if (typeof name !== 'string') return undefined;
  try {
    return options.judgeFor(name);
  } catch {
    return undefined;
  }
}

function proxyRequest(body: InvokeBody, provider: Provider, dimension: string): ProviderRequest {
  const system = typeof body.systemPrompt === 'string' && body.systemPrompt !== '' ? body.systemPrompt : undefined;
  return graderRequest({
    evalId: typeof body.evalCaseId === 'string' ? body.evalCaseId : 'proxy',
    attempt: typeof body.attempt === 'number' ? body.attempt : 1,
    system,
    user: body.question as string,
    label: { agent: provider.targetName, dimension },
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('request body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

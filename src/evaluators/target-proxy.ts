import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from '../config/types.js';
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
  const token = randomBytes(32).toString('hex');
  let calls = 0;
  let closed = false;

  const resolve = (name: unknown): Provider | undefined => {
    if (name === undefined || name === null || name === options.judge.targetName) return options.judge;
    if (typeof name !== 'string') return undefined;
    try {
      return options.judgeFor(name);
    } catch {
      return undefined;
    }
  };

  const ask = async (body: InvokeBody): Promise<{ status: number; json: Record<string, unknown> }> => {
    if (typeof body.question !== 'string' || body.question === '')
      return { status: 400, json: { error: 'Missing required field: question' } };
    const provider = resolve(body.target);
    if (!provider)
      return {
        status: 400,
        json: { error: `Unknown target '${String(body.target)}'. Available: ${options.judge.targetName}` },
      };
    calls++;
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
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) =>
      send(res, 500, { error: error instanceof Error ? error.message : String(error) }),
    );
  });
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.headers.authorization !== `Bearer ${token}`) return send(res, 401, { error: 'Unauthorized' });
    if (closed) return send(res, 503, { error: 'Proxy is shutting down' });
    if (req.method === 'GET' && req.url === '/info') {
      return send(res, 200, {
        targetName: options.judge.targetName,
        maxCalls: options.maxCalls,
        callCount: calls,
        availableTargets: [options.judge.targetName],
      });
    }
    if (req.method !== 'POST' || (req.url !== '/invoke' && req.url !== '/invokeBatch'))
      return send(res, 404, { error: 'Not found' });
    const body = JSON.parse(await readBody(req)) as InvokeBody & { requests?: unknown };
    if (req.url === '/invoke') {
      if (calls >= options.maxCalls)
        return send(res, 429, { error: `Max calls exceeded (limit: ${options.maxCalls})` });
      const { status, json } = await ask(body);
      return send(res, status, json);
    }
    if (!Array.isArray(body.requests)) return send(res, 400, { error: 'Missing required field: requests (array)' });
    if (calls + body.requests.length > options.maxCalls) {
      return send(res, 429, {
        error:
          `Batch would exceed max calls (current: ${calls}, batch: ${body.requests.length}, ` +
          `limit: ${options.maxCalls})`,
      });
    }
    const responses: Record<string, unknown>[] = [];
    for (const request of body.requests as InvokeBody[]) {
      try {
        const { status, json } = await ask(request ?? {});
        responses.push(status === 200 ? json : { output: [], rawText: `Error: ${String(json.error)}` });
      } catch (error) {
        responses.push({ output: [], rawText: `Error: ${error instanceof Error ? error.message : String(error)}` });
      }
    }
    return send(res, 200, { responses });
  };

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    env: { AGENTV_TARGET_PROXY_URL: `http://127.0.0.1:${port}`, AGENTV_TARGET_PROXY_TOKEN: token },
    close: () => {
      closed = true;
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

function proxyRequest(body: InvokeBody, provider: Provider, dimension: string): ProviderRequest {
  const question = body.question as string;
  const system = typeof body.systemPrompt === 'string' && body.systemPrompt !== '' ? body.systemPrompt : undefined;
  const messages: ChatMessage[] = [
    ...(system ? [{ role: 'system' as const, content: system }] : []),
    { role: 'user', content: question },
  ];
  return {
    evalId: typeof body.evalCaseId === 'string' ? body.evalCaseId : 'proxy',
    attempt: typeof body.attempt === 'number' ? body.attempt : 1,
    messages,
    prompt: system ? `${system}\n\n${question}` : question,
    ...(system ? { systemPrompt: system } : {}),
    guidelineFiles: [],
    inputFiles: [],
    label: { agent: provider.targetName, dimension },
  };
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

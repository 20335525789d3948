import type nunjucks from 'nunjucks';
import type {
  CacheIdentity,
  InvokeOptions,
  ModelProvider,
  ProviderFactory,
  ProviderRequest,
  ProviderResponse,
} from '../engine/provider.js';
import type { Runtime } from '../engine/runtime.js';
import type { TargetDefinition } from '../config/types.js';
import { ProviderError } from '../errors/agentv-error.js';
import { type UserFunction, userFunction } from './promptfoo-http-transforms.js';

type Vars = Record<string, unknown>;

/**
 * promptfoo's `http` provider (providers/http.ts in 0.123.1) for a promptfoo config: the `url`,
 * `method` (GET unless given), `headers`, `queryParams` and `body` are nunjucks templates over the
 * test's vars and `prompt`; an object body goes as JSON, a string body as form text. The answer's
 * JSON (else its text) goes through `transformResponse` (an expression of `json`, `text` and
 * `context`, an arrow function, or `file://x.js[:fn]`, run in this process like promptfoo's);
 * `transformRequest` turns the prompt first, `validateStatus` decides which statuses fail. The
 * transformed answer is promptfoo's response: its `output` is the answer, its `error` fails the
 * call, its `metadata` is what `skill-used` reads.
 */
export class PromptfooHttpProvider implements ModelProvider {
  readonly kind = 'promptfoo-http';
  readonly isModelCall = true;
  readonly offline = false;
  readonly targetName: string;
  private readonly config: Record<string, unknown>;
  private readonly url: string;
  private readonly dir: string;
  private transforms: Promise<{ response: UserFunction; request?: UserFunction; status?: UserFunction }> | undefined;

  constructor(
    target: TargetDefinition,
    private readonly runtime: Runtime,
  ) {
    this.targetName = target.name;
    this.config = (target.config.config as Record<string, unknown> | undefined) ?? {};
    this.url = String(target.config.url ?? '');
    this.dir = String(target.config.cwd ?? runtime.cwd);
  }

  /** The answer is the endpoint's: keyed on the URL and the whole request config. */
  cacheIdentity(): CacheIdentity {
    return { model: this.targetName, settings: { url: this.url, config: this.config } };
  }

  async invoke(request: ProviderRequest, options: InvokeOptions): Promise<ProviderResponse> {
    const context = (request.metadata?.context ?? {}) as { vars?: Vars };
    const asText = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);
    const vars: Vars = {
      ...context.vars,
      prompt: request.prompt,
      // promptfoo hands the provider's tools to the templates as JSON text.
      ...(this.config.tools !== undefined ? { tools: asText(this.config.tools) } : {}),
      ...(this.config.tool_choice !== undefined ? { tool_choice: asText(this.config.tool_choice) } : {}),
    };
    this.transforms ??= this.loadTransforms();
    const transforms = await this.transforms;
    // nunjucks is imported on the first call, so a run without an http provider never loads it.
    const { default: templates } = await import('nunjucks');
    const engine = new templates.Environment(null, { autoescape: false, throwOnUndefined: false });
    engine.addGlobal('env', this.runtime.env);
    engine.addFilter('load', (text: string) => JSON.parse(text) as unknown);
    const render = (value: unknown): unknown => renderVarsInObject(engine, value, vars);
    const body = this.config.body;
    const headers = this.headers(body, render);
    const json = contentTypeIsJson(headers);
    if (body !== undefined && body !== null && typeof body === 'object' && !json)
      throw new ProviderError(
        `provider ${this.targetName}: Content-Type is not application/json, but body is an object or array. ` +
          'The body must be a string if the Content-Type is not application/json.',
      );
    const prompt = transforms.request ? await transforms.request(request.prompt, vars, context) : request.prompt;
    const method = String(render(this.config.method ?? 'GET'));
    const sent = requestBody(json, prompt, body, vars, engine);
    const url = withQuery(String(render(this.config.url ?? this.url)), queryOf(this.config), render);
    const started = this.runtime.now();
    const response = await fetch(url, {
      method,
      headers,
      signal: options.signal,
      ...(method !== 'GET' && sent !== undefined && sent !== null
        ? { body: json ? (typeof sent === 'string' ? sent : JSON.stringify(sent)) : textBody(sent) }
        : {}),
    });
    const text = await response.text();
    if (response.status === 429)
      throw new ProviderError(`provider ${this.targetName}: HTTP 429 ${response.statusText}`, {
        status: 429,
        retryable: true,
      });
    if (transforms.status && !transforms.status(response.status))
      // promptfoo does not try again: the status is in the message, not a retryable status of ours. The
      // body is cut so that an error page does not fill the record.
      throw new ProviderError(
        `HTTP call failed with status ${response.status} ${response.statusText}: ${text.slice(0, 1000)}`,
      );
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const responseFacts = {
      data: text,
      status: response.status,
      statusText: response.statusText,
      headers: headerRecord(response.headers),
      cached: false,
      latencyMs: this.runtime.now() - started,
    };
    const answer = asProviderResponse(await transforms.response(parsed, text, { response: responseFacts }));
    if (answer.error) throw new ProviderError(`provider ${this.targetName}: ${String(answer.error)}`);
    return answerOf(answer, parsed, this.estimate(prompt, request.prompt, answer, text));
  }

  /** promptfoo's headers: a content type for the body's kind, the config's (names lower-cased), each rendered. */
  private headers(body: unknown, render: (value: unknown) => unknown): Record<string, string> {
    const defaults: Record<string, string> =
      body !== null && typeof body === 'object'
        ? { 'content-type': 'application/json' }
        : typeof body === 'string'
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : {};
    const own = Object.entries((this.config.headers as Record<string, unknown> | undefined) ?? {}).map(
      ([name, value]) => [name.toLowerCase(), value] as const,
    );
    const headers = Object.fromEntries(
      Object.entries({ ...defaults, ...Object.fromEntries(own) }).map(([name, value]) => [name, String(render(value))]),
    );
    const auth = (this.config.auth ?? {}) as Record<string, string | undefined>;
    const text = (value: string | undefined) => String(render(value ?? ''));
    if (auth.type === 'bearer') headers.authorization = `Bearer ${text(auth.token)}`;
    if (auth.type === 'basic') {
      const pair = `${text(auth.username)}:${text(auth.password)}`;
      headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
    }
    if (auth.type === 'api_key' && auth.placement === 'header')
      headers[text(auth.keyName).toLowerCase()] = text(auth.value);
    return headers;
  }

  /** promptfoo's `tokenEstimation`: words × multiplier (1.3), rounded up, of the prompt sent and the answer. */
  private estimate(sent: unknown, prompt: string, answer: PromptfooResponse, text: string): TokenCounts | undefined {
    const options = this.config.tokenEstimation as { enabled?: boolean; multiplier?: number } | undefined;
    if (!options?.enabled) return undefined;
    const multiplier = options.multiplier ?? 1.3;
    const count = (value: string) => Math.ceil(value.trim().split(/\s+/).filter(Boolean).length * multiplier);
    const completion = typeof answer.output === 'string' ? answer.output : text;
    const promptTokens = count(typeof sent === 'string' ? sent : prompt);
    const completionTokens = count(completion);
    return { prompt: promptTokens, completion: completionTokens, total: promptTokens + completionTokens };
  }

  private async loadTransforms(): Promise<{ response: UserFunction; request?: UserFunction; status?: UserFunction }> {
    const spec = this.config.transformResponse ?? this.config.responseParser;
    const response = spec
      ? await userFunction(spec, ['json', 'text', 'context'], this.dir, 'expression')
      : (json: unknown, text: unknown) => ({ output: json || text });
    const request = this.config.transformRequest
      ? await userFunction(this.config.transformRequest, ['prompt', 'vars', 'context'], this.dir, 'body')
      : undefined;
    const status = this.config.validateStatus
      ? await userFunction(this.config.validateStatus, ['status'], this.dir, 'validator')
      : undefined;
    return { response, ...(request ? { request } : {}), ...(status ? { status } : {}) };
  }
}

/** promptfoo's renderVarsInObject: every string of a value rendered with the vars. */
function renderVarsInObject(engine: nunjucks.Environment, value: unknown, vars: Vars): unknown {
  if (typeof value === 'string') return engine.renderString(value, vars);
  if (Array.isArray(value)) return value.map((item) => renderVarsInObject(engine, item, vars));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderVarsInObject(engine, v, vars)]));
  return value;
}

function contentTypeIsJson(headers: Record<string, string>): boolean {
  return Object.entries(headers).some(
    ([name, value]) => name.toLowerCase().startsWith('content-type') && value.includes('application/json'),
  );
}

/**
 * promptfoo's determineRequestBody: with a JSON content type, an object prompt (from
 * `transformRequest`) merged over the body, else the body rendered with the vars and `prompt`, its
 * strings that hold JSON parsed; without one, the body rendered as text.
 */
function requestBody(json: boolean, prompt: unknown, body: unknown, vars: Vars, engine: nunjucks.Environment): unknown {
  const all = { ...vars, prompt };
  const render = (value: unknown, values: Vars) => renderVarsInObject(engine, value, values);
  let own = body;
  if (typeof body === 'string' && json) {
    try {
      own = JSON.parse(body);
    } catch {
      own = body;
    }
  }
  if (!json) return own === undefined || own === null ? own : render(own, all);
  if (prompt !== null && typeof prompt === 'object') return { ...(own as object), ...prompt };
  const rendered = render(own, all);
  if (rendered !== null && typeof rendered === 'object') return parseNested(rendered);
  if (typeof rendered !== 'string') return rendered;
  try {
    return JSON.parse(rendered);
  } catch {
    const trimmed = rendered.trim();
    if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && typeof own === 'string') {
      // A template whose vars broke the JSON: rendered again with the string vars JSON-escaped.
      try {
        return JSON.parse(String(render(own, escapedVars(all))));
      } catch {
        return rendered;
      }
    }
    return rendered;
  }
}

function escapedVars(vars: Vars): Vars {
  return Object.fromEntries(
    Object.entries(vars).map(([k, v]) => [k, typeof v === 'string' ? JSON.stringify(v).slice(1, -1) : v]),
  );
}

/** Strings of a rendered body that hold a JSON object or list, parsed (promptfoo's processJsonBody). */
function parseNested(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(parseNested);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, parseNested(v)]));
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(value);
        return parsed !== null && typeof parsed === 'object' ? parsed : value;
      } catch {
        return value;
      }
    }
  }
  return value;
}

function headerRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

function textBody(body: unknown): string {
  return typeof body === 'string' ? body.trim() : String(body);
}

/** The config's `queryParams`, with an `api_key` auth placed in the query. */
function queryOf(config: Record<string, unknown>): Record<string, unknown> | undefined {
  const auth = (config.auth ?? {}) as Record<string, unknown>;
  const params = (config.queryParams ?? undefined) as Record<string, unknown> | undefined;
  if (auth.type !== 'api_key' || auth.placement !== 'query') return params;
  return { ...params, [String(auth.keyName)]: auth.value };
}

function withQuery(url: string, params: unknown, render: (value: unknown) => unknown): string {
  if (params === null || typeof params !== 'object' || Object.keys(params).length === 0) return url;
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.append(name, String(render(value)));
  return target.toString();
}

/** promptfoo's answer of a transform: an object with `output` or `error` as it is, anything else as the output. */
interface TokenCounts {
  total?: number;
  prompt?: number;
  completion?: number;
}

interface PromptfooResponse {
  output?: unknown;
  error?: unknown;
  tokenUsage?: TokenCounts;
  cost?: unknown;
  metadata?: unknown;
}

function asProviderResponse(value: unknown): PromptfooResponse {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && ('output' in value || 'error' in value)
    ? (value as PromptfooResponse)
    : { output: value };
}

/** The answer as ours: its text, the endpoint's token counts, and promptfoo's response kept for the assertions. */
function answerOf(answer: PromptfooResponse, parsed: unknown, estimated: TokenCounts | undefined): ProviderResponse {
  const { output } = answer;
  const bodyUsage =
    parsed !== null && typeof parsed === 'object' && 'tokenUsage' in parsed
      ? (parsed as PromptfooResponse).tokenUsage
      : undefined;
  const usage = answer.tokenUsage ?? bodyUsage ?? estimated;
  return {
    text: typeof output === 'string' ? output : output === undefined ? '' : JSON.stringify(output),
    ...(usage && typeof usage === 'object'
      ? {
          tokenUsage: {
            input: usage.prompt ?? 0,
            output: usage.completion ?? 0,
            total: usage.total ?? (usage.prompt ?? 0) + (usage.completion ?? 0),
          },
        }
      : {}),
    costUsd: typeof answer.cost === 'number' ? answer.cost : null,
    // An object answer is graded as the object (`value`, kept by the response cache), as promptfoo grades it.
    ...(typeof output === 'string' || output === undefined || output === null ? {} : { value: output }),
    raw: { promptfoo: { output, ...(answer.metadata !== undefined ? { metadata: answer.metadata } : {}) } },
  };
}

export const promptfooHttpProviderFactory: ProviderFactory = {
  create: (target, { runtime }) => new PromptfooHttpProvider(target, runtime),
};

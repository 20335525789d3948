import path from 'node:path';
import type { TargetDefinition } from '../config/types.js';
import { refuse } from './refuse.js';
import type { RootGuard } from './root-guard.js';
import { isRecord } from '../config/is-record.js';
import { readYamlFile } from './read-yaml-file.js';
import { providerToolFields } from './provider-tools.js';

/** One promptfoo provider of a config, as a target of ours. */
export interface PromptfooProvider {
  id: string;
  /** The label as written ('' when none, as promptfoo records it). */
  label?: string;
  config: Record<string, unknown>;
  /** The provider's `transform`, applied to each answer before the test's. */
  transform?: string;
  /** The prompts it runs (labels or ids, promptfoo's provider `prompts:`); all when absent. */
  prompts?: string[];
  target: TargetDefinition;
}

type Env = Record<string, string | undefined>;

interface ProviderSource {
  configFile: string;
  configDir: string;
  /** The run's environment with the config's `env:` over it. */
  env: Env;
  /** The config's own `env:`, rendered. */
  configEnv?: Record<string, unknown>;
  guard: RootGuard;
}

/**
 * `providers:` (or `targets:`) as promptfoo 0.123.1 reads it: ids, `{id, label, config, transform}`
 * objects, `{ <id>: {…} }` maps, and `file://` YAML/JSON lists of them. Each becomes a target named
 * by its label, else its id (`#2`, `#3` on repeats). An id this tool cannot run is refused here.
 */
export async function readProviders(value: unknown, src: ProviderSource): Promise<PromptfooProvider[]> {
  const entries: Array<Record<string, unknown>> = [];
  // How each entry was written: promptfoo's readProviderPromptMap skips ids written as text and
  // keys a `{<id>: {…}}` entry's prompts by its id alone.
  const forms = new Map<Record<string, unknown>, 'text' | 'map'>();
  const add = async (item: unknown): Promise<void> => {
    if (typeof item === 'string' && item.startsWith('file://') && /\.(ya?ml|json)$/.test(item)) {
      const loaded: unknown = await readYamlFile(src.guard(path.resolve(src.configDir, item.slice(7))));
      for (const inner of [loaded].flat()) await add(inner);
    } else if (typeof item === 'string') {
      const entry = { id: item };
      forms.set(entry, 'text');
      entries.push(entry);
    } else if (isRecord(item) && typeof item.id === 'string') entries.push(item);
    else if (isRecord(item) && Object.keys(item).length === 1) {
      const [id, options] = Object.entries(item)[0]!;
      const entry = {
        ...(isRecord(options) ? options : {}),
        id: isRecord(options) && typeof options.id === 'string' ? options.id : id,
      };
      forms.set(entry, 'map');
      entries.push(entry);
    } else
      refuse(
        src.configFile,
        `a provider must be an id or {id, config}, got ${JSON.stringify(item).slice(0, 80)}`,
        'write it as openai:chat:<model> or {id: …, label: …}',
      );
  };
  if (value === undefined || value === null)
    refuse(src.configFile, 'providers: is missing', 'add providers:, e.g. providers: [openai:chat:gpt-4.1-mini]');
  for (const item of [value].flat()) await add(item);
  const used = new Map<string, number>();
  const providers: PromptfooProvider[] = [];
  for (const entry of entries) {
    const id = String(entry.id);
    const label = typeof entry.label === 'string' ? entry.label : undefined;
    const config = isRecord(entry.config) ? entry.config : {};
    const base = label || id;
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    const name = seen === 1 ? base : `${base}#${seen}`;
    const target = targetFor(id, name, config, entry, src);
    // Tools are loaded once the id is known to be run here: a file they name is read, a function called.
    const tools = await providerToolFields(id, config, src);
    Object.assign(target.config, tools);
    providers.push({
      id,
      ...(label !== undefined ? { label } : {}),
      // Assertions that read the provider's tools (is-valid-openai-tools-call) see the ones sent.
      config: { ...config, ...tools },
      ...(typeof entry.transform === 'string' ? { transform: entry.transform } : {}),
      target,
    });
  }
  return withPromptFilters(providers, entries, forms);
}

/**
 * Each provider's `prompts:` as promptfoo 0.123.1 finds them (readProviderPromptMap): listed by
 * id, then by label, in the providers' order, and looked up by label else id; so a later provider
 * with the same id or label overrides an earlier one's list, as in promptfoo.
 */
function withPromptFilters(
  providers: PromptfooProvider[],
  entries: Array<Record<string, unknown>>,
  forms: Map<Record<string, unknown>, 'text' | 'map'>,
): PromptfooProvider[] {
  const lists = new Map<string, string[] | undefined>();
  entries.forEach((entry, i) => {
    const own = entry.prompts;
    const list = typeof own === 'string' ? [own] : Array.isArray(own) ? own.map(String) : undefined;
    const provider = providers[i]!;
    if (forms.get(entry) === 'text') return;
    lists.set(provider.id, list);
    if (provider.label && !forms.has(entry)) lists.set(provider.label, list);
  });
  return providers.map((provider) => {
    const prompts = lists.get(provider.label || provider.id);
    return prompts ? { ...provider, prompts } : provider;
  });
}

/** The target for a provider id, or one line refusing the id. */
export function targetFor(
  id: string,
  name: string,
  config: Record<string, unknown>,
  entry: Record<string, unknown>,
  src: ProviderSource,
): TargetDefinition {
  const found = localProvider(id, config, entry, src) ?? hostedProvider(id, config, src);
  if (!found)
    return refuse(
      src.configFile,
      `provider ${id} is not run by this tool`,
      'use openai:chat:<model>, openai:<model>, anthropic:messages:<model>, azure:chat:<deployment>, google:<model>, ' +
        'echo, exec:<command>, an http(s):// endpoint or a file:// JS provider',
    );
  return {
    name,
    provider: found.provider,
    retry: {},
    config: dropUndefined(found.fields),
    source: { file: src.configFile },
  };
}

/** A target kind and the fields of its target, as a provider id and its config give them. */
interface TargetFields {
  provider: TargetDefinition['provider'];
  fields: Record<string, unknown>;
}

/** The providers that run here without a model API: echo, an exec: command, a file:// JS or TS module. */
function localProvider(
  id: string,
  config: Record<string, unknown>,
  entry: Record<string, unknown>,
  src: ProviderSource,
): TargetFields | undefined {
  if (id === 'echo') return { provider: 'echo', fields: {} };
  if (id.startsWith('exec:')) {
    const cwd = typeof config.basePath === 'string' ? path.resolve(src.configDir, config.basePath) : src.configDir;
    const command = id.slice('exec:'.length);
    return { provider: 'exec', fields: { command, id, label: entry.label, config, cwd: src.guard(cwd) } };
  }
  if (id.startsWith('file://') && /\.(c|m)?[jt]s(:\w+)?$/.test(id)) {
    const [file = '', exported] = id.slice('file://'.length).split(/:(?=\w+$)/);
    const module = src.guard(path.resolve(src.configDir, file));
    return { provider: 'promptfoo-js', fields: { module, export: exported, id, label: entry.label, config } };
  }
  if (/^https?(:|$)/.test(id)) return httpTarget(id, config, src);
  return undefined;
}

/** What promptfoo's http provider can do that ours does not, with what to write instead. */
const HTTP_REFUSED: Record<string, string> = {
  request: 'write the request as url, method, headers and body',
  multipart: 'send the fields in a body template',
  session: 'pass the session id as a var of the tests',
  sessionParser: 'pass the session id as a var of the tests',
  signatureAuth: 'sign the request in a file:// JS provider',
  tls: 'use a file:// JS provider with its own TLS agent',
  transformToolsFormat: 'write the tools in the format of the endpoint',
};

/** The `auth:` kinds we send as promptfoo sends them (a header or a query parameter). */
const HTTP_AUTH_TYPES = new Set(['bearer', 'basic', 'api_key']);

/**
 * promptfoo's `http` provider: an `http(s)://` id is the URL (`config.url` wins), a bare `http`
 * id needs `config.url`. Keys of promptfoo's http provider we do not send as it does are refused.
 */
function httpTarget(id: string, config: Record<string, unknown>, src: ProviderSource): TargetFields {
  const url = typeof config.url === 'string' ? config.url : id.includes('://') ? id : undefined;
  if (url === undefined)
    refuse(src.configFile, `provider ${id} has no URL`, 'give the endpoint as the id or as config.url');
  for (const [key, fix] of Object.entries(HTTP_REFUSED))
    if (config[key] !== undefined)
      refuse(src.configFile, `provider ${id}: config.${key} of the http provider is not run by this tool`, fix);
  const auth = isRecord(config.auth) ? config.auth : undefined;
  if (config.auth !== undefined && !HTTP_AUTH_TYPES.has(String(auth?.type)))
    refuse(
      src.configFile,
      `provider ${id}: auth type ${String(auth?.type)} of the http provider is not run by this tool`,
      'use auth type bearer, basic or api_key, or put the credential in headers',
    );
  if (config.body === undefined && config.method !== 'GET')
    refuse(
      src.configFile,
      `provider ${id} has no config.body (promptfoo requires one unless the method is GET)`,
      'add config.body, e.g. body: { prompt: "{{ prompt }}" }',
    );
  return { provider: 'promptfoo-http', fields: { url, id, config, cwd: src.configDir } };
}

/** A provider id split at its colons: `family:kind:rest…`, with the id's config and source. */
interface HostedId {
  id: string;
  kind: string;
  rest: string[];
  config: Record<string, unknown>;
  src: ProviderSource;
}

/** The model APIs run here: OpenAI chat, Anthropic messages, Azure OpenAI chat, Google Gemini. */
function hostedProvider(id: string, config: Record<string, unknown>, src: ProviderSource): TargetFields | undefined {
  const [family = '', kind = '', ...rest] = id.split(':');
  const parts: HostedId = { id, kind, rest, config, src };
  if (family === 'openai') return openaiTarget(parts);
  if (family === 'anthropic' && kind === 'messages' && rest.length > 0) return anthropicTarget(parts);
  if ((family === 'azure' || family === 'azureopenai') && kind === 'chat' && rest.length > 0) return azureTarget(parts);
  if (family === 'google' && kind !== '' && kind !== 'live' && kind !== 'image' && kind !== 'video')
    return geminiTarget(parts);
  return undefined;
}

/** The sampling settings as promptfoo's providers spell them in their config. */
function sampling(config: Record<string, unknown>): { temperature: unknown; max_tokens: unknown } {
  return { temperature: config.temperature, max_tokens: config.max_tokens ?? config.maxTokens };
}

function openaiTarget({ id, kind, rest, config, src }: HostedId): TargetFields {
  const chat =
    kind === 'chat' ||
    (kind !== '' && rest.length === 0 && !OPENAI_OTHER_KINDS.has(kind) && !defaultsToResponses(kind));
  if (!chat)
    refuse(
      src.configFile,
      `provider ${id} is not run by this tool (only OpenAI chat completions are)`,
      'use openai:chat:<model>',
    );
  const model = kind === 'chat' ? rest.join(':') || stringOf(config.model) || 'gpt-5.6-terra' : kind;
  return {
    provider: 'openai',
    fields: {
      model,
      base_url: openaiBaseUrl(config, src.env),
      api_key: apiKey(config, ['OPENAI_API_KEY'], src),
      ...openaiSampling(model, config, src.env),
    },
  };
}

function anthropicTarget({ rest, config, src }: HostedId): TargetFields {
  const maxTokens =
    sampling(config).max_tokens ?? (src.env.ANTHROPIC_MAX_TOKENS ? Number(src.env.ANTHROPIC_MAX_TOKENS) : 1024);
  return {
    provider: 'anthropic',
    fields: {
      model: rest.join(':'),
      base_url: config.apiBaseUrl,
      api_key: apiKey(config, ['ANTHROPIC_API_KEY'], src),
      temperature: config.temperature,
      max_tokens: maxTokens,
    },
  };
}

function azureTarget({ rest, config, src }: HostedId): TargetFields {
  const host = stringOf(config.apiHost) ?? src.env.AZURE_API_HOST ?? src.env.AZURE_OPENAI_API_HOST;
  const endpoint = stringOf(config.apiBaseUrl) ?? (host ? `https://${host.replace(/^https?:\/\//, '')}` : undefined);
  return {
    provider: 'azure-openai',
    fields: {
      deployment: rest.join(':'),
      endpoint,
      api_key: apiKey(config, ['AZURE_API_KEY', 'AZURE_OPENAI_API_KEY'], src),
      api_version: config.apiVersion,
      ...sampling(config),
    },
  };
}

function geminiTarget({ kind, rest, config, src }: HostedId): TargetFields {
  const model = kind === 'gemini' || kind === 'chat' ? rest.join(':') : [kind, ...rest].join(':');
  return {
    provider: 'gemini',
    fields: {
      model,
      api_key: apiKey(config, ['GOOGLE_API_KEY', 'GEMINI_API_KEY'], src),
      temperature: config.temperature,
      max_tokens: config.maxOutputTokens ?? sampling(config).max_tokens,
    },
  };
}

/**
 * promptfoo's OpenAI chat defaults: `max_tokens` 1024 (OPENAI_MAX_TOKENS) and `temperature` 0
 * (OPENAI_TEMPERATURE) unless the config sets them or `omitDefaults`; neither for reasoning models
 * (o1, o3, o4, GPT-5 and later), which take their own.
 */
function openaiSampling(
  model: string,
  config: Record<string, unknown>,
  env: Env,
): { temperature?: unknown; max_tokens?: unknown } {
  if (/^(o[134]|gpt-[5-9])/.test(model)) return {};
  const fallback = (name: string, value: number) =>
    config.omitDefaults === true
      ? env[name] !== undefined
        ? Number(env[name])
        : undefined
      : Number(env[name] ?? value);
  return {
    temperature: config.temperature ?? fallback('OPENAI_TEMPERATURE', 0),
    max_tokens: config.max_tokens ?? config.maxTokens ?? fallback('OPENAI_MAX_TOKENS', 1024),
  };
}

/** promptfoo's OpenAI kinds that are not chat completions. */
const OPENAI_OTHER_KINDS = new Set([
  'embedding',
  'embeddings',
  'completion',
  'moderation',
  'realtime',
  'responses',
  'transcription',
  'tts',
  'speech',
  'live',
  'agents',
  'agents-api',
  'chatkit',
  'assistant',
  'image',
  'video',
  'codex',
  'codex-sdk',
  'codex-app-server',
  'codex-desktop',
]);

/** `openai:<model>` of GPT 5.6 and later goes to the Responses API in promptfoo 0.123.1. */
function defaultsToResponses(model: string): boolean {
  if (/^gpt-35(?:-|$)/.test(model)) return false;
  const version = /^gpt-(\d+)(?:\.(\d+))?(?:-|$)/.exec(model);
  if (!version) return false;
  const major = Number(version[1]);
  const minor = Number(version[2] ?? 0);
  return major > 5 || (major === 5 && minor >= 6);
}

/**
 * promptfoo's OpenAI base URL: `apiHost`, `apiBaseUrl`, OPENAI_API_HOST, OPENAI_API_BASE_URL, OPENAI_BASE_URL,
 * OpenAI's.
 */
function openaiBaseUrl(config: Record<string, unknown>, env: Env): string {
  const host = stringOf(config.apiHost);
  if (host) return `https://${host}/v1`;
  const base = stringOf(config.apiBaseUrl);
  if (base) return base;
  if (env.OPENAI_API_HOST) return `https://${env.OPENAI_API_HOST}/v1`;
  return env.OPENAI_API_BASE_URL || env.OPENAI_BASE_URL || 'https://api.openai.com/v1';
}

/** The key as a `${{ VAR }}` reference (expanded, and hidden, by the targets machinery), or the literal `apiKey`. */
function apiKey(config: Record<string, unknown>, envNames: string[], src: ProviderSource): string | undefined {
  if (typeof config.apiKey === 'string') return config.apiKey;
  const envar = stringOf(config.apiKeyEnvar) ?? envNames.find((name) => src.env[name]) ?? envNames[0]!;
  // A key the config's own `env:` sets is the config's: taken as written (and hidden like any key).
  const own = src.configEnv?.[envar];
  return typeof own === 'string' && own !== '' ? own : `\${{ ${envar} }}`;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function dropUndefined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InvokeOptions, Provider, ProviderRequest, ProviderResponse } from './provider.js';


/** Everything an answer depends on; its hash is the cache key. */
export interface CacheKeyParts {
  kind: string;
  model: string;
  settings: Record<string, unknown>;
  messages: ProviderRequest['messages'];
  systemPrompt?: string;
  responseFormat?: ProviderRequest['responseFormat'];
}

/** The part of a response worth keeping (no `raw`: it may hold request details). */
type StoredResponse = Pick<ProviderResponse, 'text' | 'outputMessages' | 'tokenUsage' | 'costUsd'>;

/**
 * An on-disk response cache: one JSON file per answer under `<dir>/<2 hex>/<sha256>.json`.
 * Writes go to a temp file then rename, so a reader never sees half a file even when several
 * workers or runs write the same key. Off by default (`--cache` turns it on).
 */
export class ResponseCache {
  constructor(readonly dir: string) {}

  /** sha256 of provider kind, model, settings and messages, with object keys sorted. */
  static keyFor(parts: CacheKeyParts): string {
    return createHash('sha256').update(stableJson(parts)).digest('hex');
  }

  private fileFor(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  /** The stored answer, or undefined on a miss (a missing or unreadable entry is a miss). */
  async get(key: string): Promise<StoredResponse | undefined> {
    try {
      const entry = JSON.parse(await readFile(this.fileFor(key), 'utf8')) as { key?: string; response?: StoredResponse };
      if (entry.key !== key || typeof entry.response?.text !== 'string') return undefined;
      return entry.response;
    } catch {
      return undefined;
    }
  }

  async set(key: string, response: ProviderResponse): Promise<void> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    const stored: StoredResponse = {
      text: response.text,
      outputMessages: response.outputMessages,
      tokenUsage: response.tokenUsage,
      costUsd: response.costUsd,
    };
    const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, JSON.stringify({ key, response: stored }), 'utf8');
      await rename(temp, file);
    } finally {
      await rm(temp, { force: true });
    }
  }
}

/**
 * Wraps a provider (already wrapped by the call limiter) with the cache: a hit answers at once,
 * takes no slot and is marked `cached: true`; a miss calls through and stores a successful answer.
 * Only model calls are cached; agents and mocks pass straight through. A failed write never fails
 * the call: the cache is an optimisation.
 */
export function withResponseCache(provider: Provider, cache: ResponseCache): Provider {
  if (!provider.isModelCall) return provider;
  const identity: CacheIdentity = hasCacheIdentity(provider) ? provider.cacheIdentity() : { model: provider.targetName, settings: {} };
  const keyOf = (request: ProviderRequest) =>
    ResponseCache.keyFor({
      kind: provider.kind,
      model: identity.model,
      settings: identity.settings,
      messages: request.messages,
      systemPrompt: request.systemPrompt,
      responseFormat: request.responseFormat,
    });
  const cached: Provider = {
    ...pickContract(provider),
    async invoke(request: ProviderRequest, options: InvokeOptions): Promise<ProviderResponse> {
      const key = keyOf(request);
      const hit = await cache.get(key);
      if (hit) return { ...hit, cached: true };
      const response = await provider.invoke(request, options);
      await cache.set(key, response).catch(() => undefined);
      return response;
    },
  };
  return cached;
}

function pickContract(provider: Provider): Omit<Provider, 'invoke'> {
  const out: Omit<Provider, 'invoke'> = {
    kind: provider.kind,
    targetName: provider.targetName,
    isModelCall: provider.isModelCall,
    supportsStructuredOutput: provider.supportsStructuredOutput,
  };
  if (provider.invokeBatch) out.invokeBatch = provider.invokeBatch.bind(provider);
  if (provider.healthcheck) out.healthcheck = provider.healthcheck.bind(provider);
  return out;
}

/** JSON with object keys sorted and undefined dropped, so equal inputs hash equally. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

/** What, besides the messages, decides a model's answer: the model and its sampling settings. */
export interface CacheIdentity {
  model: string;
  settings: Record<string, unknown>;
}

/** A provider that can say what its answers depend on, so the response cache can key them. */
export interface IdentifiedProvider extends Provider {
  cacheIdentity(): CacheIdentity;
}

export function hasCacheIdentity(provider: Provider): provider is IdentifiedProvider {
  return typeof (provider as Partial<IdentifiedProvider>).cacheIdentity === 'function';
}

import { createHash } from 'node:crypto';
import type { ModelProvider, ProviderRequest } from '../provider.js';

/** Everything an answer depends on; its hash is the cache key. */
export interface CacheKeyParts {
  kind: string;
  model: string;
  settings: Record<string, unknown>;
  messages: ProviderRequest['messages'];
  systemPrompt?: string;
  responseFormat?: ProviderRequest['responseFormat'];
  /** The repeat of the case; left out when repeats share answers (`--cache-share-repeats`). */
  iteration?: number;
  /** A sampled judge's sample from the second on (the first is keyed as an unsampled call). */
  sample?: number;
  /** Set for an embedding call (its texts are the messages' contents): never the key of an answer. */
  embedding?: true;
}

/** sha256 of the parts (provider kind, model, settings, messages, repeat), with object keys sorted. */
export function hashKeyParts(parts: CacheKeyParts): string {
  return createHash('sha256').update(stableJson(parts)).digest('hex');
}

/**
 * What a call is keyed on: a request, with the repeat of the case it is made for when the request
 * does not say (a judge's call takes it from its evaluator's meter), or the texts of an embedding.
 */
export type CachedCall = { request: ProviderRequest; iteration?: number | undefined } | { texts: readonly string[] };

/**
 * The response cache key of one call to a model provider: the provider's kind and cache identity
 * with the request, or with the texts of an embedding. The response cache and `--estimate` both
 * key with it, so an estimate finds exactly the answers a run would replay. The repeat of the case
 * is part of the key so repeats never replay one answer, unless `shareRepeats`.
 */
export function cacheKey(
  provider: Pick<ModelProvider, 'kind' | 'cacheIdentity'>,
  call: CachedCall,
  shareRepeats = false,
): string {
  const { model, settings } = provider.cacheIdentity();
  if ('texts' in call)
    return hashKeyParts({
      kind: provider.kind,
      model,
      settings,
      messages: call.texts.map((content) => ({ role: 'user' as const, content })),
      embedding: true,
    });
  const { request } = call;
  return hashKeyParts({
    kind: provider.kind,
    model,
    settings,
    messages: request.messages,
    systemPrompt: request.systemPrompt,
    responseFormat: request.responseFormat,
    iteration: shareRepeats ? undefined : (request.iteration ?? call.iteration),
    sample: request.sample,
  });
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

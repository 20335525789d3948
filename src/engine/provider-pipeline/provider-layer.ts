import type { ModelProvider, Provider, UncachedProvider } from '../provider.js';

/**
 * One step of the provider pipeline: takes the provider inside it and returns one that meets the
 * same contract (the call limiter, the response cache, the usage meter). A layer with nothing to
 * do for a provider returns it as it is.
 */
export type ProviderLayer = (inner: Provider) => Provider;

/** The calls a layer puts in front of the inner provider's; `null` takes the call away. */
export interface LayerCalls {
  invoke: Provider['invoke'];
  invokeBatch?: NonNullable<Provider['invokeBatch']> | null;
  embed?: NonNullable<Provider['embed']> | null;
  healthcheck?: NonNullable<Provider['healthcheck']> | null;
}

/**
 * The provider a layer returns: the inner provider's facts (kind, target, whether it calls a model,
 * works offline, what the cache keys it on, the max_tokens its requests carry) with the layer's
 * calls, and the inner provider's own for every call the layer leaves alone. Every layer is built
 * with it, so none can drop a fact of the contract.
 */
export function layerOver(inner: Provider, calls: LayerCalls): Provider {
  const own = <K extends 'invokeBatch' | 'embed' | 'healthcheck'>(name: K) => {
    if (name in calls) return calls[name] ?? undefined;
    const call = inner[name];
    return call ? (call.bind(inner) as NonNullable<Provider[K]>) : undefined;
  };
  const common = {
    kind: inner.kind,
    targetName: inner.targetName,
    ...(inner.supportsStructuredOutput !== undefined
      ? { supportsStructuredOutput: inner.supportsStructuredOutput }
      : {}),
    invoke: calls.invoke,
    ...optional('invokeBatch', own('invokeBatch')),
    ...optional('embed', own('embed')),
    ...optional('healthcheck', own('healthcheck')),
  };
  if (inner.isModelCall) {
    const model: ModelProvider = {
      ...common,
      isModelCall: true,
      offline: inner.offline,
      cacheIdentity: inner.cacheIdentity.bind(inner),
      ...(inner.maxTokens !== undefined ? { maxTokens: inner.maxTokens } : {}),
    };
    return model;
  }
  const uncached: UncachedProvider = {
    ...common,
    isModelCall: false,
    ...(inner.offline !== undefined ? { offline: inner.offline } : {}),
  };
  return uncached;
}

/** `{ [name]: value }`, or nothing when the value is absent (so `'embed' in provider` stays false). */
function optional<K extends string, V>(name: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [name]: value } as Record<K, V>);
}

/**
 * Puts `raw` inside `layers`, the first innermost: `composeLayers(p, [a, b])` is `b(a(p))`, so
 * the last layer sees every call first.
 */
export function composeLayers(raw: Provider, layers: readonly ProviderLayer[]): Provider {
  return layers.reduce<Provider>((inner, layer) => layer(inner), raw);
}

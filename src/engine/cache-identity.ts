import type { Provider } from './provider.js';

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

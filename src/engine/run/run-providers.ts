import type { ProviderKind } from '../../config/types.js';
import type { ProviderRegistry } from '../provider.js';
import type { EngineParts } from './run-options.js';

/**
 * The provider factories of one run: those the door handed over, and the kinds it hands as loaders
 * (`EngineParts.providerLoaders`) loaded when the run's targets first name them, so a run loads the
 * code of the kinds it uses and no other. `registry` holds what is known so far.
 */
export class RunProviders {
  readonly registry: Partial<ProviderRegistry>;

  constructor(private readonly parts: Partial<Pick<EngineParts, 'providers' | 'providerLoaders'>>) {
    this.registry = { ...parts.providers };
  }

  /** Whether the door handed over any provider: without, targets files' keys are not checked. */
  get known(): boolean {
    return this.parts.providers !== undefined || this.parts.providerLoaders !== undefined;
  }

  /** The registry once the factories of `kinds` are loaded. */
  async load(kinds: Iterable<ProviderKind>): Promise<Partial<ProviderRegistry>> {
    // One after another: a kind loads in milliseconds, and imports that share modules (zod) are
    // not raced (Jest's ESM loader, which runs the tests, fails on such a race).
    for (const kind of new Set(kinds)) {
      if (this.registry[kind] !== undefined) continue;
      const factory = await this.parts.providerLoaders?.[kind]?.();
      if (factory) this.registry[kind] = factory;
    }
    return this.registry;
  }
}

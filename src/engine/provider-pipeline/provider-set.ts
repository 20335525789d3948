import { targetWorkingDir } from '../../config/load-targets-file.js';
import type { TargetDefinition } from '../../config/types.js';
import { ConfigError } from '../../errors/config-error.js';
import type { CallLimiter } from '../limiter/call-limiter.js';
import { limiterLayer } from '../limiter/limited-provider.js';
import { meterLayer } from './usage-meter.js';
import type { Provider, ProviderFactory, ProviderLimits, ProviderRegistry } from '../provider.js';
import { composeLayers } from './provider-layer.js';
import { type CacheWrapOptions, type ResponseCache, responseCacheLayer } from './response-cache.js';
import type { DryRunSettings, EngineParts } from '../run/run-options.js';
import type { Runtime } from '../runtime.js';

export interface ProviderSetOptions {
  /** Target definition by name (expanded); throws a ConfigError for an unknown name. */
  lookup(name: string): TargetDefinition;
  runtime: Runtime;
  limiter: CallLimiter;
  /** The provider factories and the dry-run stand-in, handed over by the door. */
  parts: Pick<EngineParts, 'providers' | 'dryRunProvider'>;
  /** When set, every target and judge is swapped for the dry-run provider (no external call). */
  dryRun?: DryRunSettings;
  /** The response cache (`--cache`), and how it answers (`--cache-share-repeats`, `--cache-only`). */
  cache?: CacheWrapOptions & { store: ResponseCache };
}

/**
 * The providers of one run, built once per target name through the one provider pipeline (see
 * `build`), so targets and judges share one call limiter and one ceiling.
 */
export class ProviderSet {
  private readonly built = new Map<string, { provider: Provider; definition: TargetDefinition }>();

  constructor(private readonly options: ProviderSetOptions) {}

  /**
   * Resolves the named targets and their judges, checks credentials and builds every provider
   * before any case runs: every missing variable of every target is listed in one error, and a
   * target's invalid settings are a ConfigError at its line.
   */
  prepare(targetNames: Iterable<string>): void {
    const names = new Set<string>();
    for (const name of targetNames) {
      names.add(name);
      names.add(this.options.lookup(name).judgeTarget ?? name);
    }
    if (this.options.dryRun) return;
    const missing: string[] = [];
    const where: string[] = [];
    for (const name of names) {
      const definition = this.options.lookup(name);
      checkWorkingDir(definition);
      const names = this.factory(definition).missingEnv?.(definition, this.options.runtime.env) ?? [];
      if (names.length > 0) {
        missing.push(...names);
        where.push(`${name} (${definition.provider})`);
      }
    }
    if (missing.length > 0) {
      const unique = [...new Set(missing)].sort();
      throw new ConfigError(
        `missing environment variables for target ${where.join(', ')}: ${unique.join(', ')}`,
        {},
        'set them in the environment or in a .env file (or use --dry-run to run without keys)',
      );
    }
    // Every provider is built now (building calls nothing): a judge's bad settings, such as a
    // quoted {PROMPT} in a cli judge's command, stop the run here, not after the paid answers.
    for (const name of names) this.target(name);
  }

  /** The provider answering cases for target `name`. */
  target(name: string): { provider: Provider; definition: TargetDefinition } {
    let entry = this.built.get(name);
    if (!entry) {
      const definition = this.options.lookup(name);
      entry = { definition, provider: this.build(definition) };
      this.built.set(name, entry);
    }
    return entry;
  }

  /** The judge grading answers of target `name`: its `judge_target`, else the target itself. */
  judgeFor(name: string): Provider {
    const { definition } = this.target(name);
    return this.target(definition.judgeTarget ?? name).provider;
  }

  /** What the target's provider kind says of its limits (one VS Code window, batching asked for). */
  limits(name: string): ProviderLimits {
    const { definition } = this.target(name);
    return this.factory(definition).limits?.(definition) ?? {};
  }

  private factory(definition: TargetDefinition): ProviderFactory {
    const registry: Partial<ProviderRegistry> = this.options.parts.providers;
    const factory = registry[definition.provider];
    if (!factory) {
      throw new ConfigError(
        `unknown provider "${definition.provider}"`,
        definition.source,
        `use one of: ${Object.keys(registry).join(', ')}`,
      );
    }
    return factory;
  }

  /**
   * The provider pipeline, the one place a run's providers are built and the run's mode decides
   * what answers. From the inside out:
   * 1. the raw provider: the kind's factory, or under `--dry-run` the dry-run mock for every
   *    target and judge (nothing leaves the machine, no key is read);
   * 2. the call limiter (budget reservation, pacing, slot, per-call timeout, retries), with the
   *    target's `retry` fields (none for the dry-run mock);
   * 3. the response cache, when `--cache` is on and the run is not a dry run; under `--cache-only`
   *    it answers hits only and calls no agent and no model (a provider that works offline, such
   *    as the mock, still answers);
   * 4. the usage meter, outermost, so an evaluator's meter counts cache hits as well as paid calls.
   */
  private build(definition: TargetDefinition): Provider {
    const { runtime, limiter, dryRun, cache, parts } = this.options;
    const raw = dryRun
      ? parts.dryRunProvider(definition.name, dryRun, runtime)
      : this.factory(definition).create(definition, { runtime });
    return composeLayers(raw, [
      limiterLayer(limiter, dryRun ? undefined : definition.retry),
      ...(cache && !dryRun ? [responseCacheLayer(cache.store, cache)] : []),
      meterLayer,
    ]);
  }
}

/** A target's `cwd` (agents run there) must be a folder when the run starts, not at its first case. */
function checkWorkingDir(target: TargetDefinition): void {
  if (typeof target.config.cwd === 'string') targetWorkingDir(target, target.config.cwd);
}

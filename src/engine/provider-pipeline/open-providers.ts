import { ConfigError } from '../../errors/config-error.js';
import { evaluatorJudgeTargets } from './judge-targets.js';
import type { CallLimiter } from '../limiter/call-limiter.js';
import type { PreparedRun } from '../run/prepare-run.js';
import { ProviderSet } from './provider-set.js';
import { cacheOnlyEnv, openResponseCache, type ResponseCache } from './response-cache.js';
import { DEFAULT_CACHE_TTL_HOURS } from '../run/run-defaults.js';
import type { EngineParts, RunOptions } from '../run/run-options.js';
import type { Runtime } from '../runtime.js';

/**
 * The runtime a run resolves its targets with. Under `--cache-only` nothing is called, so no key is
 * needed: unset keys read as a placeholder that is never sent (`cacheOnlyEnv`). It is applied before
 * the targets are resolved, not where the providers are built, because resolving a target expands
 * its `${{ VAR }}` references (a missing one is an error at its line) and the model and settings
 * it resolves to are what its cached answers are keyed on.
 */
export function providerRuntime(options: Pick<RunOptions, 'cacheOnly' | 'cacheDir'>, runtime: Runtime): Runtime {
  if (!options.cacheOnly) return runtime;
  if (!options.cacheDir)
    throw new ConfigError(
      '--cache-only replays the response cache, which is off',
      {},
      'add --cache (and --cache-dir when the cache is elsewhere)',
    );
  return { ...runtime, env: cacheOnlyEnv(runtime.env) };
}

/** What {@link openProviders} needs besides the options. */
export interface OpenProvidersContext {
  prepared: PreparedRun;
  runtime: Runtime;
  parts: EngineParts;
  limiter: CallLimiter;
  /** The targets the run's cases answer with; their judges and the evaluators' judge targets are added. */
  targetNames: Iterable<string>;
}

/**
 * Opens the response cache (`--cache`, its expired entries pruned) and builds the run's providers
 * in the mode the options ask for (dry run, cache, cache-only): every target and judge is checked
 * and built before any case runs. The cache is returned for its hit rate at the end of the run.
 */
export async function openProviders(
  options: RunOptions,
  { prepared, runtime, parts, limiter, targetNames }: OpenProvidersContext,
): Promise<{ providers: ProviderSet; cache: ResponseCache | undefined }> {
  const ttlHours = options.cacheTtlHours ?? DEFAULT_CACHE_TTL_HOURS;
  const cache = openResponseCache(options, runtime.now);
  const pruned = await cache?.prune();
  if (pruned)
    runtime.logger.info(`response cache: removed ${pruned} entr${pruned === 1 ? 'y' : 'ies'} older than ${ttlHours} h`);
  const providers = new ProviderSet({
    lookup: prepared.lookup,
    // The kinds the run's targets name, loaded by prepareRun.
    parts: { ...parts, providers: prepared.providers },
    runtime,
    limiter,
    ...(options.dryRun ? { dryRun: options.dryRun } : {}),
    ...(cache
      ? { cache: { store: cache, shareRepeats: options.cacheShareRepeats ?? false, only: options.cacheOnly ?? false } }
      : {}),
  });
  providers.prepare([
    ...targetNames,
    ...evaluatorJudgeTargets(prepared.suites, prepared, options.dryRun !== undefined),
  ]);
  return { providers, cache };
}

import { evaluatorJudgeTargets } from './judge-targets.js';
import type { CallLimiter } from './limiter/call-limiter.js';
import type { PreparedRun } from './prepare-run.js';
import type { Provider } from './provider.js';
import { ProviderSet } from './provider-set.js';
import { DEFAULT_CACHE_TTL_HOURS, ResponseCache, withResponseCache } from './response-cache.js';
import type { EngineParts, RunOptions } from './run-options.js';
import type { Runtime } from './runtime.js';

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
 * behind the call limiter (and the cache): every target and judge is checked and built before any
 * case runs. The cache is returned for its hit rate at the end of the run.
 */
export async function openProviders(
  options: RunOptions,
  { prepared, runtime, parts, limiter, targetNames }: OpenProvidersContext,
): Promise<{ providers: ProviderSet; cache: ResponseCache | undefined }> {
  const ttlHours = options.cacheTtlHours ?? DEFAULT_CACHE_TTL_HOURS;
  const cache = options.cacheDir
    ? new ResponseCache(options.cacheDir, { now: runtime.now, ttlMs: ttlHours * 3_600_000 })
    : undefined;
  const pruned = await cache?.prune();
  if (pruned)
    runtime.logger.info(`response cache: removed ${pruned} entr${pruned === 1 ? 'y' : 'ies'} older than ${ttlHours} h`);
  const providers = new ProviderSet({
    lookup: prepared.lookup,
    parts,
    runtime,
    limiter,
    ...(options.dryRun ? { dryRun: options.dryRun } : {}),
    ...(cache
      ? {
          wrap: (provider: Provider) =>
            withResponseCache(provider, cache, {
              shareRepeats: options.cacheShareRepeats ?? false,
              only: options.cacheOnly ?? false,
            }),
        }
      : {}),
  });
  providers.prepare([
    ...targetNames,
    ...evaluatorJudgeTargets(prepared.suites, prepared, options.dryRun !== undefined),
  ]);
  return { providers, cache };
}

import { selectCases } from './run-selection.js';
import { readResults } from '../../results/read-results.js';
import type { EvalResult } from '../../results/eval-result.js';
import { addUsageTotals, emptyUsageTotals, usageOfRecord, type UsageTotals } from '../../results/usage-totals.js';
import { buildRequest } from '../provider-pipeline/build-request.js';
import { planTasks, selectShard, withCase, type EvalTask } from './plan.js';
import { prepareRun } from './prepare-run.js';
import type { Provider } from '../provider.js';
import { cacheKey } from '../provider-pipeline/cache-key.js';
import { openResponseCache, type ResponseCache } from '../provider-pipeline/response-cache.js';
import type { EngineParts, RunOptions } from './run-options.js';
import type { Runtime } from '../runtime.js';

/** What a run is expected to take, from the last run's records and the response cache. */
export interface RunEstimate {
  /** Cases the run would make. */
  cases: number;
  /** Cases with no record in the last run: their calls and cost are not in `usage`. */
  unknownCases: number;
  /** Expected calls, tokens and money; `cachedCalls` and `savedUsd` are the cache's expected share. */
  usage: UsageTotals;
  /** The results file the estimate read, when there was one. */
  lastRun?: string;
}

/**
 * Estimates a run without calling anything: every planned case takes what its record in the last
 * run took (the same case, variant and repeat, else another repeat of it); a target answer found
 * in the response cache costs nothing, and so do its judges' calls when they were served from the
 * cache last time (the same answer asks them the same question).
 */
export async function estimateRun(
  options: RunOptions,
  runtime: Runtime,
  parts: EngineParts,
  lastRun: string | undefined,
): Promise<RunEstimate> {
  const prepared = await prepareRun(options, runtime, parts);
  const tasks = selectShard(
    planTasks(prepared.suites, {
      evalIds: options.evalIds,
      picked: await selectCases(prepared.suites, options.evalIds, options.selection),
      iterations: options.iterations,
    }),
    options.shard,
  );
  const records = lastRun ? (await readResults(lastRun)).records : [];
  const find = recordFinder(records);
  const cache = openResponseCache(options, runtime.now);
  const providers = new Map<string, Provider | undefined>();
  const providerFor = (name: string): Provider | undefined => {
    if (!providers.has(name)) {
      try {
        const definition = prepared.lookup(name);
        const factory = prepared.providers[definition.provider];
        providers.set(name, factory?.create(definition, { runtime }));
      } catch (error) {
        // Without its credentials a target cannot say what its answers are keyed by.
        runtime.logger.debug(`estimate: the cache is not consulted for target "${name}": ${(error as Error).message}`);
        providers.set(name, undefined);
      }
    }
    return providers.get(name);
  };
  const usage = emptyUsageTotals();
  let unknownCases = 0;
  for (const task of tasks) {
    const record = find(task);
    if (!record) {
      unknownCases++;
      continue;
    }
    const provider = providerFor(prepared.targetNameFor(task.suite, task.suite.cases.targetName(task.caseIndex)));
    const cached =
      cache && provider ? await answerCached(cache, provider, task, options.cacheShareRepeats ?? false) : false;
    addUsageTotals(usage, expectedUsage(record, cached));
  }
  return { cases: tasks.length, unknownCases, usage, ...(lastRun ? { lastRun } : {}) };
}

/** The record of the same case and variant, the same repeat first; skipped and unanswered ones do not count. */
function recordFinder(records: readonly EvalResult[]): (task: EvalTask) => EvalResult | undefined {
  const byCase = new Map<string, EvalResult[]>();
  for (const record of records) {
    if (record.skipped !== undefined || (record.cost_usd === undefined && record.token_usage === undefined)) continue;
    const key = `${record.eval_id}\u0000${record.prompt_id}`;
    byCase.set(key, [...(byCase.get(key) ?? []), record]);
  }
  return (task) => {
    const candidates = byCase.get(`${task.caseId}\u0000${task.promptId}`) ?? [];
    return candidates.find((r) => r.iteration === task.iteration) ?? candidates[0];
  };
}

/** Whether the cache holds the target's answer to this task (a model target), under the key a run would use. */
async function answerCached(
  cache: ResponseCache,
  provider: Provider,
  task: EvalTask,
  shareRepeats: boolean,
): Promise<boolean> {
  if (!provider.isModelCall) return false;
  const request = buildRequest(await withCase(task), 1);
  const key = cacheKey(provider, { request, iteration: task.iteration }, shareRepeats);
  return (await cache.get(key)) !== undefined;
}

/**
 * A record's usage at full price as this run would pay it: all paid, except what the cache is
 * expected to serve (the answer, and the judges that were served from it before).
 */
function expectedUsage(record: EvalResult, answerCached: boolean): UsageTotals {
  const judgesCached = (entry: EvalResult['evaluator_results'][number]) =>
    answerCached && entry.calls !== undefined && entry.cached_calls === entry.calls;
  return usageOfRecord({
    cost_usd: record.cost_usd,
    token_usage: record.token_usage,
    cached: answerCached,
    evaluator_results: record.evaluator_results.map((entry) => {
      const { cached_calls: _cached, cache_saved_usd: _saved, ...rest } = entry;
      if (!judgesCached(entry)) return rest;
      return {
        ...rest,
        cached_calls: entry.calls,
        ...(typeof entry.cost_usd === 'number' ? { cache_saved_usd: entry.cost_usd } : {}),
      };
    }),
  });
}

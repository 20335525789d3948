import { buildRequest } from './build-request.js';
import { shardKey, withCase, type EvalTask } from '../run/plan.js';
import type { Provider, ProviderResponse } from '../provider.js';
import type { ProviderSet } from './provider-set.js';
import type { Logger } from '../runtime.js';

/** What provider-level batching needs to know about the run. */
export interface BatchDispatchOptions {
  providers: ProviderSet;
  logger: Logger;
  /** Target name of a task (already resolved by precedence). */
  targetFor(task: EvalTask): string;
  /** Tasks that run in their own workspace copy cannot share one agent session. */
  hasWorkspace(task: EvalTask): boolean;
  /** The run's abort signal; a stopped run stops the batch call too. */
  signal: AbortSignal;
}

interface Batch {
  target: string;
  provider: Provider;
  tasks: EvalTask[];
  /** By task (shardKey): a plan's task objects are made anew each time they are looked at. */
  answers?: Promise<Map<string, ProviderResponse> | undefined>;
}

/**
 * Provider-level batching (`settings.provider_batching: true`). Tasks of a target that
 * asked for it and whose provider has `invokeBatch` are answered in one call, started by the first
 * of them to ask; the others wait for it. A batch holds each case id once (the cli protocol keys
 * answers by id), so prompt variants and iterations of one case go into further batches. When the
 * provider cannot batch, or the batch call fails, `responseFor` answers undefined and the case is
 * dispatched on its own; --verbose says why. The flag itself is never an error.
 */
export class BatchDispatcher {
  private readonly batchOf = new Map<string, Batch>();

  constructor(
    tasks: Iterable<EvalTask>,
    private readonly options: BatchDispatchOptions,
  ) {
    // Only the tasks of targets that ask for batching are gathered (none, in most runs).
    const asks = new Map<string, boolean>();
    const byTarget = new Map<string, EvalTask[]>();
    for (const task of tasks) {
      const name = options.targetFor(task);
      let batching = asks.get(name);
      if (batching === undefined) {
        batching = providerBatchingRequested(options.providers.target(name).definition.config);
        asks.set(name, batching);
      }
      if (!batching) continue;
      const list = byTarget.get(name) ?? [];
      list.push(task);
      byTarget.set(name, list);
    }
    for (const [target, targetTasks] of byTarget) this.plan(target, targetTasks);
  }

  /** The batch's answer for `task`, or undefined when the task is to be dispatched on its own. */
  async responseFor(task: EvalTask): Promise<ProviderResponse | undefined> {
    if (this.batchOf.size === 0) return undefined;
    const key = shardKey(task);
    const batch = this.batchOf.get(key);
    if (!batch) return undefined;
    batch.answers ??= this.run(batch);
    return (await batch.answers)?.get(key);
  }

  private plan(target: string, tasks: EvalTask[]): void {
    const { provider } = this.options.providers.target(target);
    const notApplied = (why: string) =>
      this.options.logger.debug(
        `target "${target}": provider_batching requested but not applied: ${why}; dispatching cases one by one`,
      );
    if (!provider.invokeBatch) {
      notApplied(
        this.options.providers.limits(target).noBatchingReason ?? `the ${provider.kind} provider cannot batch`,
      );
      return;
    }
    const batchable = tasks.filter((task) => !this.options.hasWorkspace(task));
    if (batchable.length < tasks.length)
      notApplied(`${tasks.length - batchable.length} case(s) run in their own workspace copies`);
    if (batchable.length === 0) return;
    const batches: Batch[] = [];
    const idsOf = new Map<Batch, Set<string>>();
    for (const task of batchable) {
      let batch = batches.find((b) => !idsOf.get(b)?.has(task.caseId));
      if (!batch) {
        batch = { target, provider, tasks: [] };
        batches.push(batch);
        idsOf.set(batch, new Set());
      }
      batch.tasks.push(task);
      idsOf.get(batch)?.add(task.caseId);
      this.batchOf.set(shardKey(task), batch);
    }
    this.options.logger.debug(
      `target "${target}": provider batching: ${batchable.length} case(s) in ${batches.length} batch call(s)`,
    );
  }

  private async run(batch: Batch): Promise<Map<string, ProviderResponse> | undefined> {
    const { logger, signal } = this.options;
    const invokeBatch = batch.provider.invokeBatch?.bind(batch.provider);
    if (!invokeBatch) return undefined;
    try {
      const requests = await Promise.all(batch.tasks.map(async (task) => buildRequest(await withCase(task), 1)));
      const responses = await invokeBatch(requests, { signal });
      if (responses.length !== batch.tasks.length) {
        throw new Error(`it answered ${responses.length} of ${batch.tasks.length} case(s)`);
      }
      // Providers answer in the order of the requests (the Provider contract).
      return new Map(batch.tasks.map((task, i) => [shardKey(task), responses[i] as ProviderResponse]));
    } catch (error) {
      if (!signal.aborted) {
        const why = error instanceof Error ? error.message : String(error);
        logger.debug(
          `target "${batch.target}": provider_batching requested but not applied: the batch call failed (${why}); ` +
            `dispatching cases one by one`,
        );
      }
      return undefined;
    }
  }
}

/**
 * Whether a target asked for provider-level batching (`settings.provider_batching: true`, or the
 * camelCase spelling). Read leniently on purpose: the flag must never fail validation.
 */
export function providerBatchingRequested(config: Record<string, unknown>): boolean {
  if (agentvBatchingRequested(config)) return true;
  const settings = config.settings;
  if (typeof settings !== 'object' || settings === null) return false;
  const flags = settings as Record<string, unknown>;
  return flags.provider_batching === true || flags.providerBatching === true;
}

/** AgentV's spelling of the flag: `provider_batching: true` on the target itself, not under `settings`. */
export function agentvBatchingRequested(config: Record<string, unknown>): boolean {
  return config.provider_batching === true || config.providerBatching === true;
}

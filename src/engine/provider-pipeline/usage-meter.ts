import { CallNotMadeError, type SkipReason } from '../../errors/agentv-error.js';
import type { EvaluatorUsageFields, RecordTokenUsage } from '../../results/eval-result.js';
import type { CallMeter, InvokeOptions, Provider, ProviderRequest, ProviderResponse, TokenUsage } from '../provider.js';
import { layerOver, type ProviderLayer } from './provider-layer.js';

/**
 * Counts the calls made while one evaluator grades one case: their tokens, price and cache hits.
 * A meter started inside another (a composite's member) also counts into its parent, so the
 * composite's entry covers every call it made and each member its own.
 */
export class UsageMeter implements CallMeter {
  private calls = 0;
  private cachedCalls = 0;
  private retries = 0;
  private readonly tokens: RecordTokenUsage = { input: 0, output: 0, total: 0, cached_input: 0 };
  private costUsd = 0;
  private unpriced = 0;
  private savedUsd = 0;
  /** Set when a call was not made on purpose: refused by the run's budget, or not in the cache under `--cache-only`. */
  refusedBy: SkipReason | undefined;

  /** The repeat of the case being graded, for the response cache key of the judges' calls. */
  readonly iteration: number | undefined;
  /** Calls through this meter (or a meter nested in it) not settled yet. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly parent?: CallMeter,
    iteration?: number,
  ) {
    this.iteration = iteration ?? parent?.iteration;
  }

  add(response: ProviderResponse): void {
    this.calls++;
    const tokens = recordTokenUsage(response.tokenUsage);
    if (tokens) {
      this.tokens.input += tokens.input;
      this.tokens.output += tokens.output;
      this.tokens.total += tokens.total;
      this.tokens.cached_input += tokens.cached_input;
    }
    if (typeof response.costUsd === 'number') this.costUsd += response.costUsd;
    else this.unpriced++;
    if (response.cached) {
      this.cachedCalls++;
      if (typeof response.costUsd === 'number') this.savedUsd += response.costUsd;
    }
    this.parent?.add(response);
  }

  retried(): void {
    this.retries++;
    this.parent?.retried();
  }

  refused(reason: SkipReason): void {
    this.refusedBy ??= reason;
    this.parent?.refused(reason);
  }

  track(call: Promise<unknown>): void {
    const settled = call.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.then(() => this.inFlight.delete(settled));
    this.parent?.track(call);
  }

  /**
   * Resolves once every call through the meter has settled: an evaluator that stops at a refused
   * call (the budget) may leave a sibling call running, which is paid for when it is answered.
   */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /** The fields of an evaluator entry; none when no call was made (a code or metric evaluator). */
  fields(): EvaluatorUsageFields {
    if (this.calls === 0) return {};
    return {
      calls: this.calls,
      ...(this.cachedCalls > 0 ? { cached_calls: this.cachedCalls, cache_saved_usd: this.savedUsd } : {}),
      ...(this.retries > 0 ? { call_retries: this.retries } : {}),
      token_usage: { ...this.tokens },
      cost_usd: this.unpriced > 0 ? null : this.costUsd,
    };
  }
}

/**
 * Runs `fn` with a new meter (nested in `scope.parent`, if any, whose repeat it inherits), which
 * `fn` hands to its calls as `InvokeOptions.meter`; the meter is returned even when `fn` throws,
 * once every call `fn` started has settled, so a call answered after `fn` gave up still counts.
 */
export async function metered<T>(
  fn: (meter: UsageMeter) => Promise<T>,
  scope: { iteration?: number; parent?: CallMeter } = {},
): Promise<{ meter: UsageMeter } & ({ ok: true; value: T } | { ok: false; error: unknown })> {
  const meter = new UsageMeter(scope.parent, scope.iteration);
  let outcome: { ok: true; value: T } | { ok: false; error: unknown };
  try {
    outcome = { ok: true, value: await fn(meter) };
  } catch (error) {
    outcome = { ok: false, error };
  }
  await meter.settled();
  return { meter, ...outcome };
}

/**
 * `Promise.all` for work that makes calls (a judge's samples, a composite's members, a test's
 * assertions): it rejects with the first failure only once every promise has settled, so a call
 * that one of them starts after another was refused by the budget is still made under its meter
 * and counted, never left running after the entry's figures were read.
 */
export async function allSettledFirst<T>(work: readonly Promise<T>[]): Promise<T[]> {
  const outcomes = await Promise.allSettled(work);
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.map((o) => (o as PromiseFulfilledResult<T>).value);
}

/**
 * The usage meter layer, outermost: every answer a provider gives (cache hits included) counts into
 * the meter its caller passed (if any), also one that comes after its caller stopped waiting for it
 * (the meter tracks each call until it settles), and a call not made on purpose (budget, cache
 * miss) is told to it as refused.
 */
export const meterLayer: ProviderLayer = (provider) => {
  const count = <T>(
    promise: Promise<T>,
    meter: CallMeter | undefined,
    add: (value: T, meter: CallMeter) => void,
  ): Promise<T> => {
    if (!meter) return promise;
    const counted = promise.then(
      (value) => {
        add(value, meter);
        return value;
      },
      (error: unknown) => {
        if (error instanceof CallNotMadeError) meter.refused(error.reason);
        throw error;
      },
    );
    meter.track(counted);
    return counted;
  };
  const embed = provider.embed?.bind(provider);
  const batch = provider.invokeBatch?.bind(provider);
  return layerOver(provider, {
    invoke: (request: ProviderRequest, options: InvokeOptions) =>
      count(provider.invoke(request, options), options.meter, (response, meter) => meter.add(response)),
    ...(embed
      ? {
          embed: (texts: string[], options: InvokeOptions) =>
            count(embed(texts, options), options.meter, (r, meter) =>
              meter.add({ text: '', tokenUsage: r.tokenUsage, costUsd: r.costUsd, cached: r.cached }),
            ),
        }
      : {}),
    ...(batch
      ? {
          invokeBatch: (requests: ProviderRequest[], options: InvokeOptions) =>
            count(batch(requests, options), options.meter, (responses, meter) => {
              for (const response of responses) meter.add(response);
            }),
        }
      : {}),
  });
};

/** {@link meterLayer} applied to one provider. */
export function meterProvider(provider: Provider): Provider {
  return meterLayer(provider);
}

/** A response's token usage in the record's shape: every count present, `total` from the parts when not reported. */
export function recordTokenUsage(usage: TokenUsage | undefined): RecordTokenUsage | undefined {
  if (!usage) return undefined;
  const input = usage.input ?? 0;
  const output = usage.output ?? 0;
  return { input, output, total: usage.total ?? input + output, cached_input: usage.cachedInput ?? 0 };
}

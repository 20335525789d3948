import type { RetrySettings } from '../../config/types.js';
import type { CallLabel } from './call-events.js';
import type { CallLimiter, CallOptions } from './call-limiter.js';
import type { Provider, ProviderRequest, ProviderResponse, InvokeOptions } from '../provider.js';
import { layerOver, type ProviderLayer } from '../provider-pipeline/provider-layer.js';
import type { PaceFeedback } from './rate-pacer.js';
import type { RetryPolicy } from './retry-policy.js';

/**
 * A target's retry fields override the run's policy (environment / defaults) field by field, for
 * that target's calls only: target fields win over RETRY_* variables. snake_case vs camelCase was
 * settled by the config room (snake_case wins). 401 and 403 stay unretried whatever is listed.
 */
export function retryOverrides(settings: RetrySettings | undefined): Partial<RetryPolicy> {
  const out: Partial<RetryPolicy> = {};
  if (settings?.maxRetries !== undefined) out.maxRetries = settings.maxRetries;
  if (settings?.initialDelayMs !== undefined) out.initialDelayMs = settings.initialDelayMs;
  if (settings?.maxDelayMs !== undefined) out.maxDelayMs = settings.maxDelayMs;
  if (settings?.statusCodes !== undefined) out.statusCodes = settings.statusCodes;
  return out;
}

/**
 * The call limiter layer: every call goes through the run's call limiter. Model calls are paced by
 * their target's rate-limit headers and take a slot, every call gets the retry policy (with the
 * target's `retry` fields), model calls the per-call timeout, and under a budget every call (agents
 * included: they cost money too) reserves its likely price before it starts.
 */
export function limiterLayer(limiter: CallLimiter, retry?: RetrySettings): ProviderLayer {
  return (provider) => limitProvider(provider, limiter, retry);
}

/** {@link limiterLayer} applied to one provider. */
export function limitProvider(provider: Provider, limiter: CallLimiter, retry?: RetrySettings): Provider {
  const through = limitedCaller(provider, limiter, retryOverrides(retry));
  const agent = provider.targetName;
  // What the provider counts of its tokens budget when it admits a request, whatever the answer takes.
  const admitted = (provider.isModelCall ? provider.maxTokens : undefined) ?? 0;
  const batch = provider.invokeBatch?.bind(provider);
  const embed = provider.embed?.bind(provider);
  return layerOver(provider, {
    invoke: (request: ProviderRequest, options: InvokeOptions) =>
      through({
        label: () => request.label ?? { agent, dimension: request.evalId },
        count: 1,
        tokens: admitted,
        options,
        call: (signal) => provider.invoke(request, { signal }),
        feedback: paceFeedback,
        costOf: (response) => response.costUsd,
      }),
    ...(batch
      ? {
          invokeBatch: (requests: ProviderRequest[], options: InvokeOptions) =>
            through({
              label: () => ({ agent, dimension: 'batch' }),
              count: requests.length,
              tokens: admitted * requests.length,
              options,
              call: (signal) => batch(requests, { signal }),
              feedback: (responses: ProviderResponse[]) => ({
                rateLimit: responses.at(-1)?.rateLimit,
                tokens: responses.reduce((sum, r) => sum + (paceFeedback(r).tokens ?? 0), 0),
              }),
              costOf: (responses) => sumCosts(responses.map((r) => r.costUsd)),
            }),
        }
      : {}),
    // An embedding call is a model call like any other: the same slot, pacing, retries, timeout and budget.
    ...(embed
      ? {
          embed: (texts: string[], options: InvokeOptions) =>
            through({
              label: () => ({ agent, dimension: 'embedding' }),
              count: 1,
              tokens: 0,
              options,
              call: (signal) => embed(texts, { signal }),
              feedback: (r) => ({ rateLimit: r.rateLimit, tokens: r.tokenUsage?.total }),
              costOf: (r) => r.costUsd,
            }),
        }
      : {}),
  });
}

/** One call of a provider through the limiter: what it is, how many answers it buys, how it is priced. */
interface LimitedCall<T> {
  label: () => CallLabel;
  /** Answers the call asks for, for the budget's reservation. */
  count: number;
  /** Tokens the provider counts against the target's tokens budget when it admits the call (max_tokens). */
  tokens: number;
  options: InvokeOptions;
  call: (signal: AbortSignal) => Promise<T>;
  feedback: (value: T) => PaceFeedback;
  costOf: (value: T) => number | null | undefined;
}

/**
 * Runs a call through the limiter. Under --budget-usd the call first reserves its likely price and
 * settles with what it cost (nothing known when it fails).
 */
function limitedCaller(provider: Provider, limiter: CallLimiter, overrides: Partial<RetryPolicy>) {
  return async <T>(limited: LimitedCall<T>): Promise<T> => {
    const run = () => limiter.run(limited.label(), limited.call, callOptions(provider, overrides, limited));
    const reservation = await limiter.budget?.reserve(provider.targetName, limited.count, limited.options.signal);
    if (!reservation) return run();
    try {
      const value = await run();
      reservation.settle(limited.costOf(value));
      return value;
    } catch (error) {
      reservation.settle(undefined);
      throw error;
    }
  };
}

/** The limiter's options for one call of `provider`: retries, slot, pacing and time limit. */
function callOptions<T>(
  provider: Provider,
  overrides: Partial<RetryPolicy>,
  { options, tokens, feedback }: Pick<LimitedCall<T>, 'options' | 'tokens' | 'feedback'>,
): CallOptions<T> {
  return {
    retry: overrides,
    signal: options.signal,
    // Counted for the record: the case's own calls (`call_retries`), an evaluator's in its entry.
    onRetry: () => {
      options.onRetry?.();
      options.meter?.retried();
    },
    useSlot: provider.isModelCall,
    // The target's rate limits pace its calls, judges' alike: the key is the target, not the label.
    paceKey: provider.targetName,
    paceTokens: tokens,
    feedback,
    // Agents and mocks keep their own time limits (timeout_seconds, --agent-timeout).
    ...(provider.isModelCall ? {} : { timeoutMs: Number.POSITIVE_INFINITY }),
  };
}

/** What one answer tells the pacer: its rate-limit headers and the tokens it took. */
function paceFeedback(response: ProviderResponse): PaceFeedback {
  const usage = response.tokenUsage;
  const tokens =
    usage?.total ??
    (usage?.input !== undefined || usage?.output !== undefined ? (usage.input ?? 0) + (usage.output ?? 0) : undefined);
  return { rateLimit: response.rateLimit, tokens };
}

/** The batch's price: null when any answer's price is unknown, undefined when none was reported. */
function sumCosts(costs: Array<number | null | undefined>): number | null | undefined {
  if (costs.some((c) => c === null)) return null;
  const known = costs.filter((c): c is number => typeof c === 'number');
  return known.length === 0 ? undefined : known.reduce((a, b) => a + b, 0);
}

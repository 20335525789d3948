import type { ProviderResponse } from '../engine/provider.js';

/**
 * What promptfoo 0.123.1's OpenAI providers say an answer cost (`calculateOpenAIUsageCost`), which
 * its `cost` assertion compares: each kind of token times its per-token rate (the rate per million
 * divided by 1e6, a cached token's times 1e-6, as promptfoo's two tables have them), summed
 * unrounded in promptfoo's order, so a threshold equal to the price decides as promptfoo does, with the provider's
 * `config.cost` (every token) or `config.inputCost` / `config.outputCost` in place of the model's
 * rates. A model with no rates has no cost whatever the config says, and an answer from the cache
 * costs 0, as in promptfoo. The rates are the price catalogue's (the same as promptfoo's for
 * OpenAI's models); our own records keep the run's rounded price.
 */

const PER_MILLION = 1 / 1e6;

type CalcPrice = typeof import('@pydantic/genai-prices').calcPrice;
let catalogue: Promise<CalcPrice> | undefined;

/** Loaded on the first OpenAI answer a promptfoo assertion prices, as the run's own pricing does. */
function loadCatalogue(): Promise<CalcPrice> {
  catalogue ??= import('@pydantic/genai-prices').then((module) => module.calcPrice);
  return catalogue;
}

/** The billed model of an `openai:` provider id (`openai:chat:<model>`, `openai:<model>`), else undefined. */
function openAiModel(id: string): string | undefined {
  const match = /^openai:(?:(?:chat|completion|responses):)?(.+)$/.exec(id);
  if (!match || /^(embedding|embeddings|image|moderation|realtime|assistant|transcription):/.test(match[1]!))
    return undefined;
  return match[1]!.split('/').pop();
}

function rate(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * promptfoo's cost of the answer for an `openai:` provider; for any other provider the answer's own
 * price (undefined when unknown).
 */
export async function promptfooCost(
  response: ProviderResponse,
  provider: { id: string; config?: Record<string, unknown> },
  atMs: number,
): Promise<number | undefined> {
  const model = openAiModel(provider.id);
  if (model === undefined) return typeof response.costUsd === 'number' ? response.costUsd : undefined;
  const usage = response.tokenUsage;
  if (!usage) return undefined;
  const input = usage.input ?? 0;
  const output = usage.output ?? 0;
  let prices: Record<string, unknown>;
  try {
    const priced = (await loadCatalogue())({ input_tokens: input, output_tokens: output }, model, {
      providerId: 'openai',
      timestamp: new Date(atMs),
    });
    if (!priced) return undefined;
    prices = priced.model_price as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const inputRate = rate(prices.input_mtok);
  if (inputRate === undefined) return undefined;
  if (response.cached) return 0;
  const config = provider.config ?? {};
  const textInput = rate(config.inputCost) ?? rate(config.cost) ?? inputRate / 1e6;
  const cachedRate = rate(prices.cache_read_mtok);
  const cachedInput =
    rate(config.inputCost) ?? rate(config.cost) ?? (cachedRate !== undefined ? cachedRate * PER_MILLION : textInput);
  const outputMtok = rate(prices.output_mtok);
  const outputRate = rate(config.outputCost) ?? rate(config.cost) ?? (outputMtok ?? 0) / 1e6;
  const cached = Math.min(usage.cachedInput ?? 0, input);
  return Math.max(input - cached, 0) * textInput + cached * cachedInput + output * outputRate;
}

import type { ModelPricing } from '../config/types.js';
import type { TokenUsage } from '../engine/provider.js';

/**
 * The catalogue's provider that prices a kind's models (`@pydantic/genai-prices` ids): the same
 * model name can cost differently on OpenAI and on Azure.
 */
export type PriceSource = 'openai' | 'azure' | 'anthropic' | 'google';

/** What one answer is priced by: the model, where it ran, the target's own prices, and when. */
export interface PriceQuery {
  source: PriceSource;
  model: string;
  /** The target's `pricing:`; wins over the catalogue. */
  override?: ModelPricing | undefined;
  /** When the call was made (ms since the epoch): catalogue prices can change on a date. */
  atMs: number;
}

type CalcPrice = typeof import('@pydantic/genai-prices').calcPrice;
let catalogue: Promise<CalcPrice> | undefined;

/** The catalogue, loaded on the first priced answer: its data is large and `--help` never needs it. */
function loadCatalogue(): Promise<CalcPrice> {
  catalogue ??= import('@pydantic/genai-prices').then((module) => module.calcPrice);
  return catalogue;
}

/**
 * Starts loading the catalogue while a call is in flight (unless the target's own `pricing` makes it
 * unneeded): compiling its data takes tens of milliseconds, which the first answer of a run would
 * otherwise spend in its call slot, after the answer came back.
 */
export function warmCatalogue(override: ModelPricing | undefined): void {
  if (!override) loadCatalogue().catch(() => undefined);
}

/**
 * The price in USD of one answer's tokens, or `null` when it cannot be known: no usage was
 * reported, or neither the target's `pricing` nor the catalogue knows the model. Never 0 for
 * "unknown". Cached prompt tokens take the cached rate (the input rate when none is given);
 * prompt-cache writes take the catalogue's write rate, or the input rate under a target's pricing.
 */
export async function priceAnswer(usage: TokenUsage | undefined, query: PriceQuery): Promise<number | null> {
  if (!usage || (usage.input === undefined && usage.output === undefined)) return null;
  const input = usage.input ?? 0;
  const output = usage.output ?? 0;
  const cached = Math.min(usage.cachedInput ?? 0, input);
  const written = Math.min(usage.cacheWriteInput ?? 0, input - cached);
  if (query.override) {
    const { inputPerMtok, outputPerMtok, cachedInputPerMtok } = query.override;
    const dollars =
      (input - cached) * inputPerMtok + cached * (cachedInputPerMtok ?? inputPerMtok) + output * outputPerMtok;
    return roundUsd(dollars / 1_000_000);
  }
  const calcPrice = await loadCatalogue();
  try {
    const priced = calcPrice(
      {
        input_tokens: input,
        output_tokens: output,
        ...(cached > 0 ? { cache_read_tokens: cached } : {}),
        ...(written > 0 ? { cache_write_tokens: written } : {}),
      },
      query.model,
      { providerId: query.source, timestamp: new Date(query.atMs) },
    );
    return priced ? roundUsd(priced.total_price) : null;
  } catch {
    // A catalogue entry that cannot price this usage (a unit it lacks) is an unknown price.
    return null;
  }
}

/** To a ten-billionth of a dollar, so records read 0.000105 rather than 0.00010499999999999999. */
function roundUsd(value: number): number {
  return Math.round(value * 1e10) / 1e10;
}

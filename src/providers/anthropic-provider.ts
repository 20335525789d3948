import type Anthropic from '@anthropic-ai/sdk';
import type { ModelPricing } from '../config/types.js';
import type {
  CacheIdentity,
  InvokeOptions,
  ModelProvider,
  ProviderRequest,
  ProviderResponse,
  ProviderFactory,
} from '../engine/provider.js';
import type { Runtime } from '../engine/runtime.js';
import { toConversation } from './chat-turns.js';
import { lazyClient, malformedResponse, toProviderError } from './sdk-error.js';
import { API_KEY_KEYS, BASE_URL_KEYS, MODEL_KEYS, hostedModel } from './hosted-model.js';
import { priceAnswer, warmCatalogue } from './model-price.js';
import type { RateLimitInfo, TokenUsage } from '../engine/provider.js';
import { parseRateLimitHeaders } from './rate-limit-headers.js';

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_DEFAULT_MODEL = 'claude-sonnet-4-6';
/** The Messages API requires max_tokens; this is used when the target sets none. */
export const ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;
const SDK_TIMEOUT_MS = 60 * 60 * 1000;

/** An `anthropic` target's settings: its fields win over the ANTHROPIC_* variables, then the defaults. */
const ANTHROPIC = hostedModel({
  apiKey: { keys: API_KEY_KEYS, env: 'ANTHROPIC_API_KEY', required: true },
  baseUrl: { keys: BASE_URL_KEYS, env: 'ANTHROPIC_BASE_URL', default: ANTHROPIC_DEFAULT_BASE_URL },
  model: { keys: MODEL_KEYS, env: 'ANTHROPIC_MODEL', default: ANTHROPIC_DEFAULT_MODEL },
});

export const anthropicSettingsFrom = ANTHROPIC.settingsFrom;

/** Resolved settings of an `anthropic` target. */
export type AnthropicSettings = ReturnType<typeof anthropicSettingsFrom>;

/**
 * Claude through `@anthropic-ai/sdk`. The Messages API has no schema-free JSON mode, so
 * `supportsStructuredOutput` is false: rubric batching falls back to one call per criterion,
 * and judges rely on their prompt asking for a JSON object.
 */
export class AnthropicProvider implements ModelProvider {
  readonly kind = 'anthropic';
  readonly isModelCall = true;
  readonly offline = false;
  readonly supportsStructuredOutput = false;
  /**
   * The target's own max_tokens only: the 4096 sent when it sets none is not reserved, since which
   * budget `anthropic-ratelimit-tokens-*` describes (input or output tokens) the headers do not say.
   */
  readonly maxTokens: number | undefined;

  constructor(
    readonly targetName: string,
    private readonly client: () => Promise<Anthropic>,
    private readonly settings: AnthropicSettings,
    private readonly runtime: Runtime,
    private readonly pricing?: ModelPricing,
  ) {
    this.maxTokens = settings.maxTokens;
  }

  cacheIdentity(): CacheIdentity {
    const { model, temperature, maxTokens, baseUrl } = this.settings;
    return { model, settings: { temperature, maxTokens, endpoint: baseUrl } };
  }

  async invoke(request: ProviderRequest, { signal }: InvokeOptions): Promise<ProviderResponse> {
    const { system, turns } = toConversation(request);
    const { model, temperature, apiKey } = this.settings;
    let message: Anthropic.Message;
    let rateLimit: RateLimitInfo | undefined;
    // Resets are times; the limiter reads them as waits from when the server counted the call.
    const sentAt = this.runtime.now();
    try {
      // withResponse: the answer's rate-limit headers pace this target's next calls.
      const call = (await this.client()).messages
        .create(
          {
            model,
            max_tokens: this.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS,
            messages: turns.map((turn) => ({ role: turn.role, content: turn.content })),
            ...(system ? { system } : {}),
            ...(temperature !== undefined ? { temperature } : {}),
          },
          { signal, maxRetries: 0 },
        )
        .withResponse();
      warmCatalogue(this.pricing);
      const { data, response } = await call;
      message = data;
      rateLimit = parseRateLimitHeaders(response.headers, sentAt);
    } catch (error) {
      throw toProviderError(error, { provider: this.kind, nowMs: this.runtime.now(), secrets: [apiKey] });
    }
    if (!Array.isArray(message?.content)) throw malformedResponse(this.kind, 'no content blocks');
    const text = message.content
      .filter((block): block is Anthropic.TextBlock => block.type === 'text')
      .map((block) => block.text)
      .join('');
    if (text === '')
      throw malformedResponse(this.kind, `an empty answer (stop_reason ${message.stop_reason ?? 'none'})`);
    const tokenUsage = anthropicUsage(message.usage);
    return {
      text,
      outputMessages: [{ role: 'assistant', content: text }],
      tokenUsage,
      costUsd: await priceAnswer(tokenUsage, {
        source: 'anthropic',
        model,
        override: this.pricing,
        atMs: this.runtime.now(),
      }),
      raw: { id: message.id, model: message.model, stop_reason: message.stop_reason },
      ...(rateLimit ? { rateLimit } : {}),
    };
  }
}

/**
 * Anthropic's `input_tokens` leaves out the prompt-cache reads and writes, which it reports apart;
 * they are added in so `input` counts every prompt token, as for the other providers.
 */
export function anthropicUsage(usage: Anthropic.Usage | undefined): TokenUsage | undefined {
  if (!usage) return undefined;
  const cachedInput = usage.cache_read_input_tokens ?? 0;
  const cacheWriteInput = usage.cache_creation_input_tokens ?? 0;
  const input = usage.input_tokens + cachedInput + cacheWriteInput;
  return { input, output: usage.output_tokens, total: input + usage.output_tokens, cachedInput, cacheWriteInput };
}

/** `provider: anthropic`. */
export const anthropicProviderFactory: ProviderFactory = {
  ...ANTHROPIC.targetChecks,
  create(target, { runtime }) {
    const settings = ANTHROPIC.require(target, runtime.env);
    // Explicit options so the SDK reads no credentials, profiles or base URL of its own. The call
    // limiter owns the timeout; an explicit SDK timeout (an upper bound only) also skips the SDK's
    // refusal of non-streaming calls with a large max_tokens.
    const apiKey = settings.apiKey;
    const client = lazyClient(async () => {
      const { default: Anthropic } = await import('@anthropic-ai/sdk');
      const { sdkFetch } = await import('./sdk-fetch.js');
      return new Anthropic({
        apiKey,
        authToken: null,
        baseURL: settings.baseUrl,
        maxRetries: 0,
        timeout: SDK_TIMEOUT_MS,
        fetch: sdkFetch,
      });
    });
    return new AnthropicProvider(target.name, client, settings, runtime, target.pricing);
  },
};

import type Anthropic from '@anthropic-ai/sdk';
import type { ModelPricing, TargetDefinition } from '../config/types.js';
import type {
  CacheIdentity,
  InvokeOptions,
  ModelProvider,
  ProviderRequest,
  ProviderResponse,
  ProviderFactory,
} from '../engine/provider.js';
import type { Runtime } from '../engine/runtime.js';
import { ConfigError } from '../errors/config-error.js';
import { toConversation } from './chat-turns.js';
import { lazyClient, malformedResponse, toProviderError } from './sdk-error.js';
import {
  type ChatSettings,
  fromEnv,
  modelFields,
  modelTargetKeys,
  readModelFields,
  textField,
} from './target-fields.js';
import { priceAnswer, warmCatalogue } from './model-price.js';
import type { RateLimitInfo, TokenUsage } from '../engine/provider.js';
import { parseRateLimitHeaders } from './rate-limit-headers.js';

type Env = Record<string, string | undefined>;

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_DEFAULT_MODEL = 'claude-sonnet-4-6';
/** The Messages API requires max_tokens; this is used when the target sets none. */
export const ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;
const SDK_TIMEOUT_MS = 60 * 60 * 1000;

export interface AnthropicSettings extends ChatSettings {
  apiKey: string | undefined;
  baseUrl: string;
  model: string;
}

/**
 * The target keys of each setting, in every spelling read; they win over ANTHROPIC_API_KEY /
 * ANTHROPIC_BASE_URL / ANTHROPIC_MODEL.
 */
const FIELDS = modelFields({
  apiKey: textField(['api_key', 'apiKey']),
  baseUrl: textField(['base_url', 'baseUrl', 'baseURL', 'endpoint']),
  // AgentV 4.x reads `deployment` and `variant` as the model too.
  model: textField(['model', 'deployment', 'variant']),
});

export function anthropicSettingsFrom(target: TargetDefinition, env: Env): AnthropicSettings {
  const fields = readModelFields(target, FIELDS);
  return {
    apiKey: fields.apiKey ?? fromEnv(env, ['ANTHROPIC_API_KEY']),
    baseUrl: fields.baseUrl ?? fromEnv(env, ['ANTHROPIC_BASE_URL']) ?? ANTHROPIC_DEFAULT_BASE_URL,
    model: fields.model ?? fromEnv(env, ['ANTHROPIC_MODEL']) ?? ANTHROPIC_DEFAULT_MODEL,
    temperature: fields.temperature,
    maxTokens: fields.maxTokens,
  };
}

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

  constructor(
    readonly targetName: string,
    private readonly client: () => Promise<Anthropic>,
    private readonly settings: AnthropicSettings,
    private readonly runtime: Runtime,
    private readonly pricing?: ModelPricing,
  ) {}

  cacheIdentity(): CacheIdentity {
    const { model, temperature, maxTokens, baseUrl } = this.settings;
    return { model, settings: { temperature, maxTokens, endpoint: baseUrl } };
  }

  async invoke(request: ProviderRequest, { signal }: InvokeOptions): Promise<ProviderResponse> {
    const { system, turns } = toConversation(request);
    const { model, temperature, maxTokens, apiKey } = this.settings;
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
            max_tokens: maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS,
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

function missing(target: TargetDefinition, env: Env): string[] {
  return anthropicSettingsFrom(target, env).apiKey === undefined ? ['ANTHROPIC_API_KEY'] : [];
}

/** `provider: anthropic`. */
export const anthropicProviderFactory: ProviderFactory = {
  missingEnv: missing,
  ...modelTargetKeys(FIELDS),
  create(target, { runtime }) {
    const settings = anthropicSettingsFrom(target, runtime.env);
    if (settings.apiKey === undefined) {
      throw new ConfigError(
        `target "${target.name}" needs ANTHROPIC_API_KEY`,
        target.source,
        "set ANTHROPIC_API_KEY or the target's api_key",
      );
    }
    // Explicit options so the SDK reads no credentials, profiles or base URL of its own. The call
    // limiter owns the timeout; an explicit SDK timeout (an upper bound only) also skips the SDK's
    // refusal of non-streaming calls with a large max_tokens.
    const apiKey = settings.apiKey;
    const client = lazyClient(async () => {
      const { default: Anthropic } = await import('@anthropic-ai/sdk');
      return new Anthropic({
        apiKey,
        authToken: null,
        baseURL: settings.baseUrl,
        maxRetries: 0,
        timeout: SDK_TIMEOUT_MS,
      });
    });
    return new AnthropicProvider(target.name, client, settings, runtime, target.pricing);
  },
};

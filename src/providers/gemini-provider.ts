import type { Content, GenerateContentResult, GenerationConfig, GoogleGenerativeAI } from '@google/generative-ai';
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

type Env = Record<string, string | undefined>;

export const GEMINI_DEFAULT_MODEL = 'gemini-2.5-flash';

export interface GeminiSettings extends ChatSettings {
  apiKey: string | undefined;
  model: string;
  /** Undefined means the SDK's default endpoint. */
  baseUrl: string | undefined;
  apiVersion: string | undefined;
}

/** The target keys of each setting, in every spelling read; they win over GOOGLE_API_KEY / GOOGLE_GEMINI_MODEL. */
const FIELDS = modelFields({
  apiKey: textField(['api_key', 'apiKey']),
  // AgentV 4.x reads `deployment` and `variant` as the model too.
  model: textField(['model', 'deployment', 'variant']),
  baseUrl: textField(['base_url', 'baseUrl', 'endpoint']),
  apiVersion: textField(['api_version', 'apiVersion']),
});

export function geminiSettingsFrom(target: TargetDefinition, env: Env): GeminiSettings {
  const fields = readModelFields(target, FIELDS);
  return {
    apiKey: fields.apiKey ?? fromEnv(env, ['GOOGLE_API_KEY']),
    model: fields.model ?? fromEnv(env, ['GOOGLE_GEMINI_MODEL']) ?? GEMINI_DEFAULT_MODEL,
    baseUrl: fields.baseUrl,
    apiVersion: fields.apiVersion,
    temperature: fields.temperature,
    maxTokens: fields.maxTokens,
  };
}

/**
 * Gemini through `@google/generative-ai`. The SDK never retries on its own. Its HTTP error keeps
 * the status but not the response headers, so a Gemini 429 is retried on the run's backoff
 * schedule: `Retry-After` cannot be honoured for this provider. Only the abort signal is passed
 * (not the SDK's `timeout`, whose timer the SDK never clears); the call limiter owns the timeout.
 */
export class GeminiProvider implements ModelProvider {
  readonly kind = 'gemini';
  readonly isModelCall = true;
  readonly offline = false;
  readonly supportsStructuredOutput = true;

  constructor(
    readonly targetName: string,
    private readonly client: () => Promise<GoogleGenerativeAI>,
    private readonly settings: GeminiSettings,
    private readonly runtime: Runtime,
    private readonly pricing?: ModelPricing,
  ) {}

  cacheIdentity(): CacheIdentity {
    const { model, temperature, maxTokens, baseUrl, apiVersion } = this.settings;
    return { model, settings: { temperature, maxTokens, endpoint: baseUrl, apiVersion } };
  }

  async invoke(request: ProviderRequest, { signal }: InvokeOptions): Promise<ProviderResponse> {
    const { system, turns } = toConversation(request);
    const { model, temperature, maxTokens, baseUrl, apiVersion, apiKey } = this.settings;
    const generationConfig: GenerationConfig = {};
    if (temperature !== undefined) generationConfig.temperature = temperature;
    if (maxTokens !== undefined) generationConfig.maxOutputTokens = maxTokens;
    if (request.responseFormat === 'json') generationConfig.responseMimeType = 'application/json';
    const generative = (await this.client()).getGenerativeModel(
      { model, generationConfig, ...(system ? { systemInstruction: system } : {}) },
      { ...(baseUrl ? { baseUrl } : {}), ...(apiVersion ? { apiVersion } : {}) },
    );
    const contents: Content[] = turns.map((turn) => ({
      role: turn.role === 'assistant' ? 'model' : 'user',
      parts: [{ text: turn.content }],
    }));
    let result: GenerateContentResult;
    try {
      const call = generative.generateContent({ contents }, { signal });
      warmCatalogue(this.pricing);
      result = await call;
    } catch (error) {
      throw toProviderError(error, { provider: this.kind, nowMs: this.runtime.now(), secrets: [apiKey] });
    }
    const { candidates, usageMetadata: usage, promptFeedback } = result.response ?? {};
    if (!Array.isArray(candidates)) {
      if (promptFeedback?.blockReason) return { text: '', raw: { block_reason: promptFeedback.blockReason } };
      throw malformedResponse(this.kind, 'no candidates');
    }
    const first = candidates[0];
    const text = (first?.content?.parts ?? []).map((part) => part.text ?? '').join('');
    if (text === '')
      throw malformedResponse(this.kind, `an empty answer (finish_reason ${first?.finishReason ?? 'none'})`);
    // promptTokenCount includes the tokens served from a cached context (cachedContentTokenCount).
    const tokenUsage = usage
      ? {
          input: usage.promptTokenCount,
          output: usage.candidatesTokenCount,
          total: usage.totalTokenCount,
          cachedInput: usage.cachedContentTokenCount ?? 0,
        }
      : undefined;
    return {
      text,
      outputMessages: [{ role: 'assistant', content: text }],
      tokenUsage,
      costUsd: await priceAnswer(tokenUsage, {
        source: 'google',
        model,
        override: this.pricing,
        atMs: this.runtime.now(),
      }),
      raw: { model, finish_reason: first?.finishReason },
    };
  }
}

function missing(target: TargetDefinition, env: Env): string[] {
  return geminiSettingsFrom(target, env).apiKey === undefined ? ['GOOGLE_API_KEY'] : [];
}

/** `provider: gemini`. */
export const geminiProviderFactory: ProviderFactory = {
  missingEnv: missing,
  ...modelTargetKeys(FIELDS),
  create(target, { runtime }) {
    const settings = geminiSettingsFrom(target, runtime.env);
    if (settings.apiKey === undefined) {
      throw new ConfigError(
        `target "${target.name}" needs GOOGLE_API_KEY`,
        target.source,
        "set GOOGLE_API_KEY or the target's api_key",
      );
    }
    const apiKey = settings.apiKey;
    const client = lazyClient(async () => new (await import('@google/generative-ai')).GoogleGenerativeAI(apiKey));
    return new GeminiProvider(target.name, client, settings, runtime, target.pricing);
  },
};

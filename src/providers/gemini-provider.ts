import type { Content, GenerateContentResult, GenerationConfig, GoogleGenerativeAI } from '@google/generative-ai';
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
import { API_KEY_KEYS, MODEL_KEYS, hostedModel } from './hosted-model.js';
import { priceAnswer, warmCatalogue } from './model-price.js';

export const GEMINI_DEFAULT_MODEL = 'gemini-2.5-flash';

/**
 * A `gemini` target's settings: its fields win over GOOGLE_API_KEY / GOOGLE_GEMINI_MODEL, then the
 * default model; without a base URL or API version the SDK's own apply.
 */
const GEMINI = hostedModel({
  apiKey: { keys: API_KEY_KEYS, env: 'GOOGLE_API_KEY', required: true },
  model: { keys: MODEL_KEYS, env: 'GOOGLE_GEMINI_MODEL', default: GEMINI_DEFAULT_MODEL },
  baseUrl: { keys: ['base_url', 'baseUrl', 'endpoint'] },
  apiVersion: { keys: ['api_version', 'apiVersion'] },
});

export const geminiSettingsFrom = GEMINI.settingsFrom;

/** Resolved settings of a `gemini` target. */
export type GeminiSettings = ReturnType<typeof geminiSettingsFrom>;

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

/** `provider: gemini`. */
export const geminiProviderFactory: ProviderFactory = {
  ...GEMINI.targetChecks,
  create(target, { runtime }) {
    const settings = GEMINI.require(target, runtime.env);
    const apiKey = settings.apiKey;
    const client = lazyClient(async () => new (await import('@google/generative-ai')).GoogleGenerativeAI(apiKey));
    return new GeminiProvider(target.name, client, settings, runtime, target.pricing);
  },
};

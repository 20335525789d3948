import { OpenAIChatProvider } from './openai-chat.js';
import type { ProviderFactory } from '../engine/provider.js';
import { lazyClient } from './sdk-error.js';
import { OPENAI_TOOL_KEYS, readOpenAITools } from './openai-tools.js';
import { API_KEY_KEYS, BASE_URL_KEYS, MODEL_KEYS, hostedModel } from './hosted-model.js';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';
const SDK_TIMEOUT_MS = 60 * 60 * 1000;

/** An `openai` target's settings: its fields win over the OPENAI_* variables, then the defaults. */
const OPENAI = hostedModel({
  apiKey: { keys: API_KEY_KEYS, env: 'OPENAI_API_KEY', required: true },
  baseUrl: { keys: BASE_URL_KEYS, env: 'OPENAI_BASE_URL', default: OPENAI_DEFAULT_BASE_URL },
  model: { keys: MODEL_KEYS, env: 'OPENAI_MODEL', default: OPENAI_DEFAULT_MODEL },
});

export const openaiSettingsFrom = OPENAI.settingsFrom;

/** `provider: openai` — OpenAI or any OpenAI-compatible endpoint (`base_url`). */
export const openaiProviderFactory: ProviderFactory = {
  ...OPENAI.targetChecks,
  configKeys: [...OPENAI.targetChecks.configKeys, ...OPENAI_TOOL_KEYS],
  create(target, { runtime }) {
    const settings = OPENAI.require(target, runtime.env);
    // Every option explicit so the SDK reads nothing from process.env and never retries on its own;
    // its timeout is only an upper bound, the call limiter owns the per-call timeout.
    const apiKey = settings.apiKey;
    const client = lazyClient(async () => {
      const { default: OpenAI } = await import('openai');
      const { sdkFetch } = await import('./sdk-fetch.js');
      return new OpenAI({
        apiKey,
        baseURL: settings.baseUrl,
        organization: null,
        project: null,
        maxRetries: 0,
        timeout: SDK_TIMEOUT_MS,
        fetch: sdkFetch,
      });
    });
    return new OpenAIChatProvider({
      kind: 'openai',
      targetName: target.name,
      client,
      model: settings.model,
      settings: { temperature: settings.temperature, maxTokens: settings.maxTokens },
      tools: readOpenAITools(target),
      endpoint: settings.baseUrl,
      apiKey: settings.apiKey,
      runtime,
      pricing: target.pricing,
    });
  },
};

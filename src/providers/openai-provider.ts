import type { TargetDefinition } from '../config/types.js';
import { ConfigError } from '../errors/config-error.js';
import { OpenAIChatProvider } from './openai-chat.js';
import type { ProviderFactory } from '../engine/provider.js';
import { lazyClient } from './sdk-error.js';
import {
  type ChatSettings,
  fromEnv,
  modelFields,
  modelTargetKeys,
  readModelFields,
  textField,
} from './target-fields.js';

type Env = Record<string, string | undefined>;

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';
const SDK_TIMEOUT_MS = 60 * 60 * 1000;

/** Resolved settings of an `openai` target (target fields win over OPENAI_* variables). */
export interface OpenAISettings extends ChatSettings {
  apiKey: string | undefined;
  baseUrl: string;
  model: string;
}

/** The target keys of each setting, in every spelling read. */
const FIELDS = modelFields({
  apiKey: textField(['api_key', 'apiKey']),
  baseUrl: textField(['base_url', 'baseUrl', 'baseURL', 'endpoint']),
  // AgentV 4.x reads `deployment` and `variant` as the model too.
  model: textField(['model', 'deployment', 'variant']),
});

export function openaiSettingsFrom(target: TargetDefinition, env: Env): OpenAISettings {
  const fields = readModelFields(target, FIELDS);
  return {
    apiKey: fields.apiKey ?? fromEnv(env, ['OPENAI_API_KEY']),
    baseUrl: fields.baseUrl ?? fromEnv(env, ['OPENAI_BASE_URL']) ?? OPENAI_DEFAULT_BASE_URL,
    model: fields.model ?? fromEnv(env, ['OPENAI_MODEL']) ?? OPENAI_DEFAULT_MODEL,
    temperature: fields.temperature,
    maxTokens: fields.maxTokens,
  };
}

function missing(target: TargetDefinition, env: Env): string[] {
  return openaiSettingsFrom(target, env).apiKey === undefined ? ['OPENAI_API_KEY'] : [];
}

/** `provider: openai` — OpenAI or any OpenAI-compatible endpoint (`base_url`). */
export const openaiProviderFactory: ProviderFactory = {
  missingEnv: missing,
  ...modelTargetKeys(FIELDS),
  create(target, { runtime }) {
    const settings = openaiSettingsFrom(target, runtime.env);
    if (settings.apiKey === undefined) {
      throw new ConfigError(
        `target "${target.name}" needs OPENAI_API_KEY`,
        target.source,
        "set OPENAI_API_KEY or the target's api_key",
      );
    }
    // Every option explicit so the SDK reads nothing from process.env and never retries on its own;
    // its timeout is only an upper bound, the call limiter owns the per-call timeout.
    const apiKey = settings.apiKey;
    const client = lazyClient(async () => {
      const { default: OpenAI } = await import('openai');
      return new OpenAI({
        apiKey,
        baseURL: settings.baseUrl,
        organization: null,
        project: null,
        maxRetries: 0,
        timeout: SDK_TIMEOUT_MS,
      });
    });
    return new OpenAIChatProvider({
      kind: 'openai',
      targetName: target.name,
      client,
      model: settings.model,
      settings: { temperature: settings.temperature, maxTokens: settings.maxTokens },
      endpoint: settings.baseUrl,
      apiKey: settings.apiKey,
      runtime,
      pricing: target.pricing,
    });
  },
};

import type { TargetDefinition } from '../config/types.js';
import { ConfigError } from '../errors/config-error.js';
import { OpenAIChatProvider } from './openai-chat.js';
import type { ProviderFactory } from '../engine/provider.js';
import { lazyClient } from './sdk-error.js';
import {
  type ChatSettings,
  fromEnv,
  missingNames,
  modelFields,
  modelTargetKeys,
  readModelFields,
  textField,
} from './target-fields.js';

type Env = Record<string, string | undefined>;

/** The GA data-plane version; override with the target's `api_version` or AZURE_OPENAI_API_VERSION. */
export const AZURE_DEFAULT_API_VERSION = '2024-10-21';

/** Resolved settings of an `azure-openai` target (target fields win over the AZURE_* variables). */
export interface AzureOpenAISettings extends ChatSettings {
  endpoint: string | undefined;
  apiKey: string | undefined;
  deployment: string | undefined;
  apiVersion: string;
}

/** The target keys of each setting, in every spelling read. */
const FIELDS = modelFields({
  endpoint: textField(['endpoint', 'base_url', 'baseUrl', 'resource']),
  apiKey: textField(['api_key', 'apiKey']),
  deployment: textField(['deployment', 'deployment_name', 'deploymentName', 'model']),
  // `version` is AgentV 4.x's spelling.
  apiVersion: textField(['api_version', 'apiVersion', 'version']),
});

export function azureSettingsFrom(target: TargetDefinition, env: Env): AzureOpenAISettings {
  const fields = readModelFields(target, FIELDS);
  return {
    endpoint: fields.endpoint ?? fromEnv(env, ['AZURE_OPENAI_ENDPOINT']),
    apiKey: fields.apiKey ?? fromEnv(env, ['AZURE_OPENAI_API_KEY']),
    deployment: fields.deployment ?? fromEnv(env, ['AZURE_DEPLOYMENT_NAME']),
    apiVersion: fields.apiVersion ?? fromEnv(env, ['AZURE_OPENAI_API_VERSION']) ?? AZURE_DEFAULT_API_VERSION,
    temperature: fields.temperature,
    maxTokens: fields.maxTokens,
  };
}

function missing(target: TargetDefinition, env: Env): string[] {
  const s = azureSettingsFrom(target, env);
  return missingNames([
    { value: s.endpoint, envName: 'AZURE_OPENAI_ENDPOINT' },
    { value: s.apiKey, envName: 'AZURE_OPENAI_API_KEY' },
    { value: s.deployment, envName: 'AZURE_DEPLOYMENT_NAME' },
  ]);
}

/** `provider: azure-openai` — Azure OpenAI deployments through the SDK's `AzureOpenAI` client. */
export const azureOpenAIProviderFactory: ProviderFactory = {
  missingEnv: missing,
  ...modelTargetKeys(FIELDS),
  create(target, { runtime }) {
    const s = azureSettingsFrom(target, runtime.env);
    const absent = missing(target, runtime.env);
    if (s.endpoint === undefined || s.apiKey === undefined || s.deployment === undefined) {
      throw new ConfigError(
        `target "${target.name}" needs ${absent.join(', ')}`,
        target.source,
        'set them in the environment or on the target',
      );
    }
    // baseURL (not `endpoint`) so the SDK never consults OPENAI_BASE_URL from process.env.
    const baseURL = `${s.endpoint.replace(/\/+$/, '')}/openai`;
    const { apiKey, apiVersion, deployment } = s;
    const client = lazyClient(async () => {
      const { AzureOpenAI } = await import('openai');
      return new AzureOpenAI({ apiKey, baseURL, apiVersion, deployment, maxRetries: 0, timeout: 60 * 60 * 1000 });
    });
    return new OpenAIChatProvider({
      kind: 'azure-openai',
      targetName: target.name,
      client,
      model: s.deployment,
      settings: { temperature: s.temperature, maxTokens: s.maxTokens },
      endpoint: `${baseURL}/deployments/${s.deployment}?api-version=${s.apiVersion}`,
      apiKey: s.apiKey,
      runtime,
      pricing: target.pricing,
    });
  },
};

import { OpenAIChatProvider } from './openai-chat.js';
import type { ProviderFactory } from '../engine/provider.js';
import { lazyClient } from './sdk-error.js';
import { OPENAI_TOOL_KEYS, readOpenAITools } from './openai-tools.js';
import { API_KEY_KEYS, hostedModel } from './hosted-model.js';

/** The GA data-plane version; override with the target's `api_version` or AZURE_OPENAI_API_VERSION. */
export const AZURE_DEFAULT_API_VERSION = '2024-10-21';

/** An `azure-openai` target's settings: its fields win over the AZURE_* variables, then the default. */
const AZURE = hostedModel({
  endpoint: { keys: ['endpoint', 'base_url', 'baseUrl', 'resource'], env: 'AZURE_OPENAI_ENDPOINT', required: true },
  apiKey: { keys: API_KEY_KEYS, env: 'AZURE_OPENAI_API_KEY', required: true },
  deployment: {
    keys: ['deployment', 'deployment_name', 'deploymentName', 'model'],
    env: 'AZURE_DEPLOYMENT_NAME',
    required: true,
  },
  // `version` is AgentV 4.x's spelling.
  apiVersion: {
    keys: ['api_version', 'apiVersion', 'version'],
    env: 'AZURE_OPENAI_API_VERSION',
    default: AZURE_DEFAULT_API_VERSION,
  },
});

export const azureSettingsFrom = AZURE.settingsFrom;

/** `provider: azure-openai` — Azure OpenAI deployments through the SDK's `AzureOpenAI` client. */
export const azureOpenAIProviderFactory: ProviderFactory = {
  ...AZURE.targetChecks,
  configKeys: [...AZURE.targetChecks.configKeys, ...OPENAI_TOOL_KEYS],
  create(target, { runtime }) {
    const s = AZURE.require(target, runtime.env);
    // baseURL (not `endpoint`) so the SDK never consults OPENAI_BASE_URL from process.env.
    const baseURL = `${s.endpoint.replace(/\/+$/, '')}/openai`;
    const { apiKey, apiVersion, deployment } = s;
    const client = lazyClient(async () => {
      const { AzureOpenAI } = await import('openai');
      const { sdkFetch } = await import('./sdk-fetch.js');
      const timeout = 60 * 60 * 1000;
      return new AzureOpenAI({ apiKey, baseURL, apiVersion, deployment, maxRetries: 0, timeout, fetch: sdkFetch });
    });
    return new OpenAIChatProvider({
      kind: 'azure-openai',
      targetName: target.name,
      client,
      model: s.deployment,
      settings: { temperature: s.temperature, maxTokens: s.maxTokens },
      tools: readOpenAITools(target),
      endpoint: `${baseURL}/deployments/${s.deployment}?api-version=${s.apiVersion}`,
      apiKey: s.apiKey,
      runtime,
      pricing: target.pricing,
    });
  },
};

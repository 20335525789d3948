import type { ProviderFactory, ProviderLoaders } from '../engine/provider.js';

/**
 * Each provider kind's factory, imported when a run's targets first name the kind: the bundle keeps
 * every provider's code (and the settings schemas it builds at load) out of the runs that do not use
 * it. The same factories as `PROVIDER_FACTORIES` in registry.ts (a test holds the two lists equal);
 * that static list is for callers that want every kind at hand.
 */
export const PROVIDER_LOADERS: ProviderLoaders = {
  mock: async () => (await import('./mock-provider.js')).mockProviderFactory,
  'azure-openai': async () => (await import('./azure-openai-provider.js')).azureOpenAIProviderFactory,
  openai: async () => (await import('./openai-provider.js')).openaiProviderFactory,
  anthropic: async () => (await import('./anthropic-provider.js')).anthropicProviderFactory,
  gemini: async () => (await import('./gemini-provider.js')).geminiProviderFactory,
  cli: async () => (await import('./cli-provider.js')).cliProviderFactory,
  codex: async () => (await import('./codex-provider.js')).codexProviderFactory,
  'claude-code': async () => (await import('./claude-code-provider.js')).claudeCodeProviderFactory,
  vscode: async () => (await import('./vscode-provider.js')).vscodeProviderFactory,
  'vscode-insiders': async () => (await import('./vscode-provider.js')).vscodeInsidersProviderFactory,
  echo: async () => (await import('./echo-provider.js')).echoProviderFactory,
  exec: async () => (await import('./exec-provider.js')).execProviderFactory,
  'promptfoo-js': async () => (await import('./promptfoo-js-provider.js')).promptfooJsProviderFactory,
  'promptfoo-http': async () => (await import('./promptfoo-http-provider.js')).promptfooHttpProviderFactory,
} satisfies Record<string, () => Promise<ProviderFactory>>;

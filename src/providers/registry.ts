import { ConfigError } from '../errors/config-error.js';
import { anthropicProviderFactory } from './anthropic-provider.js';
import { azureOpenAIProviderFactory } from './azure-openai-provider.js';
import { claudeCodeProviderFactory } from './claude-code-provider.js';
import { cliProviderFactory } from './cli-provider.js';
import { codexProviderFactory } from './codex-provider.js';
import { geminiProviderFactory } from './gemini-provider.js';
import { mockProviderFactory } from './mock-provider.js';
import { openaiProviderFactory } from './openai-provider.js';
import type { ProviderFactory } from './provider-factory.js';
import { vscodeInsidersProviderFactory, vscodeProviderFactory } from './vscode-provider.js';

/** Every provider kind this build knows. Adding a kind here without a factory fails compilation. */
export type ProviderKind = 'mock' | 'azure-openai' | 'openai' | 'anthropic' | 'gemini' | 'cli' | 'codex' | 'claude-code' | 'vscode' | 'vscode-insiders';

const FACTORIES: Record<ProviderKind, ProviderFactory> = {
  mock: mockProviderFactory,
  'azure-openai': azureOpenAIProviderFactory,
  openai: openaiProviderFactory,
  anthropic: anthropicProviderFactory,
  gemini: geminiProviderFactory,
  cli: cliProviderFactory,
  codex: codexProviderFactory,
  'claude-code': claudeCodeProviderFactory,
  vscode: vscodeProviderFactory,
  'vscode-insiders': vscodeInsidersProviderFactory,
};

export const PROVIDER_KINDS = Object.keys(FACTORIES) as ProviderKind[];

/** The factory for `kind`; an unknown kind is a ConfigError listing the registered ones. */
export function providerFactory(kind: string, where: { file?: string; line?: number } = {}): ProviderFactory {
  const factory = (FACTORIES as Record<string, ProviderFactory | undefined>)[kind];
  if (!factory) {
    throw new ConfigError(`unknown provider "${kind}"`, where, `use one of: ${PROVIDER_KINDS.join(', ')}`);
  }
  return factory;
}

import { anthropicProviderFactory } from './anthropic-provider.js';
import { azureOpenAIProviderFactory } from './azure-openai-provider.js';
import { claudeCodeProviderFactory } from './claude-code-provider.js';
import { cliProviderFactory } from './cli-provider.js';
import { codexProviderFactory } from './codex-provider.js';
import { geminiProviderFactory } from './gemini-provider.js';
import { mockProviderFactory } from './mock-provider.js';
import { echoProviderFactory } from './echo-provider.js';
import { execProviderFactory } from './exec-provider.js';
import { promptfooJsProviderFactory } from './promptfoo-js-provider.js';
import { promptfooHttpProviderFactory } from './promptfoo-http-provider.js';
import { openaiProviderFactory } from './openai-provider.js';
import type { ProviderRegistry } from '../engine/provider.js';
import { vscodeInsidersProviderFactory, vscodeProviderFactory } from './vscode-provider.js';

/**
 * The factory of every provider kind. Typed by the one list of kinds (`PROVIDER_KINDS` in the
 * targets schema), so a kind without a factory here fails compilation.
 */
export const PROVIDER_FACTORIES: ProviderRegistry = {
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
  echo: echoProviderFactory,
  exec: execProviderFactory,
  'promptfoo-js': promptfooJsProviderFactory,
  'promptfoo-http': promptfooHttpProviderFactory,
};

import type { ProviderKind } from '../../src/config/types.js';
import { setTimeout as delay } from 'node:timers/promises';
import type { TargetDefinition } from '../../src/config/types.js';
import type { ProviderRequest } from '../../src/engine/provider.js';
import { nodeTimer, type Runtime } from '../../src/engine/runtime.js';

/** A runtime with the real clock and sleep, an empty environment and a logger that remembers. */
export function testRuntime(env: Record<string, string | undefined> = {}): Runtime & { lines: string[] } {
  const lines: string[] = [];
  return {
    env,
    cwd: process.cwd(),
    now: () => Date.now(),
    sleep: (ms, signal) => delay(ms, undefined, signal ? { signal } : undefined),
    timer: nodeTimer,
    random: () => 0.5,
    logger: {
      info: (m) => lines.push(`info: ${m}`),
      warn: (m) => lines.push(`warn: ${m}`),
      error: (m) => lines.push(`error: ${m}`),
      debug: () => undefined,
    },
    lines,
  };
}

/** A target as the config room hands it over (already expanded). */
export function target(name: string, provider: ProviderKind, config: Record<string, unknown>): TargetDefinition {
  return { name, provider, retry: {}, config, source: { file: 'targets.yaml', line: 1 } };
}

/** Targets of every model kind pointed at the fake server. */
export function modelTargets(
  baseUrl: string,
): Record<'openai' | 'azure-openai' | 'anthropic' | 'gemini', TargetDefinition> {
  return {
    openai: target('gpt', 'openai', { base_url: `${baseUrl}/v1`, api_key: 'sk-test-openai', model: 'gpt-test' }),
    'azure-openai': target('azure', 'azure-openai', {
      endpoint: baseUrl,
      api_key: 'az-test-key',
      deployment: 'dep-test',
      api_version: '2024-10-21',
    }),
    anthropic: target('claude', 'anthropic', { base_url: baseUrl, api_key: 'ant-test-key', model: 'claude-test' }),
    gemini: target('gem', 'gemini', { base_url: baseUrl, api_key: 'g-test-key', model: 'gemini-test' }),
  };
}

export function request(evalId: string, overrides: Partial<ProviderRequest> = {}): ProviderRequest {
  return {
    evalId,
    attempt: 1,
    messages: [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: `question for ${evalId}` },
    ],
    prompt: `[system] Be brief.\n[user] question for ${evalId}`,
    systemPrompt: 'Be brief.',
    guidelineFiles: [],
    inputFiles: [],
    ...overrides,
  };
}

export const noSignal = (): { signal: AbortSignal } => ({ signal: new AbortController().signal });

/** Polls until `condition` holds (the test's own timeout bounds the wait). */
export async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await delay(5);
}

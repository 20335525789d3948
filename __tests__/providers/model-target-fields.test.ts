import path from 'node:path';
import { resolveTarget } from '../../src/config/expand-variables.js';
import { loadTargetsFile } from '../../src/config/load-targets-file.js';
import type { TargetDefinition } from '../../src/config/types.js';
import { ConfigError } from '../../src/errors/config-error.js';
import { anthropicSettingsFrom } from '../../src/providers/anthropic-provider.js';
import { azureSettingsFrom } from '../../src/providers/azure-openai-provider.js';
import { geminiSettingsFrom } from '../../src/providers/gemini-provider.js';
import { openaiSettingsFrom } from '../../src/providers/openai-provider.js';
import { PROVIDER_FACTORIES } from '../../src/providers/registry.js';
import { lines, tempRepos } from '../test-support/temp-repo.js';

const repo = tempRepos();

/** The one target of a targets.yaml written from `body` (its lines after `targets:`), as a run resolves it. */
async function targetOf(body: string[], env: Record<string, string> = {}): Promise<TargetDefinition> {
  const root = await repo({ 'targets.yaml': lines('targets:', ...body) });
  const [raw] = loadTargetsFile(path.join(root, 'targets.yaml')).targets.values();
  if (!raw) throw new Error('no target');
  return resolveTarget(raw, env);
}

function refusal(target: TargetDefinition): ConfigError {
  try {
    // missingEnv runs before any provider is built (ProviderSet.prepare): the first place a bad value must stop.
    PROVIDER_FACTORIES[target.provider].missingEnv?.(target, {});
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const settingsOf = {
  openai: openaiSettingsFrom,
  'azure-openai': azureSettingsFrom,
  anthropic: anthropicSettingsFrom,
  gemini: geminiSettingsFrom,
} as const;

describe('model target fields are checked by schema', () => {
  it.each(Object.keys(settingsOf))(
    '%s: temperature: hot is refused at its line and column, naming the fix',
    async (kind) => {
      const target = await targetOf(['  - name: t', `    provider: ${kind}`, '    model: m', '    temperature: hot']);
      const error = refusal(target);
      expect(error.location).toMatchObject({
        file: target.source.file,
        line: 5,
        col: 18,
        path: 'targets.t.temperature',
      });
      expect(error.message).toMatch(
        /targets\.yaml:5:18: target "t" \(provider \S+\): field "temperature" must be a number/,
      );
      expect(error.message).toMatch(/Fix: set temperature to a number, e.g\. temperature: 0\.2/);
      expect(error.exitCode).toBe(2);
    },
  );

  it('a bad value under settings: points at it there', async () => {
    const target = await targetOf([
      '  - name: t',
      '    provider: anthropic',
      '    settings:',
      '      max_tokens: many',
    ]);
    expect(refusal(target).location).toMatchObject({ line: 5, col: 19, path: 'targets.t.settings.max_tokens' });
  });

  it.each([
    ['max_output_tokens: 0', /field "max_output_tokens" must be a whole number above 0/],
    ['max_tokens: 12.5', /field "max_tokens" must be a whole number above 0/],
    ['model: [gpt-4o, gpt-5]', /field "model" must be text/],
    ['api_key: {value: k}', /field "api_key" must be text/],
    ['base_url: true', /field "base_url" must be text/],
  ])('%s is refused, not dropped', async (field, says) => {
    const error = refusal(await targetOf(['  - name: t', '    provider: openai', `    ${field}`]));
    expect(error.message).toMatch(says);
    expect(error.location.line).toBe(4);
  });

  it('a value from ${{ VAR }} is checked after expansion, at the field that names it', async () => {
    const body = ['  - name: t', '    provider: gemini', '    temperature: ${{ TEMP }}'];
    expect(refusal(await targetOf(body, { TEMP: 'warm' })).location).toMatchObject({ line: 4, col: 18 });
    expect(geminiSettingsFrom(await targetOf(body, { TEMP: '0.7' }), {}).temperature).toBe(0.7);
  });

  it('the spellings AgentV 4.x writes are read: numeric strings, max_output_tokens, numbers as text', async () => {
    const target = await targetOf([
      '  - name: t',
      '    provider: azure-openai',
      '    endpoint: https://example.test',
      '    api_key: k',
      '    deployment: d',
      '    api_version: 2024',
      '    temperature: "0.5"',
      '    max_output_tokens: 256',
    ]);
    expect(azureSettingsFrom(target, {})).toEqual({
      endpoint: 'https://example.test',
      apiKey: 'k',
      deployment: 'd',
      apiVersion: '2024',
      temperature: 0.5,
      maxTokens: 256,
    });
  });

  it("AgentV 4.x's other spellings: deployment or variant as the model, version as Azure's API version", async () => {
    const openai = await targetOf(['  - name: t', '    provider: openai', '    variant: gpt-4.1-mini']);
    expect(openaiSettingsFrom(openai, {}).model).toBe('gpt-4.1-mini');
    const anthropic = await targetOf(['  - name: t', '    provider: anthropic', '    deployment: claude-x']);
    expect(anthropicSettingsFrom(anthropic, {}).model).toBe('claude-x');
    const azure = await targetOf(['  - name: t', '    provider: azure-openai', '    version: 2025-01-01-preview']);
    expect(azureSettingsFrom(azure, {}).apiVersion).toBe('2025-01-01-preview');
  });

  it('an empty value is unset: the environment variable and the default apply', async () => {
    const target = await targetOf(['  - name: t', '    provider: openai', '    model: ""', '    temperature:']);
    const settings = openaiSettingsFrom(target, { OPENAI_MODEL: 'from-env', OPENAI_API_KEY: 'k' });
    expect(settings).toMatchObject({ model: 'from-env', apiKey: 'k', temperature: undefined });
  });
});

describe('mock target fields are checked by schema', () => {
  function mockRefusal(target: TargetDefinition): ConfigError {
    try {
      PROVIDER_FACTORIES.mock.create(target, { runtime: undefined as never });
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error('expected a ConfigError');
  }

  it.each([
    ['delay_ms: soon', 'delay_ms', /must be a number of milliseconds/],
    ['judge_score: 7', 'judge_score', /must be a number from 0 to 1/],
    ['pass_probability: {flaky: 2}', 'pass_probability', /must be a number from 0 to 1/],
    ['responses: {c1: [a, b]}', 'responses', /each answer must be text/],
  ])('%s is refused at its line, naming the fix', async (field, key, says) => {
    const error = mockRefusal(await targetOf(['  - name: m', '    provider: mock', `    ${field}`]));
    expect(error.message).toMatch(says);
    expect(error.message).toContain(`field "${key}`);
    expect(error.location.line).toBe(4);
  });
});

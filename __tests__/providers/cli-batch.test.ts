import path from 'node:path';
import { ProviderError } from '../../src/errors/agentv-error.js';
import { cliProviderFactory } from '../../src/providers/cli-provider.js';
import { FAKE_AGENTS, makeRequest, makeTarget, signal, testRuntime } from './agent-fixtures.js';

const BATCH_AGENT = path.join(FAKE_AGENTS, 'batch-agent.mjs');

function cli(config: Record<string, unknown>) {
  return cliProviderFactory.create(makeTarget('cli', config), { runtime: testRuntime() });
}

const requests = ['alpha', 'beta', 'gamma'].map((id) =>
  makeRequest({ evalId: id, prompt: `question ${id} 'quoted' $(x)` }),
);

describe('cli provider batching', () => {
  test('maps JSONL answers on stdout back to their ids, in request order', async () => {
    const provider = cli({
      command_template: `node ${BATCH_AGENT} {BATCH_FILE}`,
      settings: { provider_batching: true },
    });
    const responses = await provider.invokeBatch?.(requests, { signal: signal() });
    expect(responses?.map((r) => r.text)).toEqual(requests.map((r) => `answer to ${r.prompt}`));
    expect(responses?.[0]?.tokenUsage).toEqual({ input: 1, output: 2, total: 3 });
  });

  test('reads the answers from {OUTPUT_FILE} when the template names it', async () => {
    const provider = cli({
      command_template: `node ${BATCH_AGENT} {BATCH_FILE} {OUTPUT_FILE}`,
      settings: { provider_batching: true },
    });
    const responses = await provider.invokeBatch?.(requests, { signal: signal() });
    expect(responses?.map((r) => r.text)).toEqual(requests.map((r) => `answer to ${r.prompt}`));
  });

  test('a missing id throws, naming it, so the engine can fall back to per-case dispatch', async () => {
    const provider = cli({
      command_template: `node ${BATCH_AGENT} {BATCH_FILE}`,
      env: { FAKE_DROP_ID: 'beta' },
      settings: { provider_batching: true },
    });
    const error = await provider.invokeBatch?.(requests, { signal: signal() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toMatch(/no batch answer for: beta$/);
  });

  test('duplicate case ids refuse to batch', async () => {
    const provider = cli({
      command_template: `node ${BATCH_AGENT} {BATCH_FILE}`,
      settings: { provider_batching: true },
    });
    await expect(provider.invokeBatch?.([requests[0]!, requests[0]!], { signal: signal() })).rejects.toThrow(
      /appears twice/,
    );
  });

  test('with a batch template, one case runs as a batch of one (the per-case fallback)', async () => {
    const provider = cli({ command_template: `node ${BATCH_AGENT} {BATCH_FILE} {OUTPUT_FILE}` });
    const response = await provider.invoke(requests[1]!, { signal: signal() });
    expect(response.text).toBe(`answer to ${requests[1]!.prompt}`);
  });

  test('no invokeBatch without the flag, or without {BATCH_FILE} in the template', () => {
    expect(cli({ command_template: `node ${BATCH_AGENT} {BATCH_FILE}` }).invokeBatch).toBeUndefined();
    expect(
      cli({ command_template: 'echo {PROMPT}', settings: { provider_batching: true } }).invokeBatch,
    ).toBeUndefined();
  });
});

import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import type { ModelPricing, TargetDefinition } from '../../src/config/types.js';
import { PROVIDER_FACTORIES } from '../../src/providers/registry.js';
import { modelTargets, noSignal, request, target, testRuntime } from './provider-fixtures.js';

const KINDS = ['openai', 'azure-openai', 'anthropic', 'gemini'] as const;
type Kind = (typeof KINDS)[number];

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

function invoke(definition: TargetDefinition) {
  return PROVIDER_FACTORIES[definition.provider]
    .create(definition, { runtime: testRuntime() })
    .invoke(request('priced'), noSignal());
}

/** 1,000 prompt tokens of which 400 came from the prompt cache (Anthropic also wrote 100), 200 completion tokens. */
const USAGE = { input: 1000, output: 200, cached: 400, cacheWrite: 100 };

describe.each(KINDS)('%s usage and price through the real SDK', (kind) => {
  beforeEach(() => {
    // Only Anthropic reports prompt-cache writes.
    const usage = kind === 'anthropic' ? USAGE : { input: 1000, output: 200, cached: 400 };
    server.setScript(() => ({ kind: 'ok', text: 'answer', usage }));
  });

  test('reads the cached prompt tokens from its wire format, counting them in input', async () => {
    const response = await invoke(modelTargets(server.url)[kind]);
    expect(response.tokenUsage).toMatchObject({ input: 1000, output: 200, total: 1200, cachedInput: 400 });
    if (kind === 'anthropic') expect(response.tokenUsage?.cacheWriteInput).toBe(100);
  });

  test('a target pricing override prices the tokens exactly, cached ones at their own rate', async () => {
    const pricing: ModelPricing = { inputPerMtok: 2, outputPerMtok: 8, cachedInputPerMtok: 0.5 };
    const response = await invoke({ ...modelTargets(server.url)[kind], pricing });
    // 600 uncached × $2 + 400 cached × $0.50 + 200 out × $8, per million tokens (Anthropic's
    // 100 written tokens are part of the 600 at the input rate).
    expect(response.costUsd).toBeCloseTo((600 * 2 + 400 * 0.5 + 200 * 8) / 1e6, 12);
    expect(response.costUsd).toBeCloseTo(0.003, 12);
  });

  test('without a cached rate, cached tokens cost the input rate', async () => {
    const response = await invoke({
      ...modelTargets(server.url)[kind],
      pricing: { inputPerMtok: 1, outputPerMtok: 4 },
    });
    expect(response.costUsd).toBeCloseTo((1000 * 1 + 200 * 4) / 1e6, 12);
  });

  test('a model no catalogue knows and no override prices costs null (unknown), not 0', async () => {
    const response = await invoke(modelTargets(server.url)[kind]);
    expect(response.costUsd).toBeNull();
  });
});

describe('catalogue prices (@pydantic/genai-prices)', () => {
  const catalogued: Record<Kind, { definition: (url: string) => TargetDefinition; expected: number; why: string }> = {
    openai: {
      definition: (url) => target('gpt', 'openai', { base_url: `${url}/v1`, api_key: 'k', model: 'gpt-4o-mini' }),
      // gpt-4o-mini: $0.15 in, $0.075 cached in, $0.60 out per Mtok.
      expected: (600 * 0.15 + 400 * 0.075 + 200 * 0.6) / 1e6,
      why: 'gpt-4o-mini',
    },
    'azure-openai': {
      definition: (url) => target('az', 'azure-openai', { endpoint: url, api_key: 'k', deployment: 'gpt-4o-mini' }),
      expected: (600 * 0.15 + 400 * 0.075 + 200 * 0.6) / 1e6,
      why: 'gpt-4o-mini on Azure',
    },
    anthropic: {
      definition: (url) => target('claude', 'anthropic', { base_url: url, api_key: 'k', model: 'claude-sonnet-4-6' }),
      // claude-sonnet-4-6: $3 in, $0.30 cache read, $3.75 cache write, $15 out per Mtok.
      expected: (500 * 3 + 400 * 0.3 + 100 * 3.75 + 200 * 15) / 1e6,
      why: 'claude-sonnet-4-6 with a cache write',
    },
    gemini: {
      definition: (url) => target('gem', 'gemini', { base_url: url, api_key: 'k', model: 'gemini-2.5-flash' }),
      // gemini-2.5-flash: $0.30 in, $0.03 cached in, $2.50 out per Mtok.
      expected: (600 * 0.3 + 400 * 0.03 + 200 * 2.5) / 1e6,
      why: 'gemini-2.5-flash',
    },
  };

  test.each(KINDS)('%s: a catalogued model is priced from the catalogue', async (kind) => {
    const usage = kind === 'anthropic' ? USAGE : { input: 1000, output: 200, cached: 400 };
    server.setScript(() => ({ kind: 'ok', text: 'answer', usage }));
    const { definition, expected } = catalogued[kind];
    const response = await invoke(definition(server.url));
    expect(response.costUsd).toBeCloseTo(expected, 12);
  });

  test('a pricing override wins over the catalogue', async () => {
    server.setScript(() => ({ kind: 'ok', text: 'answer', usage: { input: 1_000_000, output: 0 } }));
    const response = await invoke({
      ...catalogued.openai.definition(server.url),
      pricing: { inputPerMtok: 7, outputPerMtok: 0 },
    });
    expect(response.costUsd).toBeCloseTo(7, 9);
  });
});

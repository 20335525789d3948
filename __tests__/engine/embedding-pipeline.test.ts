import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fakeEmbedding, startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import type { CallEvent } from '../../src/engine/limiter/call-events.js';
import { CallLimiter } from '../../src/engine/limiter/call-limiter.js';
import { limitProvider } from '../../src/engine/limiter/limited-provider.js';
import { DEFAULT_RETRY_POLICY } from '../../src/engine/limiter/retry-policy.js';
import { ResponseCache, withResponseCache } from '../../src/engine/provider-pipeline/response-cache.js';
import { meterProvider, metered } from '../../src/engine/provider-pipeline/usage-meter.js';
import { CacheMissError } from '../../src/errors/agentv-error.js';
import type { TargetDefinition } from '../../src/config/types.js';
import { MockProvider } from '../../src/providers/mock-provider.js';
import { PROVIDER_FACTORIES } from '../../src/providers/registry.js';
import { modelTargets, noSignal, testRuntime } from '../providers/provider-fixtures.js';

/**
 * Embedding calls (promptfoo's similar and answer-relevance) through the same pipeline as answers:
 * the OpenAI and Azure providers over the SDK to the fake server's /embeddings, the call limiter's
 * slot and retries, the usage meter and the response cache.
 */
let server: FakeLlmServer;
let dir: string;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  server.reset();
  server.setScript(() => ({ kind: 'ok' }));
  dir = await mkdtemp(path.join(os.tmpdir(), 'agentv-embed-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function pipeline(definition: TargetDefinition, events: CallEvent[], cacheOptions: { only?: boolean } = {}) {
  const runtime = testRuntime();
  const limiter = new CallLimiter({
    ceiling: 2,
    retry: { ...DEFAULT_RETRY_POLICY, initialDelayMs: 1 },
    callTimeoutMs: 5000,
    runtime,
    onEvent: (e) => events.push(e),
  });
  const raw = PROVIDER_FACTORIES[definition.provider].create(definition, { runtime });
  return meterProvider(
    withResponseCache(
      limitProvider(raw, limiter, definition.retry),
      new ResponseCache(dir, { now: () => Date.now() }),
      cacheOptions,
    ),
  );
}

describe.each(['openai', 'azure-openai'] as const)('%s embeddings through the real SDK', (kind) => {
  test('one float vector per text, in order, with the tokens the API reported', async () => {
    const definition = modelTargets(server.url)[kind];
    const provider = PROVIDER_FACTORIES[kind].create(definition, { runtime: testRuntime() });
    const response = await provider.embed!(['apple banana', 'cherry'], noSignal());
    expect(response.embeddings).toEqual([fakeEmbedding('apple banana'), fakeEmbedding('cherry')]);
    expect(response.tokenUsage).toMatchObject({ input: 3, total: 3 });
    expect(server.requests).toHaveLength(1);
    const sent = server.requests[0]!;
    expect(sent.format).toBe('embeddings');
    expect(sent.body).toMatchObject({ input: ['apple banana', 'cherry'], encoding_format: 'float' });
    expect(sent.model).toBe(kind === 'openai' ? 'gpt-test' : 'dep-test');
  });
});

describe('the embedding call in the pipeline', () => {
  test('takes a limiter slot, is retried after a 503 and is metered with its retry', async () => {
    const events: CallEvent[] = [];
    const provider = pipeline(modelTargets(server.url).openai, events);
    server.enqueue({ kind: 'status', status: 503 });
    let retries = 0;
    const run = await metered((meter) =>
      provider.embed!(['apple'], { signal: new AbortController().signal, meter, onRetry: () => retries++ }),
    );
    if (!run.ok) throw run.error;
    expect(run.value.embeddings).toEqual([fakeEmbedding('apple')]);
    expect(server.requests.map((r) => r.outcome)).toEqual(['status:503', 'ok']);
    expect(retries).toBe(1);
    expect(events.filter((e) => e.event === 'acquired' && e.dimension === 'embedding').length).toBeGreaterThanOrEqual(
      1,
    );
    expect(run.meter.fields()).toMatchObject({ calls: 1, call_retries: 1, token_usage: { input: 1, total: 1 } });
  });

  test('the response cache answers the same texts again without a request; --cache-only refuses a miss', async () => {
    const definition = modelTargets(server.url).openai;
    await pipeline(definition, []).embed!(['apple banana'], noSignal());
    const again = await pipeline(definition, []).embed!(['apple banana'], noSignal());
    expect(again).toMatchObject({ embeddings: [fakeEmbedding('apple banana')], cached: true });
    expect(server.requests).toHaveLength(1);
    // Keyed apart from a chat request with the same text, and from other texts.
    await expect(pipeline(definition, [], { only: true }).embed!(['cherry'], noSignal())).rejects.toBeInstanceOf(
      CacheMissError,
    );
    expect(server.requests).toHaveLength(1);
  });

  test('the mock embeds deterministically, equal texts equally, at no cost', async () => {
    const mock = new MockProvider('mock', {}, testRuntime());
    const first = await mock.embed(['apple banana', 'Apple  banana!', 'cherry']);
    expect(first.embeddings[0]).toEqual(first.embeddings[1]);
    expect(first.embeddings[0]).not.toEqual(first.embeddings[2]);
    expect(first.embeddings[0]!.reduce((a, b) => a + b, 0)).toBe(2);
    expect(first.costUsd).toBe(0);
    expect((await mock.embed(['cherry'])).embeddings[0]).toEqual(first.embeddings[2]);
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import type { TargetDefinition } from '../../src/config/types.js';
import { cacheKey } from '../../src/engine/provider-pipeline/cache-key.js';
import type { CallEvent } from '../../src/engine/limiter/call-events.js';
import { CallLimiter } from '../../src/engine/limiter/call-limiter.js';
import { DEFAULT_RETRY_POLICY } from '../../src/engine/limiter/retry-policy.js';
import type { ModelProvider, Provider, ProviderResponse } from '../../src/engine/provider.js';
import { ProviderSet } from '../../src/engine/provider-pipeline/provider-set.js';
import { ResponseCache } from '../../src/engine/provider-pipeline/response-cache.js';
import { metered } from '../../src/engine/provider-pipeline/usage-meter.js';
import { CacheMissError } from '../../src/errors/agentv-error.js';
import { MockProvider } from '../../src/providers/mock-provider.js';
import { PROVIDER_FACTORIES } from '../../src/providers/registry.js';
import { modelTargets, noSignal, request, target, testRuntime } from '../providers/provider-fixtures.js';

// A model provider that does not say what its answers are keyed on, nor whether it works offline,
// is not a Provider: `npm run typecheck` fails on each of these without the expectation.
// @ts-expect-error cacheIdentity() and offline are missing
class ForgetfulModel implements ModelProvider {
  readonly kind = 'forgetful';
  readonly targetName = 'f';
  readonly isModelCall = true;
  invoke(): Promise<ProviderResponse> {
    return Promise.resolve({ text: 'never' });
  }
}
// @ts-expect-error a provider that calls a model must state its cache identity
const forgetfulLiteral: Provider = {
  kind: 'forgetful',
  targetName: 'f',
  isModelCall: true,
  offline: false,
  invoke: () => Promise.resolve({ text: 'never' }),
};

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
  let n = 0;
  server.setScript(() => ({ kind: 'ok', text: `answer ${++n}` }));
  dir = await mkdtemp(path.join(os.tmpdir(), 'agentv-pipeline-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A provider set over `targets`, with the built-in factories and the real limiter, cache and meter. */
function providerSet(
  targets: TargetDefinition[],
  mode: { dryRun?: boolean; cache?: boolean; only?: boolean } = {},
  env: Record<string, string | undefined> = {},
) {
  const runtime = testRuntime(env);
  const events: CallEvent[] = [];
  const limiter = new CallLimiter({
    ceiling: 2,
    retry: { ...DEFAULT_RETRY_POLICY, initialDelayMs: 1 },
    callTimeoutMs: 5000,
    runtime,
    onEvent: (e) => events.push(e),
  });
  const byName = new Map(targets.map((t) => [t.name, t]));
  const set = new ProviderSet({
    lookup: (name) => {
      const found = byName.get(name);
      if (!found) throw new Error(`no target ${name}`);
      return found;
    },
    runtime,
    limiter,
    parts: {
      providers: PROVIDER_FACTORIES,
      dryRunProvider: (name, settings, rt) => new MockProvider(name, settings, rt),
    },
    ...(mode.dryRun ? { dryRun: { response: 'dry answer' } } : {}),
    ...(mode.cache ? { cache: { store: new ResponseCache(dir, { now: () => 1 }), only: mode.only ?? false } } : {}),
  });
  set.prepare(targets.map((t) => t.name));
  return { set, events };
}

async function files(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

describe('the provider pipeline', () => {
  test('every built-in model provider states what the cache keys on and that it calls out', () => {
    // The forgetful fixtures are there for `npm run typecheck` (their @ts-expect-error lines).
    void forgetfulLiteral;
    void ForgetfulModel;
    const runtime = testRuntime();
    for (const definition of [
      ...Object.values(modelTargets(server.url)),
      target('run', 'exec', { command: 'node answer.js' }),
      target('js', 'promptfoo-js', { module: 'provider.js' }),
    ]) {
      const provider = PROVIDER_FACTORIES[definition.provider].create(definition, { runtime });
      expect(provider.isModelCall).toBe(true);
      if (!provider.isModelCall) continue;
      expect(provider.offline).toBe(false);
      expect(provider.cacheIdentity()).toEqual({ model: expect.any(String), settings: expect.any(Object) });
    }
  });

  test('the meter is outside the cache, the cache outside the limiter, and the facts pass every layer', async () => {
    const openai = modelTargets(server.url).openai;
    const definition = { ...openai, config: { ...openai.config, settings: { max_tokens: 256 } } };
    const { set, events } = providerSet([definition], { cache: true });
    const provider = set.target('gpt').provider;
    const raw = PROVIDER_FACTORIES.openai.create(definition, { runtime: testRuntime() });
    expect(provider.isModelCall && provider.cacheIdentity()).toEqual(raw.isModelCall && raw.cacheIdentity());
    // What the call limiter reserves of the target's tokens budget per call.
    expect(provider.isModelCall && provider.maxTokens).toBe(256);
    expect(provider.offline).toBe(false);
    expect(provider.supportsStructuredOutput).toBe(raw.supportsStructuredOutput);

    const first = await metered((meter) => provider.invoke(request('q'), { ...noSignal(), meter }));
    const callsAfterFirst = events.length;
    const second = await metered((meter) => provider.invoke(request('q'), { ...noSignal(), meter }));
    expect(first.ok && second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.value).toMatchObject({ text: 'answer 1', cached: true });
    // The hit took no slot and was never paced or retried: the limiter saw nothing more.
    expect(events.length).toBe(callsAfterFirst);
    expect(server.requests).toHaveLength(1);
    // The meter counted the hit, so it sits outside the cache.
    expect(second.meter.fields()).toMatchObject({ calls: 1, cached_calls: 1 });
  });

  test('the cache key of a run is the key --estimate looks up', async () => {
    const { set } = providerSet([modelTargets(server.url).anthropic], { cache: true });
    const provider = set.target('claude').provider;
    // A judge's call takes its repeat from its evaluator's meter; a case's request carries its own.
    await metered((meter) => provider.invoke(request('judged'), { ...noSignal(), meter }), { iteration: 2 });
    if (!provider.isModelCall) throw new Error('a model provider');
    const store = new ResponseCache(dir, { now: () => 1 });
    const asked = request('judged', { iteration: 2 });
    expect(await store.get(cacheKey(provider, { request: asked }))).toMatchObject({ text: 'answer 1' });
    expect(await store.get(cacheKey(provider, { request: request('judged'), iteration: 2 }))).toBeDefined();
    expect(await store.get(cacheKey(provider, { request: request('judged', { iteration: 3 }) }))).toBeUndefined();
  });

  test('a dry run swaps every target for the mock where the pipeline is built: no key, no call, no cache', async () => {
    const keyless = target('gpt', 'openai', { model: 'gpt-test', base_url: `${server.url}/v1` });
    const { set } = providerSet([keyless], { dryRun: true, cache: true });
    const provider = set.target('gpt').provider;
    expect(provider.kind).toBe('mock');
    await expect(provider.invoke(request('q'), noSignal())).resolves.toMatchObject({ text: 'dry answer' });
    expect(server.requests).toHaveLength(0);
    expect(await files(dir)).toEqual([]);
    // Without the dry run the same target is refused before any call for its missing key.
    expect(() => providerSet([keyless])).toThrow(/missing environment variables/);
  });

  test('cache-only: a miss and an agent make no call, the offline mock still answers', async () => {
    const agentScript = path.join(dir, 'never-run.txt');
    const { set, events } = providerSet(
      [
        modelTargets(server.url).gemini,
        target('bot', 'cli', { command: `node -e "require('fs').writeFileSync('${agentScript}', 'ran')"` }),
        target('stand-in', 'mock', { response: 'canned' }),
      ],
      { cache: true, only: true },
    );
    await expect(set.target('gem').provider.invoke(request('q'), noSignal())).rejects.toBeInstanceOf(CacheMissError);
    await expect(set.target('bot').provider.invoke(request('q'), noSignal())).rejects.toThrow(/is an agent \(cli\)/);
    await expect(set.target('stand-in').provider.invoke(request('q'), noSignal())).resolves.toMatchObject({
      text: 'canned',
    });
    expect(server.requests).toHaveLength(0);
    expect(await files(dir)).toEqual([]);
    // The miss took no slot and was never paced or retried.
    expect(events).toEqual([]);
  });

  test('an exec or promptfoo-js answer is keyed on its command or module, not only its target name', () => {
    const runtime = testRuntime();
    const keyOf = (definition: TargetDefinition) => {
      const provider = PROVIDER_FACTORIES[definition.provider].create(definition, { runtime });
      if (!provider.isModelCall) throw new Error('a model provider');
      return cacheKey(provider, { request: request('q') });
    };
    expect(keyOf(target('run', 'exec', { command: 'node a.js' }))).not.toBe(
      keyOf(target('run', 'exec', { command: 'node b.js' })),
    );
    expect(keyOf(target('js', 'promptfoo-js', { module: 'a.js' }))).not.toBe(
      keyOf(target('js', 'promptfoo-js', { module: 'b.js' })),
    );
  });
});

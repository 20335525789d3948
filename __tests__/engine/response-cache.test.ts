import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import type { CallEvent } from '../../src/engine/limiter/call-events.js';
import { CallLimiter } from '../../src/engine/limiter/call-limiter.js';
import { limitProvider } from '../../src/engine/limiter/limited-provider.js';
import { DEFAULT_RETRY_POLICY } from '../../src/engine/limiter/retry-policy.js';
import {
  CACHE_ONLY_KEY,
  cacheOnlyEnv,
  ResponseCache,
  withResponseCache,
} from '../../src/engine/provider-pipeline/response-cache.js';
import { CacheMissError } from '../../src/errors/agentv-error.js';
import { metered } from '../../src/engine/provider-pipeline/usage-meter.js';
import type { TargetDefinition } from '../../src/config/types.js';
import { MockProvider } from '../../src/providers/mock-provider.js';
import { PROVIDER_FACTORIES } from '../../src/providers/registry.js';
import { modelTargets, noSignal, request, testRuntime } from '../providers/provider-fixtures.js';

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
  dir = await mkdtemp(path.join(os.tmpdir(), 'agentv-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const clock = { now: () => Date.now() };

function cachedProvider(
  definition: TargetDefinition,
  events: CallEvent[],
  cache = new ResponseCache(dir, clock),
  options: { shareRepeats?: boolean; only?: boolean } = {},
) {
  const runtime = testRuntime();
  const limiter = new CallLimiter({
    ceiling: 2,
    retry: { ...DEFAULT_RETRY_POLICY, initialDelayMs: 1 },
    callTimeoutMs: 5000,
    runtime,
    onEvent: (e) => events.push(e),
  });
  const raw = PROVIDER_FACTORIES[definition.provider].create(definition, { runtime });
  return withResponseCache(limitProvider(raw, limiter, definition.retry), cache, options);
}

async function files(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

describe('response cache', () => {
  test('a hit makes no request, takes no slot and is marked cached', async () => {
    const events: CallEvent[] = [];
    const provider = cachedProvider(modelTargets(server.url).openai, events);
    const first = await provider.invoke(request('q'), noSignal());
    const acquiredAfterFirst = events.filter((e) => e.event === 'acquired').length;
    const second = await provider.invoke(request('q'), noSignal());
    expect(first).toMatchObject({ text: 'answer 1' });
    expect(first.cached).toBeUndefined();
    expect(second).toMatchObject({ text: 'answer 1', cached: true, tokenUsage: { input: 11, output: 7, total: 18 } });
    expect(server.requests).toHaveLength(1);
    expect(events.filter((e) => e.event === 'acquired')).toHaveLength(acquiredAfterFirst);
    expect(await files(dir)).toHaveLength(1);
  });

  test('the key covers messages, settings and model: any change is a miss', async () => {
    const events: CallEvent[] = [];
    const base = modelTargets(server.url).openai;
    await cachedProvider(base, events).invoke(request('q'), noSignal());
    await cachedProvider(base, events).invoke(request('other question'), noSignal());
    await cachedProvider({ ...base, config: { ...base.config, temperature: 0.7 } }, events).invoke(
      request('q'),
      noSignal(),
    );
    await cachedProvider({ ...base, config: { ...base.config, model: 'other-model' } }, events).invoke(
      request('q'),
      noSignal(),
    );
    await cachedProvider(base, events).invoke(request('q', { responseFormat: 'json' }), noSignal());
    expect(server.requests).toHaveLength(5);
    await cachedProvider(base, events).invoke(request('q'), noSignal());
    expect(server.requests).toHaveLength(5);
  });

  test('failures are not cached; an unreadable entry is a miss that gets rewritten', async () => {
    const events: CallEvent[] = [];
    const definition = { ...modelTargets(server.url).anthropic, retry: { maxRetries: 0 } };
    server.enqueue({ kind: 'status', status: 500 });
    await expect(cachedProvider(definition, events).invoke(request('q'), noSignal())).rejects.toMatchObject({
      status: 500,
    });
    expect(await files(dir)).toHaveLength(0);
    await cachedProvider(definition, events).invoke(request('q'), noSignal());
    const [sub] = await readdir(dir);
    const [name] = await readdir(path.join(dir, sub ?? ''));
    await writeFile(path.join(dir, sub ?? '', name ?? ''), '{ half a fi');
    const again = await cachedProvider(definition, events).invoke(request('q'), noSignal());
    expect(again.cached).toBeUndefined();
    expect(server.requests).toHaveLength(3);
    expect((await files(dir)).every((f) => f.endsWith('.json'))).toBe(true);
  });

  test('concurrent writers of one key leave one complete entry and no temp files', async () => {
    const cache = new ResponseCache(dir, clock);
    const key = ResponseCache.keyFor({
      kind: 'openai',
      model: 'm',
      settings: {},
      messages: [{ role: 'user', content: 'x' }],
    });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => cache.set(key, { text: `v${i}`, raw: { secret: 'never stored' } })),
    );
    expect(await files(dir)).toEqual([`${key}.json`]);
    expect((await cache.get(key))?.text).toMatch(/^v\d+$/);
    expect(JSON.stringify(await cache.get(key))).not.toContain('never stored');
  });

  test('agents and mocks pass straight through; the default folder is .agentv/cache', async () => {
    const mock = new MockProvider('m', { response: 'canned' }, testRuntime());
    expect(withResponseCache(mock, new ResponseCache(dir, clock))).toBe(mock);
  });

  test('each repeat of a case has its own entry, never replaying one answer; shareRepeats shares it', async () => {
    const base = modelTargets(server.url).openai;
    const cache = new ResponseCache(dir, clock);
    const answers = [];
    for (const iteration of [0, 1, 0, 1])
      answers.push((await cachedProvider(base, [], cache).invoke(request('q', { iteration }), noSignal())).text);
    expect(answers).toEqual(['answer 1', 'answer 2', 'answer 1', 'answer 2']);
    expect(server.requests).toHaveLength(2);
    expect(cache.stats).toEqual({ lookups: 4, hits: 2 });
    const shared = cachedProvider(base, [], new ResponseCache(path.join(dir, 'shared'), clock), {
      shareRepeats: true,
    });
    await shared.invoke(request('q', { iteration: 0 }), noSignal());
    expect((await shared.invoke(request('q', { iteration: 5 }), noSignal())).cached).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  test('a judge call takes the repeat from the evaluator grading it', async () => {
    const base = modelTargets(server.url).openai;
    const cache = new ResponseCache(dir, clock);
    const judge = cachedProvider(base, [], cache);
    const grade = (iteration: number) =>
      metered((meter) => judge.invoke(request('judge-q', { responseFormat: 'json' }), { ...noSignal(), meter }), {
        iteration,
      });
    await grade(0);
    await grade(1);
    const again = await grade(1);
    expect(again.ok && again.value.cached).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  test('an entry past the TTL is a miss and is removed; prune sweeps every such entry', async () => {
    let now = 1_000_000;
    const aging = { now: () => now, ttlMs: 60_000 };
    const base = modelTargets(server.url).openai;
    await cachedProvider(base, [], new ResponseCache(dir, aging)).invoke(request('q'), noSignal());
    now += 30_000;
    expect(
      (await cachedProvider(base, [], new ResponseCache(dir, aging)).invoke(request('q'), noSignal())).cached,
    ).toBe(true);
    now += 31_000;
    expect(
      (await cachedProvider(base, [], new ResponseCache(dir, aging)).invoke(request('q'), noSignal())).cached,
    ).toBeUndefined();
    expect(server.requests).toHaveLength(2);
    // prune() judges by the file's time: with the real clock a day later, every entry is stale.
    await cachedProvider(base, [], new ResponseCache(dir, clock)).invoke(request('other'), noSignal());
    expect(await files(dir)).toHaveLength(2);
    expect(await new ResponseCache(dir, { now: () => Date.now() + 86_400_000, ttlMs: 3_600_000 }).prune()).toBe(2);
    expect(await files(dir)).toHaveLength(0);
  });

  test('a 200 without an answer is a failure and is not cached', async () => {
    const gemini = { ...modelTargets(server.url).gemini, retry: { maxRetries: 0 } };
    server.setScript(() => ({ kind: 'ok', text: 'x' }));
    server.enqueue({ kind: 'empty' });
    await cachedProvider(gemini, [])
      .invoke(request('q'), noSignal())
      .catch(() => undefined);
    expect(await files(dir)).toHaveLength(0);
  });
  // Agents never answer from the cache; mocks do.
  test('only (--cache-only): a hit answers, a miss is a CacheMissError and nothing is called', async () => {
    const cache = new ResponseCache(dir, clock);
    await cachedProvider(modelTargets(server.url).openai, [], cache).invoke(request('known'), noSignal());
    const events: CallEvent[] = [];
    const replay = cachedProvider(modelTargets(server.url).openai, events, cache, { only: true });
    await expect(replay.invoke(request('known'), noSignal())).resolves.toMatchObject({
      text: 'answer 1',
      cached: true,
    });
    await expect(replay.invoke(request('unknown'), noSignal())).rejects.toBeInstanceOf(CacheMissError);
    expect(server.requests).toHaveLength(1);
    expect(events).toEqual([]);
    expect(replay.invokeBatch).toBeUndefined();

    const agent = {
      kind: 'cli',
      targetName: 'bot',
      isModelCall: false as const,
      invoke: () => Promise.reject(new Error('must not run')),
      healthcheck: () => Promise.resolve(),
    };
    const skippedAgent = withResponseCache(agent, cache, { only: true });
    await expect(skippedAgent.invoke(request('q'), noSignal())).rejects.toThrow(
      /not in cache: target "bot" is an agent/,
    );
    expect(skippedAgent.healthcheck).toBeUndefined();
    const mock = new MockProvider('m', {}, testRuntime());
    expect(withResponseCache(mock, cache, { only: true })).toBe(mock);
  });

  test('cacheOnlyEnv: an unset or empty secret reads as the placeholder, which no child process sees', () => {
    const env = cacheOnlyEnv({ PRESENT_API_KEY: 'real', EMPTY_TOKEN: '', PLAIN: undefined });
    expect(env.PRESENT_API_KEY).toBe('real');
    expect(env.EMPTY_TOKEN).toBe(CACHE_ONLY_KEY);
    expect(env.MISSING_API_KEY).toBe(CACHE_ONLY_KEY);
    expect(env.PLAIN).toBeUndefined();
    expect(env.OPENAI_BASE_URL).toBeUndefined();
    expect({ ...env }).toEqual({ PRESENT_API_KEY: 'real', PLAIN: undefined });
  });
});

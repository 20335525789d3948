import type { ProviderKind } from '../../src/config/types.js';
import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { ProviderError } from '../../src/errors/agentv-error.js';
import { ConfigError } from '../../src/errors/config-error.js';
import { PROVIDER_FACTORIES } from '../../src/providers/registry.js';
import { modelTargets, noSignal, request, target, testRuntime, waitFor } from './provider-fixtures.js';

const KINDS = ['openai', 'azure-openai', 'anthropic', 'gemini'] as const;

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  server.setScript(() => ({ kind: 'ok', text: 'fake answer' }));
});

function build(kind: (typeof KINDS)[number]) {
  const definition = modelTargets(server.url)[kind];
  return PROVIDER_FACTORIES[kind].create(definition, { runtime: testRuntime() });
}

describe.each(KINDS)('%s provider through the real SDK', (kind) => {
  test('answers with text and token usage, as a model call', async () => {
    const provider = build(kind);
    const response = await provider.invoke(request('case-1'), noSignal());
    expect(provider.isModelCall).toBe(true);
    expect(response.text).toBe('fake answer');
    expect(response.tokenUsage).toMatchObject({ input: 11, output: 7, total: 18, cachedInput: 0 });
    // The fake models are in no price catalogue: the price is unknown, never 0.
    expect(response.costUsd).toBeNull();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.format).toBe(kind === 'azure-openai' ? 'azure' : kind);
  });

  test('sends guidelines as the system message and earlier turns as chat messages', async () => {
    const provider = build(kind);
    await provider.invoke(
      request('multi', {
        systemPrompt: 'GUIDELINES',
        messages: [
          { role: 'system', content: 'GUIDELINES' },
          { role: 'user', content: 'first question' },
          { role: 'assistant', content: 'first answer' },
          { role: 'user', content: 'follow-up' },
        ],
      }),
      noSignal(),
    );
    const body = server.requests[0]?.body;
    if (kind === 'anthropic') {
      expect(body.system).toBe('GUIDELINES');
      expect(body.messages).toEqual([
        { role: 'user', content: 'first question' },
        { role: 'assistant', content: 'first answer' },
        { role: 'user', content: 'follow-up' },
      ]);
    } else if (kind === 'gemini') {
      expect(body.systemInstruction.parts[0].text).toBe('GUIDELINES');
      expect(
        body.contents.map((c: { role: string; parts: Array<{ text: string }> }) => [c.role, c.parts[0]?.text]),
      ).toEqual([
        ['user', 'first question'],
        ['model', 'first answer'],
        ['user', 'follow-up'],
      ]);
    } else {
      expect(body.messages).toEqual([
        { role: 'system', content: 'GUIDELINES' },
        { role: 'user', content: 'first question' },
        { role: 'assistant', content: 'first answer' },
        { role: 'user', content: 'follow-up' },
      ]);
    }
  });

  test('an HTTP 429 becomes a ProviderError with status and the server-requested wait', async () => {
    server.setScript(() => ({ kind: 'status', status: 429, retryAfter: '2' }));
    const error = await build(kind)
      .invoke(request('rate'), noSignal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(429);
    // Gemini's SDK hides response headers, so only the others can honour Retry-After.
    expect((error as ProviderError).retryAfterMs).toBe(kind === 'gemini' ? undefined : 2000);
    expect(server.requests).toHaveLength(1);
  });

  test('a reset connection and a malformed body are retryable errors without a status', async () => {
    server.enqueue({ kind: 'reset' }, { kind: 'malformed' });
    for (const what of ['reset', 'malformed']) {
      const error = await build(kind)
        .invoke(request(what), noSignal())
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).status).toBeUndefined();
      expect((error as ProviderError).retryable).toBe(true);
    }
    expect(server.requests).toHaveLength(2);
  });

  test('a 200 with no answer (content null, no text) is a retryable provider error, not an empty answer', async () => {
    server.enqueue({ kind: 'empty' });
    const error = await build(kind)
      .invoke(request('empty'), noSignal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).retryable).toBe(true);
    expect((error as ProviderError).message).toContain('an empty answer');
    expect(server.requests).toHaveLength(1);
  });

  test('errors never show the API key', async () => {
    server.setScript(() => ({
      kind: 'status',
      status: 401,
      message: 'bad key sk-test-openai az-test-key ant-test-key g-test-key',
    }));
    const error = (await build(kind)
      .invoke(request('auth'), noSignal())
      .catch((e: unknown) => e)) as ProviderError;
    expect(error.status).toBe(401);
    const key = {
      openai: 'sk-test-openai',
      'azure-openai': 'az-test-key',
      anthropic: 'ant-test-key',
      gemini: 'g-test-key',
    }[kind];
    expect(error.message).toContain('bad key');
    expect(error.message).not.toContain(key);
  });

  test('aborting the signal aborts the HTTP request', async () => {
    server.setScript(() => ({ kind: 'hang' }));
    const controller = new AbortController();
    const pending = build(kind).invoke(request('hang'), { signal: controller.signal });
    await waitFor(() => server.inFlight() > 0);
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    await waitFor(() => server.inFlight() === 0);
    expect(server.requests[0]?.outcome).toBe('hang');
  });
});

describe('settings', () => {
  test('openai and gemini ask for JSON mode when the request wants JSON', async () => {
    const targets = modelTargets(server.url);
    for (const kind of ['openai', 'gemini'] as const) {
      const provider = PROVIDER_FACTORIES[kind].create(targets[kind], { runtime: testRuntime() });
      expect(provider.supportsStructuredOutput).toBe(true);
      await provider.invoke(request('judge', { responseFormat: 'json' }), noSignal());
    }
    expect(server.requests[0]?.body.response_format).toEqual({ type: 'json_object' });
    expect(server.requests[1]?.body.generationConfig.responseMimeType).toBe('application/json');
  });

  test('temperature and max tokens from the target or its settings reach the wire', async () => {
    const runtime = testRuntime();
    const openai = target('t', 'openai', {
      base_url: `${server.url}/v1`,
      api_key: 'k',
      model: 'm',
      temperature: 0.2,
      settings: { max_tokens: 77 },
    });
    const anthropic = target('a', 'anthropic', {
      base_url: server.url,
      api_key: 'k',
      settings: { temperature: 0, max_tokens: 99 },
    });
    await PROVIDER_FACTORIES.openai.create(openai, { runtime }).invoke(request('x'), noSignal());
    await PROVIDER_FACTORIES.anthropic.create(anthropic, { runtime }).invoke(request('x'), noSignal());
    expect(server.requests[0]?.body).toMatchObject({ model: 'm', temperature: 0.2, max_completion_tokens: 77 });
    expect(server.requests[1]?.body).toMatchObject({ temperature: 0, max_tokens: 99 });
  });

  test('azure uses the deployment path, api-version and api-key header', async () => {
    await PROVIDER_FACTORIES['azure-openai']
      .create(modelTargets(server.url)['azure-openai'], { runtime: testRuntime() })
      .invoke(request('x'), noSignal());
    const seen = server.requests[0];
    expect(seen?.path).toBe('/openai/deployments/dep-test/chat/completions');
    expect(seen?.query['api-version']).toBe('2024-10-21');
    expect(seen?.headers['api-key']).toBe('az-test-key');
  });

  test('convention variables fill what the target leaves out; target fields win', async () => {
    const env = {
      AZURE_OPENAI_ENDPOINT: server.url,
      AZURE_OPENAI_API_KEY: 'env-key',
      AZURE_DEPLOYMENT_NAME: 'env-dep',
      GOOGLE_API_KEY: 'g',
      GOOGLE_GEMINI_MODEL: 'env-gemini',
    };
    const runtime = testRuntime(env);
    await PROVIDER_FACTORIES['azure-openai']
      .create(target('az', 'azure-openai', { deployment: 'target-dep' }), { runtime })
      .invoke(request('x'), noSignal());
    await PROVIDER_FACTORIES.gemini
      .create(target('g', 'gemini', { base_url: server.url }), { runtime })
      .invoke(request('x'), noSignal());
    expect(server.requests[0]?.path).toBe('/openai/deployments/target-dep/chat/completions');
    expect(server.requests[0]?.headers['api-key']).toBe('env-key');
    expect(server.requests[1]?.model).toBe('env-gemini');
  });

  test('missingEnv lists every missing variable of each kind', () => {
    const empty = (kind: ProviderKind) => PROVIDER_FACTORIES[kind].missingEnv?.(target('t', kind, {}), {});
    expect(empty('azure-openai')).toEqual(['AZURE_OPENAI_ENDPOINT', 'AZURE_OPENAI_API_KEY', 'AZURE_DEPLOYMENT_NAME']);
    expect(empty('openai')).toEqual(['OPENAI_API_KEY']);
    expect(empty('anthropic')).toEqual(['ANTHROPIC_API_KEY']);
    expect(empty('gemini')).toEqual(['GOOGLE_API_KEY']);
    expect(
      PROVIDER_FACTORIES['azure-openai'].missingEnv?.(target('t', 'azure-openai', { api_key: 'x' }), {
        AZURE_DEPLOYMENT_NAME: 'd',
      }),
    ).toEqual(['AZURE_OPENAI_ENDPOINT']);
    expect(PROVIDER_FACTORIES.gemini.missingEnv?.(target('t', 'gemini', {}), { GOOGLE_API_KEY: 'k' })).toEqual([]);
  });

  test('creating a target without credentials is a config error naming the variable', () => {
    expect(() => PROVIDER_FACTORIES.anthropic.create(target('t', 'anthropic', {}), { runtime: testRuntime() })).toThrow(
      /ANTHROPIC_API_KEY/,
    );
  });

  test.each([
    ['openai', 'needs OPENAI_API_KEY', "set OPENAI_API_KEY or the target's api_key"],
    ['anthropic', 'needs ANTHROPIC_API_KEY', "set ANTHROPIC_API_KEY or the target's api_key"],
    ['gemini', 'needs GOOGLE_API_KEY', "set GOOGLE_API_KEY or the target's api_key"],
    [
      'azure-openai',
      'needs AZURE_OPENAI_ENDPOINT, AZURE_OPENAI_API_KEY, AZURE_DEPLOYMENT_NAME',
      'set them in the environment or on the target',
    ],
  ] as const)('%s without credentials: one config error naming what is missing and the fix', (kind, needs, fix) => {
    let thrown: unknown;
    try {
      PROVIDER_FACTORIES[kind].create(target('t', kind, {}), { runtime: testRuntime() });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect(thrown).toMatchObject({ detail: `target "t" ${needs}`, fix, exitCode: 2 });
  });

  test('an Azure target missing only its endpoint names that one variable', () => {
    const create = () =>
      PROVIDER_FACTORIES['azure-openai'].create(target('t', 'azure-openai', { api_key: 'k', deployment: 'd' }), {
        runtime: testRuntime(),
      });
    expect(create).toThrow(
      /target "t" needs AZURE_OPENAI_ENDPOINT\. Fix: set them in the environment or on the target/,
    );
  });
});

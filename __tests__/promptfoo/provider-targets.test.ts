import { readProviders } from '../../src/promptfoo/provider-targets.js';
import { rootGuard } from '../../src/promptfoo/root-guard.js';

/** promptfoo provider ids mapped onto our provider kinds, each as promptfoo 0.123.1 resolves it. */
const src = (env: Record<string, string | undefined> = {}) => ({
  configFile: '/repo/evals/promptfooconfig.yaml',
  configDir: '/repo/evals',
  env,
  guard: rootGuard('/repo/evals/promptfooconfig.yaml', { repoRoot: '/repo', allowOutsideRoot: false }),
});

describe('promptfoo provider ids as targets', () => {
  it('maps OpenAI, Anthropic, Azure, Google, echo, exec and JS provider ids onto our kinds', async () => {
    const providers = await readProviders(
      [
        'openai:chat:gpt-4.1-mini',
        {
          id: 'openai:gpt-4o-mini',
          label: 'mini',
          config: { apiBaseUrl: 'http://127.0.0.1:9/v1', temperature: 0, max_tokens: 50 },
        },
        'anthropic:messages:claude-3-5-haiku-latest',
        { id: 'azure:chat:my-deployment', config: { apiHost: 'res.openai.azure.com', apiVersion: '2024-10-21' } },
        'google:gemini-2.0-flash',
        'echo',
        'exec:python3 answer.py --fast',
        { id: 'file://providers/mine.js', config: { prefix: 'x' } },
        { 'openai:chat:gpt-4o': { label: 'from a map' } },
      ],
      src({ OPENAI_API_BASE_URL: 'http://127.0.0.1:8/v1' }),
    );
    expect(providers.map((p) => [p.target.name, p.target.provider])).toEqual([
      ['openai:chat:gpt-4.1-mini', 'openai'],
      ['mini', 'openai'],
      ['anthropic:messages:claude-3-5-haiku-latest', 'anthropic'],
      ['azure:chat:my-deployment', 'azure-openai'],
      ['google:gemini-2.0-flash', 'gemini'],
      ['echo', 'echo'],
      ['exec:python3 answer.py --fast', 'exec'],
      ['file://providers/mine.js', 'promptfoo-js'],
      ['from a map', 'openai'],
    ]);
    const config = (i: number) => providers[i]!.target.config;
    // OPENAI_API_BASE_URL when the provider names none; its own apiBaseUrl otherwise; the key by reference.
    // promptfoo's chat defaults: temperature 0 and max_tokens 1024 unless set.
    expect(config(0)).toEqual({
      model: 'gpt-4.1-mini',
      base_url: 'http://127.0.0.1:8/v1',
      api_key: '${{ OPENAI_API_KEY }}',
      temperature: 0,
      max_tokens: 1024,
    });
    expect(config(1)).toEqual({
      model: 'gpt-4o-mini',
      base_url: 'http://127.0.0.1:9/v1',
      api_key: '${{ OPENAI_API_KEY }}',
      temperature: 0,
      max_tokens: 50,
    });
    // promptfoo's Anthropic default max_tokens.
    expect(config(2)).toMatchObject({ model: 'claude-3-5-haiku-latest', max_tokens: 1024 });
    expect(config(3)).toMatchObject({
      deployment: 'my-deployment',
      endpoint: 'https://res.openai.azure.com',
      api_version: '2024-10-21',
    });
    expect(config(4)).toMatchObject({ model: 'gemini-2.0-flash' });
    expect(config(6)).toMatchObject({ command: 'python3 answer.py --fast', cwd: '/repo/evals' });
    expect(config(7)).toMatchObject({ module: '/repo/evals/providers/mine.js', config: { prefix: 'x' } });
  });

  it('leaves temperature and max_tokens to reasoning models, as promptfoo does', async () => {
    const [o3, gpt5] = await readProviders(['openai:chat:o3-mini', 'openai:chat:gpt-5-mini'], src());
    expect(o3?.target.config).not.toHaveProperty('temperature');
    expect(gpt5?.target.config).not.toHaveProperty('max_tokens');
  });

  it('refuses a provider file outside the repository', async () => {
    await expect(readProviders(['exec:node answer.mjs', { id: 'file://../../elsewhere/p.js' }], src())).rejects.toThrow(
      '/elsewhere/p.js resolves to /elsewhere/p.js, outside the repository root /repo',
    );
  });

  it('names a repeated id apart and keeps labels', async () => {
    const providers = await readProviders(['echo', 'echo', { id: 'echo', label: 'third' }], src());
    expect(providers.map((p) => [p.target.name, p.label])).toEqual([
      ['echo', undefined],
      ['echo#2', undefined],
      ['third', 'third'],
    ]);
  });

  it.each([
    ['vertex:gemini-2.0-flash'],
    ['bedrock:anthropic.claude-3'],
    ['openai:responses:gpt-4.1'],
    ['openai:embedding:text-embedding-3-small'],
    ['openai:gpt-5.6-terra'],
    ['ollama:chat:llama3'],
    ['mistral:mistral-large-latest'],
  ])('refuses %s at load, naming it', async (id) => {
    await expect(readProviders([id], src())).rejects.toThrow(`provider ${id} is not run by this tool`);
  });

  it("maps an http endpoint onto promptfoo's http provider, refusing one promptfoo would not call", async () => {
    const [endpoint] = await readProviders(
      [{ id: 'https://example.com/api', config: { body: { q: '{{ prompt }}' } } }],
      src(),
    );
    expect(endpoint!.target.provider).toBe('promptfoo-http');
    expect(endpoint!.target.config).toMatchObject({
      url: 'https://example.com/api',
      config: { body: { q: '{{ prompt }}' } },
    });
    await expect(readProviders(['https://example.com/api'], src())).rejects.toThrow('has no config.body');
    await expect(readProviders([{ id: 'http', config: { method: 'GET' } }], src())).rejects.toThrow('has no URL');
  });
});

import {
  chooseEmbedder,
  chooseGrader,
  defaultGrader,
} from '../../../src/promptfoo/assertions/model-graded/grader-selection.js';

/**
 * The grader promptfoo 0.123.1 picks, observed by pointing it at a loopback fake: with an OpenAI key
 * llm-rubric asked gpt-5.6-sol with response_format json_object and factuality asked it without;
 * with only an Anthropic key both asked claude-sonnet-4-6; with only a Mistral key, mistral.
 */
describe('promptfoo grader selection', () => {
  it('takes the assertion provider over the test options, and a map by kind gives its text entry', () => {
    expect(
      chooseGrader(
        { type: 'llm-rubric', provider: 'openai:chat:gpt-4o' },
        { provider: 'anthropic:messages:x' },
        {},
        'llm-rubric',
      ),
    ).toEqual({ provider: 'openai:chat:gpt-4o', json: false });
    expect(
      chooseGrader(
        { type: 'factuality' },
        { provider: { text: { id: 'openai:chat:o1', config: { temperature: 0 } }, embedding: 'openai:embedding:x' } },
        {},
        'text',
      ),
    ).toEqual({ provider: { id: 'openai:chat:o1', config: { temperature: 0 } }, json: false });
  });

  it('names no spec but the default id when neither the assertion nor the test names a grader', () => {
    expect(chooseGrader({ type: 'llm-rubric' }, {}, { ANTHROPIC_API_KEY: 'a' }, 'llm-rubric')).toEqual({
      provider: undefined,
      defaultId: 'anthropic:messages:claude-sonnet-4-6',
      json: false,
    });
  });

  it('defaults from the credentials in the environment, in promptfoo order', () => {
    expect(defaultGrader({ OPENAI_API_KEY: 'k', ANTHROPIC_API_KEY: 'a' }, 'llm-rubric')).toEqual({
      provider: 'openai:chat:gpt-5.6-sol',
      json: true,
    });
    expect(defaultGrader({ OPENAI_API_KEY: 'k' }, 'text')).toEqual({
      provider: 'openai:chat:gpt-5.6-sol',
      json: false,
    });
    expect(defaultGrader({ ANTHROPIC_API_KEY: 'a', GEMINI_API_KEY: 'g' }, 'llm-rubric').provider).toBe(
      'anthropic:messages:claude-sonnet-4-6',
    );
    expect(defaultGrader({ GOOGLE_API_KEY: 'g' }, 'llm-rubric')).toEqual({
      provider: 'google:gemini-3.8-flash',
      json: false,
    });
    expect(
      defaultGrader(
        {
          AZURE_API_KEY: 'z',
          AZURE_DEPLOYMENT_NAME: 'd',
          AZURE_OPENAI_DEPLOYMENT_NAME: 'grader-dep',
          ANTHROPIC_API_KEY: 'a',
        },
        'text',
      ).provider,
    ).toBe('azure:chat:grader-dep');
    expect(defaultGrader({ MISTRAL_API_KEY: 'm', XAI_API_KEY: 'x' }, 'text').provider).toBe(
      'mistral:mistral-large-latest',
    );
    expect(defaultGrader({ XAI_API_KEY: 'x' }, 'text').provider).toBe('xai:grok-4.3');
    expect(defaultGrader({}, 'text').provider).toBe('openai:chat:gpt-5.6-sol');
  });

  // A map's embedding entry, embedding ids only, the default by environment.
  it('chooses the embedding provider as promptfoo does', () => {
    const azure = { AZURE_OPENAI_API_KEY: 'z', AZURE_DEPLOYMENT_NAME: 'd', AZURE_OPENAI_DEPLOYMENT_NAME: 'd' };
    expect(
      chooseEmbedder(
        { type: 'similar' },
        { provider: { text: 'openai:chat:gpt-4o', embedding: 'openai:embedding:e' } },
        {},
      ),
    ).toEqual({ provider: 'openai:embedding:e' });
    expect(
      chooseEmbedder(
        { type: 'similar', provider: { id: 'azure:embeddings:dep' } },
        { provider: 'openai:embedding:e' },
        {},
      ),
    ).toEqual({ provider: { id: 'azure:embeddings:dep' } });
    expect(() => chooseEmbedder({ type: 'similar', provider: 'openai:chat:gpt-4o' }, {}, {})).toThrow(
      'is not an embedding provider we run',
    );
    expect(() => chooseEmbedder({ type: 'similar' }, { provider: { text: 'openai:chat:gpt-4o' } }, {})).toThrow(
      'has no embedding entry',
    );
    expect(chooseEmbedder({ type: 'similar' }, {}, { ANTHROPIC_API_KEY: 'a' })).toEqual({
      provider: undefined,
      defaultId: 'openai:embedding:text-embedding-3-large',
    });
    expect(
      chooseEmbedder({ type: 'similar' }, {}, { ...azure, AZURE_OPENAI_EMBEDDING_DEPLOYMENT_NAME: 'emb' }).defaultId,
    ).toBe('azure:embedding:emb');
    expect(chooseEmbedder({ type: 'similar' }, {}, azure).defaultId).toBe('openai:embedding:text-embedding-3-large');
    expect(() => chooseEmbedder({ type: 'similar' }, {}, { MISTRAL_API_KEY: 'm' })).toThrow('not one we run');
  });
});

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test-support/run-cli.js';
import { useFakeOpenAi } from '../test-support/fake-openai-env.js';

/**
 * similar and answer-relevance of our config (__tests__/fixtures/promptfoo/embeddings): embeddings
 * and generated questions from the fake OpenAI server, reached through our OpenAI provider behind
 * the run's call limiter, cache and meter. The fake's vector of a text counts each word at its
 * first letter, so every expected score below is worked out by hand (a = "apple banana" = a1 b1).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const CONFIG = path.resolve(here, '../fixtures/promptfoo/embeddings/promptfooconfig.yaml');
const QUESTION = 'Are apples better than bananas?';

interface Entry {
  type: string;
  pass: boolean;
  score: number;
  reasoning: string;
  calls?: number;
}
interface PfRecord {
  eval_id: string;
  description: string;
  pass: boolean;
  score: number;
  evaluator_results: Entry[];
}

const fake = useFakeOpenAi(() => ({ kind: 'ok', text: QUESTION }), 'promptfoo-embeddings-');

async function run(
  args: string[] = [],
  config = CONFIG,
): Promise<{ code: number; records: PfRecord[]; stderr: string }> {
  const file = path.join(fake.out, `r-${Math.random().toString(36).slice(2)}.jsonl`);
  const { code, stderr } = await runCli(['eval', config, '--out', file, ...args]);
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return {
    code,
    stderr,
    records: text.trim()
      ? text
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as PfRecord)
      : [],
  };
}

const close = (value: number) => expect.closeTo(value, 9);

describe('promptfoo similar and answer-relevance through our embedding calls', () => {
  it('grades each metric with promptfoo 0.123.1 scores and reasons', async () => {
    fake.server.reset();
    const { code, records } = await run();
    const by = new Map(records.map((r) => [r.description, r]));
    // cos(a1c1, a1b1) = 1/2.
    expect(by.get('cosine below threshold')).toMatchObject({ pass: false, score: close(0.5) });
    expect(by.get('cosine below threshold')!.evaluator_results[0]).toMatchObject({
      type: 'similar',
      pass: false,
      score: close(0.5),
      reasoning: 'Similarity 0.50 is less than threshold 0.75',
    });
    // dot(a1b1, a1b1) = 2: promptfoo's score is the raw product, kept beside the record's 0..1 score.
    expect(by.get('dot product')!.evaluator_results[0]).toMatchObject({
      type: 'similar:dot',
      pass: true,
      score: 1,
      details: { promptfoo_score: 2 },
      reasoning: 'Similarity 2.00 is greater than or equal to threshold 0.75',
    });
    // |c1d1 - a1b1| = 2: score 1/(1+2), inverted 2/3; both say the distance is above 1.5.
    const euclid = by.get('euclidean distance')!;
    expect(euclid).toMatchObject({ pass: false, score: close(0.5) });
    expect(euclid.evaluator_results[0]).toMatchObject({
      type: 'similar:euclidean',
      pass: false,
      score: close(1 / 3),
      reasoning: 'Distance 2.00 is greater than threshold 1.5',
    });
    expect(euclid.evaluator_results[1]).toMatchObject({
      type: 'not-similar:euclidean',
      pass: true,
      score: close(2 / 3),
      reasoning: 'Distance 2.00 is greater than threshold 1.5',
    });
    // not-similar fails on the first value too close (apple berry, cosine 1); similar passes on the first close enough.
    const list = by.get('not-similar over a list')!;
    expect(list.evaluator_results[0]).toMatchObject({
      type: 'not-similar',
      pass: false,
      score: close(0),
      reasoning: 'Similarity 1.00 is greater than or equal to threshold 0.9',
    });
    expect(list.evaluator_results[1]).toMatchObject({ type: 'similar:cosine', pass: true, score: close(1) });
    expect(by.get('default embedding provider')!.evaluator_results[0]).toMatchObject({
      pass: true,
      score: close(0.5),
      reasoning: 'Similarity 0.50 is greater than or equal to threshold 0.5',
    });
    // Three questions "Are apples better than bananas?" (a2 b2 t1): cos with the prompt a1 b1 = 4/(3√2).
    const relevance = 4 / (3 * Math.SQRT2);
    const rel = by.get('answer relevance')!;
    expect(rel.evaluator_results[0]).toMatchObject({
      type: 'answer-relevance',
      pass: true,
      score: close(relevance),
      reasoning: 'Relevance 0.94 is greater than threshold 0.5',
    });
    expect(rel.evaluator_results[1]).toMatchObject({
      type: 'not-answer-relevance',
      pass: true,
      score: close(1 - relevance),
      reasoning: 'Relevance 0.94 is less than threshold 0.95',
    });
    expect(code).toBe(100);

    const embeddings = fake.server.requests.filter((r) => r.format === 'embeddings');
    // The named model everywhere but the test without a provider, which gets promptfoo's default.
    expect(new Set(embeddings.map((r) => r.model))).toEqual(
      new Set(['text-embedding-3-small', 'text-embedding-3-large']),
    );
    expect(embeddings.every((r) => (r.body as { encoding_format?: string }).encoding_format === 'float')).toBe(true);
    const chats = fake.server.requests.filter((r) => r.format === 'openai');
    expect(chats.length).toBeGreaterThan(0);
    expect(JSON.stringify(chats[0]!.body)).toContain('Generate question for the given answer.');
    // Each assertion's embedding and grader calls are metered on its entry.
    expect(rel.evaluator_results[0]!.calls).toBeGreaterThanOrEqual(4);
  });

  it('--dry-run embeds with the mock: nothing reaches the server', async () => {
    fake.server.reset();
    const { records } = await run(['--dry-run']);
    expect(records).toHaveLength(6);
    // Graded by the mock's vectors, not errors (an error leaves a result without assertion entries).
    expect(records.map((r) => r.evaluator_results.length)).toEqual([1, 1, 2, 2, 1, 2]);
    // The mock counts words at hashed slots: the shared "apple" alone gives dot(apple bread, apple banana) ≥ 1.
    const dot = records.find((r) => r.description === 'dot product')!.evaluator_results[0]!;
    expect(dot).toMatchObject({ type: 'similar:dot', pass: true });
    expect(Number.isInteger(dot.score) && dot.score >= 1).toBe(true);
    expect(fake.server.requests).toHaveLength(0);
  });

  it('a grader that is no embedding provider is refused at load with one line', async () => {
    const dir = await fs.mkdtemp(path.join(fake.out, 'not-embedding-'));
    const config = path.join(dir, 'promptfooconfig.yaml');
    await fs.writeFile(
      config,
      [
        'prompts: ["{{ text }}"]',
        'providers: [echo]',
        'tests: [{vars: {text: hi}, assert: [{type: similar, value: hello, provider: "openai:chat:gpt-4o-mini"}]}]',
        '',
      ].join('\n'),
    );
    fake.server.reset();
    const { code, stderr } = await run([], config);
    expect(code).toBe(2);
    expect(stderr).toContain('provider openai:chat:gpt-4o-mini is not an embedding provider we run');
    expect(fake.server.requests).toHaveLength(0);
  });
});

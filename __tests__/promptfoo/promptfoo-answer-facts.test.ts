import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test-support/run-cli.js';
import { useFakeOpenAi } from '../test-support/fake-openai-env.js';

/**
 * Our fixture of the answer's facts promptfoo's assertions read (__tests__/fixtures/promptfoo/
 * answer-facts) through our OpenAI provider and the loopback fake: the token log-probabilities of
 * `perplexity` and `perplexity-score`, and the price of `cost` as promptfoo works it out. Every
 * verdict and score below is the one promptfoo 0.123.1 gave on the same answers.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const CONFIG = path.resolve(here, '../fixtures/promptfoo/answer-facts/promptfooconfig.yaml');

interface Verdict {
  type: string;
  pass: boolean;
  score: number;
}
interface PfRecord {
  description: string;
  provider_label: string;
  evaluator_results: Verdict[];
}

const fake = useFakeOpenAi((request) => {
  const messages = (request.body as { messages?: Array<{ content: string }> }).messages ?? [];
  const text = String(messages[messages.length - 1]?.content ?? '').replace(/^ANSWER:/, '');
  const words = text.split(/\s+/).filter(Boolean);
  return {
    kind: 'ok',
    text,
    logprobs: words.map((_, i) => -0.1 * (i + 1)),
    usage: { input: 1000, output: 500, ...(text.includes('CACHED') ? { cached: 400 } : {}) },
  };
}, 'promptfoo-facts-');

async function records(): Promise<PfRecord[]> {
  const file = path.join(fake.out, 'facts.jsonl');
  const result = await runCli(['eval', CONFIG, '--out', file, '--overwrite']);
  expect(result.stderr).not.toMatch(/error:/);
  const text = await fs.readFile(file, 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as PfRecord);
}

const verdicts = (rs: PfRecord[], description: string, provider: string): Array<[string, boolean, number]> =>
  rs
    .find((r) => r.description === description && r.provider_label === provider)!
    .evaluator_results.map((v) => [v.type, v.pass, Number(v.score.toFixed(6))]);

describe("promptfoo assertions on an OpenAI answer's facts", () => {
  let rs: PfRecord[];
  beforeAll(async () => {
    rs = await records();
  });

  it("reads the tokens' log-probabilities for perplexity and perplexity-score, and hands them to javascript", () => {
    // Mean log-probability -0.25: perplexity e^0.25 = 1.284, score 1 / (1 + e^0.25) = 0.437823.
    for (const provider of ['nano', 'flat-rate'])
      expect(verdicts(rs, 'perplexity of four words', provider)).toEqual([
        ['perplexity', true, 1],
        ['perplexity', false, 0],
        ['not-perplexity', true, 1],
        ['perplexity-score', true, 0.437823],
        ['perplexity-score', false, 0.437823],
        ['not-perplexity-score', true, 0.562177],
        ['javascript', true, 1],
      ]);
  });

  it("prices the answer as promptfoo does: per-token rates unrounded, the provider's config.cost", () => {
    // gpt-4.1-nano: 1000 × 0.1/1e6 + 500 × 0.4/1e6 = 0.00030000000000000003, just over 0.0003.
    expect(verdicts(rs, 'cost at the price', 'nano')).toEqual([
      ['cost', false, 0],
      ['cost', true, 1],
    ]);
    // config.cost 0.000002 a token, input and output: 1500 tokens cost 0.003 (the catalogue says 0.00045).
    expect(verdicts(rs, 'cost at the price', 'flat-rate')).toEqual([
      ['cost', false, 0],
      ['cost', false, 0],
    ]);
  });

  it('prices cached prompt tokens at their own rate, unless config.cost prices every token', () => {
    // 600 × 0.1/1e6 + 400 × 0.025e-6 + 500 × 0.4/1e6 = 0.00027.
    expect(verdicts(rs, 'cost with cached tokens', 'nano')).toEqual([
      ['cost', true, 1],
      ['not-cost', false, 0],
    ]);
    expect(verdicts(rs, 'cost with cached tokens', 'flat-rate')).toEqual([
      ['cost', false, 0],
      ['not-cost', true, 1],
    ]);
  });
});

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test-support/run-cli.js';
import { useFakeOpenAi } from '../test-support/fake-openai-env.js';

/**
 * Our promptfoo config with OpenAI ids (__tests__/fixtures/promptfoo/openai) against the loopback
 * fake OpenAI server, through our OpenAI provider and the real SDK: one provider reaches it by its
 * `apiBaseUrl`, the other by OPENAI_BASE_URL. The fake answers `Answer: <PROMPT IN CAPITALS>`, or
 * `{"topic": …}` to a "json for …" turn; the verdicts below follow from those answers.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const CONFIG = path.resolve(here, '../fixtures/promptfoo/openai/promptfooconfig.yaml');

interface PfRecord {
  eval_id: string;
  prompt_id: string;
  target: string;
  pass: boolean;
  score: number;
  candidate_answer: string;
  cost_usd: number | null;
  cached?: boolean;
  evaluator_results: Array<{ type: string; pass: boolean; score: number }>;
}

const fake = useFakeOpenAi((request) => {
  const messages = (request.body as { messages?: Array<{ content: string }> }).messages ?? [];
  const last = String(messages[messages.length - 1]?.content ?? '');
  if (last.startsWith('json for '))
    return { kind: 'ok', text: JSON.stringify({ topic: last.slice('json for '.length) }) };
  return { kind: 'ok', text: `Answer: ${last.toUpperCase()}` };
}, 'promptfoo-openai-');
beforeEach(() => fake.server.reset());

async function run(args: string[] = []): Promise<{ code: number; stderr: string; records: PfRecord[] }> {
  const file = path.join(fake.out, `r-${Math.random().toString(36).slice(2)}.jsonl`);
  const result = await runCli(['eval', CONFIG, '--out', file, ...args]);
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return {
    code: result.code,
    stderr: result.stderr,
    records: text.trim()
      ? text
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as PfRecord)
      : [],
  };
}

describe('promptfoo OpenAI ids through our OpenAI provider', () => {
  it('sends each rendered prompt to the model its id names, and grades the answers', async () => {
    const { code, records, stderr } = await run();
    expect(stderr).not.toMatch(/error:/);
    // 3 tests (two from the list var) × 2 providers × 2 prompts.
    expect(records).toHaveLength(12);
    expect(fake.server.requests).toHaveLength(12);
    const models = fake.server.requests.map((r) => r.model).sort();
    expect(models).toEqual([...Array(6).fill('gpt-4.1-mini'), ...Array(6).fill('gpt-4o-mini')]);
    // The provider's config reaches the request; the chat prompt is sent as its messages.
    const mini = fake.server.requests.filter((r) => r.model === 'gpt-4.1-mini');
    expect(mini.every((r) => (r.body as { temperature?: number }).temperature === 0)).toBe(true);
    const chat = fake.server.requests.find(
      (r) => (r.body as { messages: Array<{ content: string }> }).messages[1]?.content === 'json for sun',
    );
    expect((chat!.body as { messages: unknown[] }).messages).toEqual([
      { role: 'system', content: 'Reply in json.' },
      { role: 'user', content: 'json for sun' },
    ]);
    const at = (id: string, prompt: string) => records.find((r) => r.eval_id === id && r.prompt_id === prompt)!;
    expect(at('test-1', 'prompt-1@mini')).toMatchObject({
      candidate_answer: 'Answer: REPLY ABOUT RAIN',
      pass: true,
      score: 1,
    });
    // "Answer: REPLY ABOUT SNOW" is 4 edits from the levenshtein value (threshold 3): 2 of 3 pass.
    expect(at('test-2', 'prompt-1@openai:gpt-4o-mini').evaluator_results.map((e) => [e.type, e.pass])).toEqual([
      ['contains', true],
      ['javascript', true],
      ['levenshtein', false],
    ]);
    expect(at('test-3', 'prompt-2@mini')).toMatchObject({ pass: true, score: 1 });
    // "Answer: REPLY ABOUT SUN" is not JSON and has 4 words (word-count 1 to 3).
    expect(at('test-3', 'prompt-1@mini').evaluator_results.map((e) => [e.type, e.pass])).toEqual([
      ['is-json', false],
      ['contains-json', false],
      ['word-count', false],
    ]);
    // Every answer is priced (gpt-4.1-mini and gpt-4o-mini are in the price catalogue).
    expect(records.every((r) => typeof r.cost_usd === 'number' && r.cost_usd > 0)).toBe(true);
    expect(code).toBe(100);
  });

  it('a second run with --cache is answered from the response cache, with the same verdicts', async () => {
    const cacheDir = path.join(fake.out, 'cache');
    const first = await run(['--cache', '--cache-dir', cacheDir]);
    fake.server.reset();
    const second = await run(['--cache', '--cache-dir', cacheDir]);
    expect(fake.server.requests).toHaveLength(0);
    expect(second.records.every((r) => r.cached === true)).toBe(true);
    const verdicts = (records: PfRecord[]) =>
      records.map((r) => `${r.eval_id} ${r.prompt_id} ${String(r.pass)} ${r.score}`).sort();
    expect(verdicts(second.records)).toEqual(verdicts(first.records));
  });

  it('--dry-run answers with the mock: no request reaches the server, every result is recorded', async () => {
    const { records, code } = await run(['--dry-run']);
    expect(fake.server.requests).toHaveLength(0);
    expect(records).toHaveLength(12);
    expect(records.every((r) => typeof r.pass === 'boolean')).toBe(true);
    expect([0, 100]).toContain(code);
  });

  it('a missing OPENAI_API_KEY stops the run before any call, naming the variable', async () => {
    delete process.env.OPENAI_API_KEY;
    try {
      const { code, stderr } = await run();
      expect(code).toBe(2);
      expect(stderr).toMatch(/OPENAI_API_KEY/);
      expect(fake.server.requests).toHaveLength(0);
    } finally {
      process.env.OPENAI_API_KEY = 'sk-fake-promptfoo-key';
    }
  });

  // And promptfoo's finish reasons.
  it("anthropic:messages:<model> goes through our Anthropic provider with promptfoo's max_tokens", async () => {
    const dir = await fs.mkdtemp(path.join(fake.out, 'anthropic-'));
    await fs.writeFile(
      path.join(dir, 'promptfooconfig.yaml'),
      [
        'prompts: ["Say {{ word }}"]',
        'providers:',
        '  - id: anthropic:messages:claude-3-5-haiku-latest',
        '    config: {apiBaseUrl: "{{ env.FAKE_OPENAI_URL }}"}',
        // Anthropic's end_turn is promptfoo's finish reason "stop".
        'tests: [{vars: {word: hello}, assert: [{type: icontains, value: "say hello"}, {type: finish-reason, ' +
          'value: ' +
          'stop}]}]',
        '',
      ].join('\n'),
    );
    process.env.ANTHROPIC_API_KEY = 'sk-ant-fake';
    try {
      const { code } = await runCli([
        'eval',
        path.join(dir, 'promptfooconfig.yaml'),
        '--out',
        path.join(dir, 'r.jsonl'),
      ]);
      const [record] = (await fs.readFile(path.join(dir, 'r.jsonl'), 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as PfRecord);
      expect(
        fake.server.requests.map((r) => [r.format, r.model, (r.body as { max_tokens?: number }).max_tokens]),
      ).toEqual([['anthropic', 'claude-3-5-haiku-latest', 1024]]);
      expect(record).toMatchObject({ candidate_answer: 'Answer: SAY HELLO', pass: true });
      expect(code).toBe(0);
    } finally {
      delete process.env.ANTHROPIC_API_KEY;
    }
  });

  it("a key in the config's own env: is used and never written to the results", async () => {
    const dir = await fs.mkdtemp(path.join(fake.out, 'env-'));
    const secret = 'sk-config-env-secret-7f3a9';
    await fs.writeFile(
      path.join(dir, 'promptfooconfig.yaml'),
      [
        'env:',
        `  OPENAI_API_KEY: ${secret}`,
        'prompts: ["Echo {{ word }} {{ env.OPENAI_API_KEY }}"]',
        'providers: [openai:chat:gpt-4o-mini]',
        'tests: [{vars: {word: hi}}]',
        '',
      ].join('\n'),
    );
    fake.server.reset();
    await runCli(['eval', path.join(dir, 'promptfooconfig.yaml'), '--out', path.join(dir, 'r.jsonl')]);
    expect(fake.server.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${secret}`]);
    const written = await fs.readFile(path.join(dir, 'r.jsonl'), 'utf8');
    expect(written).toContain('ECHO HI');
    expect(written).not.toContain(secret);
  });
});

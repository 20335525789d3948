import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test-support/run-cli.js';
import { useFakeOpenAi } from '../test-support/fake-openai-env.js';

/**
 * Our suite in AgentV 5's promptfoo-shaped dialect (__tests__/fixtures/promptfoo/agentv5), its
 * target an OpenAI model of targets.yaml answered by the fake server: `Answer: <LAST TURN IN
 * CAPITALS>`; grading requests (the llm-rubric of the bare-string criteria) get a passing verdict.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const SUITE = path.resolve(here, '../fixtures/promptfoo/agentv5/release.eval.yaml');

interface PfRecord {
  eval_id: string;
  pass: boolean;
  score: number;
  target: string;
  evaluator_results: Array<{
    type: string;
    pass: boolean;
    score: number;
    weight: number;
    metric?: string;
    evaluator_results?: Array<{ type: string; pass: boolean; metric?: string }>;
  }>;
}

const fake = useFakeOpenAi((request) => {
  const messages = (request.body as { messages?: Array<{ content: string }> }).messages ?? [];
  if (request.model !== 'gpt-4o-mini')
    return { kind: 'ok', text: JSON.stringify({ reason: 'criteria met', pass: true, score: 1 }) };
  return { kind: 'ok', text: `Answer: ${String(messages[messages.length - 1]?.content ?? '').toUpperCase()}` };
}, 'agentv5-');

describe("AgentV 5's promptfoo-shaped suites", () => {
  let records: Map<string, PfRecord>;
  let code: number;
  beforeAll(async () => {
    const file = path.join(fake.out, 'r.jsonl');
    ({ code } = await runCli(['eval', SUITE, '--out', file]));
    records = new Map(
      (await fs.readFile(file, 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as PfRecord)
        .map((r) => [r.eval_id, r]),
    );
  });

  it('runs each test once on the targets.yaml target, under its stable id', () => {
    expect([...records.keys()].sort()).toEqual(['capital', 'must-say-json']);
    expect([...records.values()].every((r) => r.target === 'fake-model')).toBe(true);
  });

  it('sends a {{ input }} message list as the conversation itself', () => {
    const asked = fake.server.requests
      .filter((r) => r.model === 'gpt-4o-mini')
      .map((r) => (r.body as { messages: unknown }).messages);
    expect(asked).toContainEqual([
      { role: 'system', content: 'You answer in one line.' },
      { role: 'user', content: 'capital of France' },
    ]);
  });

  // assert-set gates keep their metrics.
  it('groups bare-string criteria into one llm-rubric, keeps assert-set gates, applies the suite-level assert', () => {
    const capital = records.get('capital')!;
    // Suite-level assert first (as defaultTest's), then the criteria where the first string stood, then the set.
    expect(capital.evaluator_results.map((e) => [e.type, e.weight])).toEqual([
      ['icontains', 1],
      ['llm-rubric', 1],
      ['assert-set', 1],
    ]);
    const gate = capital.evaluator_results[2]!;
    expect(gate).toMatchObject({ metric: 'release_gate', pass: true, score: 0.5 });
    expect(gate.evaluator_results?.map((e) => [e.metric, e.pass])).toEqual([
      ['mentions-capital', true],
      ['mentions-paris', false],
    ]);
    expect(capital).toMatchObject({ pass: true });
  });

  it('a failed required assertion fails its test with score 0', () => {
    const json = records.get('must-say-json')!;
    expect(json.evaluator_results.map((e) => [e.type, e.pass])).toEqual([
      ['icontains', true],
      ['is-json', false],
      ['contains', true],
    ]);
    expect(json).toMatchObject({ pass: false, score: 0 });
    expect(code).toBe(100);
  });

  it('takes chat arrays and {id, prompt} objects as prompts, and an inline target', async () => {
    const dir = await fs.mkdtemp(path.join(fake.out, 'prompts-'));
    await fs.writeFile(
      path.join(dir, 'chat.eval.yaml'),
      [
        'name: chat-prompts',
        'target: {id: local-echo, provider: echo}',
        'prompts:',
        '  - [{role: system, content: "be brief"}, {role: user, content: "hi {{ who }}"}]',
        '  - {id: plain, prompt: "Plain {{ who }}/{{ vars.who }}"}',
        'tests: [{id: t1, vars: {who: Ada}, assert: [{type: contains, value: Ada}]}]',
        '',
      ].join('\n'),
    );
    const file = path.join(dir, 'r.jsonl');
    const { code } = await runCli(['eval', path.join(dir, 'chat.eval.yaml'), '--out', file]);
    const records = (await fs.readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as PfRecord & { candidate_answer: string; prompt_label: string });
    expect(records.map((r) => [r.target, r.prompt_label])).toEqual([
      ['local-echo', '[{"role":"system","content":"be brief"},{"role":"user","content":"hi {{ who }}"}]'],
      ['local-echo', 'plain'],
    ]);
    expect(JSON.parse(records[0]!.candidate_answer)).toEqual([
      { role: 'system', content: 'be brief' },
      { role: 'user', content: 'hi Ada' },
    ]);
    expect(records[1]!.candidate_answer).toBe('Plain Ada/Ada');
    expect(code).toBe(0);
  });

  it('a promptfoo config (with providers:) refuses a chat array as a prompt, as promptfoo does', async () => {
    const dir = await fs.mkdtemp(path.join(fake.out, 'pf-'));
    await fs.writeFile(
      path.join(dir, 'promptfooconfig.yaml'),
      'prompts:\n  - [{role: user, content: hi}]\nproviders: [echo]\n',
    );
    const { code, stderr } = await runCli([
      'eval',
      path.join(dir, 'promptfooconfig.yaml'),
      '--out',
      path.join(dir, 'r.jsonl'),
    ]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/a prompt must be text or an object with raw: or label:/);
  });
});

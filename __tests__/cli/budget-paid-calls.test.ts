import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RecordedRequest } from '../../test-support/fake-llm-server.mjs';
import { lines } from '../test-support/temp-repo.js';
import { useFakeOpenAi } from '../test-support/fake-openai-env.js';
import { runCli } from '../test-support/run-cli.js';

/**
 * Paid is counted: under --budget-usd, a grader call that was answered while the budget refused its
 * sibling (so the case stopped) is in the run's usage and cost. Two graders, priced by the catalogue
 * for 1,000 prompt and 100 completion tokens: gpt-4.1-nano ($0.10 / $0.40 per Mtok) $0.00014 a call,
 * gpt-4o-mini ($0.15 / $0.60) $0.00021. The budget is two nano calls and one mini call: the first case
 * pays one of each; in the second, nano fits and is answered (slowly) while mini no longer fits and is
 * refused, so the second case is stopped with a call paid for. Every answered call must be reported.
 */
const NANO_USD = (1000 * 0.1 + 100 * 0.4) / 1e6;
const MINI_USD = (1000 * 0.15 + 100 * 0.6) / 1e6;
const BUDGET = String(2 * NANO_USD + MINI_USD + 1e-9);

const reply = (request: RecordedRequest) => ({
  kind: 'ok' as const,
  text: JSON.stringify({ pass: true, score: 1, reason: 'fine', hits: [], misses: [], reasoning: 'fine' }),
  usage: { input: 1000, output: 100 },
  // The nano grader answers after mini's refusal has stopped the case.
  ...(request.model === 'gpt-4.1-nano' ? { delayMs: 300 } : {}),
});
const fake = useFakeOpenAi(reply, 'agentv-paid-');

/** What the server answered, at the catalogue's prices. */
const answeredUsd = () =>
  fake.server.requests.reduce((sum, r) => sum + (r.model === 'gpt-4.1-nano' ? NANO_USD : MINI_USD), 0);

async function runBudgeted(file: string): Promise<{ code: number; spent: number; calls: number }> {
  const summary = `${file}.summary.json`;
  fake.server.reset();
  const run = await runCli([
    'eval',
    file,
    '--workers',
    '1',
    '--budget-usd',
    BUDGET,
    '--out',
    `${file}.jsonl`,
    '--summary-json',
    summary,
  ]);
  const usage = JSON.parse(await fs.readFile(summary, 'utf8')).statistics.usage;
  return {
    code: run.code,
    spent: usage.target.spent_usd + usage.judge.spent_usd,
    calls: usage.target.calls + usage.judge.calls,
  };
}

describe('--budget-usd: every call a provider answered is in the usage and cost', () => {
  it('a promptfoo test stopped by a refused grader keeps its answered grader call', async () => {
    const file = path.join(fake.out, 'promptfooconfig.yaml');
    const grader = (model: string) =>
      `{id: "openai:chat:${model}", config: {apiBaseUrl: "{{ env.FAKE_OPENAI_URL }}/v1"}}`;
    const test = (animal: string) =>
      `  - vars: {animal: ${animal}}\n    assert:\n` +
      `      - {type: llm-rubric, value: mentions ${animal}, provider: ${grader('gpt-4.1-nano')}}\n` +
      `      - {type: llm-rubric, value: is polite, provider: ${grader('gpt-4o-mini')}}\n`;
    await fs.writeFile(
      file,
      `prompts: ["Tell me about {{ animal }}"]\nproviders: [echo]\ntests:\n${test('cats')}${test('owls')}`,
    );
    const run = await runBudgeted(file);
    expect(fake.server.requests.map((r) => r.model).sort()).toEqual(['gpt-4.1-nano', 'gpt-4.1-nano', 'gpt-4o-mini']);
    expect(run.calls).toBe(3 + 2); // three graders and the two echo answers
    expect(run.spent).toBeCloseTo(answeredUsd(), 12);
  });

  it('an AgentV composite stopped by a refused judge keeps its answered judge call', async () => {
    const dir = await fs.mkdtemp(path.join(fake.out, 'agentv-'));
    const judge = (name: string, model: string) => [
      `  - name: ${name}`,
      '    provider: openai',
      `    base_url: ${fake.server.url}/v1`,
      '    api_key: sk-test',
      `    model: ${model}`,
    ];
    await fs.writeFile(
      path.join(dir, 'targets.yaml'),
      lines(
        'targets:',
        '  - name: default',
        '    provider: mock',
        '    response: an answer',
        ...judge('nano', 'gpt-4.1-nano'),
        ...judge('mini', 'gpt-4o-mini'),
      ),
    );
    const testCase = (id: string) => [
      `  - id: ${id}`,
      '    expected_outcome: answers',
      '    input_messages: [{role: user, content: question}]',
      '    evaluators:',
      '      - name: both',
      '        type: composite',
      '        aggregator: {type: weighted_average}',
      '        evaluators:',
      '          - {name: by-nano, type: llm_judge, target: nano}',
      '          - {name: by-mini, type: llm_judge, target: mini}',
    ];
    const file = path.join(dir, 'paid.test.yaml');
    await fs.writeFile(file, lines('evalcases:', ...testCase('c1'), ...testCase('c2')));
    const run = await runBudgeted(file);
    expect(fake.server.requests.map((r) => r.model).sort()).toEqual(['gpt-4.1-nano', 'gpt-4.1-nano', 'gpt-4o-mini']);
    expect(run.calls).toBe(3 + 2); // three judges and the mock's two answers
    expect(run.spent).toBeCloseTo(answeredUsd(), 12);
  });
});

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test-support/run-cli.js';
import { useFakeOpenAi } from '../test-support/fake-openai-env.js';

/**
 * Model-graded assertions of our config (__tests__/fixtures/promptfoo/graded): the grader is the
 * fake OpenAI server, reached through our OpenAI provider behind the run's call limiter, cache and
 * meter. The fake grades `mentions X` as passed when the graded answer says "about X".
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const CONFIG = path.resolve(here, '../fixtures/promptfoo/graded/promptfooconfig.yaml');

interface PfRecord {
  eval_id: string;
  pass: boolean;
  score: number;
  evaluator_results: Array<{
    type: string;
    pass: boolean;
    score: number;
    calls?: number;
    cost_usd?: number | null;
    reasoning: string;
  }>;
}

const fake = useFakeOpenAi((request) => {
  const text = JSON.stringify((request.body as { messages?: unknown }).messages ?? []);
  const wanted = /mentions (\w+)/.exec(text)?.[1];
  const pass = wanted !== undefined && text.includes(`about ${wanted}`);
  return {
    kind: 'ok',
    text: JSON.stringify({ reason: pass ? `it mentions ${wanted}` : `no ${wanted}`, pass, score: pass ? 1 : 0 }),
  };
}, 'promptfoo-graders-');

async function run(args: string[] = []): Promise<{ code: number; records: PfRecord[] }> {
  const file = path.join(fake.out, `r-${Math.random().toString(36).slice(2)}.jsonl`);
  const { code } = await runCli(['eval', CONFIG, '--out', file, ...args]);
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return {
    code,
    records: text.trim()
      ? text
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as PfRecord)
      : [],
  };
}

describe('promptfoo model-graded assertions through our graders', () => {
  it('calls the grader each assertion or test names, and grades by its answer', async () => {
    fake.server.reset();
    const { records, code } = await run();
    const byId = new Map(records.map((r) => [r.eval_id, r]));
    expect(byId.get('test-1')).toMatchObject({ pass: true, score: 1 });
    expect(byId.get('test-2')).toMatchObject({ pass: false, score: 0.5 });
    expect(byId.get('test-2')?.evaluator_results[0]).toMatchObject({
      type: 'llm-rubric',
      pass: false,
      reasoning: 'no cats',
    });
    expect(byId.get('test-3')).toMatchObject({ pass: true, score: 1 });
    // defaultTest's grader for the first two tests, the assertion's own for the third.
    expect(fake.server.requests.map((r) => r.model).sort()).toEqual(['gpt-4.1-nano', 'gpt-4o-mini', 'gpt-4o-mini']);
    // Each grader call is metered on its assertion's entry.
    const rubric = byId.get('test-1')!.evaluator_results[0]!;
    expect(rubric.calls).toBe(1);
    expect(typeof rubric.cost_usd).toBe('number');
    expect(code).toBe(100);
  });

  it('a grader that fails fails its assertion only; the run goes on', async () => {
    fake.server.reset();
    fake.server.enqueue(
      { kind: 'status', status: 400, message: 'bad request' },
      { kind: 'status', status: 400, message: 'bad request' },
      { kind: 'status', status: 400, message: 'bad request' },
    );
    const { records } = await run(['--workers', '1']);
    expect(records).toHaveLength(3);
    const failed = records.filter((r) => r.evaluator_results[0]?.pass === false);
    expect(failed.length).toBe(3);
    // test-2's contains still passes beside its failed rubric.
    expect(records.find((r) => r.eval_id === 'test-2')?.evaluator_results[1]).toMatchObject({
      type: 'contains',
      pass: true,
    });
  });

  it('--dry-run grades with the mock: nothing reaches the server', async () => {
    fake.server.reset();
    const { records } = await run(['--dry-run']);
    expect(records).toHaveLength(3);
    expect(fake.server.requests).toHaveLength(0);
  });

  it('defaultTest.provider grades when no options.provider names a grader', async () => {
    const dir = await fs.mkdtemp(path.join(fake.out, 'default-provider-'));
    await fs.writeFile(
      path.join(dir, 'promptfooconfig.yaml'),
      [
        'prompts: ["Tell me about {{ animal }}"]',
        'providers: [echo]',
        'defaultTest:',
        '  provider: {id: "openai:chat:gpt-4.1-nano", config: {apiBaseUrl: "{{ env.FAKE_OPENAI_URL }}/v1"}}',
        'tests: [{vars: {animal: owls}, assert: [{type: llm-rubric, value: mentions owls}]}]',
        '',
      ].join('\n'),
    );
    fake.server.reset();
    const { code } = await runCli(['eval', path.join(dir, 'promptfooconfig.yaml'), '--out', path.join(dir, 'r.jsonl')]);
    expect(fake.server.requests.map((r) => r.model)).toEqual(['gpt-4.1-nano']);
    expect(code).toBe(0);
  });
});

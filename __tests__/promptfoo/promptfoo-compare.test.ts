import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useFakeOpenAi } from '../test-support/fake-openai-env.js';
import { runPromptfoo } from './run-promptfoo.js';
import { runCli } from '../test-support/run-cli.js';
import { startRedisServer } from '../../test-support/redis-server.mjs';

/**
 * max-score and select-best (__tests__/fixtures/promptfoo/compare): every output of a test (its
 * three prompts) graded against the others once all are in. The fake grader picks the output
 * holding WINNER, or replies what follows REPLY: in the prompt.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const CONFIG = path.resolve(here, '../fixtures/promptfoo/compare/promptfooconfig.yaml');

interface PfRecord {
  eval_id: string;
  prompt_id: string;
  pass: boolean;
  score: number;
  reasoning: string;
  evaluator_results: Array<{ type: string; pass: boolean; score: number; calls?: number }>;
}

const fake = useFakeOpenAi((request) => {
  const text = JSON.stringify((request.body as { messages?: unknown }).messages ?? []);
  const forced = /REPLY:([^\\<]*)/.exec(text)?.[1];
  const blocks = [...text.matchAll(/<Text index=\\"(\d+)\\">([\s\S]*?)<\/Text>/g)];
  const won = blocks.find((b) => b[2]!.includes('WINNER'))?.[1];
  return { kind: 'ok', text: forced ?? (won !== undefined ? `The best is ${won}` : 'none') };
}, 'promptfoo-compare-');

/**
 * What promptfoo 0.123.1 printed for this config (`promptfoo eval -o out.json`, the grader at the
 * same fake): per test and prompt, success, score, the result's reason, each assertion's pass.
 */
const PROMPTFOO: Array<[string, boolean, number, string, string]> = [
  ['test-1', false, 0, 'Expected output to contain "details"', 'contains:0 javascript:1 max-score:0'],
  ['test-1', true, 0.795, 'All assertions passed', 'contains:1 javascript:1 max-score:1'],
  ['test-1', false, 0, 'Not selected (score: 0.595, max: 0.795)', 'contains:1 javascript:1 max-score:0'],
  ['test-2', false, 0, 'Expected output to contain "details"', 'contains:0 icontains:1 max-score:0'],
  ['test-2', false, 0.5, 'Expected output to contain "SHORT"', 'contains:1 icontains:0 max-score:1'],
  ['test-2', false, 0, 'Expected output to contain "SHORT"', 'contains:1 icontains:0 max-score:0'],
  ['test-3', false, 0, 'Expected output to contain "zebra"', 'contains:0 max-score:0'],
  ['test-3', false, 0, 'Expected output to contain "zebra"', 'contains:0 max-score:0'],
  ['test-3', false, 0, 'Expected output to contain "zebra"', 'contains:0 max-score:0'],
  ['test-4', true, 1, 'All assertions passed', 'contains:1 max-score:1'],
  ['test-4', false, 0, 'Not selected (score: 1.000, max: 1.000)', 'contains:1 max-score:0'],
  ['test-4', false, 0, 'Not selected (score: 1.000, max: 1.000)', 'contains:1 max-score:0'],
  ['test-5', true, 1, 'All assertions passed', 'contains:1 select-best:1'],
  [
    'test-5',
    false,
    0,
    'Output not selected: choose the most fitting answer about {{ topic }}',
    'contains:1 select-best:0',
  ],
  [
    'test-5',
    false,
    0,
    'Output not selected: choose the most fitting answer about {{ topic }}',
    'contains:0 select-best:0',
  ],
  ['test-6', false, 0, 'Invalid select-best verdict: 7', 'select-best:0'],
  ['test-6', false, 0, 'Invalid select-best verdict: 7', 'select-best:0'],
  ['test-6', false, 0, 'Invalid select-best verdict: 7', 'select-best:0'],
];

function verdicts(records: PfRecord[]) {
  return [...records]
    .sort((a, b) => a.eval_id.localeCompare(b.eval_id) || a.prompt_id.localeCompare(b.prompt_id))
    .map((r): [string, boolean, number, string, string] => [
      r.eval_id,
      r.pass,
      Math.round(r.score * 1000) / 1000,
      r.reasoning,
      r.evaluator_results.map((e) => `${e.type}:${Number(e.pass)}`).join(' '),
    ]);
}

describe('promptfoo max-score and select-best', () => {
  it("grades each test's outputs against each other with promptfoo's verdicts, each record written once", async () => {
    fake.server.reset();
    const { records, code } = await runPromptfoo<PfRecord>(CONFIG, fake.out, ['--workers', '4']);
    expect(verdicts(records)).toEqual(PROMPTFOO);
    // One grader call per select-best test, counted on its first output's entry only.
    expect(fake.server.requests).toHaveLength(2);
    const calls = records.flatMap((r) => r.evaluator_results.filter((e) => e.type === 'select-best'));
    expect(calls.map((e) => e.calls ?? 0).reduce((a, b) => a + b, 0)).toBe(2);
    // The criteria go to the grader as written, every output in prompt order.
    // promptfoo's select-best prompt is one system message, sent alone.
    const messages = (fake.server.requests[0]!.body as { messages: Array<{ role: string }> }).messages;
    expect(messages.map((m) => m.role)).toEqual(['system']);
    const asked = JSON.stringify(fake.server.requests[0]!.body);
    expect(asked).toContain('criteria: choose the most fitting answer about {{ topic }}');
    expect(asked.indexOf('Short WINNER answer about owls')).toBeLessThan(asked.indexOf('About owls: details'));
    expect(code).toBe(100);
  });

  it('--resume runs and compares again only the tests whose records are missing', async () => {
    const file = path.join(fake.out, 'resumed.jsonl');
    await runCli(['eval', CONFIG, '--out', file]);
    // An interrupted run: the records of test-1 and test-5 (held until their tests were in) never written.
    const lines = (await fs.readFile(file, 'utf8')).trim().split('\n');
    const kept = lines.filter((l) => !['test-1', 'test-5'].includes((JSON.parse(l) as PfRecord).eval_id));
    await fs.writeFile(file, `${kept.join('\n')}\n`);
    fake.server.reset();
    await runCli(['eval', CONFIG, '--out', file, '--resume', file]);
    const records = (await fs.readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as PfRecord);
    expect(verdicts(records)).toEqual(PROMPTFOO);
    // test-5's select-best asked again; test-6's not.
    expect(fake.server.requests).toHaveLength(1);
  });

  it('keeps a compared test whole in one shard', async () => {
    const shards = await Promise.all(
      ['1/2', '2/2'].map((shard) => runPromptfoo<PfRecord>(CONFIG, fake.out, ['--shard', shard])),
    );
    const byShard = shards.map(({ records }) => new Set(records.map((r) => r.eval_id)));
    expect([...byShard[0]!].filter((id) => byShard[1]!.has(id))).toEqual([]);
    expect(verdicts(shards.flatMap((s) => s.records))).toEqual(PROMPTFOO);
  });

  it('refuses --queue, whose workers would each hold part of a test', async () => {
    const redis = await startRedisServer();
    try {
      const run = await runPromptfoo(CONFIG, fake.out, ['--queue', redis.url, '--run-id', 'compare']);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/select-best or max-score compares all of its outputs in one process/);
      expect(run.records).toEqual([]);
    } finally {
      await redis.close();
    }
  });

  it('refuses at load what promptfoo stops its eval on: one output to compare, max-score alone', async () => {
    const write = async (name: string, prompts: string[], asserts: string) => {
      const file = path.join(fake.out, name);
      await fs.writeFile(
        file,
        `prompts: ${JSON.stringify(prompts)}\nproviders: [echo]\ntests:\n  - vars: {t: x}\n    assert: ${asserts}\n`,
      );
      return file;
    };
    const single = await runPromptfoo(
      await write('one.yaml', ['{{t}}'], '[{type: contains, value: x}, {type: max-score}]'),
      fake.out,
    );
    expect(single.code).toBe(2);
    expect(single.stderr).toMatch(/one\.yaml.*has max-score but 1 output/);
    const alone = await runPromptfoo(
      await write('alone.yaml', ['a {{t}}', 'b {{t}}'], '[{type: max-score}]'),
      fake.out,
    );
    expect(alone.code).toBe(2);
    expect(alone.stderr).toMatch(/alone\.yaml.*max-score but no other assertion/);
  });
});

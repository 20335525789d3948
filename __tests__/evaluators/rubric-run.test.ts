import { promises as fs } from 'node:fs';
import path from 'node:path';
import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

// The whole run: `rubrics` shorthand in an eval file, a mock answering target and an openai judge
// on the fake server; BATCHING_ENABLED (from .env) reaches the rubric judge through runEval.

const EVAL = lines(
  'evalcases:',
  ...['one', 'two'].flatMap((id) => [
    `  - id: case-${id}`,
    '    expected_outcome: a short greeting',
    '    input_messages:',
    '      - role: user',
    '        content: say hello',
    '    rubrics:',
    '      - greets the user',
    '      - id: polite',
    '        description: stays polite',
    '        weight: 0.25',
    '        required: true',
    '      - id: brief',
    '        description: is brief',
    '        weight: 0.5',
  ]),
);

function targets(url: string): string {
  return lines(
    'targets:',
    '  - name: default',
    '    provider: mock',
    '    response: Hello there!',
    '    judge_target: judge',
    '  - name: judge',
    '    provider: openai',
    `    base_url: ${url}/v1`,
    '    api_key: sk-test-judge',
    '    model: judge-test',
  );
}

let server: FakeLlmServer;
let root: string;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  server.reset();
  // The judge finds every criterion met except "brief".
  server.setScript((record) => {
    const user = (record.body.messages as Array<{ role: string; content: string }>).find((m) => m.role === 'user');
    const { criteria } = JSON.parse(user?.content ?? '{}') as { criteria: Array<{ id: string }> };
    const checks = criteria.map(({ id }) => ({ id, satisfied: id !== 'brief', reasoning: `checked ${id}` }));
    return { kind: 'ok', text: JSON.stringify({ checks, overall_reasoning: 'ok' }) };
  });
  root = await makeTempRepo({ 'evals/targets.yaml': targets(server.url), 'evals/rubric.test.yaml': EVAL });
});
afterEach(() => removeTempRepo(root));

async function run(): Promise<
  Array<{
    eval_id: string;
    score: number;
    verdict: string;
    evaluator_results: Array<{ type: string; verdict: string; score: number }>;
  }>
> {
  const out = path.join(root, 'out.jsonl');
  const result = await runCli(['eval', path.join(root, 'evals/rubric.test.yaml'), '--out', out]);
  expect(result.code).toBe(0);
  return (await fs.readFile(out, 'utf8'))
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
}

describe('rubric judge in a full run', () => {
  it('grades one criterion per call without batching', async () => {
    const records = await run();
    expect(server.requests).toHaveLength(2 * 3);
    for (const record of records) {
      expect(record.evaluator_results).toEqual([expect.objectContaining({ type: 'rubric', verdict: 'borderline' })]);
      expect(record.score).toBeCloseTo(1.25 / 1.75, 10);
    }
  });

  it('grades all criteria in one call per case with BATCHING_ENABLED=true in .env', async () => {
    await fs.writeFile(path.join(root, 'evals/.env'), 'BATCHING_ENABLED=true\n');
    const records = await run();
    expect(server.requests).toHaveLength(2);
    for (const record of records) expect(record.score).toBeCloseTo(1.25 / 1.75, 10);
  });

  it('a failed required criterion makes the evaluator and the case verdict fail despite a passing score', async () => {
    server.setScript((record) => {
      const user = (record.body.messages as Array<{ role: string; content: string }>).find((m) => m.role === 'user');
      const { criteria } = JSON.parse(user?.content ?? '{}') as { criteria: Array<{ id: string }> };
      return {
        kind: 'ok',
        text: JSON.stringify({ checks: criteria.map(({ id }) => ({ id, satisfied: id !== 'polite', reasoning: '' })) }),
      };
    });
    const records = await run();
    for (const record of records) {
      expect(record.score).toBeCloseTo(1.5 / 1.75, 10);
      expect(record.score).toBeGreaterThanOrEqual(0.8);
      expect(record.evaluator_results[0]?.verdict).toBe('fail');
      expect(record.verdict).toBe('fail');
    }
  });
});

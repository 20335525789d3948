import { promises as fs } from 'node:fs';
import path from 'node:path';
import { startFakeLlmServer, type FakeLlmServer, type RecordedRequest } from '../../test-support/fake-llm-server.mjs';
import { auditPicks } from '../../src/evaluators/judge-samples.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/process-timeouts.js';

/**
 * Judge sampling against the loopback fake LLM, through the real OpenAI SDK. The judge flips on
 * one rubric criterion (tone) every other time it is asked and is steady on the others; an LLM
 * judge answers 1.0, 0.5, 1.0 to its three samples. By hand, with judge_samples 4 on the rubric:
 * tone gets 2 of 4 votes (a tie: not satisfied, agreement 0.5), names-city and polite 4 of 4
 * (agreement 1); the samples score 1, 2/3, 1, 2/3, so each rubric case scores their mean 5/6 (not
 * 2/3, the score of the majority verdicts). The LLM judge case scores the mean 0.8333, passes by
 * 2 of 3 (agreement 0.6667). Overall: (1 + 1 + 0.5) × 2 + 0.6667 over 7 criteria = 0.8095.
 */
const rubricCase = (id: string, question: string) => [
  `  - id: ${id}`,
  '    expected_outcome: names the city politely',
  '    input_messages:',
  '      - role: user',
  `        content: ${question}`,
  '    evaluators:',
  '      - name: quality',
  '        type: rubric',
  '        judge_samples: 4',
  '        criteria:',
  '          - id: names-city',
  '            description: names the city',
  '          - id: polite',
  '            description: stays polite',
  '          - id: tone',
  '            description: has a warm tone',
];
const EVAL = lines(
  'evalcases:',
  ...rubricCase('case-a', 'What is the capital of France?'),
  ...rubricCase('case-b', 'What is the capital of Italy?'),
  '  - id: case-c',
  '    expected_outcome: names Madrid',
  '    input_messages:',
  '      - role: user',
  '        content: What is the capital of Spain?',
  '    evaluators:',
  '      - name: judge',
  '        type: llm_judge',
  '        judge_samples: 3',
);
const TARGETS = (url: string) =>
  lines(
    'targets:',
    '  - name: default',
    '    provider: mock',
    '    response: The capital is here, kindly.',
    '    judge_target: judge',
    '  - name: judge',
    '    provider: openai',
    `    base_url: ${url}/v1`,
    '    api_key: sk-test-judge',
    '    model: gpt-4o-mini',
  );

/**
 * gpt-4o-mini's catalogue price ($0.15 in, $0.60 out per Mtok) of the fake's default 11 prompt and 7 completion tokens.
 */
const JUDGE_CALL_USD = (11 * 0.15 + 7 * 0.6) / 1e6;

let server: FakeLlmServer;
let root: string;
const asked = new Map<string, number>();
function judgeReply(request: RecordedRequest) {
  const user =
    (request.body.messages as Array<{ role: string; content: string }>).find((m) => m.role === 'user')?.content ?? '';
  const n = asked.get(user) ?? 0;
  asked.set(user, n + 1);
  const { criteria } = JSON.parse(user) as { criteria?: Array<{ id: string }> };
  if (!criteria)
    return {
      kind: 'ok' as const,
      text: JSON.stringify({ score: [1, 0.5, 1][n % 3], hits: ['names Madrid'], misses: [], reasoning: `sample ${n}` }),
    };
  const checks = criteria.map(({ id }) => ({
    id,
    satisfied: id === 'tone' ? n % 2 === 0 : true,
    reasoning: `${id} sample ${n}`,
  }));
  return { kind: 'ok' as const, text: JSON.stringify({ checks, overall_reasoning: 'ok' }) };
}

beforeAll(async () => {
  server = await startFakeLlmServer({ script: judgeReply });
  root = await makeTempRepo({ 'evals/targets.yaml': TARGETS(server.url), 'evals/judged.test.yaml': EVAL });
});
afterAll(async () => {
  await server.close();
  await removeTempRepo(root);
});
beforeEach(() => {
  server.reset();
  server.setScript(judgeReply);
  asked.clear();
});

type Row = {
  eval_id: string;
  score: number;
  evaluator_results: Array<{ calls?: number; cost_usd?: number | null; score: number; details?: Details }>;
};
type Check = { id: string; satisfied: boolean; votes: string; agreement: number; unstable: boolean };
type Details = Record<string, unknown> & { checks: Check[] };
type Unstable = { eval_id: string; evaluator: string; criterion: string; agreement: number };
const read = async (file: string): Promise<Row[]> =>
  (await fs.readFile(file, 'utf8'))
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Row)
    .sort((a, b) => a.eval_id.localeCompare(b.eval_id));

describe('--judge-samples / judge_samples: against the fake LLM', () => {
  it(
    "asks k separate requests, scores the mean and the majority, and reports each criterion's agreement",
    async () => {
      const out = path.join(root, 'sampled.jsonl');
      const summary = path.join(root, 'sampled.summary.json');
      const run = await runCli([
        'eval',
        path.join(root, 'evals/judged.test.yaml'),
        '--out',
        out,
        '--summary-json',
        summary,
        '--cache',
        '--cache-dir',
        path.join(root, 'cache'),
      ]);
      expect(run.code).toBe(0);
      // 2 rubric cases × 3 criteria × 4 samples, and 3 samples of the LLM judge: each its own request.
      expect(server.requests).toHaveLength(27);
      const [a, b, c] = await read(out);
      for (const row of [a!, b!]) {
        const entry = row.evaluator_results[0]!;
        expect(row.score).toBeCloseTo(5 / 6, 4);
        expect(entry.score).toBeCloseTo(5 / 6, 4);
        expect(entry.details?.sample_scores).toEqual(expect.arrayContaining([1, 0.6667, 1, 0.6667]));
        expect(entry.calls).toBe(12);
        expect(entry.cost_usd).toBeCloseTo(12 * JUDGE_CALL_USD, 12);
        expect(entry.details).toMatchObject({ judge_samples: 4, judge_calls: 12, agreement: 0.8333 });
        expect(entry.details?.checks.map((x) => [x.id, x.satisfied, x.votes, x.agreement, x.unstable])).toEqual([
          ['names-city', true, '4/4', 1, false],
          ['polite', true, '4/4', 1, false],
          ['tone', false, '2/4', 0.5, true],
        ]);
      }
      expect(c!.score).toBeCloseTo(0.8333, 4);
      expect(c!.evaluator_results[0]!.details).toMatchObject({
        judge_samples: 3,
        sample_scores: expect.arrayContaining([1, 0.5, 1]),
        agreement: 0.6667,
        unstable: true,
      });
      expect(c!.evaluator_results[0]!.calls).toBe(3);

      const json = JSON.parse(await fs.readFile(summary, 'utf8'));
      expect(json.judge).toMatchObject({ sampled: 3, criteria: 7, agreement: 0.8095, unstable_threshold: 0.8 });
      expect(
        (json.judge.unstable as Unstable[]).map((u) => [u.eval_id, u.evaluator, u.criterion, u.agreement]),
      ).toEqual([
        ['case-a', 'quality', 'tone', 0.5],
        ['case-b', 'quality', 'tone', 0.5],
        ['case-c', 'judge', 'verdict', 0.6667],
      ]);
      expect(run.stdout).toContain(
        'Judge agreement: 81.0% over 7 sampled criteria in 3 sampled ' +
          'evaluator result(s); 3 unstable (agreement below 80%)',
      );
      expect(run.stdout).toContain('  ~ case-a · quality/tone: 50% agree (2/4)');

      // Each sample is its own cache entry: the same run again is answered from the cache alone.
      server.reset();
      const again = await runCli([
        'eval',
        path.join(root, 'evals/judged.test.yaml'),
        '--out',
        path.join(root, 'again.jsonl'),
        '--cache',
        '--cache-dir',
        path.join(root, 'cache'),
      ]);
      expect(again.code).toBe(0);
      expect(server.requests).toHaveLength(0);
      expect((await read(path.join(root, 'again.jsonl'))).map((r) => r.score)).toEqual([a!.score, b!.score, c!.score]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('--judge-samples wins over judge_samples:; --judge-audit samples the same seeded share every run', async () => {
    // By the default seed 42, a share of 0.3 picks case-a (0.158) and case-b (0.125) and not case-c (0.427).
    const picked = ['case-a', 'case-b', 'case-c'].filter((id) => auditPicks(42, id, 0.3));
    expect(picked).toEqual(['case-a', 'case-b']);
    // Picked: 3 criteria × 2 samples each; case-c's judge asks once.
    const expected = 6 + 6 + 1;
    for (const file of ['audit1.jsonl', 'audit2.jsonl']) {
      server.reset();
      asked.clear();
      const run = await runCli([
        'eval',
        path.join(root, 'evals/judged.test.yaml'),
        '--out',
        path.join(root, file),
        '--judge-samples',
        '2',
        '--judge-audit',
        '0.3',
      ]);
      expect(run.code).toBe(0);
      expect(server.requests).toHaveLength(expected);
      const sampled = (await read(path.join(root, file)))
        .filter((r) => r.evaluator_results[0]?.details?.judge_samples === 2)
        .map((r) => r.eval_id);
      expect(sampled).toEqual(picked);
    }
    const bad = await runCli(['eval', path.join(root, 'evals/judged.test.yaml'), '--judge-audit', '1.5']);
    expect(bad.stderr).toContain(
      '--judge-audit must be a share of cases greater than 0 and at most 1, e.g. 0.2, got "1.5"',
    );
    expect(bad.code).toBe(2);
  });

  it('counts every sample against --budget-usd: ten judge calls of budget grade case-a once, not 4x', async () => {
    const budget = String(10 * JUDGE_CALL_USD + 1e-9);
    const once = await runCli([
      'eval',
      path.join(root, 'evals/judged.test.yaml'),
      '--eval-id',
      'case-a',
      '--judge-samples',
      '1',
      '--budget-usd',
      budget,
      '--out',
      path.join(root, 'budget1.jsonl'),
    ]);
    expect(once.code).toBe(0);
    expect(server.requests).toHaveLength(3);
    expect((await read(path.join(root, 'budget1.jsonl')))[0]).not.toHaveProperty('skipped');
    server.reset();
    const sampled = await runCli([
      'eval',
      path.join(root, 'evals/judged.test.yaml'),
      '--eval-id',
      'case-a',
      '--budget-usd',
      budget,
      '--out',
      path.join(root, 'budget4.jsonl'),
    ]);
    // 3 criteria × 4 samples = 12 calls do not fit in 10: the case is recorded as skipped by the budget.
    expect(sampled.code).toBe(4); // nothing could be scored: the one case was skipped
    expect(server.requests.length).toBeLessThanOrEqual(10);
    const [skipped] = await read(path.join(root, 'budget4.jsonl'));
    expect(skipped).toMatchObject({ eval_id: 'case-a', skipped: 'budget' });
    // Every call the judge answered was paid for, and is counted, also those of samples the budget then stopped.
    expect(skipped!.evaluator_results[0]?.calls).toBe(server.requests.length);
    expect(skipped!.evaluator_results[0]?.cost_usd).toBeCloseTo(server.requests.length * JUDGE_CALL_USD, 12);
  });
});

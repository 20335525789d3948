import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  startFakeLlmServer,
  type FakeLlmServer,
  type RecordedRequest,
  type Reply,
} from '../../test-support/fake-llm-server.mjs';
import { readResults } from '../../src/results/read-results.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

/**
 * The two retry loops, each counted in the record: the call limiter retries a failed call (a 503,
 * a 429) inside a case attempt (`call_retries`, an evaluator's in its own entry); `attempts` counts
 * the case's attempts, made again only after `--agent-timeout`. Against the loopback fake LLM
 * through the real OpenAI SDK: the target's first answer to `flaky` is a 503, the judge's first
 * answer about it a 429 and a 503; `steady` is answered at once.
 */
const EVAL = lines(
  'evalcases:',
  ...['flaky', 'steady'].flatMap((id) => [
    `  - id: ${id}`,
    '    expected_outcome: names the city',
    '    input_messages:',
    '      - role: user',
    `        content: ${id} question`,
    '    evaluators:',
    '      - name: judge',
    '        type: llm_judge',
  ]),
);
const target = (name: string, model: string, url: string) => [
  `  - name: ${name}`,
  '    provider: openai',
  `    base_url: ${url}/v1`,
  '    api_key: sk-test-retries',
  `    model: ${model}`,
  '    retry_initial_delay_ms: 1',
  '    retry_max_delay_ms: 5',
];
const TARGETS = (url: string) =>
  lines(
    'targets:',
    ...target('default', 'gpt-4o', url),
    '    judge_target: judge',
    ...target('judge', 'gpt-4o-mini', url),
  );

let server: FakeLlmServer;
let root: string;
const failures = new Map<string, Reply[]>();
function reply(request: RecordedRequest): Reply {
  const text = JSON.stringify(request.body.messages);
  const judge = request.model === 'gpt-4o-mini';
  const key = `${judge ? 'judge' : 'target'}:${text.includes('flaky question') ? 'flaky' : 'steady'}`;
  const next = failures.get(key)?.shift();
  if (next) return next;
  return {
    kind: 'ok',
    text: judge ? JSON.stringify({ score: 1, hits: ['names the city'], misses: [], reasoning: 'fine' }) : 'Paris',
  };
}

beforeAll(async () => {
  server = await startFakeLlmServer({ script: reply });
  root = await makeTempRepo({ 'evals/targets.yaml': TARGETS(server.url), 'evals/a.test.yaml': EVAL });
});
afterAll(async () => {
  await server.close();
  await removeTempRepo(root);
});

it("counts case attempts in attempts, the limiter's retries in call_retries, the judge's in its entry", async () => {
  failures.set('target:flaky', [{ kind: 'status', status: 503 }]);
  failures.set('judge:flaky', [
    { kind: 'status', status: 429 },
    { kind: 'status', status: 503 },
  ]);
  const out = path.join(root, 'out.jsonl');
  const events = path.join(root, 'events.jsonl');
  const run = await runCli(['eval', path.join(root, 'evals/a.test.yaml'), '--out', out, '--events', events]);
  expect(run.code).toBe(0);
  const { records, warnings } = await readResults(out);
  expect(warnings).toEqual([]);
  const byId = Object.fromEntries(records.map((r) => [r.eval_id, r]));
  expect(byId.flaky).toMatchObject({ attempts: 1, call_retries: 1, score: 1 });
  expect(byId.flaky?.evaluator_results[0]).toMatchObject({ name: 'judge', calls: 1, call_retries: 2 });
  expect(byId.steady).toMatchObject({ attempts: 1, score: 1 });
  expect(byId.steady?.call_retries).toBeUndefined();
  expect(byId.steady?.evaluator_results[0]?.call_retries).toBeUndefined();
  // The same three retries the events log shows, one `retry` event each.
  const logged = (await fs.readFile(events, 'utf8'))
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { event: string; status_code?: number });
  expect(
    logged
      .filter((e) => e.event === 'retry')
      .map((e) => e.status_code)
      .sort(),
  ).toEqual([429, 503, 503]);
  expect(server.requests.filter((r) => r.outcome !== 'ok')).toHaveLength(3);
});

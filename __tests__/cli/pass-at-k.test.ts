import { promises as fs } from 'node:fs';
import path from 'node:path';
import { startFakeLlmServer, type FakeLlmServer, type RecordedRequest } from '../../test-support/fake-llm-server.mjs';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

type PassAtKCase = { eval_id: string; passes: number; runs: number; pass_at_k: boolean; pass_hat_k: boolean };

/**
 * pass@k and pass^k of a run with repeats, against an OpenAI model on the loopback fake: each case
 * asks 3 times; "steady" is always right, "sometimes" right on its first answer only, "never"
 * never. By hand: pass@3 holds for 2 of 3 cases (66.7%), pass^3 for 1 (33.3%), 4 of 9 runs pass.
 */
const test = (id: string, question: string) => [
  `  - id: ${id}`,
  '    criteria: Names Paris',
  `    input: ${question}`,
  '    assertions:',
  '      - type: contains',
  '        value: Paris',
];
const SUITE = [
  'name: capitals',
  'tests:',
  ...test('steady', 'Capital of France? (steady)'),
  ...test('sometimes', 'Capital of France? (sometimes)'),
  ...test('never', 'Capital of France? (never)'),
].join('\n');

let server: FakeLlmServer;
let root: string;
const asked = new Map<string, number>();
function answer(request: RecordedRequest) {
  const user = JSON.stringify(request.body.messages);
  const n = asked.get(user) ?? 0;
  asked.set(user, n + 1);
  const right = user.includes('(steady)') || (user.includes('(sometimes)') && n === 0);
  return { kind: 'ok' as const, text: right ? 'It is Paris.' : 'It is Lyon.' };
}

beforeAll(async () => {
  server = await startFakeLlmServer({ script: answer });
  root = await makeTempRepo({
    '.agentv/targets.yaml': lines(
      'targets:',
      '  - name: default',
      '    provider: openai',
      `    base_url: ${server.url}/v1`,
      '    api_key: sk-test',
      '    model: house-model',
    ),
    'evals/capitals.eval.yaml': `${SUITE}\n`,
  });
});
afterAll(async () => {
  await server.close();
  await removeTempRepo(root);
});

describe('pass@k and pass^k with repeats (fake LLM)', () => {
  it('in the console, and per case and for the suite in the summary JSON', async () => {
    const summary = path.join(root, 'summary.json');
    const run = await runCli([
      'eval',
      path.join(root, 'evals'),
      '--iterations',
      '3',
      '--workers',
      '1',
      '--out',
      path.join(root, 'out.jsonl'),
      '--summary-json',
      summary,
    ]);
    expect(server.requests).toHaveLength(9);
    expect(run.stdout).toContain(
      '  runs     44.4% of runs pass\n  k runs   pass@k 66.7% (2 of 3 cases pass at least once in their k runs) · ' +
        'pass^k 33.3% (1 pass all k runs)',
    );
    expect(run.stdout).toContain('~ sometimes: 33% [0.06, 0.79], 1/3, pass@3 yes, pass^3 no');
    const json = JSON.parse(await fs.readFile(summary, 'utf8'));
    expect(json.repeats).toMatchObject({
      cases: 3,
      runs: 9,
      run_pass_rate: 0.4444,
      pass_at_k: 0.6667,
      pass_hat_k: 0.3333,
    });
    expect(
      Object.fromEntries(
        (json.cases as PassAtKCase[]).map((c) => [c.eval_id, [c.passes, c.runs, c.pass_at_k, c.pass_hat_k]]),
      ),
    ).toEqual({
      steady: [3, 3, true, true],
      sometimes: [1, 3, true, false],
      never: [0, 3, false, false],
    });
  });
});

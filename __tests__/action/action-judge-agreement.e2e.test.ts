import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startFakeLlmServer, type FakeLlmServer, type RecordedRequest } from '../../test-support/fake-llm-server.mjs';
import { writeFiles } from '../test-support/temp-repo.js';
import { PR_NUMBER, pullRequestStep, withActionFakes, type ActionFakes } from './action-harness.js';

/**
 * The bundled Action with a rubric judge on the loopback fake LLM that flips on one criterion
 * every other time it is asked (judge_samples: 4 gives it 2 of 4 votes) and is steady on the
 * other: the comment and the run summary JSON give the judge's agreement, (1 + 0.5) / 2 = 75%,
 * and the unstable criterion.
 */
const SUITE = [
  'evalcases:',
  '  - id: greet',
  '    expected_outcome: greets warmly',
  '    input_messages: [{role: user, content: say hello}]',
  '    evaluators:',
  '      - name: quality',
  '        type: rubric',
  '        judge_samples: 4',
  '        criteria:',
  '          - id: polite',
  '            description: stays polite',
  '          - id: tone',
  '            description: has a warm tone',
].join('\n');

let fakes: ActionFakes;
let llm: FakeLlmServer;
const asked = new Map<string, number>();
function judge(request: RecordedRequest) {
  const user =
    (request.body.messages as Array<{ role: string; content: string }>).find((m) => m.role === 'user')?.content ?? '{}';
  const n = asked.get(user) ?? 0;
  asked.set(user, n + 1);
  const { criteria } = JSON.parse(user) as { criteria: Array<{ id: string }> };
  return {
    kind: 'ok' as const,
    text: JSON.stringify({
      checks: criteria.map(({ id }) => ({ id, satisfied: id === 'tone' ? n % 2 === 0 : true, reasoning: 'ok' })),
      overall_reasoning: 'ok',
    }),
  };
}

withActionFakes('agentv-judge-', async (made) => {
  fakes = made;
  asked.clear();
  llm = await startFakeLlmServer({ script: judge });
  await mkdir(join(made.dir, '.git'));
  await writeFiles(made.dir, {
    'evals/greet.test.yaml': `${SUITE}\n`,
    'evals/targets.yaml': [
      'targets:',
      '  - name: default',
      '    provider: mock',
      '    response: Hello there!',
      '    judge_target: judge',
      '  - name: judge',
      '    provider: openai',
      `    base_url: ${llm.url}/v1`,
      '    api_key: sk-test-judge',
      '    model: judge-test',
      '',
    ].join('\n'),
  });
});
afterEach(() => llm.close());

describe('judge agreement in the Action', () => {
  it('the comment and the summary JSON show the overall agreement and the unstable criterion', async () => {
    const run = await pullRequestStep(fakes, {
      paths: 'evals/greet.test.yaml',
      targets: 'evals/targets.yaml',
      baseline: 'none',
    });
    expect(run.code).toBe(0);
    expect(llm.requests).toHaveLength(8);
    const body = fakes.github.comments.get(PR_NUMBER)?.[0]?.body ?? '';
    expect(body).toContain('#### Judge agreement');
    expect(body).toContain(
      '**75.0%** of samples agree with their majority, over 2 sampled criteria in 1 sampled evaluator result(s) · ' +
        '**1 criteria** unstable (agreement below 80.0%)',
    );
    expect(body).toContain('| greet · quality/tone | 50.0% | 2/4 |');
    const summary = JSON.parse(await readFile(run.outputs['summary-path'] ?? '', 'utf8'));
    expect(summary.judge).toMatchObject({
      sampled: 1,
      criteria: 2,
      agreement: 0.75,
      unstable: [{ eval_id: 'greet', criterion: 'tone', agreement: 0.5, votes: '2/4' }],
    });
  });
});

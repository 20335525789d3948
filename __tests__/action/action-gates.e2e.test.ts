import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli } from '../test-support/run-cli.js';
import { writeFiles } from '../test-support/temp-repo.js';
import { pullRequestStep, withActionFakes, type ActionFakes } from './action-harness.js';

/**
 * The gates count every case, and both doors decide alike: an agent (a real child process) that
 * crashes on 9 of 10 cases fails `min-score` and `fail-on-regression` in the Action and in
 * `agentv eval`, with the same reasons, from the same records.
 */
const IDS = Array.from({ length: 10 }, (_, i) => `case-${i}`);
const AGENT = `import { writeFileSync } from 'node:fs';
const prompt = process.argv[2] ?? '';
if (/crash/.test(prompt)) { console.error('Connection error.'); process.exit(1); }
writeFileSync(process.argv[3], 'The capital of France is Paris.');
`;
const suite = () =>
  ['name: gates', 'execution:', '  target: agent', 'tests:']
    .concat(
      IDS.flatMap((id, i) => [
        `  - id: ${id}`,
        '    criteria: Names Paris',
        `    input: ${i === 0 ? 'What is the capital of France?' : 'Please crash now.'}`,
        '    assertions:',
        '      - type: contains',
        '        value: Paris',
      ]),
    )
    .join('\n');

let fakes: ActionFakes;
let dir: string;
withActionFakes('agentv-gates-', async (made) => {
  fakes = made;
  dir = made.dir;
  await mkdir(join(dir, '.git'));
  await writeFiles(dir, {
    'agent.mjs': AGENT,
    'evals/gates.eval.yaml': `${suite()}\n`,
    '.agentv/targets.yaml':
      'targets:\n  - name: agent\n    provider: cli\n    command: node agent.mjs {PROMPT} {OUTPUT_FILE}\n    cwd: ' +
      '..\n    max_retries: 0\n',
    // The base branch's run, where every case passed.
    'base.jsonl': IDS.map((id) => `${JSON.stringify({ eval_id: id, score: 1 })}\n`).join(''),
  });
});

const action = (values: Record<string, string>) => pullRequestStep(fakes, { paths: 'evals', ...values });

const MEAN = 'mean score 0.100 (9 errored case(s) count as 0) is below min-score 0.5';
const BROKEN = '9 case(s) passed on the base and error now: case-1, case-2, case-3, case-4, case-5 and 4 more';

describe('gates count every case, in the Action and in the CLI alike', () => {
  it('min-score: 9 crashed cases of 10 count as 0', async () => {
    const run = await action({ 'min-score': '0.5' });
    expect(run.stdout).toContain(`::error::AgentV gate failed: ${MEAN}`);
    expect(run.code).toBe(1);
    const cli = await runCli(['eval', join(dir, 'evals'), '--out', join(dir, 'cli.jsonl'), '--min-score', '0.5']);
    expect(cli.stderr).toContain(`gate failed: ${MEAN}`);
    expect(cli.code).toBe(1);
  });

  it('fail-on-regression: a case that passed on the base and errors now is a regression', async () => {
    const run = await action({ baseline: 'base.jsonl', 'fail-on-regression': 'true' });
    expect(run.stdout).toContain(`::error::AgentV gate failed: ${BROKEN}`);
    expect(run.code).toBe(1);
    const cli = await runCli([
      'eval',
      join(dir, 'evals'),
      '--out',
      join(dir, 'cli.jsonl'),
      '--baseline',
      join(dir, 'base.jsonl'),
      '--fail-on-regression',
    ]);
    expect(cli.stderr).toContain(`gate failed: ${BROKEN}`);
    expect(cli.code).toBe(1);
  });
});

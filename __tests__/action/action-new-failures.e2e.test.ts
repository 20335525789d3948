import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli } from '../test-support/run-cli.js';
import { writeFiles } from '../test-support/temp-repo.js';
import { PR_NUMBER, pullRequestStep, withActionFakes, type ActionFakes } from './action-harness.js';

/**
 * A baseline/head pair where one case newly fails and another already failed: fail-on-new-failures
 * fails the run on the first only, in the Action (the bundle, against the fake GitHub) and in
 * `agentv eval`, and both list the newly failing case first, with its check and answer.
 */
const AGENT = `import { writeFileSync } from 'node:fs';
const prompt = process.argv[2] ?? '';
writeFileSync(process.argv[3], /France/.test(prompt) ? 'The capital of France is Paris.' : 'I think it is Lyon.');
`;
const test = (id: string, country: string, city: string) => [
  `  - id: ${id}`,
  `    criteria: Names ${city}`,
  `    input: What is the capital of ${country}?`,
  '    assertions:',
  '      - type: contains',
  `        value: ${city}`,
];
const SUITE = [
  'name: capitals',
  'execution:',
  '  target: agent',
  'tests:',
  ...test('kept', 'France', 'Paris'),
  ...test('broke', 'Italy', 'Rome'),
  ...test('already', 'Spain', 'Madrid'),
].join('\n');
/** The base: kept and broke passed, already failed. */
const BASE = [
  { eval_id: 'kept', score: 1 },
  { eval_id: 'broke', score: 1 },
  { eval_id: 'already', score: 0 },
];

let fakes: ActionFakes;
let dir: string;
withActionFakes('agentv-new-failures-', async (made) => {
  fakes = made;
  dir = made.dir;
  await mkdir(join(dir, '.git'));
  await writeFiles(dir, {
    'agent.mjs': AGENT,
    'evals/capitals.eval.yaml': `${SUITE}\n`,
    '.agentv/targets.yaml':
      'targets:\n  - name: agent\n    provider: cli\n    command: node agent.mjs {PROMPT} {OUTPUT_FILE}\n    cwd: ' +
      '..\n    max_retries: 0\n',
    'base.jsonl': BASE.map((r) => `${JSON.stringify(r)}\n`).join(''),
  });
});

const GATE = '1 case(s) passed on the base and fail now: broke';

describe('fail-on-new-failures', () => {
  it(
    'the Action fails on the case that passed on the base, lists it first with its check and answer, and the ' +
      'already failing one apart',
    async () => {
      const run = await pullRequestStep(fakes, {
        paths: 'evals',
        baseline: 'base.jsonl',
        'fail-on-new-failures': 'true',
      });
      expect(run.stdout).toContain(`::error::AgentV gate failed: ${GATE}`);
      expect(run.stdout).not.toContain('already');
      expect(run.code).toBe(1);
      const body = fakes.github.comments.get(PR_NUMBER)?.[0]?.body ?? '';
      const newly = body.indexOf('#### ❌ Newly failing: 1 case(s) that passed on the baseline (fail-on-new-failures)');
      expect(newly).toBeGreaterThan(0);
      // First of the sections, before the headline's sections and the still failing list.
      expect(
        body.indexOf('Still failing: 1 case(s) that failed on the baseline too (they do not fail the run)'),
      ).toBeGreaterThan(newly);
      expect(body.slice(newly)).toMatch(
        /\| broke \| 0\.000 \| contains-Rome \| Output does not contain \\?"Rome\\?" \| I think it is Lyon\. \|/,
      );
      expect(body.slice(body.indexOf('Still failing'))).toMatch(/\| already \| 0\.000 \|/);
      expect(body.indexOf('Mean score')).toBeLessThan(newly);
    },
  );

  it('the Action without the input lists the same cases and passes', async () => {
    const run = await pullRequestStep(fakes, { paths: 'evals', baseline: 'base.jsonl' });
    expect(run.code).toBe(0);
    expect(fakes.github.comments.get(PR_NUMBER)?.[0]?.body).toContain(
      '#### ❌ Newly failing: 1 case(s) that passed on the baseline\n',
    );
  });

  it('agentv eval --fail-on-new-failures exits 1 on the newly failing case only, and needs --baseline', async () => {
    const cli = await runCli([
      'eval',
      join(dir, 'evals'),
      '--out',
      join(dir, 'cli.jsonl'),
      '--baseline',
      join(dir, 'base.jsonl'),
      '--fail-on-new-failures',
    ]);
    expect(cli.stdout).toContain('New failures against the baseline: 1 newly failing, 1 still failing');
    expect(cli.stdout).toMatch(
      /✗ broke: score 0\.000, check contains-Rome: Output does not contain "Rome"\n\s+answer: I think it is Lyon\./,
    );
    expect(cli.stdout).toContain('· already: score 0.000');
    expect(cli.stderr).toContain(`gate failed: ${GATE}`);
    expect(cli.code).toBe(1);
    // Without the newly failing case the run passes, although a case still fails.
    await writeFile(
      join(dir, 'base.jsonl'),
      BASE.map((r) => `${JSON.stringify(r.eval_id === 'broke' ? { ...r, score: 0 } : r)}\n`).join(''),
    );
    const still = await runCli([
      'eval',
      join(dir, 'evals'),
      '--out',
      join(dir, 'cli2.jsonl'),
      '--baseline',
      join(dir, 'base.jsonl'),
      '--fail-on-new-failures',
    ]);
    expect(still.stdout).toContain('0 newly failing, 2 still failing');
    expect(still.code).toBe(0);
    const bad = await runCli(['eval', join(dir, 'evals'), '--fail-on-new-failures']);
    expect(bad.stderr).toContain('--fail-on-new-failures needs results to compare with');
    expect(bad.code).toBe(2);
  });
});

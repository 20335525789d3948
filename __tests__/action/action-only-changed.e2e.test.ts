import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fakeRuntimeToken,
  startFakeArtifactService,
  type FakeArtifactService,
} from '../../test-support/fake-artifact-service.mjs';
import { startFakeGithubApi, type FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import { BUNDLE, PR_NUMBER, inputs, pullRequestEvent, runBundle, runnerEnv } from './action-harness.js';

let dir: string;
let github: FakeGithubApi;
let results: FakeArtifactService;

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`);
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentv-action-changed-'));
  results = await startFakeArtifactService();
  github = await startFakeGithubApi();
});
afterEach(async () => {
  await github.close();
  await results.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * `evals/<name>.test.yaml`: three cases the mock answers by echoing the input, judged by word
 * overlap with the expected outcome; `good` makes them pass. Alpha's first case reads a file.
 */
async function writeSuites(good: boolean): Promise<void> {
  await mkdir(join(dir, 'evals', 'context'), { recursive: true });
  await writeFile(join(dir, 'evals', 'context', 'alpha.md'), 'alpha context\n');
  for (const name of ['alpha', 'bravo']) {
    const cases = [1, 2, 3].map((n) => {
      const expected = `${name} case ${n} works fine with lemon tea`;
      const content = good ? expected : 'unrelated words only';
      return {
        id: `${name}-${n}`,
        expected_outcome: expected,
        input_messages: [
          {
            role: 'user',
            content:
              name === 'alpha' && n === 1
                ? [
                    { type: 'text', value: content },
                    { type: 'file', value: 'context/alpha.md' },
                  ]
                : content,
          },
        ],
      };
    });
    await writeFile(
      join(dir, 'evals', `${name}.test.yaml`),
      JSON.stringify({ dataset: name, evalcases: cases }, null, 2),
    );
  }
}

async function step(values: Record<string, string>, eventName = 'pull_request') {
  const env = await runnerEnv({
    dir,
    eventName,
    event: eventName === 'push' ? { ref: 'refs/heads/main', after: 'a'.repeat(40) } : pullRequestEvent(),
    apiUrl: github.url,
    resultsUrl: results.url,
    runtimeToken: fakeRuntimeToken('run-backend-1', 'job-backend-1'),
  });
  return runBundle(dir, { ...env, ...inputs({ paths: 'evals', 'dry-run': 'true', ...values }) });
}

const comment = () => github.comments.get(PR_NUMBER)?.[0]?.body ?? '';

describe('only-changed: true', () => {
  it('runs the suites whose files changed, carries the others ' +
    'from the baseline, and force runs everything', async () => {
    // The base: both suites answered badly.
    await writeSuites(false);
    const base = await step({}, 'push');
    expect(base.code).toBe(0);
    await copyFile(base.outputs['results-path'] ?? '', join(dir, 'base.jsonl'));

    // The pull request fixes both suites on disk, but only alpha's referenced file changed.
    await writeSuites(true);
    github.pullFiles.set(PR_NUMBER, [
      { filename: 'evals/context/alpha.md' },
      { filename: 'docs/notes.md', status: 'added' },
    ]);
    const run = await step({ 'only-changed': 'true', baseline: 'base.jsonl' });
    expect(run.code).toBe(0);
    expect(github.requests.some((r) => r.path === `/repos/acme/widgets/pulls/${PR_NUMBER}/files`)).toBe(true);
    expect(run.outputs.total).toBe('6');
    expect(run.outputs.carried).toBe('3');
    const records = (await readFile(run.outputs['results-path'] ?? '', 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const alpha = records.filter((r) => r.dataset === 'alpha');
    const bravo = records.filter((r) => r.dataset === 'bravo');
    expect(alpha.every((r) => r.carried === undefined && r.score > 0.8)).toBe(true);
    // Bravo was not run again: its records are the base's, bad scores and all.
    expect(bravo.every((r) => r.carried === true && r.score < 0.5)).toBe(true);
    expect(comment()).toContain('↪ 3 carried');
    expect(comment()).toContain('#### ↪ Carried from the baseline (1 suite(s))');
    expect(comment()).toContain('| evals/bravo.test.yaml | bravo | 3 |');
    expect(run.stdout).toContain(
      'only-changed: 1 suite(s) unchanged against the base, their results carried: evals/bravo.test.yaml',
    );

    // force: true runs both suites whatever changed.
    const forced = await step({ 'only-changed': 'true', force: 'true', baseline: 'base.jsonl' });
    expect(forced.code).toBe(0);
    expect(forced.outputs.carried).toBe('0');
    expect(Number(forced.outputs['mean-score'])).toBeGreaterThan(0.8);
    expect(comment()).toContain('only-changed: every suite ran (force: true).');
    expect(comment()).not.toContain('Carried from the baseline');
  }, 120_000);

  it('a pull request that changes only the program a cli target runs ' +
    'runs that suite; a module it imports does too', async () => {
    // One suite answered by an agent of the repository, one by a model API.
    const suite = (name: string) =>
      JSON.stringify({
        dataset: name,
        evalcases: [
          { id: `${name}-1`, expected_outcome: 'lemon tea', input_messages: [{ role: 'user', content: 'lemon tea' }] },
        ],
      });
    await mkdir(join(dir, 'evals', 'agentic'), { recursive: true });
    await mkdir(join(dir, 'evals', 'chat'), { recursive: true });
    await mkdir(join(dir, 'agent'), { recursive: true });
    await writeFile(
      join(dir, 'agent', 'run.mjs'),
      "import { reply } from './reply.mjs';\nprocess.stdout.write(reply(process.argv[2]));\n",
    );
    await writeFile(join(dir, 'agent', 'reply.mjs'), 'export const reply = (q) => q;\n');
    await writeFile(
      join(dir, 'evals', 'agentic', 'targets.yaml'),
      JSON.stringify({
        targets: [{ name: 'default', provider: 'cli', command_template: 'node ../../agent/run.mjs {PROMPT}' }],
      }),
    );
    await writeFile(join(dir, 'evals', 'agentic', 'agentic.test.yaml'), suite('agentic'));
    await writeFile(
      join(dir, 'evals', 'chat', 'targets.yaml'),
      JSON.stringify({
        targets: [{ name: 'default', provider: 'openai', model: 'house-model', api_key: 'sk-not-used' }],
      }),
    );
    await writeFile(join(dir, 'evals', 'chat', 'chat.test.yaml'), suite('chat'));
    const base = await step({}, 'push');
    expect(base.code).toBe(0);
    await copyFile(base.outputs['results-path'] ?? '', join(dir, 'base.jsonl'));

    for (const changed of ['agent/run.mjs', 'agent/reply.mjs']) {
      github.pullFiles.set(PR_NUMBER, [{ filename: changed }]);
      const run = await step({ 'only-changed': 'true', baseline: 'base.jsonl' });
      expect(run.code).toBe(0);
      const records = (await readFile(run.outputs['results-path'] ?? '', 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(records.map((r) => [r.dataset, r.carried ?? false]).sort()).toEqual([
        ['agentic', false],
        ['chat', true],
      ]);
    }
    // The imported module is named nowhere: the comment says why the agent's suite ran.
    expect(comment()).toContain('may change what a suite runs, so 1 suite(s) that run a program ran too');
  }, 120_000);
});

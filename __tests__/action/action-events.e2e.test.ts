import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fakeRuntimeToken, type FakeArtifactService } from '../../test-support/fake-artifact-service.mjs';
import type { FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import {
  PR_NUMBER,
  REPO,
  inputs,
  pullRequestEvent,
  runBundle,
  runnerEnv,
  writeSuite,
  withActionFakes,
} from './action-harness.js';

let dir: string;
let github: FakeGithubApi;
let artifacts: FakeArtifactService;

withActionFakes('agentv-action-events-', async (fakes) => {
  ({ dir, github, artifacts } = fakes);
  await writeSuite(dir, [{ id: 'one', input: 'lemon tea', expected: 'lemon tea' }]);
});

async function step(
  eventName: string,
  event: object,
  values: Record<string, string>,
  extraEnv: Record<string, string> = {},
) {
  const env = await runnerEnv({
    dir,
    eventName,
    event,
    apiUrl: github.url,
    resultsUrl: artifacts.url,
    runtimeToken: fakeRuntimeToken('run-backend-1', 'job-backend-1'),
  });
  return runBundle(dir, { ...env, ...extraEnv, ...inputs({ paths: 'evals', ...values }) });
}

describe('a pull request from a fork, which GitHub gives no secrets', () => {
  // The target needs a key; the fork's run has none (an unset secret reads as an empty string).
  const NO_KEY = { OPENAI_API_KEY: '' };
  beforeEach(() =>
    writeFile(
      join(dir, 'targets.yaml'),
      [
        'targets:',
        '  - name: default',
        '    provider: openai',
        '    base_url: http://127.0.0.1:9/v1',
        '    api_key: ${{ OPENAI_API_KEY }}',
        '    model: house-model',
        '',
      ].join('\n'),
    ),
  );

  it('by default replays the response cache instead of failing on the missing key, and says so', async () => {
    const run = await step('pull_request', pullRequestEvent({ fork: true }), { 'dry-run': 'false' }, NO_KEY);
    expect(run.code).toBe(0);
    expect(run.summary).toContain(
      'Replayed from the response cache: a pull request from a fork gets no secrets, and the targets need ' +
        'OPENAI\\_API\\_KEY',
    );
    expect(run.outputs.skipped).toBe('1');
    expect(run.outputs.errors).toBe('0');
    expect(run.stdout).not.toContain('needs environment variable');
  });

  it('fork-without-secrets: skip evaluates nothing, says so in one line and does not fail the step', async () => {
    const run = await step(
      'pull_request',
      pullRequestEvent({ fork: true }),
      { 'dry-run': 'false', 'fork-without-secrets': 'skip', 'min-score': '0.9' },
      NO_KEY,
    );
    expect(run.code).toBe(0);
    expect(run.summary).toContain(
      '> ℹ️ Not evaluated: a pull request from a fork gets no secrets, and the targets need OPENAI\\_API\\_KEY ' +
        '(fork-without-secrets: skip).',
    );
    expect(run.outputs.total).toBe('0');
  });

  it('fork-without-secrets: fail runs as before and fails on the missing key', async () => {
    const run = await step(
      'pull_request',
      pullRequestEvent({ fork: true }),
      { 'dry-run': 'false', 'fork-without-secrets': 'fail' },
      NO_KEY,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('needs environment variable(s) that are not set: OPENAI_API_KEY');
  });

  it('a pull request from the same repository is not affected', async () => {
    const run = await step('pull_request', pullRequestEvent(), { 'dry-run': 'false' }, NO_KEY);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('needs environment variable(s) that are not set: OPENAI_API_KEY');
  });
});

describe('pull_request_target, which checks out the base branch unless told otherwise', () => {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
  const head = () => {
    git('init', '-q');
    git('commit', '-q', '--allow-empty', '-m', 'checked out');
    return git('rev-parse', 'HEAD');
  };
  const targetEvent = (headSha: string) => {
    const event = pullRequestEvent({ fork: true }) as { pull_request: { head: { sha: string } } };
    return {
      ...event,
      action: 'opened',
      pull_request: { ...event.pull_request, head: { ...event.pull_request.head, sha: headSha } },
    };
  };
  const comment = () => github.comments.get(PR_NUMBER)?.at(-1)?.body ?? '';

  // A fork's pull request gets the comment too.
  it("names the commit evaluated and warns that it is not the pull request's head", async () => {
    const sha = head();
    const run = await step('pull_request_target', targetEvent('c'.repeat(40)), { 'dry-run': 'true' });
    expect(run.code).toBe(0);
    expect(comment()).toContain(
      `> ⚠️ **This run evaluated commit ${sha}, not the pull request's head ${'c'.repeat(40)}: a ` +
        `pull_request_target workflow checks out the base branch unless it checks out the head, so these results ` +
        `show the base's code.**`,
    );
    expect(comment()).toContain(`· evaluated ${sha} ·`);
    expect(run.stdout).toContain(`::warning::This run evaluated commit ${sha}`);
  });

  it('a checkout of the head is named without a warning', async () => {
    const sha = head();
    const run = await step('pull_request_target', targetEvent(sha), { 'dry-run': 'true' });
    expect(run.code).toBe(0);
    expect(comment()).toContain(`· evaluated ${sha} ·`);
    expect(comment()).not.toContain('⚠️ **This run evaluated');
    expect(
      github.requests.some((r) => r.method === 'POST' && r.path === `/repos/${REPO}/issues/${PR_NUMBER}/comments`),
    ).toBe(true);
  });
});

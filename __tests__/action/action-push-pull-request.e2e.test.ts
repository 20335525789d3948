import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeGithubApi, type FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import { BUNDLE, REPO, inputs, runBundle, runnerEnv, writeSuite, type SuiteCase } from './action-harness.js';

const SHA = 'e'.repeat(40);
const CASES: SuiteCase[] = ['alpha', 'bravo'].map((id) => ({ id, input: `${id} works`, expected: `${id} works` }));

let dir: string;
let github: FakeGithubApi;

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`);
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentv-action-push-'));
  github = await startFakeGithubApi();
  // The pushed commit is associated with an open pull request of this repository (#12), a closed
  // one (#5) and an open one from a fork (#9): only #12 is ours to update.
  github.pulls.push(
    { number: 5, state: 'closed', headSha: SHA, headRef: 'old', baseRef: 'main', headRepository: REPO },
    { number: 9, state: 'open', headSha: SHA, headRef: 'feature', baseRef: 'main', headRepository: 'forker/widgets' },
    { number: 12, state: 'open', headSha: SHA, headRef: 'feature', baseRef: 'release', headRepository: REPO },
  );
});
afterEach(async () => {
  await github.close();
  await rm(dir, { recursive: true, force: true });
});

async function push(values: Record<string, string>) {
  const env = await runnerEnv({
    dir,
    eventName: 'push',
    event: { ref: 'refs/heads/feature', after: SHA },
    apiUrl: github.url,
  });
  return runBundle(dir, { ...env, GITHUB_SHA: SHA, ...inputs({ paths: 'evals', 'dry-run': 'true', ...values }) });
}

describe('a push run reaches its pull request (comment-on-push)', () => {
  it('updates the comment of the open pull request whose head is the pushed commit, against its base', async () => {
    await writeSuite(dir, CASES);
    const run = await push({});
    expect(run.code).toBe(0);
    expect(github.requests.some((r) => r.method === 'GET' && r.path === `/repos/${REPO}/commits/${SHA}/pulls`)).toBe(
      true,
    );
    expect([...github.comments.keys()].filter((n) => (github.comments.get(n) ?? []).length > 0)).toEqual([12]);
    const body = github.comments.get(12)?.[0]?.body ?? '';
    expect(body).toContain('### AgentV evaluation');
    expect(run.outputs['comment-url']).toBe(github.comments.get(12)?.[0]?.html_url);
    // The pull request's base branch is where the baseline is looked for.
    expect(body).toContain('no push/schedule/workflow\\_dispatch run of evals.yml on release');
    expect(run.stdout).toContain(`commit ${SHA.slice(0, 7)} is the head of pull request #12`);
  });

  it('comment-on-push: false keeps a push run to the job summary', async () => {
    await writeSuite(dir, CASES);
    const run = await push({ 'comment-on-push': 'false' });
    expect(run.code).toBe(0);
    expect(github.requests.some((r) => r.path.includes('/pulls'))).toBe(false);
    expect(github.requests.some((r) => r.path.includes('/comments'))).toBe(false);
    expect(run.summary).toContain('compares pull requests only');
  });
});

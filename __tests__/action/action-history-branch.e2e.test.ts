import { gunzipSync } from 'node:zlib';
import type { FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import {
  PR_NUMBER,
  REPO,
  inputs,
  pullRequestEvent,
  runBundle,
  runnerEnv,
  writeSuite,
  GOOD_CASES,
  WEAK_CASES,
  withActionFakes,
} from './action-harness.js';

/**
 * `history-branch` through the bundled Action against the fake GitHub, with no artifact service at
 * all: push runs on main commit their results to the branch (two finishing together both land), and
 * a pull request then reads its baseline and trend from the branch alone, writing nothing.
 */
const BRANCH = 'agentv-history';
const SUITE = 'agentv-results-default';
const SHA = (digit: string) => digit.repeat(40);

let dir: string;
let github: FakeGithubApi;
withActionFakes('agentv-history-branch-', (fakes) => {
  ({ dir, github } = fakes);
});

/** A step of run `runId` on commit `sha`: a push to main, or the pull request; no artifact service. */
async function step(runId: number, sha: string, eventName: 'push' | 'pull_request') {
  const event =
    eventName === 'push'
      ? { ref: 'refs/heads/main', after: sha, repository: { full_name: REPO, default_branch: 'main' } }
      : pullRequestEvent();
  const env = await runnerEnv({ dir, eventName, event, apiUrl: github.url });
  return runBundle(dir, {
    ...env,
    GITHUB_RUN_ID: String(runId),
    GITHUB_SHA: sha,
    GITHUB_REF: eventName === 'push' ? 'refs/heads/main' : `refs/pull/${PR_NUMBER}/merge`,
    ...inputs({ paths: 'evals', 'dry-run': 'true', 'history-branch': BRANCH }),
  });
}

const gitWrites = () => github.requests.filter((r) => r.path.includes('/git/') && r.method !== 'GET');

describe('history-branch', () => {
  it('is written by push runs (two at once both land) and read by a pull request with no artifact', async () => {
    // 1. The first push run on main creates the branch with its run.
    await writeSuite(dir, WEAK_CASES);
    const first = await step(601, SHA('1'), 'push');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      new RegExp(`history-branch: run 601 of ${SUITE} started branch ${BRANCH} \\(commit [0-9a-f]{7}\\)`),
    );
    const files = github.git.filesOf(BRANCH);
    expect([...files.keys()].sort()).toEqual([
      `${SUITE}/index.json`,
      `${SUITE}/runs/601/records.jsonl.gz`,
      `${SUITE}/runs/601/summary.json`,
      'index.html',
    ]);
    const records = gunzipSync(files.get(`${SUITE}/runs/601/records.jsonl.gz`) ?? Buffer.alloc(0))
      .toString()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(records.map((r) => r.eval_id).sort()).toEqual(['alpha', 'bravo', 'charlie']);
    expect(JSON.parse(files.get(`${SUITE}/runs/601/summary.json`)?.toString() ?? '')).toHaveProperty(
      'statistics.total',
      3,
    );

    // 2. Two push runs finish together: the fake holds both branch updates until both have come,
    //    so the second is not a fast forward; it reads the branch again and lands on top.
    await writeSuite(dir, GOOD_CASES);
    github.git.holdRefWrites(2);
    const [a, b] = await Promise.all([step(602, SHA('2'), 'push'), step(603, SHA('3'), 'push')]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(`${a.stdout}${b.stdout}`).toMatch(/after 2 attempts: other runs moved the branch/);
    const index = JSON.parse(github.git.filesOf(BRANCH).get(`${SUITE}/index.json`)?.toString() ?? '');
    expect(index.runs.map((r: { run_id: string }) => r.run_id).sort()).toEqual(['601', '602', '603']);
    expect(github.git.historyOf(BRANCH)).toHaveLength(3);

    // 3. The pull request finds no artifact anywhere: its baseline and trend come from the branch.
    github.requests.length = 0;
    const pr = await step(4242, SHA('f'), 'pull_request');
    expect(pr.code).toBe(0);
    const body = github.comments.get(PR_NUMBER)?.[0]?.body ?? '';
    const newest = index.runs.at(-1) as { run_id: string; sha: string };
    expect(body).toContain(
      `main at [\`${newest.sha.slice(0, 7)}\`](https://github.com/${REPO}/commit/${newest.sha}) ` +
        `([run ${newest.run_id}](https://github.com/${REPO}/actions/runs/${newest.run_id}),`,
    );
    expect(body).toContain(`from branch \`${BRANCH}\`)`);
    expect(body).toContain('#### Trend of main: its last 3 run(s), then this pull request');
    expect(github.requests.filter((r) => r.path.includes('/actions/'))).toEqual([]);
    // A pull request only reads the branch.
    expect(gitWrites()).toEqual([]);
    expect(github.git.historyOf(BRANCH)).toHaveLength(3);
  });
});

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeRuntimeToken, type FakeArtifactService } from '../../test-support/fake-artifact-service.mjs';
import type { FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import {
  PR_NUMBER,
  inputs,
  pullRequestEvent,
  runBundle,
  runnerEnv,
  writeSuite,
  type SuiteCase,
  withActionFakes,
} from './action-harness.js';

/**
 * The base branch's trend travels in the results artifact: each push run on main reads the history
 * the previous run uploaded and uploads it forward with its own point; a pull request shows the
 * base's last runs and itself last. The bundled Action against the fake GitHub and artifact service.
 */
const GOOD: SuiteCase[] = ['alpha', 'bravo', 'charlie'].map((id) => ({
  id,
  input: `${id} works fine with lemon tea`,
  expected: `${id} works fine with lemon tea`,
}));
const WEAK: SuiteCase[] = GOOD.map((c) => ({ ...c, input: 'unrelated words only' }));

let dir: string;
let github: FakeGithubApi;
let artifacts: FakeArtifactService;
withActionFakes('agentv-trend-', (fakes) => {
  ({ dir, github, artifacts } = fakes);
});

/** One step of a run `runId` on commit `sha`: a push to main, or the pull request. */
async function step(
  runId: number,
  sha: string,
  eventName: 'push' | 'pull_request',
  values: Record<string, string> = {},
) {
  const env = await runnerEnv({
    dir,
    eventName,
    event: eventName === 'push' ? { ref: 'refs/heads/main', after: sha } : pullRequestEvent(),
    apiUrl: github.url,
    resultsUrl: artifacts.url,
    runtimeToken: fakeRuntimeToken(`run-backend-${runId}`, 'job-backend-1'),
  });
  return runBundle(dir, {
    ...env,
    GITHUB_RUN_ID: String(runId),
    GITHUB_SHA: sha,
    GITHUB_REF: eventName === 'push' ? 'refs/heads/main' : `refs/pull/${PR_NUMBER}/merge`,
    ...inputs({ paths: 'evals', 'dry-run': 'true', ...values }),
  });
}

/** The history file inside the artifact the last step uploaded. */
function uploadedHistory(): { runs: Array<{ run_id: number; sha: string; mean_score: number; recorded_at: string }> } {
  const zip = artifacts.artifacts.at(-1)?.zip ?? Buffer.alloc(0);
  const file = join(dir, 'check.zip');
  writeFileSync(file, zip);
  const name = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' })
    .split('\n')
    .find((n) => n.endsWith('.history.json'));
  if (!name) throw new Error('no history file in the artifact');
  return JSON.parse(execFileSync('unzip', ['-p', file, name], { encoding: 'utf8' }));
}

/** Registers the last uploaded artifact as the one of base-branch run `id`, made `daysAgo`. */
function publish(id: number, sha: string, daysAgo: number) {
  github.addRun({ id, head_sha: sha, created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString() });
  github.addArtifact({
    runId: id,
    name: 'agentv-results-default',
    zip: artifacts.artifacts.at(-1)?.zip ?? Buffer.alloc(0),
  });
}

const SHA = (digit: string) => digit.repeat(40);

describe('the base branch trend', () => {
  it('is written forward by each push run, skips runs that uploaded ' +
    'nothing, and is drawn in the pull request', async () => {
    // 1. The first push run on main starts the history with its own point.
    await writeSuite(dir, WEAK);
    const first = await step(601, SHA('1'), 'push');
    expect(first.code).toBe(0);
    expect(uploadedHistory().runs.map((r) => [r.run_id, r.sha])).toEqual([[601, SHA('1')]]);
    publish(601, SHA('1'), 3);

    // 2. The next push run reads it from run 601's artifact and adds its own.
    await writeSuite(dir, GOOD);
    const second = await step(602, SHA('2'), 'push');
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/trend: 2 run\(s\) of main in .*\.history\.json, uploaded with the results/);
    const history = uploadedHistory().runs;
    expect(history.map((r) => r.run_id)).toEqual([601, 602]);
    expect(history[0]!.mean_score).toBeLessThan(history[1]!.mean_score);
    expect(second.summary).toContain('#### Trend of main: its last 1 run(s), then this run');
    publish(602, SHA('2'), 2);
    // A newer run that uploaded nothing is passed over.
    github.addRun({ id: 603, head_sha: SHA('3'), created_at: new Date(Date.now() - 86_400_000).toISOString() });

    // 3. The pull request downloads run 602's artifact once and shows main's two runs, then itself.
    const pr = await step(4242, 'f'.repeat(40), 'pull_request');
    expect(pr.code).toBe(0);
    const body = github.comments.get(PR_NUMBER)?.[0]?.body ?? '';
    expect(body).toContain('#### Trend of main: its last 2 run(s), then this pull request');
    const [low, high] = history.map((r) => r.mean_score.toFixed(2));
    expect(body).toMatch(new RegExp(`Mean score \`[▁-█]{3}\` \\(${low}, ${high}, ${high}\\)`));
    expect(body).toContain(`| [601](https://github.com/acme/widgets/actions/runs/601) | \`1111111\` |`);
    expect(body).toContain(`| [602](https://github.com/acme/widgets/actions/runs/602) | \`2222222\` |`);
    expect(body).toMatch(/\| \*\*this pull request\*\* \| `fffffff` \| /);
    expect(body.indexOf('[601]')).toBeLessThan(body.indexOf('[602]'));
    expect(github.requests.filter((r) => r.path.endsWith('/zip')).map((r) => r.path)).toEqual([
      // run 602 read 601's history; the pull request read 602's artifact (baseline and history in one download).
      expect.stringMatching(/artifacts\/\d+\/zip$/),
      expect.stringMatching(/artifacts\/\d+\/zip$/),
    ]);
    // A pull request's artifact carries no history: only base-branch runs write it.
    expect(() => uploadedHistory()).toThrow('no history file in the artifact');

    // trend-runs bounds the points shown; 0 shows none.
    const one = await step(4243, 'e'.repeat(40), 'pull_request', { 'trend-runs': '1' });
    expect(one.code).toBe(0);
    const latest = (github.comments.get(PR_NUMBER) ?? [])[0]?.body ?? '';
    expect(latest).toContain('its last 1 run(s), then this pull request');
    expect(latest).not.toContain('[601]');
    const none = await step(4244, 'd'.repeat(40), 'pull_request', { 'trend-runs': '0' });
    expect(none.code).toBe(0);
    expect((github.comments.get(PR_NUMBER) ?? [])[0]?.body).not.toContain('Trend of');
  }, 120_000);
});

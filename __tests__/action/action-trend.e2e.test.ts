import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The files of the artifact the last step uploaded, by name. */
function artifactFiles(): [string, string][] {
  const zip = artifacts.artifacts.at(-1)?.zip ?? Buffer.alloc(0);
  const file = join(dir, 'check.zip');
  writeFileSync(file, zip);
  return execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' })
    .split('\n')
    .filter((name) => name !== '')
    .map((name) => [name, execFileSync('unzip', ['-p', file, name], { encoding: 'utf8' })]);
}

/** The history file inside the artifact the last step uploaded. */
function uploadedHistory(): { runs: Array<{ run_id: number; sha: string; mean_score: number; recorded_at: string }> } {
  const history = artifactFiles().find(([name]) => name.endsWith('.history.json'));
  if (!history) throw new Error('no history file in the artifact');
  return JSON.parse(history[1]);
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

/**
 * The last uploaded artifact with its history's points replaced by `runs`, zipped again: what a
 * base-branch run that wrote a hand-made (or hostile) history file would have uploaded.
 */
function withHistory(runs: unknown[]): Buffer {
  const folder = join(dir, `rezip-${Date.now()}`);
  mkdirSync(folder);
  const file = join(folder, 'original.zip');
  writeFileSync(file, artifacts.artifacts.at(-1)?.zip ?? Buffer.alloc(0));
  execFileSync('unzip', ['-q', file, '-d', join(folder, 'files')]);
  const name = readdirSync(join(folder, 'files')).find((n) => n.endsWith('.history.json'));
  if (!name) throw new Error('no history file in the artifact');
  writeFileSync(join(folder, 'files', name), JSON.stringify({ version: 1, runs }));
  execFileSync('zip', ['-q', '-r', join(folder, 'edited.zip'), '.'], { cwd: join(folder, 'files') });
  return readFileSync(join(folder, 'edited.zip'));
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

  it('reads only ISO 8601 times from a history file: markup in a date never reaches the comment', async () => {
    await writeSuite(dir, GOOD);
    expect((await step(611, SHA('1'), 'push')).code).toBe(0);
    const point = { run_attempt: 1, mean_score: 0.5, pass_rate: 0.5, cost_usd: null, cases: 3 };
    // Both dates are read by V8's Date.parse; neither is ISO 8601.
    const hostile = [
      { ...point, run_id: 608, sha: SHA('8'), recorded_at: '<img src=https://tracker.example/p.gif> 2024-01-01' },
      {
        ...point,
        run_id: 609,
        sha: SHA('9'),
        recorded_at: 'Jan 2 2024 (![b](https://tracker.example/b.png) @octocat </details> | x)',
      },
    ];
    for (const entry of hostile) expect(Number.isFinite(Date.parse(entry.recorded_at))).toBe(true);
    const good = { ...point, run_id: 610, sha: SHA('a'), recorded_at: '2024-01-03T04:05:06.789Z' };
    github.addRun({ id: 611, head_sha: SHA('1'), created_at: new Date().toISOString() });
    github.addArtifact({ runId: 611, name: 'agentv-results-default', zip: withHistory([...hostile, good]) });

    const pr = await step(4250, 'f'.repeat(40), 'pull_request', { report: 'true' });
    expect(pr.code).toBe(0);
    expect(pr.stdout).toMatch(/2 entr\(ies\) of history .* are not trend points and were left out/);
    const body = github.comments.get(PR_NUMBER)?.[0]?.body ?? '';
    expect(body).toContain('#### Trend of main: its last 1 run(s), then this pull request');
    expect(body).toContain(
      '| [610](https://github.com/acme/widgets/actions/runs/610) | `aaaaaaa` | 2024-01-03T04:05:06Z |',
    );
    for (const text of [body, pr.summary]) {
      expect(text).not.toMatch(/<img|tracker\.example|@octocat|!\[b\]|\| x\)|\[60[89]\]/);
      // The trend's one <details> block is closed once, by its own line.
      expect(text.match(/<\/details>/g)?.length).toBe(text.match(/<details>/g)?.length);
    }
    // The HTML report inside the pull request's artifact draws the same trend, without them.
    const report = artifactFiles().find(([name]) => name.endsWith('.html'))?.[1] ?? '';
    expect(report).toContain('2024-01-03T04:05:06.789Z');
    expect(report).not.toMatch(/tracker\.example|octocat/);
  }, 120_000);
});

import { createGithubClient, type ActionContext, type GithubClient } from '../../src/action/action-context.js';
import {
  baselineFromBranch,
  historyRunName,
  recordOnHistoryBranch,
  trendOfIndex,
} from '../../src/action/history-branch-step.js';
import { parseInputs } from '../../src/action/input-helper.js';
import { loadBaseline } from '../../src/action/load-baseline.js';
import { createNodeRuntime, type Logger } from '../../src/engine/runtime.js';
import { parseHistoryIndex } from '../../src/history/history-index.js';
import { computeSummary, toStatsEntry } from '../../src/results/compute-summary.js';
import { startFakeGithubApi, type FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import { makeResult } from '../test-support/make-result.js';

/**
 * When the Action writes the results branch (a default-branch run of baseline-events, never a pull
 * request or a shard job) and how a pull request reads its baseline and trend back from it, against
 * the loopback fake GitHub.
 */
const BRANCH = 'agentv-history';
const SUITE = 'agentv-results-default';

let github: FakeGithubApi;
let octokit: GithubClient;
let lines: string[];
const logger: Logger = {
  info: (m) => lines.push(`info: ${m}`),
  warn: (m) => lines.push(`warn: ${m}`),
  error: (m) => lines.push(`error: ${m}`),
  debug: () => {},
};
let clock: number;
const runtime = {
  ...createNodeRuntime({ logger }),
  now: () => clock,
  sleep: async () => {},
  random: () => 0.5,
  logger,
};

beforeEach(async () => {
  github = await startFakeGithubApi();
  octokit = createGithubClient('ghs_token', github.url);
  lines = [];
  clock = Date.UTC(2026, 0, 1);
});
afterEach(() => github.close());

function context(overrides: Partial<ActionContext>): ActionContext {
  return {
    inGitHub: true,
    eventName: 'push',
    owner: 'acme',
    repo: 'widgets',
    runId: 601,
    runAttempt: 1,
    refName: 'main',
    sha: '1'.repeat(40),
    serverUrl: 'https://github.com',
    apiUrl: github.url,
    workflowFile: 'evals.yml',
    workspace: '/ws',
    runUrl: undefined,
    hasArtifactService: false,
    pullRequest: undefined,
    progressIntervalMs: 0,
    ...overrides,
  };
}

const { inputs } = parseInputs((name) => ({ paths: 'evals', 'history-branch': BRANCH })[name] ?? '', '/ws', 0);

function outcome(scores: number[]) {
  const records = scores.map((score, i) => makeResult({ eval_id: `case-${i}`, score }));
  return {
    resultsPath: '/nowhere/results.jsonl',
    summary: computeSummary(records.map(toStatsEntry)),
    records,
    writeFailures: 0,
  };
}

async function record(overrides: Partial<ActionContext>, scores = [1, 0]) {
  await recordOnHistoryBranch({ inputs, context: context(overrides), octokit, runtime }, outcome(scores), undefined);
}

const PULL = { number: 7, baseRef: 'main', headSha: 'c'.repeat(40), isFork: true };

describe('recordOnHistoryBranch', () => {
  it('records a push to the default branch, named by run id and attempt', async () => {
    await record({ runId: 601 });
    await record({ runId: 601, runAttempt: 2, sha: '2'.repeat(40) });
    const parsed = parseHistoryIndex(github.git.filesOf(BRANCH).get(`${SUITE}/index.json`)?.toString() ?? '');
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.index.runs.map((r) => [r.run_id, r.sha.slice(0, 1), r.branch])).toEqual([
      ['601', '1', 'main'],
      ['601-2', '2', 'main'],
    ]);
    expect(lines[0]).toMatch(
      new RegExp(`^info: history-branch: run 601 of ${SUITE} started branch ${BRANCH} \\(commit [0-9a-f]{7}\\)$`),
    );
    // The summary file beside the results was missing: the summary is written from the run's statistics.
    expect(
      JSON.parse(github.git.filesOf(BRANCH).get(`${SUITE}/runs/601/summary.json`)?.toString() ?? ''),
    ).toHaveProperty('statistics.total', 2);
  });

  it('writes nothing for a pull request, another branch, an event not in baseline-events, or a shard job', async () => {
    await record({ eventName: 'pull_request', refName: undefined, pullRequest: PULL });
    await record({ eventName: 'pull_request_target', pullRequest: PULL });
    await record({ eventName: 'issue_comment' });
    await recordOnHistoryBranch(
      { inputs: { ...inputs, part: { index: 1, count: 2 } }, context: context({}), octokit, runtime },
      outcome([1]),
      undefined,
    );
    // A push to another branch asks which branch is the default (the payload did not say).
    await record({ refName: 'release' });
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /repos/acme/widgets']);
    expect(lines).toEqual(['info: history-branch: runs of main only are recorded; this run is on release']);
    expect(github.git.refs.size).toBe(0);
  });

  it('warns and names the permission when the token cannot write', async () => {
    await github.close();
    github = await startFakeGithubApi({ contentsWriteStatus: 403 });
    octokit = createGithubClient('ghs_token', github.url);
    await record({ defaultBranch: 'main' });
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          '^warn: history-branch: the run was not recorded on branch agentv-history: ' +
            'Resource not accessible by integration.* \\(does the job have permissions: contents: write\\?\\)$',
        ),
      ),
    ]);
  });
});

describe('a pull request reading the branch', () => {
  it('takes the newest run of its base branch as the baseline and the branch runs as its trend', async () => {
    await record({ runId: 601, sha: '1'.repeat(40) }, [0, 0]);
    clock += 60_000;
    await record({ runId: 602, sha: '2'.repeat(40) }, [1, 1]);
    const found = await baselineFromBranch({
      context: context({ eventName: 'pull_request', pullRequest: PULL }),
      octokit,
      historyBranch: BRANCH,
      artifactName: SUITE,
      logger,
    });
    expect(found).toMatchObject({
      found: true,
      run: { runId: 602, headSha: '2'.repeat(40), runUrl: 'https://github.com/acme/widgets/actions/runs/602' },
    });
    if (!found.found) throw new Error('no baseline');
    expect(found.records.map((r) => r.score)).toEqual([1, 1]);
    expect(found.history.map((p) => [p.run_id, p.mean_score])).toEqual([
      [601, 0],
      [602, 1],
    ]);
  });

  it('falls back to artifacts, with a notice, when the branch lacks the base branch run', async () => {
    await record({ runId: 601 });
    const other = await loadBaseline(
      { kind: 'auto', events: ['push'] },
      {
        context: context({
          eventName: 'pull_request',
          pullRequest: { ...PULL, baseRef: 'release' },
          workflowFile: undefined,
        }),
        octokit,
        token: 'ghs_token',
        artifactName: SUITE,
        logger,
        historyBranch: BRANCH,
      },
    );
    expect(other).toEqual({
      found: false,
      reason: 'no GitHub token or workflow reference to look up base-branch runs',
    });
    expect(lines.at(-1)).toBe(
      `info: history-branch: branch ${BRANCH} holds no run of ${SUITE} on release with its records; ` +
        'the baseline is looked for among artifacts',
    );
  });
});

describe('names and points', () => {
  it('names a re-run by its attempt, and leaves out of the trend runs not named by a run id', () => {
    expect(historyRunName({ runId: 5, runAttempt: 1 })).toBe('5');
    expect(historyRunName({ runId: 5, runAttempt: 3 })).toBe('5-3');
    const run = (run_id: string, sha: string) => ({
      run_id,
      sha,
      branch: 'main',
      recorded_at: '2026-01-01T00:00:00.000Z',
      mean_score: 0.5,
      pass_rate: 0.5,
      cost_usd: null,
      cases: 2,
      counts: { passed: 1, failed: 1, errored: 0, skipped: 0 },
      scores: [],
      verdicts: '',
    });
    const index = {
      version: 1 as const,
      suite: SUITE,
      cases: [],
      runs: [run('7-2', 'a'.repeat(40)), run('nightly/x', 'b'.repeat(40)), run('8', '')],
    };
    expect(trendOfIndex(index, 'main').map((p) => [p.run_id, p.run_attempt])).toEqual([[7, 2]]);
  });
});

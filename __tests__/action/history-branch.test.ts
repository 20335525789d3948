import { gunzipSync } from 'node:zlib';
import { createGithubClient, type GithubClient } from '../../src/action/action-context.js';
import { commitToBranch, type CommitRetry } from '../../src/action/branch-commit.js';
import { readHistoryBranch, writeHistoryBranch, type HistoryBranchRun } from '../../src/action/history-branch.js';
import { historyRunOf, parseHistoryIndex } from '../../src/history/history-index.js';
import { computeSummary, toStatsEntry } from '../../src/results/compute-summary.js';
import type { EvalResult } from '../../src/results/eval-result.js';
import { startFakeGithubApi, type FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import { makeResult } from '../test-support/make-result.js';

/**
 * The results branch written through the loopback fake of GitHub's git data API: an orphan first
 * commit, runs finishing together that all land (the loser of a race reads the moved head again and
 * merges its run into the new index), the size policy, and reading a run back.
 */
const TARGET = { owner: 'acme', repo: 'widgets', branch: 'agentv-history' };
const SUITE = 'agentv-results-default';

let github: FakeGithubApi;
let octokit: GithubClient;
let slept: number[];
const retry: CommitRetry = {
  sleep: async (ms) => {
    slept.push(ms);
  },
  random: () => 0.5,
};
const warnings: string[] = [];
const options = { retry, warn: (m: string) => warnings.push(m) };

beforeEach(async () => {
  github = await startFakeGithubApi();
  octokit = createGithubClient('ghs_token', github.url);
  slept = [];
  warnings.length = 0;
});
afterEach(() => github.close());

/** A run `id` of `SUITE` on commit `digit` × 40: cases a, b, c with `scores`, recorded `minute` minutes in. */
function run(
  id: string,
  digit: string,
  minute: number,
  scores = [1, 0.5, 0],
): HistoryBranchRun & {
  records: EvalResult[];
} {
  const recordedAt = new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
  const records = scores.map((score, i) => makeResult({ eval_id: `case-${'abc'[i]}`, score, timestamp: recordedAt }));
  const summary = computeSummary(records.map(toStatsEntry));
  const entry = historyRunOf(records, summary, { suite: SUITE, runId: id, sha: digit.repeat(40), recordedAt });
  return { entry, records, summaryJson: `{"run":"${id}"}\n` };
}

/** The suite's index on the branch's head. */
function indexOnBranch() {
  const text = github.git.filesOf(TARGET.branch).get(`${SUITE}/index.json`)?.toString() ?? '';
  const parsed = parseHistoryIndex(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.index;
}

const refWrites = () =>
  github.requests
    .filter((r) => r.path.includes('/git/refs'))
    .map((r) => `${r.method} ${decodeURIComponent(r.path).replace(/.*\/git\//, '')}`);

describe('writeHistoryBranch', () => {
  it('creates the branch as an orphan commit holding the run, its index and the dashboard', async () => {
    const first = run('601', '1', 1);
    const outcome = await writeHistoryBranch(octokit, TARGET, first, options);
    expect(outcome).toMatchObject({ attempts: 1, created: true });
    expect(github.git.historyOf(TARGET.branch)).toEqual([`agentv: ${SUITE} run 601 (1111111)`]);
    const files = github.git.filesOf(TARGET.branch);
    expect([...files.keys()].sort()).toEqual([
      `${SUITE}/index.json`,
      `${SUITE}/runs/601/records.jsonl.gz`,
      `${SUITE}/runs/601/summary.json`,
      'index.html',
    ]);
    const lines = gunzipSync(files.get(`${SUITE}/runs/601/records.jsonl.gz`) ?? Buffer.alloc(0))
      .toString()
      .trim()
      .split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(first.records);
    expect(files.get(`${SUITE}/runs/601/summary.json`)?.toString()).toBe('{"run":"601"}\n');
    expect(indexOnBranch().runs.map((r) => [r.run_id, r.scores])).toEqual([['601', [1, 0.5, 0]]]);
    expect(files.get('index.html')?.toString()).toContain(SUITE);
    expect(refWrites()).toEqual(['POST refs']);
  });

  it('lands two runs finishing together: the loser merges its run into the moved head', async () => {
    await writeHistoryBranch(octokit, TARGET, run('601', '1', 1), options);
    github.requests.length = 0;
    github.git.holdRefWrites(2);
    const [a, b] = await Promise.all([
      writeHistoryBranch(octokit, TARGET, run('602', '2', 2, [1, 1, 1]), options),
      writeHistoryBranch(octokit, TARGET, run('603', '3', 3, [0, 0, 0]), options),
    ]);
    expect([a.attempts, b.attempts].sort()).toEqual([1, 2]);
    const patches = github.requests.filter((r) => r.method === 'PATCH' && r.body.includes('"force":false'));
    expect(patches).toHaveLength(3);
    expect(slept).toEqual([750]);
    expect(indexOnBranch().runs.map((r) => r.run_id)).toEqual(['601', '602', '603']);
    const files = [...github.git.filesOf(TARGET.branch).keys()];
    expect(files.filter((f) => f.endsWith('records.jsonl.gz'))).toHaveLength(3);
    // Nothing was forced: the branch's history is the three commits one after another.
    expect(github.git.historyOf(TARGET.branch)).toHaveLength(3);
    expect(github.git.historyOf(TARGET.branch)[2]).toContain('run 601');
  });

  it('answers a moved branch as GitHub does: 422, "Update is not a fast forward"', async () => {
    await writeHistoryBranch(octokit, TARGET, run('601', '1', 1), options);
    github.git.holdRefWrites(2);
    const outcomes = await Promise.allSettled([
      writeHistoryBranch(octokit, TARGET, run('602', '2', 2), { ...options, retry: { ...retry, attempts: 1 } }),
      writeHistoryBranch(octokit, TARGET, run('603', '3', 3), { ...options, retry: { ...retry, attempts: 1 } }),
    ]);
    const failed = outcomes.filter((o) => o.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(String((failed[0] as PromiseRejectedResult).reason)).toMatch(
      /branch agentv-history moved under each of 1 attempts to update it \(Update is not a fast forward/,
    );
    expect(indexOnBranch().runs).toHaveLength(2);
  });

  it('lands two first runs that both find no branch ("Reference already exists" for the second)', async () => {
    github.git.holdRefWrites(2);
    await Promise.all([
      writeHistoryBranch(octokit, TARGET, run('601', '1', 1), options),
      writeHistoryBranch(octokit, TARGET, run('602', '2', 2), options),
    ]);
    expect(refWrites()).toEqual(['POST refs', 'POST refs', 'PATCH refs/heads/agentv-history']);
    expect(indexOnBranch().runs.map((r) => r.run_id)).toEqual(['601', '602']);
    // The run that lost is a child of the one that won: the branch has one root.
    expect(github.git.historyOf(TARGET.branch)).toHaveLength(2);
  });

  it('keeps the newest runs files and the index bounded by the policy', async () => {
    const policy = { maxRuns: 3, keepRunFiles: 2 };
    for (const [i, id] of ['601', '602', '603', '604'].entries())
      await writeHistoryBranch(octokit, TARGET, run(id, String(i + 1), i + 1), { ...options, policy });
    expect(indexOnBranch().runs.map((r) => r.run_id)).toEqual(['602', '603', '604']);
    const runFolders = [...github.git.filesOf(TARGET.branch).keys()]
      .filter((f) => f.includes('/runs/'))
      .map((f) => f.split('/')[2]);
    expect([...new Set(runFolders)]).toEqual(['603', '604']);
  });

  it('never overwrites a suite index it cannot read', async () => {
    await commitToBranch(
      octokit,
      TARGET,
      async () => ({ message: 'by hand', files: [{ path: `${SUITE}/index.json`, content: '{"version":9}' }] }),
      retry,
    );
    await expect(writeHistoryBranch(octokit, TARGET, run('601', '1', 1), options)).rejects.toThrow(
      `agentv-history:${SUITE}/index.json is not a history index (history index version 9 is not 1; rebuild it); ` +
        'fix or remove it on the branch, the run was not added',
    );
    expect(github.git.historyOf(TARGET.branch)).toEqual(['by hand']);
  });

  it('draws every suite in the dashboard, leaving out with a warning an index it cannot read', async () => {
    await commitToBranch(
      octokit,
      TARGET,
      async () => ({ message: 'by hand', files: [{ path: 'broken/index.json', content: 'not json' }] }),
      retry,
    );
    const other = run('500', '5', 0);
    const otherEntry = { ...other, entry: { ...other.entry, suite: 'nightly' } };
    await writeHistoryBranch(octokit, TARGET, otherEntry, options);
    await writeHistoryBranch(octokit, TARGET, run('601', '1', 1), options);
    const page = github.git.filesOf(TARGET.branch).get('index.html')?.toString() ?? '';
    expect(page).toContain('"suite":"nightly"');
    expect(page).toContain(`"suite":"${SUITE}"`);
    expect(warnings[0]).toMatch(/^history branch: broken\/index.json is not a history index \(not JSON/);
  });

  it('refuses a run id that is not one folder name', async () => {
    const bad = run('../x', '1', 1);
    await expect(writeHistoryBranch(octokit, TARGET, bad, options)).rejects.toThrow(
      'the run id "../x" cannot name a folder of the results branch',
    );
  });

  it('throws the 403 of a token without contents: write', async () => {
    await github.close();
    github = await startFakeGithubApi({ contentsWriteStatus: 403 });
    octokit = createGithubClient('ghs_token', github.url);
    await expect(writeHistoryBranch(octokit, TARGET, run('601', '1', 1), options)).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('readHistoryBranch', () => {
  it('reads the index and a kept run records back; a run without files, or no branch, reads as none', async () => {
    expect(await readHistoryBranch(octokit, TARGET, SUITE, (m) => warnings.push(m))).toMatchObject({
      exists: false,
      index: undefined,
    });
    const first = run('601', '1', 1);
    await writeHistoryBranch(octokit, TARGET, first, options);
    const reader = await readHistoryBranch(octokit, TARGET, SUITE, (m) => warnings.push(m));
    expect(reader.exists).toBe(true);
    expect(reader.index?.runs.map((r) => r.run_id)).toEqual(['601']);
    expect(await reader.records('601')).toEqual(first.records);
    expect(await reader.records('599')).toBeUndefined();
    expect((await readHistoryBranch(octokit, TARGET, 'other', (m) => warnings.push(m))).index).toBeUndefined();
  });
});

import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fakeRuntimeToken,
  startFakeArtifactService,
  type FakeArtifactService,
} from '../../test-support/fake-artifact-service.mjs';
import { startFakeGithubApi, type FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import { startRedisServer } from '../../test-support/redis-server.mjs';
import {
  BUNDLE,
  PR_NUMBER,
  inputs,
  pullRequestEvent,
  runBundle,
  runnerEnv,
  writeSuite,
  type SuiteCase,
} from './action-harness.js';

const MARKER = '<!-- agentv:comment-key=default -->';
/** The run id runnerEnv gives every step: shard jobs and the merge job belong to one workflow run. */
const RUN_ID = 4242;

/** Twelve cases with varied scores: the mock echoes the input, the judge counts words shared with expected. */
const CASES: SuiteCase[] = Array.from({ length: 12 }, (_, i) => ({
  id: `case-${i}`,
  input: ['lemon tea works fine', 'lemon only', 'nothing shared'][i % 3] ?? '',
  expected: `lemon tea works fine number ${i}`,
}));

let dir: string;
let github: FakeGithubApi;
let artifacts: FakeArtifactService;

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`);
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentv-shards-'));
  artifacts = await startFakeArtifactService();
  github = await startFakeGithubApi();
  await writeSuite(dir, CASES);
});
afterEach(async () => {
  await github.close();
  await artifacts.close();
  await rm(dir, { recursive: true, force: true });
});

async function step(values: Record<string, string>) {
  const env = await runnerEnv({
    dir,
    eventName: 'pull_request',
    event: pullRequestEvent(),
    apiUrl: github.url,
    resultsUrl: artifacts.url,
    runtimeToken: fakeRuntimeToken('run-backend-1', 'job-backend-1'),
  });
  return runBundle(dir, { ...env, ...inputs({ 'dry-run': 'true', baseline: 'none', ...values }) });
}

const ownComments = () => (github.comments.get(PR_NUMBER) ?? []).filter((c) => c.body.includes(MARKER));

/**
 * Runs `shard: i/n` for each i and publishes each uploaded artifact in the REST listing of this run, as GitHub does.
 */
async function runShards(count: number, only: number[] = Array.from({ length: count }, (_, i) => i + 1)) {
  const totals: number[] = [];
  for (const index of only) {
    const run = await step({ paths: 'evals', shard: `${index}/${count}` });
    expect(run.code).toBe(0);
    totals.push(Number(run.outputs.total));
    const uploaded = artifacts.artifacts.at(-1);
    expect(uploaded?.name).toBe(`agentv-results-default-shard-${index}-of-${count}`);
    github.addArtifact({ runId: RUN_ID, name: uploaded?.name ?? '', zip: uploaded?.zip ?? Buffer.alloc(0) });
  }
  return totals;
}

describe('the bundled Action, sharded over a matrix', () => {
  it('shard jobs upload their part without commenting; the merge job reports once, like an unsharded run', async () => {
    const whole = await step({ paths: 'evals', comment: 'false' });
    expect(whole.code).toBe(0);

    const totals = await runShards(3);
    expect(ownComments()).toHaveLength(0);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(CASES.length);
    expect(totals.every((n) => n > 0)).toBe(true);
    // Artifacts of another suite and of another run are not part of this merge.
    github.addArtifact({
      runId: RUN_ID,
      name: 'agentv-results-other-shard-1-of-2',
      zip: artifacts.artifacts[0]?.zip ?? Buffer.alloc(0),
    });
    github.addArtifact({ runId: RUN_ID + 1, name: 'agentv-results-default-shard-1-of-3', zip: Buffer.alloc(0) });

    const merge = await step({ shard: 'merge' });
    expect(merge.code).toBe(0);
    expect(ownComments()).toHaveLength(1);
    expect(merge.outputs.total).toBe(String(CASES.length));
    for (const output of ['total', 'errors', 'mean-score', 'pass-rate'])
      expect(merge.outputs[output]).toBe(whole.outputs[output]);
    const ids = (await readFile(merge.outputs['results-path'] ?? '', 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).eval_id)
      .sort();
    expect(ids).toEqual(CASES.map((c) => c.id).sort());
    const downloads = github.requests.filter((r) => r.path.endsWith('/zip'));
    expect(downloads).toHaveLength(3);
    expect(github.requests.some((r) => r.path === `/repos/acme/widgets/actions/runs/${RUN_ID}/artifacts`)).toBe(true);
    // The merged results are uploaded under the suite's own name, so push runs still leave a baseline.
    expect(artifacts.artifacts.at(-1)?.name).toBe('agentv-results-default');
  });

  it('a shard missing (its job failed): the merge job reports the others, names the missing one, fails', async () => {
    const totals = await runShards(3, [1, 3]);
    const merge = await step({ shard: 'merge' });
    expect(merge.code).toBe(1);
    expect(merge.stdout).toContain(
      '::error::AgentV gate failed: shard 2 of 3 uploaded no ' +
        'results (the job failed or was cancelled): those cases ' +
        'are missing from this report',
    );
    const comments = ownComments();
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('⚠️ **Incomplete:** shard 2 of 3 uploaded no results');
    expect(merge.outputs.total).toBe(String(totals.reduce((a, b) => a + b, 0)));
  });

  it('queue jobs: shard i/n names each job, the cases come from one queue, the merge reports each once', async () => {
    const redis = await startRedisServer();
    try {
      const totals: number[] = [];
      for (const index of [1, 2]) {
        // One after the other, so the first job drains the queue: the second finds nothing left to run.
        const run = await step({ paths: 'evals', queue: redis.url, shard: `${index}/2` });
        expect(run.code).toBe(0);
        expect(run.stdout).toContain(`(queue ${RUN_ID}-1)`);
        totals.push(Number(run.outputs.total));
        const uploaded = artifacts.artifacts.at(-1);
        expect(uploaded?.name).toBe(`agentv-results-default-shard-${index}-of-2`);
        github.addArtifact({ runId: RUN_ID, name: uploaded?.name ?? '', zip: uploaded?.zip ?? Buffer.alloc(0) });
      }
      expect(totals).toEqual([CASES.length, 0]);
      expect(ownComments()).toHaveLength(0);
      const merge = await step({ shard: 'merge' });
      expect(merge.code).toBe(0);
      expect(merge.outputs.total).toBe(String(CASES.length));
      expect(ownComments()).toHaveLength(1);
    } finally {
      await redis.close();
    }
  });

  it('rejects a bad shard input with the valid forms', async () => {
    const run = await step({ paths: 'evals', shard: '4/3' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::input "shard" must be i/n (1 <= i <= n <= 256) or merge, got "4/3"');
  });
});

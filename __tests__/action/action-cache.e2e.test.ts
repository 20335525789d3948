import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fakeRuntimeToken,
  startFakeArtifactService,
  type FakeArtifactService,
} from '../../test-support/fake-artifact-service.mjs';
import { startFakeGithubApi, type FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import { startFakeLlmServer, type FakeLlmServer, type RecordedRequest } from '../../test-support/fake-llm-server.mjs';
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

const CASES: SuiteCase[] = ['alpha', 'bravo', 'charlie'].map((id) => ({
  id,
  input: `tell me about ${id}`,
  expected: `${id} is fine`,
}));
const JUDGE_REPLY = JSON.stringify({ score: 0.9, hits: ['fine'], misses: [], reasoning: 'close enough' });
const isJudge = (request: RecordedRequest) => request.body?.response_format?.type === 'json_object';

let dir: string;
let github: FakeGithubApi;
let results: FakeArtifactService;
let llm: FakeLlmServer;

beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`);
  llm = await startFakeLlmServer({
    script: (request) =>
      isJudge(request) ? { kind: 'ok', text: JUDGE_REPLY } : { kind: 'ok', text: `an answer to ${request.index}` },
  });
});
afterAll(async () => {
  await llm.close();
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentv-action-cache-'));
  results = await startFakeArtifactService();
  github = await startFakeGithubApi();
  llm.reset();
  // The key is a secret: a fork's pull request runs without it.
  await writeFile(
    join(dir, 'targets.yaml'),
    [
      'targets:',
      '  - name: default',
      '    provider: openai',
      `    base_url: ${llm.url}/v1`,
      '    api_key: ${{ OPENAI_API_KEY }}',
      '    model: house-model',
      '    judge_target: judge',
      '  - name: judge',
      '    provider: openai',
      `    base_url: ${llm.url}/v1`,
      '    api_key: ${{ OPENAI_API_KEY }}',
      '    model: gpt-4o-mini',
      '',
    ].join('\n'),
  );
});
afterEach(async () => {
  await github.close();
  await results.close();
  await rm(dir, { recursive: true, force: true });
});

/** One workflow run: a fresh checkout (no cache folder on disk), its own run id, the fakes behind it. */
async function workflowRun(
  runId: number,
  values: Record<string, string>,
  options: { eventName?: string; event?: object; env?: Record<string, string> } = {},
) {
  await rm(join(dir, '.agentv'), { recursive: true, force: true });
  const eventName = options.eventName ?? 'pull_request';
  const env = await runnerEnv({
    dir,
    eventName,
    event:
      options.event ?? (eventName === 'push' ? { ref: 'refs/heads/main', after: 'a'.repeat(40) } : pullRequestEvent()),
    apiUrl: github.url,
    resultsUrl: results.url,
    runtimeToken: fakeRuntimeToken(`run-backend-${runId}`, 'job-backend-1'),
  });
  return runBundle(dir, {
    ...env,
    GITHUB_RUN_ID: String(runId),
    ...options.env,
    ...inputs({ paths: 'evals', ...values }),
  });
}

describe('the response cache across workflow runs (cache: true, cache-only: true)', () => {
  it('a push fills the cache, a pull request replays it without ' +
    'paying, and a fork replays it without a key', async () => {
    await writeSuite(dir, CASES);

    // 1. A push to main: nothing to restore; every call is paid, and the cache is saved.
    const push = await workflowRun(100, { cache: 'true' }, { eventName: 'push' });
    expect(push.code).toBe(0);
    expect(llm.requests).toHaveLength(6);
    expect(push.outputs['cached-calls']).toBe('0');
    expect(push.summary).toContain(
      '♻️ Response cache: 0 of 6 calls served from the response cache (0% hit rate) · nothing restored: no earlier ' +
        'entry was found',
    );
    expect(results.caches).toHaveLength(1);
    const saved = results.caches[0];
    expect(saved?.key).toMatch(/^agentv-responses-v1-default-[0-9a-f]{16}-100-1$/);
    expect(saved?.finalized).toBe(true);
    expect(saved?.archive.length).toBeGreaterThan(0);

    // 2. A pull request on the same suites: restored from the push, every call answered from it.
    const pr = await workflowRun(101, { cache: 'true' });
    expect(pr.code).toBe(0);
    expect(llm.requests).toHaveLength(6);
    expect(pr.outputs['cached-calls']).toBe('6');
    expect(pr.outputs['cost-usd']).toBe('0');
    const comment = github.comments.get(PR_NUMBER)?.[0]?.body ?? '';
    expect(comment).toContain('♻️ Response cache: 6 of 6 calls served from the response cache (100% hit rate)');
    expect(comment).toContain(`restored from a run of the same suites (\`${saved?.key}\`)`);
    // Nothing new was paid for, so nothing new is saved.
    expect(results.caches).toHaveLength(1);

    // 3. A fork's pull request adds a case; it has no key and replays only (cache-only: true).
    await writeSuite(dir, [...CASES, { id: 'delta', input: 'a question never asked', expected: 'anything' }]);
    const fork = await workflowRun(
      102,
      { 'cache-only': 'true' },
      { event: pullRequestEvent({ fork: true }), env: { OPENAI_API_KEY: '' } },
    );
    expect(fork.code).toBe(0);
    expect(llm.requests).toHaveLength(6);
    expect(fork.outputs.total).toBe('4');
    expect(fork.outputs.skipped).toBe('1');
    expect(fork.outputs.errors).toBe('0');
    expect(fork.outputs['cached-calls']).toBe('6');
    expect(fork.summary).toContain('⏸ 1 not in cache');
    expect(fork.summary).toContain(`restored from an earlier run (\`${saved?.key}\`)`);
    expect(fork.summary).toContain('**replay** (cache-only)');
    expect(fork.summary).toContain('<summary>⏸ Skipped: not in cache (1)</summary>');
    expect(fork.summary).toMatch(/\| delta \| not run or not graded: its answer is not in the response cache/);
    const records = (await readFile(fork.outputs['results-path'] ?? '', 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(records.find((r) => r.eval_id === 'delta')).toMatchObject({ skipped: 'cache-miss' });
    expect(records.filter((r) => r.cached === true)).toHaveLength(3);
    expect(results.caches).toHaveLength(1);
    expect(fork.stdout).not.toContain('agentv-cache-only-no-key');
  }, 120_000);
});

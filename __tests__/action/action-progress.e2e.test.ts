import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { eventually } from '../providers/agent-fixtures.js';

const MARKER = '<!-- agentv:comment-key=default -->';
const JUDGE_REPLY = JSON.stringify({ score: 0.9, hits: ['fine'], misses: [], reasoning: 'close enough' });
const isJudge = (request: RecordedRequest) => request.body?.response_format?.type === 'json_object';
const AFTER_REFUSED = 'running: 3/4 cases, 1 error**';
/** Four cases, one of which the model refuses (a 400, not retried): an errored case. */
const CASES: SuiteCase[] = ['alpha', 'bravo', 'boom', 'delta'].map((id) => ({
  id,
  input: `question ${id}`,
  expected: `${id} answer`,
}));

let dir: string;
let github: FakeGithubApi;
let llm: FakeLlmServer;

beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`);
  // Every answer takes a while, so the run lasts long enough for progress to show.
  llm = await startFakeLlmServer({
    script: async (request) => {
      const asked = JSON.stringify(request.body ?? {});
      if (asked.includes('question boom') && !isJudge(request))
        return { kind: 'status', status: 400, message: 'refused' };
      // The last case is answered once the comment shows the refused case as an error: the
      // progress interval runs on the runner's clock, and a loaded machine may delay it.
      if (asked.includes('question delta') && !isJudge(request))
        await eventually(() => commentWrites().some((body) => body.includes(AFTER_REFUSED)) || undefined).catch(
          () => undefined,
        );
      return { kind: 'ok', text: isJudge(request) ? JUDGE_REPLY : 'an answer', delayMs: 400 };
    },
  });
});
afterAll(async () => {
  await llm.close();
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentv-action-progress-'));
  github = await startFakeGithubApi();
  llm.reset();
  await writeFile(
    join(dir, 'targets.yaml'),
    [
      'targets:',
      '  - name: default',
      '    provider: openai',
      `    base_url: ${llm.url}/v1`,
      '    api_key: ${{ OPENAI_API_KEY }}',
      '    model: house-model',
      '',
    ].join('\n'),
  );
});
afterEach(async () => {
  await github.close();
  await rm(dir, { recursive: true, force: true });
});

/** The bodies the Action wrote to the pull request's comment, in order. */
const commentWrites = () =>
  github.requests
    .filter((r) => (r.method === 'POST' && r.path.endsWith(`/issues/${PR_NUMBER}/comments`)) || r.method === 'PATCH')
    .map((r) => String(JSON.parse(r.body).body));

describe('live progress in the pull request comment', () => {
  it('shows "running: n/N cases, e errors" while the run goes, then the report replaces it', async () => {
    await writeSuite(dir, CASES);
    const env = await runnerEnv({ dir, eventName: 'pull_request', event: pullRequestEvent(), apiUrl: github.url });
    const run = await runBundle(dir, {
      ...env,
      AGENTV_PROGRESS_INTERVAL_MS: '200',
      ...inputs({ paths: 'evals', workers: '1', baseline: 'none' }),
    });
    expect(run.code).toBe(0);
    const writes = commentWrites();
    const progress = writes.filter((body) => body.includes('⏳ **running:'));
    expect(progress[0]).toContain('⏳ **running: 0/4 cases, 0 errors**');
    expect(progress.every((body) => body.startsWith(MARKER))).toBe(true);
    // Counts only grow, and one of the later ones shows the refused case as an error.
    const counts = progress.map((body) => Number(/running: (\d+)\/4/.exec(body)?.[1]));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // The count after the refused case is shown before the last case ends.
    expect(progress.some((body) => body.includes(AFTER_REFUSED))).toBe(true);
    // One comment, created once and then updated in place; its last body is the report.
    expect(github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toHaveLength(1);
    const comments = github.comments.get(PR_NUMBER) ?? [];
    expect(comments).toHaveLength(1);
    expect(writes.at(-1)).toBe(comments[0]?.body);
    expect(comments[0]?.body).toContain('**Mean score');
    expect(comments[0]?.body).not.toContain('running:');
    expect(comments[0]?.body).toContain('⚠️ 1 errored');
  });

  it(
    'writes one comment even when GitHub will not say who the ' +
      'token is: the report updates the comment progress created',
    async () => {
      await github.close();
      github = await startFakeGithubApi({ viewerRefused: true });
      await writeSuite(dir, CASES);
      const env = await runnerEnv({ dir, eventName: 'pull_request', event: pullRequestEvent(), apiUrl: github.url });
      const run = await runBundle(dir, {
        ...env,
        AGENTV_PROGRESS_INTERVAL_MS: '200',
        ...inputs({ paths: 'evals', workers: '1', baseline: 'none' }),
      });
      expect(run.code).toBe(0);
      expect(commentWrites().some((body) => body.includes('⏳ **running:'))).toBe(true);
      expect(github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toHaveLength(1);
      const comments = github.comments.get(PR_NUMBER) ?? [];
      expect(comments).toHaveLength(1);
      expect(comments[0]?.body).toContain('**Mean score');
      expect(new Set(github.requests.filter((r) => r.method === 'PATCH').map((r) => r.path))).toEqual(
        new Set([`/repos/acme/widgets/issues/comments/${comments[0]?.id}`]),
      );
    },
  );
});

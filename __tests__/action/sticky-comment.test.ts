import { getOctokit } from '@actions/github';
import { startFakeGithubApi } from '../../test-support/fake-github-api.mjs';
import { commentMarker, upsertStickyComment } from '../../src/action/sticky-comment.js';

type Fake = Awaited<ReturnType<typeof startFakeGithubApi>>;

describe('the sticky comment with the tokens GitHub really hands out', () => {
  const servers: Fake[] = [];
  afterAll(() => Promise.all(servers.map((s) => s.close())));
  const start = async (options: Parameters<typeof startFakeGithubApi>[0]) => {
    const server = await startFakeGithubApi(options);
    servers.push(server);
    return { server, octokit: getOctokit('token', { baseUrl: server.url }) };
  };
  const target = { owner: 'acme', repo: 'widgets', issueNumber: 7 };
  const body = (n: number) => `${commentMarker('evals')}\nrun ${n}`;
  const marked = (server: Fake) => (server.comments.get(7) ?? []).filter((c) => c.body.includes(commentMarker('evals')));

  it('a GitHub App token (GET /user refused) finds its own comment and updates it, run after run', async () => {
    const { server, octokit } = await start({ selfLogin: 'eval-bot[bot]' });
    expect(await upsertStickyComment(octokit, target, 'evals', body(1))).toMatchObject({ created: true });
    expect(await upsertStickyComment(octokit, target, 'evals', body(2))).toMatchObject({ created: false });
    expect(await upsertStickyComment(octokit, target, 'evals', body(3))).toMatchObject({ created: false });
    expect(marked(server).map((c) => [c.user.login, c.body])).toEqual([['eval-bot[bot]', body(3)]]);
  });

  it('an app token passes over github-actions[bot]\'s earlier comment it may not edit, and never a person\'s', async () => {
    const { server, octokit } = await start({ selfLogin: 'eval-bot[bot]' });
    server.seedComments(7, 1, 'github-actions[bot]', () => body(0));
    server.seedComments(7, 1, 'mallory', () => body(0));
    expect(await upsertStickyComment(octokit, target, 'evals', body(1))).toMatchObject({ created: true });
    expect(await upsertStickyComment(octokit, target, 'evals', body(2))).toMatchObject({ created: false });
    expect(marked(server).map((c) => [c.user.login, c.body])).toEqual([
      ['github-actions[bot]', body(0)],
      ['mallory', body(0)],
      ['eval-bot[bot]', body(2)],
    ]);
  });

  it('a personal token (GET /user answers) updates only its own login\'s comment', async () => {
    const { server, octokit } = await start({ selfLogin: 'ci-user', userEndpoint: true });
    server.seedComments(7, 1, 'github-actions[bot]', () => body(0));
    expect(await upsertStickyComment(octokit, target, 'evals', body(1))).toMatchObject({ created: true });
    expect(await upsertStickyComment(octokit, target, 'evals', body(2))).toMatchObject({ created: false });
    expect(marked(server).map((c) => c.user.login)).toEqual(['github-actions[bot]', 'ci-user']);
  });
});

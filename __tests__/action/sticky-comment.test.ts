import { getOctokit } from '@actions/github';
import { startFakeGithubApi } from '../../test-support/fake-github-api.mjs';
import { commentMarker, StickyComment, upsertStickyComment } from '../../src/action/sticky-comment.js';

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
  const marked = (server: Fake) =>
    (server.comments.get(7) ?? []).filter((c) => c.body.includes(commentMarker('evals')));
  const logger = () => {
    const warnings: string[] = [];
    return {
      warnings,
      logger: {
        info: () => undefined,
        debug: () => undefined,
        error: () => undefined,
        warn: (m: string) => warnings.push(m),
      },
    };
  };

  // GET /user is refused and GraphQL's viewer has no [bot] suffix.
  it('a GitHub App token finds its own comment and updates it, run after run', async () => {
    const { server, octokit } = await start({ selfLogin: 'eval-bot[bot]' });
    expect(await upsertStickyComment(octokit, target, 'evals', body(1))).toMatchObject({ created: true });
    expect(await upsertStickyComment(octokit, target, 'evals', body(2))).toMatchObject({ created: false });
    expect(await upsertStickyComment(octokit, target, 'evals', body(3))).toMatchObject({ created: false });
    expect(marked(server).map((c) => [c.user.login, c.body])).toEqual([['eval-bot[bot]', body(3)]]);
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/graphql')).toBe(true);
  });

  // The marked comments here belong to another app, to dependabot and to a person.
  it("never edits another account's marked comment, though GitHub would let the token", async () => {
    const { server, octokit } = await start({ selfLogin: 'github-actions[bot]' });
    server.seedComments(7, 1, 'other-app[bot]', () => body(0));
    server.seedComments(7, 1, 'dependabot[bot]', () => body(0));
    server.seedComments(7, 1, 'mallory', () => body(0));
    // The newest marked comment of all is another app's: the fake would accept an edit of it.
    expect(marked(server).at(0)?.performed_via_github_app).toMatchObject({ slug: 'other-app' });
    expect(await upsertStickyComment(octokit, target, 'evals', body(1))).toMatchObject({ created: true });
    expect(await upsertStickyComment(octokit, target, 'evals', body(2))).toMatchObject({ created: false });
    expect(marked(server).map((c) => [c.user.login, c.body])).toEqual([
      ['other-app[bot]', body(0)],
      ['dependabot[bot]', body(0)],
      ['mallory', body(0)],
      ['github-actions[bot]', body(2)],
    ]);
    expect(server.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
      `/repos/acme/widgets/issues/comments/${marked(server).at(-1)?.id}`,
    ]);
  });

  it('a viewer login that keeps [bot] matches the same comments', async () => {
    const { server, octokit } = await start({ selfLogin: 'eval-bot[bot]', viewerBotSuffix: true });
    server.seedComments(7, 1, 'other-app[bot]', () => body(0));
    expect(await upsertStickyComment(octokit, target, 'evals', body(1))).toMatchObject({ created: true });
    expect(await upsertStickyComment(octokit, target, 'evals', body(2))).toMatchObject({ created: false });
    expect(marked(server).map((c) => [c.user.login, c.body])).toEqual([
      ['other-app[bot]', body(0)],
      ['eval-bot[bot]', body(2)],
    ]);
  });

  it("a personal token updates only its own login's comment", async () => {
    const { server, octokit } = await start({ selfLogin: 'ci-user', userEndpoint: true });
    server.seedComments(7, 1, 'github-actions[bot]', () => body(0));
    expect(await upsertStickyComment(octokit, target, 'evals', body(1))).toMatchObject({ created: true });
    expect(await upsertStickyComment(octokit, target, 'evals', body(2))).toMatchObject({ created: false });
    expect(marked(server).map((c) => [c.user.login, c.body])).toEqual([
      ['github-actions[bot]', body(0)],
      ['ci-user', body(2)],
    ]);
  });

  // An earlier comment is left alone.
  it('when GitHub will not say who the token is, a new comment is created and the log says why', async () => {
    const { server, octokit } = await start({ selfLogin: 'github-actions[bot]', viewerRefused: true });
    server.seedComments(7, 1, 'github-actions[bot]', () => body(0));
    const { warnings, logger: log } = logger();
    expect(await upsertStickyComment(octokit, target, 'evals', body(1), log)).toMatchObject({ created: true });
    expect(marked(server).map((c) => c.body)).toEqual([body(0), body(1)]);
    expect(warnings).toEqual([
      expect.stringMatching(/could not learn which account the github-token comments as .*a new comment is created/),
    ]);
  });

  it('one run writes one comment: every later write updates it by id, even with an unknown identity', async () => {
    const { server, octokit } = await start({ selfLogin: 'github-actions[bot]', viewerRefused: true });
    const sticky = new StickyComment(octokit, target, 'evals', logger().logger);
    const first = await sticky.write(body(1));
    expect(await sticky.write(body(2))).toEqual({ url: first.url, created: false, commentId: first.commentId });
    await sticky.write(body(3));
    expect(marked(server).map((c) => c.body)).toEqual([body(3)]);
    expect(server.requests.filter((r) => r.path === '/graphql')).toHaveLength(1);
  });
});

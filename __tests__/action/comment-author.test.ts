import { isOwnComment } from '../../src/action/sticky-comment.js';

const bot = { user: { login: 'github-actions[bot]', type: 'Bot' }, performed_via_github_app: { slug: 'github-actions' } };
const app = { user: { login: 'eval-bot[bot]', type: 'Bot' }, performed_via_github_app: { slug: 'eval-bot' } };

describe('isOwnComment', () => {
  it('matches the login GET /user reported, and only it', () => {
    expect(isOwnComment({ user: { login: 'ci-user' } }, { login: 'ci-user', assumed: false })).toBe(true);
    expect(isOwnComment(bot, { login: 'ci-user', assumed: false })).toBe(false);
  });

  it('with an unknown identity (GITHUB_TOKEN, a GitHub App) accepts comments by an app\'s bot account, never a person\'s', () => {
    const unknown = { assumed: true };
    expect(isOwnComment(bot, unknown)).toBe(true);
    expect(isOwnComment(app, unknown)).toBe(true);
    expect(isOwnComment({ user: { login: 'mallory', type: 'User' }, performed_via_github_app: { slug: 'github-actions' } }, unknown)).toBe(false);
    expect(isOwnComment({ user: { login: 'mallory', type: 'User' }, performed_via_github_app: null }, unknown)).toBe(false);
    expect(isOwnComment({ user: null }, unknown)).toBe(false);
  });
});

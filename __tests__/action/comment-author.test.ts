import { isOwnComment } from '../../src/action/sticky-comment.js';

const bot = { user: { login: 'github-actions[bot]' }, performed_via_github_app: { slug: 'github-actions' } };

describe('isOwnComment', () => {
  it('matches the login GET /user reported', () => {
    expect(isOwnComment({ user: { login: 'ci-user' } }, { login: 'ci-user', assumed: false })).toBe(true);
    expect(isOwnComment(bot, { login: 'ci-user', assumed: false })).toBe(false);
  });

  it('with an assumed identity accepts only github-actions[bot] comments', () => {
    const assumed = { login: 'github-actions[bot]', assumed: true };
    expect(isOwnComment(bot, assumed)).toBe(true);
    expect(isOwnComment({ user: { login: 'mallory' }, performed_via_github_app: { slug: 'github-actions' } }, assumed)).toBe(false);
    expect(isOwnComment({ user: { login: 'other-app[bot]' }, performed_via_github_app: { slug: 'other-app' } }, assumed)).toBe(false);
    expect(isOwnComment({ user: null }, assumed)).toBe(false);
  });
});

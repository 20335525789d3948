import { isOwnComment } from '../../src/action/sticky-comment.js';

const actionsBot = { user: { login: 'github-actions[bot]', type: 'Bot' } };
const evalBot = { user: { login: 'eval-bot[bot]', type: 'Bot' } };

describe('isOwnComment', () => {
  it('matches the login GitHub reported, and only it', () => {
    expect(isOwnComment({ user: { login: 'ci-user', type: 'User' } }, 'ci-user')).toBe(true);
    expect(isOwnComment(actionsBot, 'ci-user')).toBe(false);
    expect(isOwnComment({ user: null }, 'ci-user')).toBe(false);
  });

  it("a bot matches GraphQL's spelling of its login (no [bot]) and REST's (with it)", () => {
    expect(isOwnComment(actionsBot, 'github-actions')).toBe(true);
    expect(isOwnComment(actionsBot, 'github-actions[bot]')).toBe(true);
    expect(isOwnComment(evalBot, 'eval-bot')).toBe(true);
  });

  it("another app's bot, dependabot and a person never match a bot identity", () => {
    expect(isOwnComment(evalBot, 'github-actions')).toBe(false);
    expect(isOwnComment({ user: { login: 'dependabot[bot]', type: 'Bot' } }, 'github-actions')).toBe(false);
    expect(isOwnComment({ user: { login: 'mallory', type: 'User' } }, 'github-actions')).toBe(false);
    // A person whose login is the app's name is not the app's bot account.
    expect(isOwnComment({ user: { login: 'github-actions', type: 'User' } }, 'github-actions[bot]')).toBe(false);
  });
});

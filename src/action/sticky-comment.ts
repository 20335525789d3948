import type { GithubClient } from './action-context.js';

/** The pull request (issue) a comment lives on. */
export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

/** The hidden first line that marks the Action's comment for one suite key. */
export function commentMarker(key: string): string {
  return `<!-- agentv:comment-key=${key} -->`;
}

/**
 * Creates the comment for `key` once and updates it in place on every later run. Every page of
 * comments is read (long threads exceed one page) and only the token's own comments are
 * candidates, so a marker pasted by someone else is never overwritten. `body` must start with
 * {@link commentMarker}.
 */
export async function upsertStickyComment(octokit: GithubClient, target: CommentTarget, key: string, body: string): Promise<{ url: string; created: boolean; commentId: number }> {
  const { owner, repo, issueNumber } = target;
  const marker = commentMarker(key);
  const author = await resolveCommentAuthor(octokit);
  const comments = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 });
  const existing = comments.find((comment) => comment.body?.includes(marker) && isOwnComment(comment, author));
  if (existing) {
    const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
    return { url: data.html_url, created: false, commentId: data.id };
  }
  const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
  return { url: data.html_url, created: true, commentId: data.id };
}

/**
 * Writes `key`'s comment again and again (live progress): the first write finds or creates it,
 * later ones update it by id without reading the thread again.
 */
export function stickyCommentWriter(octokit: GithubClient, target: CommentTarget, key: string): (body: string) => Promise<void> {
  let id: number | undefined;
  return async (body) => {
    if (id !== undefined) {
      await octokit.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: id, body });
      return;
    }
    const { commentId } = await upsertStickyComment(octokit, target, key, body);
    id = commentId;
  };
}

/** The workflow GITHUB_TOKEN comments as this bot. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/** Who the token comments as; `assumed` when GitHub would not say (see {@link resolveCommentAuthor}). */
export interface CommentAuthor {
  login: string;
  assumed: boolean;
}

/** The fields of an issue comment that identify its author. */
export interface AuthoredComment {
  user?: { login: string } | null;
  performed_via_github_app?: { slug?: string } | null;
}

/**
 * Asks `GET /user` who the token belongs to (works for personal tokens). A workflow GITHUB_TOKEN
 * or an app installation token is refused there (403 "Resource not accessible by integration"):
 * then the author is assumed to be `github-actions[bot]`, the identity GITHUB_TOKEN posts as.
 */
export async function resolveCommentAuthor(octokit: GithubClient): Promise<CommentAuthor> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { login: data.login, assumed: false };
  } catch {
    return { login: ACTIONS_BOT_LOGIN, assumed: true };
  }
}

/**
 * Whether a comment was written by the token's identity. With an assumed identity a comment also
 * counts when GitHub says the `github-actions` app performed it, which is how GITHUB_TOKEN comments
 * are attributed; comments by people or other bots never count, so their markers are ignored.
 */
export function isOwnComment(comment: AuthoredComment, author: CommentAuthor): boolean {
  if (comment.user?.login === author.login) return true;
  return author.assumed && comment.performed_via_github_app?.slug === 'github-actions' && comment.user?.login === ACTIONS_BOT_LOGIN;
}

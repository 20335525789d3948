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
 * candidates, so a marker pasted by a person is never overwritten. When GitHub will not say who
 * the token is (a workflow GITHUB_TOKEN or a GitHub App installation token), the candidates are
 * the marked comments an app's bot account wrote, newest first; one GitHub refuses to let this
 * token edit (403: another app's) is passed over. `body` must start with {@link commentMarker}.
 */
export async function upsertStickyComment(octokit: GithubClient, target: CommentTarget, key: string, body: string): Promise<{ url: string; created: boolean; commentId: number }> {
  const { owner, repo, issueNumber } = target;
  const marker = commentMarker(key);
  const author = await resolveCommentAuthor(octokit);
  const comments = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 });
  const candidates = comments.filter((comment) => comment.body?.includes(marker) && isOwnComment(comment, author)).reverse();
  for (const existing of candidates) {
    try {
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
      return { url: data.html_url, created: false, commentId: data.id };
    } catch (error) {
      if (!author.assumed || (error as { status?: number }).status !== 403) throw error;
    }
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

/** Who the token comments as; `assumed` when GitHub would not say (see {@link resolveCommentAuthor}). */
export interface CommentAuthor {
  /** The login GET /user reported; undefined when GitHub would not say. */
  login?: string;
  assumed: boolean;
}

/** The fields of an issue comment that identify its author. */
export interface AuthoredComment {
  user?: { login: string; type?: string } | null;
  performed_via_github_app?: { slug?: string } | null;
}

/**
 * Asks `GET /user` who the token belongs to (works for personal tokens). A workflow GITHUB_TOKEN
 * and a GitHub App installation token are refused there (403 "Resource not accessible by
 * integration"), and neither can ask which app it is: the identity is then unknown (`assumed`).
 */
export async function resolveCommentAuthor(octokit: GithubClient): Promise<CommentAuthor> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { login: data.login, assumed: false };
  } catch {
    return { assumed: true };
  }
}

/**
 * Whether a comment may be the token's own. With a known login, only that login's comments. With
 * an unknown one (an app token), a comment an app's bot account wrote (`github-actions[bot]` for
 * GITHUB_TOKEN, `<app>[bot]` for a GitHub App): comments by people never count, so a marker a
 * person pasted is never taken over.
 */
export function isOwnComment(comment: AuthoredComment, author: CommentAuthor): boolean {
  if (!author.assumed) return comment.user?.login === author.login;
  const user = comment.user;
  return !!user && (user.type === 'Bot' || user.login.endsWith('[bot]')) && !!comment.performed_via_github_app?.slug;
}

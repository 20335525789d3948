import { isOwnComment, resolveCommentAuthor } from './comment-author.js';
import type { GithubClient } from './github-client.js';

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
export async function upsertStickyComment(octokit: GithubClient, target: CommentTarget, key: string, body: string): Promise<{ url: string; created: boolean }> {
  const { owner, repo, issueNumber } = target;
  const marker = commentMarker(key);
  const author = await resolveCommentAuthor(octokit);
  const comments = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 });
  const existing = comments.find((comment) => comment.body?.includes(marker) && isOwnComment(comment, author));
  if (existing) {
    const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
    return { url: data.html_url, created: false };
  }
  const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
  return { url: data.html_url, created: true };
}

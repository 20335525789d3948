import type { Logger } from '../engine/runtime.js';
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

/** Where a write went. */
export interface CommentWrite {
  url: string;
  created: boolean;
  commentId: number;
}

/**
 * The run's one comment for `key`: the first write finds the token's own marked comment (or
 * creates one), every later write (live progress, then the report) updates that same comment by
 * id, so a run never leaves two. A marked comment is ours only when GitHub says its author is the
 * token's identity ({@link resolveCommentAuthor}); when the identity cannot be learned a new
 * comment is created rather than another account's edited (GitHub lets a token with write access
 * edit any comment on the pull request, so only the author check keeps others' comments safe).
 */
export class StickyComment {
  private id: number | undefined;
  private url = '';

  constructor(
    private readonly octokit: GithubClient,
    private readonly target: CommentTarget,
    private readonly key: string,
    private readonly logger?: Logger,
  ) {}

  async write(body: string): Promise<CommentWrite> {
    const { owner, repo } = this.target;
    if (this.id !== undefined) {
      const { data } = await this.octokit.rest.issues.updateComment({ owner, repo, comment_id: this.id, body });
      this.url = data.html_url;
      return { url: this.url, created: false, commentId: this.id };
    }
    const written = await upsertStickyComment(this.octokit, this.target, this.key, body, this.logger);
    this.id = written.commentId;
    this.url = written.url;
    return written;
  }
}

/**
 * Creates the comment for `key` once and updates it in place on every later run. Every page of
 * comments is read (long threads exceed one page); only a marked comment whose author is the
 * token's own login is a candidate (the newest one), so a marker in a person's comment or in
 * another app's is never overwritten. `body` must start with {@link commentMarker}.
 */
export async function upsertStickyComment(
  octokit: GithubClient,
  target: CommentTarget,
  key: string,
  body: string,
  logger?: Logger,
): Promise<CommentWrite> {
  const { owner, repo, issueNumber } = target;
  const marker = commentMarker(key);
  const author = await resolveCommentAuthor(octokit);
  if (author.login === undefined) {
    logger?.warn(
      `could not learn which account the github-token comments as (${author.reason}): a new comment is created ` +
        `instead of updating an earlier one`,
    );
  } else {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
    });
    const existing = comments
      .filter((comment) => comment.body?.includes(marker) && isOwnComment(comment, author.login))
      .at(-1);
    if (existing) {
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
      return { url: data.html_url, created: false, commentId: data.id };
    }
  }
  const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
  return { url: data.html_url, created: true, commentId: data.id };
}

/** Who the token comments as, or why that is unknown. */
export type CommentAuthor = { login: string } | { login?: undefined; reason: string };

/**
 * Asks GitHub who the token is: GraphQL `viewer { login }`, which answers for a workflow
 * GITHUB_TOKEN and a GitHub App installation token (as the app's bot, `github-actions` or
 * `github-actions[bot]`: both spellings are met, see {@link isOwnComment}) as well
 * as for a personal token; `GET /user` (personal tokens only) when GraphQL is refused.
 */
async function resolveCommentAuthor(octokit: GithubClient): Promise<CommentAuthor> {
  let reason: string;
  try {
    const answer = await octokit.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
    if (typeof answer.viewer?.login === 'string' && answer.viewer.login !== '') return { login: answer.viewer.login };
    reason = 'GraphQL viewer had no login';
  } catch (error) {
    reason = `GraphQL viewer: ${oneLine(error)}`;
  }
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { login: data.login };
  } catch (error) {
    return { reason: `${reason}; GET /user: ${oneLine(error)}` };
  }
}

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
}

/** The fields of an issue comment that identify its author. */
export interface AuthoredComment {
  user?: { login: string; type?: string } | null;
}

/**
 * Whether `comment` was written by `login`. REST spells a bot account `name[bot]`, GraphQL's
 * viewer may say `name`, so a Bot-typed author matches either spelling; any other account (a
 * person, `dependabot[bot]`, another app) never does.
 */
export function isOwnComment(comment: AuthoredComment, login: string): boolean {
  const user = comment.user;
  if (!user) return false;
  if (user.login === login) return true;
  const bot = user.type === 'Bot' || user.login.endsWith('[bot]');
  return bot && user.login.replace(/\[bot\]$/, '') === login.replace(/\[bot\]$/, '');
}

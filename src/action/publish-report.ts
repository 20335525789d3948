import { writeFile } from 'node:fs/promises';
import * as core from '@actions/core';
import type { Logger } from '../engine/runtime.js';
import type { ActionContext, GithubClient } from './action-context.js';
import { StickyComment, type CommentTarget } from './sticky-comment.js';

/** GitHub caps a step's job summary at 1 MiB. */
const MAX_SUMMARY_LENGTH = 1_000_000;

/** Where the report went. */
export interface PublishOutcome {
  commentUrl: string | undefined;
  /** The markdown file written outside GitHub Actions. */
  localReportPath: string | undefined;
}

/** What publishing needs besides the body. */
export interface PublishOptions {
  context: ActionContext;
  octokit: GithubClient | undefined;
  comment: boolean;
  commentKey: string;
  /** The run's comment, when live progress already wrote it: the report updates that one. */
  sticky?: StickyComment | undefined;
  /** Outside GitHub the report is written here. */
  localReportPath: string;
  logger: Logger;
}

/**
 * Sends the report everywhere it can go: the job summary on every GitHub event, the sticky PR
 * comment when there is a pull request and the token may write to it, a local markdown file
 * outside GitHub. A refused comment (fork, missing permission) is a warning; the summary remains.
 */
export async function publishReport(body: string, options: PublishOptions): Promise<PublishOutcome> {
  const { context, logger } = options;
  if (!context.inGitHub) {
    await writeFile(options.localReportPath, body);
    logger.info(`report written to ${options.localReportPath}`);
    return { commentUrl: undefined, localReportPath: options.localReportPath };
  }
  await writeJobSummary(body, context, logger);
  return { commentUrl: await postComment(body, options), localReportPath: undefined };
}

async function writeJobSummary(body: string, context: ActionContext, logger: Logger): Promise<void> {
  try {
    await core.summary.addRaw(fitCommentBody(body, context.runUrl, MAX_SUMMARY_LENGTH), true).write();
  } catch (error) {
    logger.warn(`could not write the job summary: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The pull request the comment goes to, or why there is none: `reason` is worth a warning (a fork,
 * no token); without one the run simply has no pull request or `comment: false`.
 */
export function commentDestination(
  context: ActionContext,
  comment: boolean,
  octokit: GithubClient | undefined,
): { target: CommentTarget; octokit: GithubClient } | { reason?: string } {
  const pr = context.pullRequest;
  if (!pr || !comment) return {};
  // Under pull_request_target a fork's pull request is commented on with the base's token.
  if (pr.isFork && context.eventName !== 'pull_request_target')
    return { reason: 'pull request from a fork: its token cannot comment, so the report is in the job summary only' };
  if (!octokit) return { reason: 'no github-token: the report is in the job summary only' };
  return { target: { owner: context.owner, repo: context.repo, issueNumber: pr.number }, octokit };
}

async function postComment(body: string, options: PublishOptions): Promise<string | undefined> {
  const { context, logger } = options;
  const destination = commentDestination(context, options.comment, options.octokit);
  if (!('target' in destination)) {
    if (destination.reason) logger.warn(destination.reason);
    return undefined;
  }
  const { target, octokit } = destination;
  const sticky = options.sticky ?? new StickyComment(octokit, target, options.commentKey, logger);
  try {
    const { url, created } = await sticky.write(fitCommentBody(body, context.runUrl));
    logger.info(`${created ? 'created' : 'updated'} the pull request comment: ${url}`);
    return url;
  } catch (error) {
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
    const hint = status === 403 || status === 404 ? ' (give the job permissions: pull-requests: write)' : '';
    logger.warn(
      `could not post the pull request comment${hint}: ${error instanceof Error ? error.message : String(error)}; ` +
        `the report is in the job summary`,
    );
    return undefined;
  }
}

/** GitHub rejects issue comments longer than this many characters. */
export const MAX_COMMENT_LENGTH = 65_536;

/**
 * Cuts a body that would exceed `limit` at a line boundary, closes a `<details>` block left open
 * by the cut, and appends a notice linking to the run. Shorter bodies are returned unchanged.
 */
export function fitCommentBody(body: string, runUrl: string | undefined, limit = MAX_COMMENT_LENGTH): string {
  if (body.length <= limit) return body;
  const where = runUrl ? `the [workflow run](${runUrl}) (job summary and results artifact)` : 'the results file';
  const notice =
    `\n\n> ✂️ This report was truncated to fit GitHub's ${limit.toLocaleString('en-US')}-character ` +
    `comment limit. The full report is in ${where}.\n`;
  const closer = '\n\n</details>';
  let cut = body.slice(0, limit - notice.length - closer.length);
  const lastNewline = cut.lastIndexOf('\n');
  if (lastNewline > 0) cut = cut.slice(0, lastNewline);
  const open = (cut.match(/<details>/g) ?? []).length - (cut.match(/<\/details>/g) ?? []).length;
  return `${cut}${open > 0 ? closer : ''}${notice}`;
}

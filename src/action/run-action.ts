import path from 'node:path';
import { readLabelsFile } from '../compose/read-labels-file.js';
import { createNodeRuntime, type Logger } from '../engine/runtime.js';
import type { RunLabels } from '../results/label-agreement.js';
import { type ActionContext, type GithubClient, createGithubClient, createCoreLogger } from './action-context.js';
import { LiveProgress } from './live-progress.js';
import { findPushPullRequest } from './find-push-pull-request.js';
import { StickyComment } from './sticky-comment.js';
import type { ActionConfig } from './input-helper.js';
import { loadBaseline, type BaselineOutcome } from './load-baseline.js';
import { mergeShards } from './produce-results.js';
import { runSuitesStep, type SuitesOutcome } from './run-suites-step.js';
import { commentDestination } from './publish-report.js';
import { mergedForkNotice } from './fork-secrets.js';
import { reportRun, type ActionRun } from './report-run.js';

/**
 * Runs the suites (with live progress in the comment), uploads the results, compares with the
 * baseline, publishes the report and sets the outputs, in that order; returns the gate failures
 * for the caller to act on last, so a failing gate never hides the report. Configuration errors
 * throw before anything runs. A push run reports to the pull request of its commit, if any.
 * With `shard: i/n` the job only runs its part and uploads it; `shard: merge` reports on the merged
 * shard artifacts instead of running anything.
 */
export async function runAction(config: ActionConfig, eventContext: ActionContext): Promise<string[]> {
  const { inputs } = config;
  const labels = await labelsOf(config);
  const logger = createCoreLogger();
  // The github-token is withheld from every child process and redacted wherever secrets are.
  const runtime = createNodeRuntime({
    logger,
    cwd: inputs.workingDirectory,
    withheld: inputs.githubToken ? [inputs.githubToken] : [],
  });
  const octokit =
    eventContext.inGitHub && inputs.githubToken
      ? createGithubClient(inputs.githubToken, eventContext.apiUrl)
      : undefined;
  const context = await withPushPullRequest(eventContext, config, octokit, logger);
  const run: ActionRun = { ...config, context, octokit, runtime, ...(labels ? { labels } : {}) };
  // Loaded before the run: only-changed carries the results of unchanged suites from it.
  const baseline = await baselineOf(run);
  const sticky = inputs.part || inputs.shardMerge ? undefined : runComment(run);
  const produced = await produce(run, baseline, sticky);
  return reportRun(run, produced, baseline, sticky);
}

/** `labels`: read before anything runs, so a bad file fails the step before any model call. */
async function labelsOf({ inputs }: ActionConfig): Promise<RunLabels | undefined> {
  if (!inputs.labelsPath) return undefined;
  return {
    file: path.relative(inputs.workingDirectory, inputs.labelsPath) || inputs.labelsPath,
    labels: await readLabelsFile(inputs.labelsPath, 'labels file (input "labels")'),
    minAgreement: inputs.minLabelAgreement,
  };
}

/** The baseline to compare with; a shard job does not compare (its merge job does). */
function baselineOf({ inputs, context, octokit, runtime }: ActionRun): Promise<BaselineOutcome> {
  if (inputs.part)
    return Promise.resolve({ found: false, reason: 'a shard job does not compare (the shard: merge job does)' });
  return loadBaseline(inputs.baseline, {
    context,
    octokit,
    token: inputs.githubToken,
    artifactName: inputs.artifactName,
    logger: runtime.logger,
    historyBranch: inputs.historyBranch,
  });
}

/** This job's results: its suites run (with live progress in the comment), or the shards merged. */
async function produce(
  actionRun: ActionRun,
  baseline: BaselineOutcome,
  sticky: StickyComment | undefined,
): Promise<SuitesOutcome> {
  const { run, inputs, context, octokit, runtime } = actionRun;
  const progress = sticky ? liveProgress(actionRun, sticky) : undefined;
  let produced: SuitesOutcome;
  try {
    produced = inputs.shardMerge
      ? merged(
          await mergeShards(run, runtime, {
            context,
            octokit,
            token: inputs.githubToken,
            artifactName: inputs.artifactName,
          }),
          context,
        )
      : await runSuitesStep(actionRun, {
          context,
          runtime,
          octokit,
          baseline,
          ...(progress ? { hooks: { onPlanned: ({ total }) => progress.planned(total), sinks: [progress] } } : {}),
        });
  } catch (error) {
    await progress?.failed(error instanceof Error ? error.message : String(error));
    throw error;
  }
  await progress?.stop();
  return produced;
}

/** The merged shards as this job's results, with the fork's replay said as the shard jobs said it. */
function merged(outcome: SuitesOutcome['outcome'], context: ActionContext): SuitesOutcome {
  const forkNotice = mergedForkNotice(context, outcome.summary);
  return { outcome, carried: [], ...(forkNotice ? { forkNotice } : {}) };
}

/**
 * `comment-on-push`: a push run whose commit is the head of an open pull request of this
 * repository reports to that pull request, as its own pull_request run would (comment, progress,
 * the base branch's baseline). A failed lookup is a warning: the report stays in the job summary.
 */
async function withPushPullRequest(
  context: ActionContext,
  { inputs }: ActionConfig,
  octokit: GithubClient | undefined,
  logger: Logger,
): Promise<ActionContext> {
  if (
    context.eventName !== 'push' ||
    !inputs.commentOnPush ||
    !inputs.comment ||
    !octokit ||
    !context.sha ||
    inputs.part
  )
    return context;
  const commit = context.sha.slice(0, 7);
  try {
    const pr = await findPushPullRequest(octokit, { owner: context.owner, repo: context.repo, sha: context.sha });
    if (!pr) return context;
    logger.info(
      `commit ${commit} is the head of pull request #${pr.number}: its comment is updated ` +
        '(comment-on-push: false turns this off)',
    );
    return { ...context, pullRequest: pr };
  } catch (error) {
    logger.warn(
      `could not look up the pull request of commit ${commit} (does the job have permissions: ` +
        `pull-requests: read?): ${error instanceof Error ? error.message : String(error)}`,
    );
    return context;
  }
}

/**
 * The run's one pull request comment, when the report goes to one (not in shard jobs, whose merge
 * job comments): live progress and the report write the same comment.
 */
function runComment({ inputs, context, octokit, runtime }: ActionRun): StickyComment | undefined {
  const destination = commentDestination(context, inputs.comment, octokit);
  return 'target' in destination
    ? new StickyComment(destination.octokit, destination.target, inputs.commentKey, runtime.logger)
    : undefined;
}

/** Live progress in the run's comment while the suites run. */
function liveProgress({ inputs, context, runtime }: ActionRun, sticky: StickyComment): LiveProgress {
  return new LiveProgress({
    post: async (body) => {
      await sticky.write(body);
    },
    intervalMs: context.progressIntervalMs,
    commentKey: inputs.commentKey,
    runUrl: context.runUrl,
    now: runtime.now,
    logger: runtime.logger,
  });
}

import { neutralizeOutput } from '../results/neutralize-output.js';
import { writeRunSummary } from '../results/run-summary.js';
import { writeJunitReport } from '../results/junit-report.js';
import { createNodeRuntime, type Logger, type Runtime } from '../engine/runtime.js';
import { Redactor } from '../engine/redactor.js';
import { compareResults } from '../results/compare-results.js';
import { gateFailures } from '../results/run-gates.js';
import { findNewFailures } from '../results/new-failures.js';
import { judgeAgreementOf } from '../results/judge-agreement.js';
import { reportTrend, runTrend } from './trend-history.js';
import type { ReportTrend } from '../report/report-data.js';
import { parsePassPolicy } from '../results/repeats.js';
import { type ActionContext, type GithubClient, createGithubClient, createCoreLogger } from './action-context.js';
import { LiveProgress } from './live-progress.js';
import { findPushPullRequest } from './find-push-pull-request.js';
import { StickyComment } from './sticky-comment.js';
import { renderCommentBody } from './comment-body.js';
import type { ActionSettings } from './input-helper.js';
import { loadBaseline, type BaselineOutcome } from './load-baseline.js';
import { writeHtmlReport } from '../report/html-report.js';
import { missingShardsLine, shardArtifactName } from './merge-shard-artifacts.js';
import { mergeShards, type ProducedResults } from './produce-results.js';
import { runSuitesStep, type SuitesOutcome } from './run-suites-step.js';
import { commentDestination, publishReport } from './publish-report.js';
import { regressionAnnotations } from './regression-annotations.js';
import * as core from '@actions/core';
import type { Summary } from '../results/compute-summary.js';
import { combinedUsage } from '../results/usage-totals.js';
import { skippedByReason } from '../results/format-usage.js';
import { escapeMarkdownInline } from '../results/format-score.js';
import { evaluatedCommit, logEvaluatedCommit } from './evaluated-commit.js';
import path from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';

/**
 * Runs the suites (with live progress in the comment), uploads the results, compares with the
 * baseline, publishes the report and sets the outputs, in that order; returns the gate failures
 * for the caller to act on last, so a failing gate never hides the report. Configuration errors
 * throw before anything runs. A push run reports to the pull request of its commit, if any.
 * With `shard: i/n` the job only runs its part and uploads it; `shard: merge` reports on the merged
 * shard artifacts instead of running anything.
 */
export async function runAction(settings: ActionSettings, eventContext: ActionContext): Promise<string[]> {
  const logger = createCoreLogger();
  // The github-token is withheld from every child process and redacted wherever secrets are.
  const runtime = createNodeRuntime({
    logger,
    cwd: settings.workingDirectory,
    withheld: settings.githubToken ? [settings.githubToken] : [],
  });
  const octokit =
    eventContext.inGitHub && settings.githubToken
      ? createGithubClient(settings.githubToken, eventContext.apiUrl)
      : undefined;
  const context = await withPushPullRequest(eventContext, settings, octokit, logger);
  const { shard } = settings;
  // Loaded before the run: only-changed carries the results of unchanged suites from it.
  const baseline: BaselineOutcome =
    shard?.kind === 'part'
      ? { found: false, reason: 'a shard job does not compare (the shard: merge job does)' }
      : await loadBaseline(settings.baseline, {
          context,
          octokit,
          token: settings.githubToken,
          artifactName: settings.artifactName,
          logger,
        });
  const sticky = shard ? undefined : runComment(settings, context, octokit, logger);
  const progress = sticky ? liveProgress(settings, context, sticky, runtime) : undefined;
  let produced: SuitesOutcome;
  try {
    produced =
      shard?.kind === 'merge'
        ? {
            outcome: await mergeShards(settings, runtime, { context, octokit, token: settings.githubToken }),
            carried: [],
          }
        : await runSuitesStep(settings, {
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
  const { outcome } = produced;
  // A shard: merge job evaluated nothing itself (its shards did).
  const commit = shard ? undefined : await evaluatedCommit(context, runtime);
  logEvaluatedCommit(commit, logger);
  const { records } = outcome;
  // The run summary JSON sits next to the results file (the summary-path output).
  const summaryPath = outcome.resultsPath.replace(/\.[^./]+$/, '.summary.json');
  const judgeAgreement = judgeAgreementOf(records);
  await writeRunSummary(summaryPath, { ...outcome, judge: judgeAgreement });
  if (settings.junitPath) await writeJunit(settings.junitPath, outcome, logger);

  const upload = (files: string[], name: string) =>
    context.inGitHub
      ? uploadResults(
          files,
          { name, retentionDays: settings.retentionDays, hasArtifactService: context.hasArtifactService },
          logger,
        )
      : Promise.resolve({ uploaded: false as const, reason: 'not running on GitHub Actions' });
  if (shard?.kind === 'part') {
    await upload([outcome.resultsPath], shardArtifactName(settings.artifactName, shard.index, shard.count));
    return reportShard(outcome, shard, context, logger);
  }
  const compare = baseline.found ? compareResults(baseline.records, records) : undefined;
  const newFailures = baseline.found
    ? findNewFailures(baseline.records, records, parsePassPolicy(outcome.passPolicy ?? 'all'))
    : undefined;
  // The most regressed cases, marked on their eval file's line in the pull request's diff view.
  if (compare && context.inGitHub)
    for (const { message, properties } of regressionAnnotations(compare, records))
      core.warning(neutralizeOutput(message), properties);
  // The HTML report travels in the results artifact, beside the results it shows.
  // The base branch's trend; a base-branch run writes the history forward into its artifact.
  const { trend, historyFile } = await runTrend({
    trendRuns: settings.trendRuns,
    baselineSetting: settings.baseline,
    baseline,
    summary: outcome.summary,
    resultsPath: outcome.resultsPath,
    sha: commit?.sha,
    now: runtime.now(),
    context,
    octokit,
    token: settings.githubToken,
    artifactName: settings.artifactName,
    logger,
  });
  const reportPath = settings.htmlReport
    ? await writeHtml(outcome, baseline, runtime.now(), logger, reportTrend(trend))
    : undefined;
  const uploaded = await upload(
    [outcome.resultsPath, ...(reportPath ? [reportPath] : []), ...(historyFile ? [historyFile] : [])],
    settings.artifactName,
  );

  const body = Redactor.fromEnv(runtime.env, runtime.withheld).text(
    renderCommentBody({
      commentKey: settings.commentKey,
      summary: outcome.summary,
      records,
      baseline,
      compare,
      newFailures,
      judgeAgreement,
      trend,
      failOnNewFailures: settings.failOnNewFailures,
      runUrl: context.runUrl,
      artifactName: settings.artifactName,
      uploaded: uploaded.uploaded,
      artifactUrl: uploaded.uploaded ? artifactUrl(context, uploaded.id) : undefined,
      htmlReport: reportPath ? path.basename(reportPath) : undefined,
      serverUrl: context.serverUrl,
      owner: context.owner,
      repo: context.repo,
      now: runtime.now(),
      repeats: outcome.repeats,
      passPolicy: outcome.passPolicy,
      incomplete: outcome.missingShards ? missingShardsLine(outcome.missingShards) : undefined,
      notices: [
        ...(produced.forkNotice ? [`ℹ️ ${escapeMarkdownInline(produced.forkNotice, 500)}`] : []),
        ...(commit?.warning ? [`⚠️ **${commit.warning}**`] : []),
      ],
      evaluatedCommit: commit?.sha,
      cache: produced.cache,
      carried: produced.carried,
      onlyChangedNote: produced.onlyChangedNote,
    }),
  );
  const localReportPath = outcome.resultsPath.replace(/\.[^./]+$/, '.md');
  const published = await publishReport(body, {
    context,
    octokit,
    comment: settings.comment,
    commentKey: settings.commentKey,
    sticky,
    localReportPath,
    logger,
  });

  const outputs = {
    resultsPath: outcome.resultsPath,
    summaryPath,
    reportPath,
    summary: outcome.summary,
    regressions: compare?.summary.losses ?? 0,
    commentUrl: published.commentUrl,
    flaky: flakyCount(outcome),
    carried: records.filter((r) => r.carried).length,
  };
  if (context.inGitHub) setActionOutputs(outputs);
  else setActionOutputs(outputs, (name, value) => logger.info(`output ${name}=${value}`));

  for (const [reason, entries] of skippedByReason(outcome.summary.skipped)) {
    const why = reason === 'budget' ? 'budget-usd reached' : 'cache-only: not in the response cache';
    logger.warn(`${why}: ${entries.length} case(s) not run or not graded; they are listed in the report as skipped`);
  }
  // A fork's run that evaluated nothing (fork-without-secrets: skip) has no results to hold to the gates.
  if (produced.skipped) return [];
  const failures = gateFailures(settings, outcome.summary, compare, outcome.repeats, newFailures);
  if (outcome.writeFailures > 0) failures.unshift(writeFailure(outcome));
  if (outcome.missingShards) failures.unshift(missingShardsLine(outcome.missingShards));
  return failures;
}

/**
 * `comment-on-push`: a push run whose commit is the head of an open pull request of this
 * repository reports to that pull request, as its own pull_request run would (comment, progress,
 * the base branch's baseline). A failed lookup is a warning: the report stays in the job summary.
 */
async function withPushPullRequest(
  context: ActionContext,
  settings: ActionSettings,
  octokit: GithubClient | undefined,
  logger: Logger,
): Promise<ActionContext> {
  if (
    context.eventName !== 'push' ||
    !settings.commentOnPush ||
    !settings.comment ||
    !octokit ||
    !context.sha ||
    settings.shard?.kind === 'part'
  )
    return context;
  try {
    const pr = await findPushPullRequest(octokit, { owner: context.owner, repo: context.repo, sha: context.sha });
    if (!pr) return context;
    logger.info(
      `commit ${context.sha.slice(0, 7)} is the head of pull request #${pr.number}: its comment is updated (comment-on-push: false turns this off)`,
    );
    return { ...context, pullRequest: pr };
  } catch (error) {
    logger.warn(
      `could not look up the pull request of commit ${context.sha.slice(0, 7)} (does the job have permissions: pull-requests: read?): ${error instanceof Error ? error.message : String(error)}`,
    );
    return context;
  }
}

/**
 * The run's one pull request comment, when the report goes to one (not in shard jobs, whose merge
 * job comments): live progress and the report write the same comment.
 */
function runComment(
  settings: ActionSettings,
  context: ActionContext,
  octokit: GithubClient | undefined,
  logger: Logger,
): StickyComment | undefined {
  const destination = commentDestination(context, settings.comment, octokit);
  return 'target' in destination
    ? new StickyComment(destination.octokit, destination.target, settings.commentKey, logger)
    : undefined;
}

/** Live progress in the run's comment while the suites run. */
function liveProgress(
  settings: ActionSettings,
  context: ActionContext,
  sticky: StickyComment,
  runtime: Runtime,
): LiveProgress {
  return new LiveProgress({
    post: async (body) => {
      await sticky.write(body);
    },
    intervalMs: context.progressIntervalMs,
    commentKey: settings.commentKey,
    runUrl: context.runUrl,
    now: runtime.now,
    logger: runtime.logger,
  });
}

/** A shard job sets its outputs and stops: the comment, the baseline and the gates belong to the merge job. */
function reportShard(
  outcome: ProducedResults,
  shard: { index: number; count: number },
  context: ActionContext,
  logger: Logger,
): string[] {
  logger.info(
    `shard ${shard.index}/${shard.count}: ${outcome.summary.total} case(s) run; the shard: merge job compares, comments and applies the gates`,
  );
  const summaryPath = outcome.resultsPath.replace(/\.[^./]+$/, '.summary.json');
  const outputs = {
    resultsPath: outcome.resultsPath,
    summaryPath,
    reportPath: undefined,
    summary: outcome.summary,
    regressions: 0,
    commentUrl: undefined,
    flaky: flakyCount(outcome),
    carried: 0,
  };
  if (context.inGitHub) setActionOutputs(outputs);
  else setActionOutputs(outputs, (name, value) => logger.info(`output ${name}=${value}`));
  return outcome.writeFailures > 0 ? [writeFailure(outcome)] : [];
}

/**
 * The HTML report next to the results file (`<results>.html`), compared with the baseline when
 * there is one; a failure to write it is a warning and leaves it out.
 */
async function writeHtml(
  outcome: ProducedResults,
  baseline: BaselineOutcome,
  now: number,
  logger: Logger,
  trend: ReportTrend | undefined,
): Promise<string | undefined> {
  const file = outcome.resultsPath.replace(/\.[^./]+$/, '.html');
  const source = baseline.found
    ? baseline.source.kind === 'file'
      ? baseline.source.path
      : `${baseline.source.branch} run ${baseline.source.runId}`
    : '';
  try {
    const input = {
      records: outcome.records,
      resultsFile: path.basename(outcome.resultsPath),
      generatedAt: new Date(now).toISOString(),
      trend,
    };
    await writeHtmlReport(
      file,
      baseline.found ? { ...input, baseline: { file: source, records: baseline.records } } : input,
      'working-directory',
    );
    logger.info(`HTML report: ${file}`);
    return file;
  } catch (error) {
    logger.warn(`HTML report not written: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** The `junit` file; a failure to write it is a warning, so it never hides the comment or the gates. */
async function writeJunit(file: string, outcome: ProducedResults, logger: Logger): Promise<void> {
  try {
    await writeJunitReport(file, outcome.records, { repeats: outcome.repeats }, 'the junit input');
    logger.info(`JUnit report: ${file}`);
  } catch (error) {
    logger.warn(error instanceof Error ? error.message : String(error));
  }
}

function flakyCount(outcome: ProducedResults): number {
  return outcome.repeats?.filter((c) => c.label === 'flaky').length ?? 0;
}

function writeFailure(outcome: ProducedResults): string {
  return `${outcome.writeFailures} result(s) could not be written to ${outcome.resultsPath}`;
}

/** The values behind action.yml's outputs. */
export interface ActionOutputs {
  resultsPath: string;
  /** The run summary JSON (statistics and per-case verdicts over repeats). */
  summaryPath: string;
  /** The HTML report (absent in shard jobs and when it could not be written). */
  reportPath: string | undefined;
  summary: Summary;
  /** Repeated cases labelled flaky. */
  flaky: number;
  /** Records carried from the baseline by `only-changed`. */
  carried: number;
  /** Cases that lost at least the compare threshold against the base; 0 without a baseline. */
  regressions: number;
  commentUrl: string | undefined;
}

/** Sets every output; scores are empty strings when nothing was scored. */
export function setActionOutputs(
  outputs: ActionOutputs,
  set: (name: string, value: string) => void = core.setOutput,
): void {
  const { summary } = outputs;
  set('results-path', outputs.resultsPath);
  set('mean-score', summary.mean === undefined ? '' : String(Number(summary.mean.toFixed(4))));
  set('pass-rate', summary.passRate === undefined ? '' : String(Number(summary.passRate.toFixed(4))));
  set('total', String(summary.total));
  set('errors', String(summary.errors));
  set('regressions', String(outputs.regressions));
  set('comment-url', outputs.commentUrl ?? '');
  set('summary-path', outputs.summaryPath);
  set('flaky', String(outputs.flaky));
  set('report-path', outputs.reportPath ?? '');
  const paid = combinedUsage(summary.usage);
  set('cost-usd', paid.calls > paid.unpricedCalls ? String(Number(paid.spentUsd.toFixed(6))) : '');
  set('skipped', String(summary.skipped.length));
  set('cached-calls', String(paid.cachedCalls));
  set('carried', String(outputs.carried));
}

/** The page of an artifact this run uploaded, the URL actions/upload-artifact reports as `artifact-url`. */
export function artifactUrl(
  context: Pick<ActionContext, 'serverUrl' | 'owner' | 'repo' | 'runId'>,
  id: number | undefined,
): string | undefined {
  if (id === undefined || context.runId === undefined || !context.owner) return undefined;
  return `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}/artifacts/${id}`;
}

/** What became of the upload; a failure is a warning, never a failed step. */
export type UploadOutcome = { uploaded: true; id: number | undefined } | { uploaded: false; reason: string };

/**
 * Uploads the results file (and the files beside it, such as the HTML report) as one artifact named after the suite key. Without the artifact
 * service (ACTIONS_RUNTIME_TOKEN unset: a container step, GHES, a local run) it warns and moves on.
 */
export async function uploadResults(
  files: string[],
  options: { name: string; retentionDays?: number; hasArtifactService: boolean },
  logger: Logger,
): Promise<UploadOutcome> {
  if (!options.hasArtifactService) {
    const reason = 'the artifact service is not available (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are not set)';
    logger.warn(`results not uploaded: ${reason}`);
    return { uploaded: false, reason };
  }
  try {
    const client = new DefaultArtifactClient();
    const root = path.dirname(files[0] ?? '.');
    const result = await client.uploadArtifact(options.name, files, root, {
      ...(options.retentionDays !== undefined ? { retentionDays: options.retentionDays } : {}),
    });
    logger.info(
      `uploaded ${files.map((file) => path.basename(file)).join(', ')} as artifact "${options.name}"${result.id !== undefined ? ` (id ${result.id})` : ''}`,
    );
    return { uploaded: true, id: result.id };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(`results not uploaded as artifact "${options.name}": ${reason}`);
    return { uploaded: false, reason };
  }
}

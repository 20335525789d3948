import path from 'node:path';
import * as core from '@actions/core';
import { reportRedactor, writeRunReports } from '../compose/write-run-reports.js';
import type { Runtime } from '../engine/runtime.js';
import { compareResults, type CompareReport } from '../results/compare-results.js';
import type { EvalResult } from '../results/eval-result.js';
import { escapeMarkdownInline } from '../safety/escape-markdown.js';
import { skippedByReason } from '../results/format-usage.js';
import { judgeAgreementOf, type JudgeAgreement } from '../results/judge-agreement.js';
import {
  labelAgreementOf,
  labelAgreementWarnings,
  type LabelAgreement,
  type RunLabels,
} from '../results/label-agreement.js';
import { findNewFailures, type NewFailures } from '../results/new-failures.js';
import { neutralizeOutput } from '../safety/neutralize-output.js';
import { parsePassPolicy } from '../results/repeats.js';
import { gateFailures } from '../results/run-gates.js';
import type { ActionContext, GithubClient } from './action-context.js';
import { outputsOf, publishOutputs, reportShard, summaryPathOf, writeFailure } from './action-outputs.js';
import { renderCommentBody } from './comment-body.js';
import { recordOnHistoryBranch } from './history-branch-step.js';
import { evaluatedCommit, logEvaluatedCommit, type EvaluatedCommit } from './evaluated-commit.js';
import type { ActionConfig } from './input-helper.js';
import type { BaselineOutcome } from './load-baseline.js';
import { missingShardsLine, shardArtifactName } from './merge-shard-artifacts.js';
import type { ProducedResults } from './produce-results.js';
import { publishReport } from './publish-report.js';
import { regressionAnnotations } from './regression-annotations.js';
import type { SuitesOutcome } from './run-suites-step.js';
import type { StickyComment } from './sticky-comment.js';
import { reportTrend, runTrend, type RunTrend } from './trend-history.js';
import { artifactUrl, uploadFromRun, type UploadOutcome } from './upload-results.js';

/** What every step of the Action's run shares, built once by `runAction`. */
export interface ActionRun extends ActionConfig {
  context: ActionContext;
  octokit: GithubClient | undefined;
  runtime: Runtime;
  /** `labels`: people's labels the judges are checked against (the reporting job's, not a shard's). */
  labels?: RunLabels;
}

/** This run against the baseline, when there is one. */
interface Compared {
  compare?: CompareReport | undefined;
  newFailures?: NewFailures | undefined;
}

/**
 * Everything after the results are in: the reports, the upload, the comparison, the comment and
 * the outputs. A shard job writes its reports, uploads its part and stops. Returns the gate failures.
 */
export async function reportRun(
  actionRun: ActionRun,
  produced: SuitesOutcome,
  baseline: BaselineOutcome,
  sticky: StickyComment | undefined,
): Promise<string[]> {
  const { inputs, context, runtime } = actionRun;
  const { outcome } = produced;
  // A shard: merge job evaluated nothing itself (its shards did).
  const commit = inputs.part || inputs.shardMerge ? undefined : await evaluatedCommit(context, runtime);
  logEvaluatedCommit(commit, runtime.logger);
  const upload = uploadFromRun(context, inputs.retentionDays, runtime.logger);
  const judge = judgeAgreementOf(outcome.records);
  if (inputs.part) {
    await writeReports(actionRun, outcome, { judge }, { html: false });
    await upload([outcome.resultsPath], shardArtifactName(inputs.artifactName, inputs.part.index, inputs.part.count));
    return reportShard(outcome, inputs.part, context, runtime.logger);
  }
  const compared = compareRun(actionRun, baseline, outcome);
  const labels = actionRun.labels && labelAgreementOf(outcome.records, actionRun.labels);
  // Like an unstable judge under judge samples, a judge below the labels' minimum warns; no gate fails on it.
  for (const warning of labelAgreementWarnings(labels)) runtime.logger.warn(warning);
  const { trend, historyFile } = await trendOf(actionRun, baseline, outcome, commit);
  const reportPath = (
    await writeReports(actionRun, outcome, { judge, labels }, { html: inputs.htmlReport, baseline, trend })
  ).html;
  // The HTML report travels in the results artifact, beside the results it shows.
  const uploaded = await upload(
    [outcome.resultsPath, ...(reportPath ? [reportPath] : []), ...(historyFile ? [historyFile] : [])],
    inputs.artifactName,
  );
  await recordOnHistoryBranch(actionRun, outcome, commit?.sha);
  const shown = { baseline, compared, judge, labels, trend, uploaded, reportPath, commit };
  const body = commentBody(actionRun, produced, shown);
  const published = await publishReport(body, {
    context,
    octokit: actionRun.octokit,
    comment: inputs.comment,
    commentKey: inputs.commentKey,
    sticky,
    localReportPath: outcome.resultsPath.replace(/\.[^./]+$/, '.md'),
    logger: runtime.logger,
  });
  const regressions = compared.compare?.summary.losses ?? 0;
  publishOutputs(
    outputsOf(outcome, { reportPath, regressions, commentUrl: published.commentUrl }),
    context,
    runtime.logger,
  );
  warnSkipped(outcome, runtime);
  // A fork's run that evaluated nothing (fork-without-secrets: skip) has no results to hold to the gates.
  return produced.skipped ? [] : runGates(actionRun, outcome, compared);
}

/** The base branch's trend; a base-branch run writes the history forward into its artifact. */
function trendOf(
  { inputs, context, octokit, runtime }: ActionRun,
  baseline: BaselineOutcome,
  outcome: ProducedResults,
  commit: EvaluatedCommit | undefined,
) {
  return runTrend({
    trendRuns: inputs.trendRuns,
    baselineSetting: inputs.baseline,
    baseline,
    summary: outcome.summary,
    resultsPath: outcome.resultsPath,
    sha: commit?.sha,
    now: runtime.now(),
    context,
    octokit,
    token: inputs.githubToken,
    artifactName: inputs.artifactName,
    historyBranch: inputs.historyBranch,
    logger: runtime.logger,
  });
}

/**
 * The run summary beside the results, the `junit` file and (when asked) the HTML report beside
 * the results, by the one function `agentv eval` writes its reports with; a JUnit or HTML report
 * that cannot be written is a warning and left out, so it never hides the comment or the gates.
 */
function writeReports(
  { inputs, runtime, labels }: ActionRun,
  outcome: ProducedResults,
  judges: { judge: JudgeAgreement | undefined; labels?: LabelAgreement | undefined },
  extra: { html: boolean; baseline?: BaselineOutcome; trend?: RunTrend | undefined },
) {
  const baseline = extra.baseline?.found ? extra.baseline : undefined;
  const source = baseline?.source;
  return writeRunReports(
    {
      summary: summaryPathOf(outcome.resultsPath),
      junit: inputs.junitPath,
      html: extra.html ? outcome.resultsPath.replace(/\.[^./]+$/, '.html') : undefined,
    },
    {
      outcome: { ...outcome, ...judges, selection: selectionOf(outcome.records) },
      records: outcome.records,
      resultsName: path.basename(outcome.resultsPath),
      baseline: baseline && {
        file: source?.kind === 'file' ? source.path : `${source?.branch} run ${source?.runId}`,
        records: baseline.records,
      },
      trend: reportTrend(extra.trend),
      givenLabels: labels?.labels,
    },
    {
      runtime,
      labels: { junit: 'the junit input', html: 'working-directory' },
      note: (line) => runtime.logger.info(line),
      onError: (error, which) => {
        const message = error instanceof Error ? error.message : String(error);
        runtime.logger.warn(which === 'html' ? `HTML report not written: ${message}` : message);
      },
    },
  );
}

/** The comparison with the baseline; the most regressed cases are marked on their eval file's line in the diff. */
function compareRun({ context }: ActionRun, baseline: BaselineOutcome, outcome: ProducedResults): Compared {
  if (!baseline.found) return {};
  const { records } = outcome;
  const compare = compareResults(baseline.records, records);
  const newFailures = findNewFailures(baseline.records, records, parsePassPolicy(outcome.passPolicy ?? 'all'));
  if (context.inGitHub)
    for (const { message, properties } of regressionAnnotations(compare, records))
      core.warning(neutralizeOutput(message), properties);
  return { compare, newFailures };
}

/** The report for the comment and the job summary, through the one redaction rule of what a run shows. */
function commentBody(
  { inputs, context, runtime }: ActionRun,
  produced: SuitesOutcome,
  shown: {
    baseline: BaselineOutcome;
    compared: Compared;
    judge: JudgeAgreement | undefined;
    labels: LabelAgreement | undefined;
    trend: RunTrend | undefined;
    uploaded: UploadOutcome;
    reportPath: string | undefined;
    commit: EvaluatedCommit | undefined;
  },
): string {
  const { outcome } = produced;
  const { commit, uploaded } = shown;
  const body = renderCommentBody({
    commentKey: inputs.commentKey,
    summary: outcome.summary,
    records: outcome.records,
    baseline: shown.baseline,
    compare: shown.compared.compare,
    newFailures: shown.compared.newFailures,
    judgeAgreement: shown.judge,
    labelAgreement: shown.labels,
    trend: shown.trend,
    failOnNewFailures: inputs.failOnNewFailures,
    runUrl: context.runUrl,
    artifactName: inputs.artifactName,
    uploaded: uploaded.uploaded,
    artifactUrl: uploaded.uploaded ? artifactUrl(context, uploaded.id) : undefined,
    htmlReport: shown.reportPath ? path.basename(shown.reportPath) : undefined,
    serverUrl: context.serverUrl,
    owner: context.owner,
    repo: context.repo,
    now: runtime.now(),
    repeats: outcome.repeats,
    passPolicy: outcome.passPolicy,
    incomplete: outcome.missingShards ? missingShardsLine(outcome.missingShards) : undefined,
    notices: [
      ...(produced.forkNotice ? [`ℹ️ ${escapeMarkdownInline(produced.forkNotice, 700)}`] : []),
      ...(commit?.warning ? [`⚠️ **${commit.warning}**`] : []),
      ...selectionNotice(outcome.records, shown.compared.compare),
    ],
    evaluatedCommit: commit?.sha,
    cache: produced.cache,
    carried: produced.carried,
    onlyChangedNote: produced.onlyChangedNote,
  });
  return reportRedactor(runtime).text(body);
}

/** What the budget or `cache-only` left unrun, as one warning per reason. */
function warnSkipped(outcome: ProducedResults, runtime: Runtime): void {
  for (const [reason, entries] of skippedByReason(outcome.summary.skipped)) {
    const why = reason === 'budget' ? 'budget-usd reached' : 'cache-only: not in the response cache';
    runtime.logger.warn(
      `${why}: ${entries.length} case(s) not run or not graded; they are listed in the report as skipped`,
    );
  }
}

function runGates({ inputs }: ActionRun, outcome: ProducedResults, { compare, newFailures }: Compared): string[] {
  const failures = gateFailures(inputs, outcome.summary, compare, outcome.repeats, newFailures);
  if (outcome.writeFailures > 0) failures.unshift(writeFailure(outcome));
  if (outcome.missingShards) failures.unshift(missingShardsLine(outcome.missingShards));
  return failures;
}

/** The selection that chose the run's cases (its records carry it), and what the comparison left out for it. */
function selectionNotice(records: readonly EvalResult[], compare: CompareReport | undefined): string[] {
  const selection = selectionOf(records);
  if (selection === undefined) return [];
  const left = compare?.selection
    ? `; ${compare.selection.notSelected} baseline case(s) not selected, not compared`
    : '';
  return [`🎯 A selection of the cases: ${escapeMarkdownInline(selection, 700)}${left}`];
}

/** Which flags chose the run's cases, as its records say (a merged shard's too); undefined for a whole run. */
function selectionOf(records: readonly EvalResult[]): string | undefined {
  return records.find((r) => r.selection !== undefined)?.selection;
}

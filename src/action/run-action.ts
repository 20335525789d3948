import { createNodeRuntime, type Logger } from '../engine/runtime.js';
import { compareResults } from '../results/compare-results.js';
import type { ActionContext } from './action-context.js';
import { renderCommentBody } from './comment-body.js';
import { createCoreLogger } from './core-logger.js';
import { gateFailures } from './gate-failures.js';
import { createGithubClient } from './github-client.js';
import type { ActionSettings } from './input-helper.js';
import { loadBaseline } from './load-baseline.js';
import { shardArtifactName } from './merge-shard-artifacts.js';
import { evaluate, mergeShards, type ProducedResults } from './produce-results.js';
import { publishReport } from './publish-report.js';
import { setActionOutputs } from './set-action-outputs.js';
import { uploadResults } from './upload-results.js';

/**
 * Runs the suite, uploads the results, compares with the baseline, publishes the report and sets
 * the outputs, in that order; returns the gate failures for the caller to act on last, so a
 * failing gate never hides the report. Configuration errors throw before anything runs.
 * With `shard: i/n` the job only runs its part and uploads it; `shard: merge` reports on the merged
 * shard artifacts instead of running anything.
 */
export async function runAction(settings: ActionSettings, context: ActionContext): Promise<string[]> {
  const logger = createCoreLogger();
  const runtime = createNodeRuntime({ logger, cwd: settings.workingDirectory });
  const octokit = context.inGitHub && settings.githubToken ? createGithubClient(settings.githubToken, context.apiUrl) : undefined;
  const { shard } = settings;
  const outcome =
    shard?.kind === 'merge' ? await mergeShards(settings, runtime, { context, octokit, token: settings.githubToken }) : await evaluate(settings, runtime);
  const { records } = outcome;

  const artifactName = shard?.kind === 'part' ? shardArtifactName(settings.artifactName, shard.index, shard.count) : settings.artifactName;
  const upload = context.inGitHub
    ? await uploadResults(outcome.resultsPath, { name: artifactName, retentionDays: settings.retentionDays, hasArtifactService: context.hasArtifactService }, logger)
    : { uploaded: false as const, reason: 'not running on GitHub Actions' };
  if (shard?.kind === 'part') return reportShard(outcome, shard, context, logger);
  const baseline = await loadBaseline(settings.baseline, { context, octokit, token: settings.githubToken, artifactName: settings.artifactName, logger });
  const compare = baseline.found ? compareResults(baseline.records, records) : undefined;

  const body = renderCommentBody({
    commentKey: settings.commentKey,
    summary: outcome.summary,
    records,
    baseline,
    compare,
    runUrl: context.runUrl,
    artifactName: settings.artifactName,
    uploaded: upload.uploaded,
    serverUrl: context.serverUrl,
    owner: context.owner,
    repo: context.repo,
    now: runtime.now(),
  });
  const localReportPath = outcome.resultsPath.replace(/\.[^./]+$/, '.md');
  const published = await publishReport(body, { context, octokit, comment: settings.comment, commentKey: settings.commentKey, localReportPath, logger });

  const outputs = { resultsPath: outcome.resultsPath, summary: outcome.summary, regressions: compare?.summary.losses ?? 0, commentUrl: published.commentUrl };
  if (context.inGitHub) setActionOutputs(outputs);
  else setActionOutputs(outputs, (name, value) => logger.info(`output ${name}=${value}`));

  const failures = gateFailures(settings, outcome.summary, compare);
  if (outcome.writeFailures > 0) failures.unshift(writeFailure(outcome));
  return failures;
}

/** A shard job sets its outputs and stops: the comment, the baseline and the gates belong to the merge job. */
function reportShard(outcome: ProducedResults, shard: { index: number; count: number }, context: ActionContext, logger: Logger): string[] {
  logger.info(`shard ${shard.index}/${shard.count}: ${outcome.summary.total} case(s) run; the shard: merge job compares, comments and applies the gates`);
  const outputs = { resultsPath: outcome.resultsPath, summary: outcome.summary, regressions: 0, commentUrl: undefined };
  if (context.inGitHub) setActionOutputs(outputs);
  else setActionOutputs(outputs, (name, value) => logger.info(`output ${name}=${value}`));
  return outcome.writeFailures > 0 ? [writeFailure(outcome)] : [];
}

function writeFailure(outcome: ProducedResults): string {
  return `${outcome.writeFailures} result(s) could not be written to ${outcome.resultsPath}`;
}

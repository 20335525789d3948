import { resolveEvalPaths } from '../config/index.js';
import { createNodeRuntime } from '../engine/node-runtime.js';
import { runEval } from '../engine/run-eval.js';
import { compareResults } from '../results/compare-results.js';
import { readResults } from '../results/read-results.js';
import type { ActionContext } from './action-context.js';
import { renderCommentBody } from './comment-body.js';
import { createCoreLogger } from './core-logger.js';
import { gateFailures } from './gate-failures.js';
import { createGithubClient } from './github-client.js';
import type { ActionSettings } from './input-helper.js';
import { loadBaseline } from './load-baseline.js';
import { publishReport } from './publish-report.js';
import { setActionOutputs } from './set-action-outputs.js';
import { toRunOptions } from './to-run-options.js';
import { uploadResults } from './upload-results.js';

/**
 * Runs the suite, uploads the results, compares with the baseline, publishes the report and sets
 * the outputs, in that order; returns the gate failures for the caller to act on last, so a
 * failing gate never hides the report. Configuration errors throw before anything runs.
 */
export async function runAction(settings: ActionSettings, context: ActionContext): Promise<string[]> {
  const logger = createCoreLogger();
  const runtime = createNodeRuntime({ logger, cwd: settings.workingDirectory });
  const options = toRunOptions(settings, await resolveEvalPaths(settings.paths, runtime.cwd), runtime.now());
  const outcome = await runEval(options, runtime, {
    onPlanned: ({ total, workers, files }) => logger.info(`running ${total} case(s) from ${files} file(s) with ${workers} worker(s)${settings.dryRun ? ' (dry run)' : ''}`),
  });
  logger.info(`results written to ${outcome.resultsPath}`);
  const { records } = await readResults(outcome.resultsPath);

  const octokit = context.inGitHub && settings.githubToken ? createGithubClient(settings.githubToken, context.apiUrl) : undefined;
  const upload = context.inGitHub
    ? await uploadResults(outcome.resultsPath, { name: settings.artifactName, retentionDays: settings.retentionDays, hasArtifactService: context.hasArtifactService }, logger)
    : { uploaded: false as const, reason: 'not running on GitHub Actions' };
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
  if (outcome.writeFailures > 0) failures.unshift(`${outcome.writeFailures} result(s) could not be written to ${outcome.resultsPath}`);
  return failures;
}

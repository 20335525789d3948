import { writeFile } from 'node:fs/promises';
import type { Logger } from '../engine/runtime.js';
import type { Summary } from '../results/compute-summary.js';
import { extendHistory, HISTORY_SUFFIX, historyJson, trendPointOf, type TrendPoint } from '../results/run-trend.js';
import type { ActionContext, GithubClient } from './action-context.js';
import { findBaselineRun } from './find-baseline-run.js';
import type { BaselineSetting } from './input-helper.js';
import type { ReportTrend } from '../report/report-data.js';
import { downloadBaseline, type BaselineOutcome } from './load-baseline.js';
import { historyFromBranch } from './history-branch-step.js';

/** Base-branch runs inspected, newest first, to find the previous run that uploaded its results. */
const HISTORY_LOOKUP_RUNS = 50;

/** The trend the report shows: the branch's last runs, then this run as the last point. */
export interface RunTrend {
  branch: string;
  /** The branch's runs before this one, oldest first (at most `trend-runs`). */
  points: TrendPoint[];
  /** This run (a pull request, or the branch's own new run). */
  current: TrendPoint;
  /** Whether this run is a pull request (its point is not part of the branch's history). */
  pullRequest: boolean;
}

/** What the trend step needs of the run. */
export interface TrendInput {
  trendRuns: number;
  baselineSetting: BaselineSetting;
  baseline: BaselineOutcome;
  summary: Summary;
  resultsPath: string;
  /** The commit evaluated. */
  sha: string | undefined;
  now: number;
  context: ActionContext;
  octokit: GithubClient | undefined;
  token: string;
  artifactName: string;
  /** `history-branch`: the branch's history is read from it rather than from the previous run's artifact. */
  historyBranch?: string | undefined;
  logger: Logger;
}

/**
 * The trend of this run's branch or of its pull request's base branch, and on a base-branch run
 * (an event of `baseline-events` on a branch, not a pull request) the history file it uploads
 * forward: the previous run's history with this run's point. A pull request reads the history
 * from the baseline artifact it downloaded already (no further request); a base-branch run finds
 * the previous run that uploaded its results as the baseline lookup does: at most
 * {@link HISTORY_LOOKUP_RUNS} runs listed (one artifact listing each) and one download. Nothing here
 * fails the run: a lookup that fails starts the history again, with a warning.
 */
export async function runTrend(input: TrendInput): Promise<{ trend?: RunTrend; historyFile?: string }> {
  const { context, trendRuns, baselineSetting } = input;
  if (trendRuns === 0 || baselineSetting.kind !== 'auto' || context.runId === undefined) return {};
  const sha = (input.sha ?? context.sha ?? '').replace(/[^0-9a-f]/gi, '');
  if (sha.length < 7) return {};
  const current = trendPointOf(input.summary, {
    runId: context.runId,
    runAttempt: context.runAttempt,
    sha,
    recordedAt: new Date(input.now).toISOString(),
  });
  const pr = context.pullRequest;
  if (pr) {
    const { baseline } = input;
    const history = baseline.found && baseline.source.kind === 'run' ? (baseline.history ?? []) : [];
    return history.length > 0
      ? { trend: { branch: pr.baseRef, points: history.slice(-trendRuns), current, pullRequest: true } }
      : {};
  }
  const branch = context.refName;
  if (!branch || !baselineSetting.events.includes(context.eventName)) return {};
  const previous = await previousHistory(branch, baselineSetting.events, input);
  const history = extendHistory(previous, current);
  const historyFile = input.resultsPath.replace(/\.[^./]+$/, HISTORY_SUFFIX);
  try {
    await writeFile(historyFile, historyJson(history));
  } catch (error) {
    input.logger.warn(`trend history not written: ${error instanceof Error ? error.message : String(error)}`);
    return { trend: { branch, points: previous.slice(-trendRuns), current, pullRequest: false } };
  }
  input.logger.info(`trend: ${history.length} run(s) of ${branch} in ${historyFile}, uploaded with the results`);
  return {
    trend: { branch, points: history.slice(0, -1).slice(-trendRuns), current, pullRequest: false },
    historyFile,
  };
}

/** The history the previous run on `branch` uploaded; none when there is no such run or it cannot be read. */
async function previousHistory(branch: string, events: readonly string[], input: TrendInput): Promise<TrendPoint[]> {
  const { context, octokit, logger } = input;
  if (octokit && input.historyBranch) {
    const deps = { context, octokit, historyBranch: input.historyBranch, artifactName: input.artifactName };
    const fromBranch = await historyFromBranch({ ...deps, logger, branch }).catch((error: unknown) => {
      logger.warn(
        `trend: ${input.historyBranch} could not be read (${error instanceof Error ? error.message : error})`,
      );
      return undefined;
    });
    if (fromBranch) return fromBranch.filter((p) => p.run_id !== context.runId);
  }
  if (!octokit || !context.workflowFile) return [];
  try {
    const query = {
      owner: context.owner,
      repo: context.repo,
      workflowFile: context.workflowFile,
      branch,
      artifactName: input.artifactName,
      events,
      maxRuns: HISTORY_LOOKUP_RUNS,
    };
    const run = await findBaselineRun(octokit, query);
    if (!run || run.runId === context.runId) return [];
    const { history } = await downloadBaseline(run, {
      context,
      octokit,
      token: input.token,
      artifactName: input.artifactName,
      logger,
    });
    return history;
  } catch (error) {
    logger.warn(
      `trend: the previous ${branch} run's history could not be read ` +
        `(${error instanceof Error ? error.message : String(error)}); the history starts again from this run`,
    );
    return [];
  }
}

/** The trend as the HTML report takes it. */
export function reportTrend(trend: RunTrend | undefined): ReportTrend | undefined {
  if (!trend) return undefined;
  return {
    branch: trend.branch,
    current_label: trend.pullRequest ? 'this pull request' : 'this run',
    points: [...trend.points, trend.current],
  };
}

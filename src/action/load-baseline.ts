import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../engine/runtime.js';
import { readResults } from '../results/read-results.js';
import type { EvalResult } from '../results/eval-result.js';
import { HISTORY_SUFFIX, parseHistory, type TrendPoint } from '../results/run-trend.js';
import type { ActionContext } from './action-context.js';
import { findBaselineRun, type BaselineRun } from './find-baseline-run.js';
import type { GithubClient } from './action-context.js';
import type { BaselineSetting } from './input-helper.js';
import { baselineFromBranch, type BranchBaselineDeps } from './history-branch-step.js';
import { artifactClient } from './artifact-client.js';

/**
 * Where the baseline came from, for the comment header: a base-branch run, found by its artifact or
 * on the results branch (`historyBranch`), or a results file.
 */
export type BaselineSource =
  | ({ kind: 'run'; branch: string; historyBranch?: string } & Omit<BaselineRun, 'artifactId'>)
  | { kind: 'file'; path: string };

/** The baseline's records, or why there is none (never a failure); `reason` is plain text. */
export type BaselineOutcome =
  | { found: true; records: EvalResult[]; source: BaselineSource; history?: TrendPoint[] }
  | { found: false; reason: string };

/** Everything baseline loading needs besides the setting. */
export interface BaselineDeps {
  context: ActionContext;
  octokit: GithubClient | undefined;
  token: string;
  artifactName: string;
  logger: Logger;
  /** `history-branch`: read the baseline from the results branch first. */
  historyBranch?: string | undefined;
}

/**
 * Resolves `baseline`: a results file path is read as is; `auto` on a pull request reads the base
 * branch's latest run from `history-branch` when set, and otherwise (or when the branch lacks it)
 * looks for its latest results artifact; `none` (and `auto` on other events) means no comparison.
 * Anything that goes wrong on the way is a reason, reported in the comment, not an error.
 */
export async function loadBaseline(setting: BaselineSetting, deps: BaselineDeps): Promise<BaselineOutcome> {
  if (setting.kind === 'none') return { found: false, reason: 'comparison is switched off (baseline: none)' };
  if (setting.kind === 'path') {
    try {
      const { records, warnings } = await readResults(setting.path);
      for (const warning of warnings) deps.logger.warn(warning);
      return { found: true, records, source: { kind: 'file', path: setting.path } };
    } catch (error) {
      const reason = `the baseline file could not be read: ${error instanceof Error ? error.message : String(error)}`;
      deps.logger.warn(reason);
      return { found: false, reason };
    }
  }
  const { context, octokit } = deps;
  const pr = context.pullRequest;
  if (!pr)
    return {
      found: false,
      reason: `baseline: auto compares pull requests only; this is a ${context.eventName || 'local'} run`,
    };
  if (octokit && deps.historyBranch) {
    const fromBranch = await branchBaseline({ ...deps, octokit, historyBranch: deps.historyBranch });
    if (fromBranch) return fromBranch;
  }
  if (!octokit || !context.workflowFile)
    return { found: false, reason: 'no GitHub token or workflow reference to look up base-branch runs' };
  try {
    const query = {
      owner: context.owner,
      repo: context.repo,
      workflowFile: context.workflowFile,
      branch: pr.baseRef,
      artifactName: deps.artifactName,
      events: setting.events,
    };
    const run = await findBaselineRun(octokit, query);
    if (!run)
      return {
        found: false,
        reason:
          `no ${setting.events.join('/')} run of ${context.workflowFile} on ${pr.baseRef} has an ` +
          `unexpired ${deps.artifactName} artifact yet`,
      };
    const { records, history } = await downloadBaseline(run, deps);
    return { found: true, records, source: { kind: 'run', branch: pr.baseRef, ...run }, history };
  } catch (error) {
    const reason = `could not fetch the base-branch results: ${error instanceof Error ? error.message : String(error)}`;
    deps.logger.warn(`${reason} (does the job have permissions: actions: read?)`);
    return { found: false, reason };
  }
}

/** The baseline from the results branch; undefined (with a notice) when the branch lacks it or cannot be read. */
async function branchBaseline(
  deps: BranchBaselineDeps & { context: ActionContext },
): Promise<BaselineOutcome | undefined> {
  const base = deps.context.pullRequest?.baseRef ?? '';
  try {
    const found = await baselineFromBranch(deps);
    if (found.found) {
      const source = { kind: 'run' as const, branch: base, ...found.run, historyBranch: deps.historyBranch };
      return { found: true, records: found.records, source, history: found.history };
    }
    deps.logger.info(`history-branch: ${found.reason}; the baseline is looked for among artifacts`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.logger.warn(`history-branch: ${deps.historyBranch} could not be read (${reason}); looking among artifacts`);
  }
  return undefined;
}

/**
 * Downloads a base-branch run's results artifact (one download) and reads its results and the
 * branch's history it carries (none when the run wrote no history file).
 */
export async function downloadBaseline(
  run: BaselineRun,
  deps: BaselineDeps,
): Promise<{ records: EvalResult[]; history: TrendPoint[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'agentv-baseline-'));
  const findBy = {
    token: deps.token,
    repositoryOwner: deps.context.owner,
    repositoryName: deps.context.repo,
    workflowRunId: run.runId,
  };
  await (await artifactClient()).downloadArtifact(run.artifactId, { path: dir, findBy });
  const history = await readHistoryIn(dir, `artifact ${deps.artifactName} of run ${run.runId}`, deps.logger);
  const file = (await readdir(dir)).sort().find((name) => /\.(jsonl|ya?ml)$/i.test(name));
  if (!file) throw new Error(`artifact ${deps.artifactName} of run ${run.runId} holds no .jsonl or .yaml results file`);
  const { records, warnings } = await readResults(path.join(dir, file));
  for (const warning of warnings) deps.logger.warn(warning);
  deps.logger.info(`baseline: ${records.length} result(s) from run ${run.runId} (${run.headSha.slice(0, 7)})`);
  return { records, history };
}

/**
 * The history file (`*.history.json`) in a downloaded artifact's folder; none when there is none or it cannot be read.
 */
async function readHistoryIn(dir: string, where: string, logger: Logger): Promise<TrendPoint[]> {
  const name = (await readdir(dir)).sort().find((n) => n.endsWith(HISTORY_SUFFIX));
  if (!name) return [];
  const parsed = parseHistory(await readFile(path.join(dir, name), 'utf8').catch(() => ''));
  if (parsed.error)
    logger.warn(`${where}: history ${name} not read (${parsed.error}); the trend starts again from this run`);
  if (parsed.dropped > 0)
    logger.warn(`${where}: ${parsed.dropped} entr(ies) of history ${name} are not trend points and were left out`);
  return parsed.points;
}

import { readFile } from 'node:fs/promises';
import type { Logger, Runtime } from '../engine/runtime.js';
import { type HistoryIndex, historyRunOf } from '../history/history-index.js';
import { runSummaryJson } from '../results/run-summary.js';
import type { TrendPoint } from '../results/run-trend.js';
import type { ActionContext, GithubClient } from './action-context.js';
import { summaryPathOf } from './action-outputs.js';
import { statusOf } from './branch-commit.js';
import { DEFAULT_HISTORY_POLICY, readHistoryBranch, writeHistoryBranch } from './history-branch.js';
import { type ActionInputs, DEFAULT_BASELINE_EVENTS } from './input-helper.js';
import type { ProducedResults } from './produce-results.js';
import type { EvalResult } from '../results/eval-result.js';

/**
 * The name of this run on the results branch: its workflow run id, with `-<attempt>` for a re-run,
 * so a re-run is a run of its own and the first attempt's files stay.
 */
export function historyRunName(context: Pick<ActionContext, 'runId' | 'runAttempt'>): string | undefined {
  if (context.runId === undefined) return undefined;
  return (context.runAttempt ?? 1) > 1 ? `${context.runId}-${context.runAttempt}` : String(context.runId);
}

/**
 * `history-branch`: a run of `baseline-events` on the default branch commits its results to the
 * branch (never a pull request's run, so a fork's read-only token is never asked to write; never a
 * shard job, whose merge job writes the whole run). Nothing here fails the run: a failure is a
 * warning that names the permission the write needs.
 */
export async function recordOnHistoryBranch(
  {
    inputs,
    context,
    octokit,
    runtime,
  }: {
    inputs: ActionInputs;
    context: ActionContext;
    octokit: GithubClient | undefined;
    runtime: Runtime;
  },
  outcome: ProducedResults,
  sha: string | undefined,
): Promise<void> {
  const branch = inputs.historyBranch;
  const runName = historyRunName(context);
  const events = inputs.baseline.kind === 'auto' ? inputs.baseline.events : DEFAULT_BASELINE_EVENTS;
  if (!branch || !octokit || !context.inGitHub || inputs.part || !runName || !context.refName) return;
  if (context.eventName.startsWith('pull_request') || !events.includes(context.eventName)) return;
  const logger = runtime.logger;
  try {
    const defaultBranch = context.defaultBranch ?? (await repositoryDefaultBranch(octokit, context));
    if (context.refName !== defaultBranch) {
      logger.info(`history-branch: runs of ${defaultBranch} only are recorded; this run is on ${context.refName}`);
      return;
    }
    const entry = historyRunOf(outcome.records, outcome.summary, {
      suite: inputs.artifactName,
      runId: runName,
      sha: (sha ?? context.sha ?? '').replace(/[^0-9a-f]/gi, ''),
      recordedAt: new Date(runtime.now()).toISOString(),
      branch: context.refName,
    });
    const summaryJson = await readFile(summaryPathOf(outcome.resultsPath), 'utf8').catch(() =>
      runSummaryJson({ summary: outcome.summary }),
    );
    const landed = await writeHistoryBranch(
      octokit,
      { owner: context.owner, repo: context.repo, branch },
      { entry, records: outcome.records, summaryJson },
      {
        retry: { sleep: (ms) => runtime.sleep(ms), random: runtime.random },
        policy: { ...DEFAULT_HISTORY_POLICY, keepRunFiles: inputs.historyKeepRuns },
        warn: (m) => logger.warn(m),
      },
    );
    logger.info(
      `history-branch: run ${runName} of ${inputs.artifactName} ${landed.created ? 'started' : 'added to'} ` +
        `branch ${branch} (commit ${landed.commit.slice(0, 7)}` +
        `${landed.attempts > 1 ? `, after ${landed.attempts} attempts: other runs moved the branch` : ''})`,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const hint = statusOf(error) === 403 ? ' (does the job have permissions: contents: write?)' : '';
    logger.warn(`history-branch: the run was not recorded on branch ${branch}: ${reason}${hint}`);
  }
}

async function repositoryDefaultBranch(octokit: GithubClient, context: ActionContext): Promise<string> {
  const { data } = await octokit.rest.repos.get({ owner: context.owner, repo: context.repo });
  return data.default_branch;
}

/** Where a pull request's baseline is read from the results branch. */
export interface BranchBaselineDeps {
  context: ActionContext;
  octokit: GithubClient;
  historyBranch: string;
  artifactName: string;
  logger: Logger;
}

/** A base-branch run the results branch holds: its records, who made it, and the branch's trend. */
export type BranchBaseline =
  | {
      found: true;
      records: EvalResult[];
      run: { runId: number; runUrl: string; headSha: string; createdAt: string };
      history: TrendPoint[];
    }
  | { found: false; reason: string };

/**
 * The pull request's baseline from the results branch, by the rule the artifact lookup follows:
 * the newest run of the suite (`artifact-name`) on the pull request's base branch, among those
 * whose records the branch still keeps. With it the branch's trend (no 90-day limit). When the
 * branch has no such run, the reason, and the caller looks among artifacts.
 */
export async function baselineFromBranch(deps: BranchBaselineDeps): Promise<BranchBaseline> {
  const { context, historyBranch: branch, artifactName: suite } = deps;
  const base = context.pullRequest?.baseRef;
  if (!base) return { found: false, reason: 'not a pull request' };
  const target = { owner: context.owner, repo: context.repo, branch };
  const reader = await readHistoryBranch(deps.octokit, target, suite, (m) => deps.logger.warn(m));
  if (!reader.exists) return { found: false, reason: `branch ${branch} does not exist yet` };
  const runs = (reader.index?.runs ?? []).filter((r) => r.branch === base);
  for (const run of [...runs].reverse()) {
    const records = await reader.records(run.run_id);
    if (!records) continue;
    const runId = Number.parseInt(run.run_id, 10);
    const serverRepo = `${context.serverUrl}/${context.owner}/${context.repo}`;
    deps.logger.info(
      `baseline: ${records.length} result(s) of run ${run.run_id} (${run.sha.slice(0, 7)}) on ${branch}`,
    );
    return {
      found: true,
      records,
      run: { runId, runUrl: `${serverRepo}/actions/runs/${runId}`, headSha: run.sha, createdAt: run.recorded_at },
      history: trendOfIndex(reader.index, base),
    };
  }
  return { found: false, reason: `branch ${branch} holds no run of ${suite} on ${base} with its records` };
}

/** The trend points of a suite's runs on `branch` (runs named by a workflow run id, with a commit). */
export function trendOfIndex(index: HistoryIndex | undefined, branch: string): TrendPoint[] {
  return (index?.runs ?? []).flatMap((run) => {
    const name = /^(\d+)(?:-(\d+))?$/.exec(run.run_id);
    if (!name || run.branch !== branch || !/^[0-9a-f]{7,40}$/i.test(run.sha)) return [];
    const { mean_score, pass_rate, cost_usd, cases, sha, recorded_at } = run;
    return [
      {
        run_id: Number(name[1]),
        ...(name[2] ? { run_attempt: Number(name[2]) } : {}),
        sha,
        recorded_at,
        mean_score,
        pass_rate,
        cost_usd,
        cases,
      },
    ];
  });
}

/** The history of `branch` from the results branch's index of the suite; undefined when it has none. */
export async function historyFromBranch(
  deps: Omit<BranchBaselineDeps, 'logger'> & { logger: Logger; branch: string },
): Promise<TrendPoint[] | undefined> {
  const target = { owner: deps.context.owner, repo: deps.context.repo, branch: deps.historyBranch };
  const reader = await readHistoryBranch(deps.octokit, target, deps.artifactName, (m) => deps.logger.warn(m));
  const points = trendOfIndex(reader.index, deps.branch);
  return points.length > 0 ? points : undefined;
}

import path from 'node:path';
import type { SuiteRunHooks } from '../compose/run-suites.js';
import { resolveEvalPaths } from '../config/resolve-eval-paths.js';
import type { Logger, Runtime } from '../engine/runtime.js';
import { combinedUsage } from '../results/usage-totals.js';
import type { ActionContext, GithubClient } from './action-context.js';
import type { CacheReport } from './cost-section.js';
import { cacheKeys, restoreResponseCache, saveResponseCache } from './cross-run-cache.js';
import type { RunOptions } from '../engine/run/run-options.js';
import type { ActionConfig, ActionInputs } from './input-helper.js';
import type { BaselineOutcome } from './load-baseline.js';
import { pullRequestFiles, selectChangedSuites, type CarriedSuite, type SuiteSelection } from './only-changed.js';
import { evaluate, withCarried, type ProducedResults } from './produce-results.js';
import { forkOutcome, forkPlan, isForkPullRequest, missingTargetVariables } from './fork-secrets.js';

/** What running this job's suites produced, with what the report says about how. */
export interface SuitesOutcome {
  outcome: ProducedResults;
  /** Set with `cache: true`. */
  cache?: CacheReport;
  /** Suites `only-changed` did not run again (their records are in `outcome`, marked carried). */
  carried: CarriedSuite[];
  /** Why `only-changed` ran everything, when it was asked for and did. */
  onlyChangedNote?: string;
  /** What a fork's pull request without the keys its targets need did instead (`fork-without-secrets`). */
  forkNotice?: string;
  /** Nothing ran: `fork-without-secrets: skip`. */
  skipped?: boolean;
}

/** What the step needs besides the settings. */
export interface SuitesDeps {
  context: ActionContext;
  runtime: Runtime;
  octokit: GithubClient | undefined;
  /** Loaded before the run: `only-changed` carries from it. Absent in shard jobs. */
  baseline?: BaselineOutcome;
  hooks?: SuiteRunHooks;
}

/**
 * Runs the suites of this job: restores the response cache of earlier runs (`cache`), leaves out
 * the suites whose files did not change (`only-changed`), runs the rest, carries the baseline's
 * results of those left out, and saves the cache when the run paid for new answers.
 */
export async function runSuitesStep({ run: given, inputs }: ActionConfig, deps: SuitesDeps): Promise<SuitesOutcome> {
  const { context, runtime } = deps;
  const logger = runtime.logger;
  const evalFiles = await resolveEvalPaths(inputs.paths, runtime.cwd);
  const fork = forkPlan(
    given,
    inputs,
    context,
    isForkPullRequest(context)
      ? await missingTargetVariables(evalFiles, { targetsPath: given.targetsPath, cwd: runtime.cwd, env: runtime.env })
      : [],
  );
  const run = fork.run;
  if (fork.notice) logger.warn(fork.notice);
  if (fork.skip)
    return {
      outcome: await withCarried(undefined, [], run, runtime),
      carried: [],
      skipped: true,
      ...(fork.notice ? { forkNotice: fork.notice } : {}),
    };
  const crossRun =
    run.cacheDir && context.inGitHub
      ? await restoreCrossRun(run, run.cacheDir, inputs, context, evalFiles, logger)
      : undefined;
  const chosen = await chooseSuites(run, inputs, evalFiles, deps);
  const carried = chosen.selection.carried;
  if (carried.length > 0)
    logger.info(
      `only-changed: ${carried.length} suite(s) unchanged against the base, their results carried: ` +
        carried.map((s) => s.file).join(', '),
    );
  const ran =
    chosen.selection.run.length > 0 ? await evaluate(run, runtime, chosen.selection.run, deps.hooks) : undefined;
  const outcome = await withCarried(
    ran,
    carried.flatMap((suite) => suite.records),
    run,
    runtime,
  );
  // Nothing new to keep after a replay, or when every call was answered from the cache.
  const usage = combinedUsage(outcome.summary.usage);
  if (crossRun && !run.cacheOnly && usage.calls > usage.cachedCalls)
    await saveResponseCache(crossRun.dir, crossRun.keys, logger);
  const cache: CacheReport | undefined = run.cacheDir
    ? {
        restore: crossRun?.restore ?? { restored: false, reason: 'not running on GitHub Actions' },
        only: run.cacheOnly === true,
      }
    : undefined;
  return {
    outcome,
    carried,
    ...(cache ? { cache } : {}),
    ...(chosen.note ? { onlyChangedNote: chosen.note } : {}),
    // Said once the run is over: whether anything was evaluated, and if not why.
    ...(fork.notice ? { forkNotice: forkOutcome(fork.notice, outcome.summary, given.cacheDir !== undefined) } : {}),
  };
}

/**
 * `only-changed` on a pull request with a baseline: the suites to run and those to carry;
 * otherwise every suite runs, with the reason when only-changed was asked for.
 */
async function chooseSuites(
  run: RunOptions,
  settings: ActionInputs,
  evalFiles: string[],
  deps: SuitesDeps,
): Promise<{ selection: SuiteSelection; note?: string }> {
  const all = { run: evalFiles, carried: [] };
  if (!settings.onlyChanged) return { selection: all };
  const pr = deps.context.pullRequest;
  const why = (note: string) => {
    deps.runtime.logger.info(`only-changed: every suite runs, ${note}`);
    return { selection: all, note };
  };
  if (settings.force) return why('force: true');
  if (settings.part || settings.shardMerge) return why('matrix jobs run every suite they are given');
  if (!pr) return why(`this is a ${deps.context.eventName || 'local'} run, not a pull request`);
  if (!deps.octokit) return why('no github-token to list the changed files');
  if (!deps.baseline?.found) return why('there is no baseline to carry results from');
  const changed = await pullRequestFiles(deps.octokit, {
    owner: deps.context.owner,
    repo: deps.context.repo,
    number: pr.number,
  }).catch((error: unknown) => {
    deps.runtime.logger.warn(
      "only-changed: could not list the pull request's files: " +
        (error instanceof Error ? error.message : String(error)),
    );
    return null;
  });
  if (changed === null) return why('the changed files could not be listed');
  if (changed === undefined) return why('the pull request changes too many files to tell');
  const selection = await selectChangedSuites(evalFiles, {
    changed,
    workspace: deps.context.workspace,
    baseline: deps.baseline.records,
    cwd: deps.runtime.cwd,
    env: deps.runtime.env,
    ...(run.targetsPath ? { targetsPath: run.targetsPath } : {}),
  });
  if (selection.note) deps.runtime.logger.info(`only-changed: ${selection.note}`);
  return selection.note ? { selection, note: selection.note } : { selection };
}

/**
 * `cache: true`: the keys of this run and the newest earlier entry restored into the response
 * cache folder, given to the cache service relative to the workspace so the entry's version does
 * not depend on where the runner checked the repository out.
 */
async function restoreCrossRun(
  run: RunOptions,
  cacheDir: string,
  inputs: ActionInputs,
  context: ActionContext,
  evalFiles: string[],
  logger: Logger,
) {
  const keys = await cacheKeys({
    commentKey: inputs.commentKey,
    ...(inputs.part ? { shard: inputs.part } : {}),
    evalFiles,
    ...(run.targetsPath ? { targetsPath: run.targetsPath } : {}),
    ...(run.targetOverride ? { target: run.targetOverride } : {}),
    cwd: inputs.workingDirectory,
    runId: context.runId,
    runAttempt: context.runAttempt,
  });
  const dir = path.relative(context.workspace, cacheDir).split(path.sep).join('/');
  return { keys, dir, restore: await restoreResponseCache(dir, keys, logger) };
}

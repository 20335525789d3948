import path from 'node:path';
import { BUILT_IN_PARTS } from '../compose/run-suites.js';
import { expandVariables } from '../config/expand-variables.js';
import { findTargetsFile, loadTargetsFile } from '../config/load-targets-file.js';
import { findRepoRoot } from '../config/repo-paths.js';
import type { TargetDefinition } from '../config/types.js';
import type { ActionContext } from './action-context.js';
import { defaultCacheDir } from '../engine/run/build-run-options.js';
import type { RunOptions } from '../engine/run/run-options.js';
import type { ActionInputs } from './input-helper.js';
import type { Summary } from '../results/compute-summary.js';

/**
 * The variables the targets of `evalFiles` reference (`${{ VAR }}`) that are unset or empty,
 * sorted: every target of each targets file counts, since a case or the `target` input may pick
 * any, and so does every target a suite defines itself (a promptfoo config's providers, which need
 * OPENAI_API_KEY and the like). A file that cannot be read is left to the run, which reports it.
 */
export async function missingTargetVariables(
  evalFiles: readonly string[],
  options: { targetsPath?: string | undefined; cwd: string; env: Readonly<Record<string, string | undefined>> },
): Promise<string[]> {
  const files = new Set<string>();
  const targets: Pick<TargetDefinition, 'config' | 'judgeTarget'>[] = [];
  for (const evalFile of evalFiles) {
    const evalFileDir = path.dirname(evalFile);
    const repoRoot = findRepoRoot(evalFileDir, options.cwd);
    try {
      const found = findTargetsFile({ explicit: options.targetsPath, evalFileDir, repoRoot, cwd: options.cwd });
      if (found) files.add(found);
      const own = await BUILT_IN_PARTS.loadSuite?.(evalFile, { repoRoot, env: options.env, cwd: options.cwd });
      targets.push(...(own?.suite.targets ?? []));
    } catch {
      // A missing explicit targets file or a broken suite is the run's error to report.
    }
  }
  for (const file of files) {
    try {
      targets.push(...loadTargetsFile(file).targets.values());
    } catch {}
  }
  const missing = new Set<string>();
  for (const target of targets) {
    for (const name of expandVariables([target.config, target.judgeTarget ?? ''], options.env).missing)
      missing.add(name);
  }
  return [...missing].sort();
}

/** A `pull_request` run from a fork, which GitHub gives no secrets (`pull_request_target` has them). */
export function isForkPullRequest(context: Pick<ActionContext, 'eventName' | 'pullRequest'>): boolean {
  return context.eventName === 'pull_request' && context.pullRequest?.isFork === true;
}

/** What the run does under `fork-without-secrets`, and the one line the report says about it. */
export interface ForkPlan {
  /** The run options to run with: a replay of the response cache under `cache-only`. */
  run: RunOptions;
  /** Set when nothing runs (`skip`). */
  skip: boolean;
  notice: string | undefined;
}

/**
 * A `pull_request` run from a fork gets no secrets (`pull_request_target` does). When the targets
 * need variables that are unset there, `cache-only` (the default) replays the response cache
 * instead of failing on the missing key, `skip` runs nothing, and `fail` runs as usual and fails.
 */
export function forkPlan(
  run: RunOptions,
  inputs: Pick<ActionInputs, 'forkWithoutSecrets' | 'workingDirectory'>,
  context: ActionContext,
  missing: readonly string[],
): ForkPlan {
  const unchanged = { run, skip: false, notice: undefined };
  if (
    !isForkPullRequest(context) ||
    missing.length === 0 ||
    run.dryRun ||
    run.cacheOnly ||
    inputs.forkWithoutSecrets === 'fail'
  )
    return unchanged;
  const keys = `${missing.slice(0, 4).join(', ')}${missing.length > 4 ? ', …' : ''}`;
  if (inputs.forkWithoutSecrets === 'skip') {
    return {
      run,
      skip: true,
      notice:
        `Not evaluated: a pull request from a fork gets no secrets, and the targets need ${keys} ` +
        '(fork-without-secrets: skip).',
    };
  }
  return {
    run: { ...run, cacheDir: run.cacheDir ?? defaultCacheDir(inputs.workingDirectory), cacheOnly: true },
    skip: false,
    notice:
      `Replayed from the response cache: a pull request from a fork gets no secrets, and the targets need ${keys}; ` +
      'cases not in the cache are listed as skipped (fork-without-secrets: cache-only).',
  };
}

/**
 * The fork's line once the run is over: when the replay evaluated nothing, it says so and why (no
 * answer was in the response cache; with the cache off in the workflow there was none to replay).
 */
export function forkOutcome(
  notice: string,
  summary: Pick<Summary, 'total' | 'scored' | 'errors'>,
  cacheKept: boolean,
): string {
  if (summary.total === 0 || summary.scored + summary.errors > 0) return notice;
  const why = cacheKept
    ? 'none of their answers was in the response cache'
    : 'this workflow does not keep the response cache across runs (cache: true does), so there was none to replay';
  return `${notice} Nothing was evaluated: ${summary.total} case(s) skipped, ${why}.`;
}

/**
 * The `shard: merge` job of a fork's pull request, which runs nothing itself: when its shard jobs
 * replayed the response cache (cases skipped as not in it), the report says so as theirs did.
 */
export function mergedForkNotice(
  context: Pick<ActionContext, 'eventName' | 'pullRequest'>,
  summary: Pick<Summary, 'total' | 'scored' | 'errors' | 'skipped'>,
): string | undefined {
  if (!isForkPullRequest(context) || !summary.skipped.some((entry) => entry.reason === 'cache-miss')) return undefined;
  const notice =
    'Replayed from the response cache: a pull request from a fork gets no secrets, so the shard jobs answered ' +
    'model calls from the cache only; cases not in it are listed as skipped.';
  return forkOutcome(notice, summary, true);
}

import path from 'node:path';
import { expandVariables } from '../config/expand-variables.js';
import { findTargetsFile, loadTargetsFile } from '../config/load-targets-file.js';
import { findRepoRoot } from '../config/repo-paths.js';
import type { ActionContext } from './action-context.js';
import { defaultCacheDir } from '../engine/build-run-options.js';
import type { RunOptions } from '../engine/run-options.js';
import type { ActionInputs } from './input-helper.js';

/**
 * The variables the targets files of `evalFiles` reference (`${{ VAR }}`) that are unset or
 * empty, sorted; every target of each file counts, since a case or the `target` input may pick
 * any. A targets file that cannot be read is left to the run, which reports it.
 */
export function missingTargetVariables(
  evalFiles: readonly string[],
  options: { targetsPath?: string | undefined; cwd: string; env: Readonly<Record<string, string | undefined>> },
): string[] {
  const files = new Set<string>();
  for (const evalFile of evalFiles) {
    const evalFileDir = path.dirname(evalFile);
    try {
      const found = findTargetsFile({
        explicit: options.targetsPath,
        evalFileDir,
        repoRoot: findRepoRoot(evalFileDir, options.cwd),
        cwd: options.cwd,
      });
      if (found) files.add(found);
    } catch {
      // A missing explicit targets file is the run's error to report.
    }
  }
  const missing = new Set<string>();
  for (const file of files) {
    let targets: ReturnType<typeof loadTargetsFile>['targets'];
    try {
      targets = loadTargetsFile(file).targets;
    } catch {
      continue;
    }
    for (const target of targets.values()) {
      for (const name of expandVariables([target.config, target.judgeTarget ?? ''], options.env).missing)
        missing.add(name);
    }
  }
  return [...missing].sort();
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
  const fork = context.eventName === 'pull_request' && context.pullRequest?.isFork === true;
  if (!fork || missing.length === 0 || run.dryRun || run.cacheOnly || inputs.forkWithoutSecrets === 'fail')
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

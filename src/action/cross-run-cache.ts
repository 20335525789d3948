import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findTargetsFile } from '../config/load-targets-file.js';
import { findRepoRoot } from '../config/repo-paths.js';
import type { Logger } from '../engine/runtime.js';

/** The response cache's keys in the Actions cache: one new entry per run, found again by prefix. */
export interface CacheKeys {
  /** This run's entry: `<prefix><hash>-<run id>-<attempt>` (entries are immutable, so each run saves its own). */
  primary: string;
  /** Newest entry of the same suites, targets and models first, then the newest of this suite key at all. */
  restoreKeys: string[];
}

/** What the key is derived from. */
export interface CacheKeyInput {
  commentKey: string;
  /** `i/n` of a shard job: each shard keeps its own entries. */
  shard?: { index: number; count: number };
  evalFiles: readonly string[];
  /** The targets file given by the `targets` input (absolute), else each eval file's own is found. */
  targetsPath?: string;
  /** The `target` input (the model every case runs against). */
  target?: string;
  cwd: string;
  runId: number | undefined;
  runAttempt: number | undefined;
}

/** Bumped when the layout of the cache folder changes, so old entries are never restored into a new one. */
const LAYOUT = 'v1';

/**
 * The keys for this run. The hash covers the eval files, the targets files (models and their
 * settings live there) and the `target` input, so the first restore key finds the cache of the
 * same suites; the second falls back to the newest entry of this suite key, which still answers
 * every case that did not change (the response cache keys each answer by its full request).
 */
export async function cacheKeys(input: CacheKeyInput): Promise<CacheKeys> {
  const hash = createHash('sha256');
  const files = new Set<string>();
  for (const file of [...input.evalFiles].sort()) {
    files.add(file);
    const evalFileDir = path.dirname(file);
    const targets = findTargetsFile({
      explicit: input.targetsPath,
      evalFileDir,
      repoRoot: findRepoRoot(evalFileDir, input.cwd),
      cwd: input.cwd,
    });
    if (targets) files.add(targets);
  }
  for (const file of files) {
    hash.update(`${path.relative(input.cwd, file).split(path.sep).join('/')}\0`);
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
    hash.update('\0');
  }
  hash.update(`target=${input.target ?? ''}`);
  const shard = input.shard ? `-shard-${input.shard.index}-of-${input.shard.count}` : '';
  const suite = `agentv-responses-${LAYOUT}-${input.commentKey}${shard}-`;
  const same = `${suite}${hash.digest('hex').slice(0, 16)}-`;
  return { primary: `${same}${input.runId ?? 'local'}-${input.runAttempt ?? 1}`, restoreKeys: [same, suite] };
}

/** What became of the restore; `key` is the entry restored, `exact` when it came from the same suites. */
export type RestoreOutcome = { restored: true; key: string; exact: boolean } | { restored: false; reason: string };

/** The Actions cache client, imported by a run that restores or saves its responses, not by every step. */
const actionsCache = () => import('@actions/cache');

/**
 * Restores the newest earlier entry into `dir` (a path relative to the workspace, which is the
 * runner's working directory). Never fails the step: no service, no entry or a failed download
 * is a reason, and the run starts with whatever the folder holds.
 */
export async function restoreResponseCache(dir: string, keys: CacheKeys, logger: Logger): Promise<RestoreOutcome> {
  const cache = await actionsCache();
  if (!cache.isFeatureAvailable())
    return {
      restored: false,
      reason: 'the Actions cache service is not available (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL are not set)',
    };
  try {
    const key = await cache.restoreCache([dir], keys.primary, keys.restoreKeys);
    if (key === undefined) return { restored: false, reason: 'no earlier entry was found' };
    logger.info(`response cache restored from ${key}`);
    return { restored: true, key, exact: keys.restoreKeys[0] !== undefined && key.startsWith(keys.restoreKeys[0]) };
  } catch (error) {
    const reason = `could not restore: ${error instanceof Error ? error.message : String(error)}`;
    logger.warn(`response cache ${reason}`);
    return { restored: false, reason };
  }
}

/**
 * Saves `dir` under this run's key. A failure (read-only token on a fork, a full cache) is a
 * warning: the answers are in this run's results either way.
 */
export async function saveResponseCache(dir: string, keys: CacheKeys, logger: Logger): Promise<boolean> {
  const cache = await actionsCache();
  if (!cache.isFeatureAvailable()) return false;
  try {
    const id = await cache.saveCache([dir], keys.primary);
    if (id === -1) return false;
    logger.info(`response cache saved as ${keys.primary}`);
    return true;
  } catch (error) {
    logger.warn(`response cache not saved: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { configErrorAt, type FieldPath, type YamlSource } from './yaml-source.js';

/**
 * The nearest folder at or above `startDir` holding a `.git` entry (a folder, or a file for
 * worktrees and submodules). Without one, `fallback` (usually the cwd) stands in as the root.
 */
export function findRepoRoot(startDir: string, fallback: string = startDir): string {
  let dir = path.resolve(startDir);
  for (;;) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(fallback);
    dir = parent;
  }
}

/** True when `child` is `parent` itself or lies somewhere below it. */
export function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/**
 * `start` and each parent up to and including `stop`. When `start` is not below `stop`, only
 * `start` is returned: walking to the filesystem root would pick up unrelated files.
 */
export function ancestorDirs(start: string, stop: string): string[] {
  const from = path.resolve(start);
  const to = path.resolve(stop);
  if (!isInside(from, to)) return [from];
  const dirs: string[] = [];
  let dir = from;
  for (;;) {
    dirs.push(dir);
    if (dir === to) return dirs;
    const parent = path.dirname(dir);
    if (parent === dir) return dirs;
    dir = parent;
  }
}

/**
 * The repository-root rule shared by file segments, `prompt_path` and code `script`: an existing
 * file whose real path (symlinks followed) lies outside `repoRoot`. Returns that real path when the
 * file escapes the root and escaping is not allowed, else undefined. Without the rule an eval file
 * could quietly read (or run) anything on the machine.
 */
export function escapesRepoRoot(file: string, repoRoot: string, allowOutsideRoot: boolean): string | undefined {
  if (allowOutsideRoot) return undefined;
  const real = realOrSelf(file);
  return isInside(real, realOrSelf(repoRoot)) ? undefined : real;
}

/** Fix text of every repository-root refusal. */
export const OUTSIDE_ROOT_FIX = 'pass --allow-outside-root if that is intended';

/** The repository root of an eval file and whether files may leave it (`--allow-outside-root`). */
export interface RootRule {
  repoRoot: string;
  allowOutsideRoot: boolean;
}

/** The largest file an eval file or config may bring along (64 MiB); a larger one is refused. */
export const MAX_REFERENCED_FILE_BYTES = 64 * 1024 * 1024;

/** Why a file may not be read: the end of a sentence that starts with the file's name, and its fix. */
export interface FileRefusal {
  reason: string;
  fix: string;
}

/**
 * The one rule for every file an eval file or a config names (a prompt, a test table, a var, an
 * assertion value or script, a transform, a rubric prompt, a provider module): its real path
 * (symlinks followed) may not leave the repository root unless `allowOutsideRoot`, and it may not
 * be larger than MAX_REFERENCED_FILE_BYTES or be a device, FIFO or socket, so a config from a pull
 * request can neither read a secret elsewhere on the machine nor make the run read forever.
 * Undefined when the file may be read; a missing file is left to its reader.
 */
export function referencedFileRefusal(file: string, rule: RootRule): FileRefusal | undefined {
  const real = escapesRepoRoot(file, rule.repoRoot, rule.allowOutsideRoot);
  if (real !== undefined)
    return {
      reason: `resolves to ${real}, outside the repository root ${rule.repoRoot}`,
      fix: `move it into the repository, or ${OUTSIDE_ROOT_FIX}`,
    };
  const stats = statSync(file, { throwIfNoEntry: false });
  if (stats === undefined || stats.isDirectory()) return undefined;
  if (!stats.isFile()) return { reason: 'is not a regular file', fix: 'name a file (not a device, FIFO or socket)' };
  const mib = (bytes: number) => `${Math.round((bytes / 2 ** 20) * 10) / 10} MiB`;
  if (stats.size > MAX_REFERENCED_FILE_BYTES)
    return {
      reason: `is ${mib(stats.size)}, over the ${mib(MAX_REFERENCED_FILE_BYTES)} a referenced file may be`,
      fix: 'split the file or keep it out of the eval',
    };
  return undefined;
}

/**
 * The file rule at a key of a file: `file` (what it is, e.g. `case file "x.yaml"`) must pass
 * {@link referencedFileRefusal}; the error names the file and line of the key.
 */
export function refuseOutsideRoot(file: string, what: string, src: YamlSource, at: FieldPath, rule: RootRule): void {
  const refusal = referencedFileRefusal(file, rule);
  if (refusal) throw configErrorAt(src, at, `${what} ${refusal.reason}`, refusal.fix);
}

function realOrSelf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** A word that looks like a path: it has a slash or ends in an extension. */
export const PATH_LIKE = /^(?=.*(?:\/|\.[A-Za-z0-9]{1,8}$))[A-Za-z0-9_.@~/-]+$/;

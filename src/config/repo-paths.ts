import { existsSync, realpathSync } from 'node:fs';
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

/**
 * The repository-root rule at a key of a file: `file` (what it is, e.g. `case file "x.yaml"`)
 * may not resolve outside the root; the error names the file and line of the key.
 */
export function refuseOutsideRoot(file: string, what: string, src: YamlSource, at: FieldPath, rule: RootRule): void {
  const real = escapesRepoRoot(file, rule.repoRoot, rule.allowOutsideRoot);
  if (real === undefined) return;
  throw configErrorAt(
    src,
    at,
    `${what} resolves to ${real}, outside the repository root ${rule.repoRoot}`,
    `move it into the repository, or ${OUTSIDE_ROOT_FIX}`,
  );
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

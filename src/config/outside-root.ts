import { realpathSync } from 'node:fs';
import { isInside } from './ancestor-dirs.js';

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

function realOrSelf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

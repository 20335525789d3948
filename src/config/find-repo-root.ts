import { existsSync } from 'node:fs';
import path from 'node:path';

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

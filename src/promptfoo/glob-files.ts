import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { minimatch } from 'minimatch';

/** Whether `pattern` is a glob (`*`, `?`, `[…]`, `{a,b}`), as glob's hasMagic tells, rather than one path. */
export function isGlob(pattern: string): boolean {
  return /[*?]|\[[^\]]+\]|\{[^}]*(,|\.\.)[^}]*\}/.test(pattern);
}

/**
 * Files matching `pattern` relative to `baseDir`, as paths relative to `baseDir` (forward slashes),
 * sorted so every run reads them in one order.
 */
export async function globFiles(pattern: string, baseDir: string): Promise<string[]> {
  const normalized = pattern.split(path.sep).join('/').replace(/^\.\//, '');
  if (!isGlob(normalized)) {
    const isFile = await stat(path.resolve(baseDir, normalized)).then(
      (s) => s.isFile(),
      () => false,
    );
    return isFile ? [normalized] : [];
  }
  const parts = normalized.split('/');
  const fixed: string[] = [];
  for (const part of parts) {
    if (isGlob(part)) break;
    fixed.push(part);
  }
  const root = path.resolve(baseDir, fixed.join('/') || '.');
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '.git') await walk(full);
      } else {
        const relative = path.relative(baseDir, full).split(path.sep).join('/');
        if (
          minimatch(
            relative,
            path.isAbsolute(normalized) ? path.relative(baseDir, normalized).split(path.sep).join('/') : normalized,
          )
        )
          found.push(relative);
      }
    }
  };
  await walk(root);
  return found.sort();
}

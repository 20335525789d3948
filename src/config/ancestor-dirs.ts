import path from 'node:path';

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

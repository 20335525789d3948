import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';

/** What a child process needs from the host: its executable found on PATH, and a scratch folder. */

/**
 * Absolute path of `name` when it can be run: a name with a slash is checked as a path (relative
 * to `cwd`), a bare name is looked up on `env.PATH`. Undefined when nothing executable is found.
 */
export function findExecutable(name: string, env: Record<string, string | undefined>, cwd: string): string | undefined {
  if (name.includes('/')) {
    const candidate = path.resolve(cwd, name);
    return isExecutableFile(candidate) ? candidate : undefined;
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.resolve(cwd, dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs `fn` with a fresh folder under the system temp dir, removed afterwards whatever happens. */
export async function withTempDir<T>(prefix: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ConfigError } from '../errors/index.js';
import { ancestorDirs } from './ancestor-dirs.js';
import { escapesRepoRoot, OUTSIDE_ROOT_FIX } from './outside-root.js';
import type { ReferencedFile } from './types.js';

/** Where a `file` segment is looked up, and how to report a problem with it. */
export interface FileLookup {
  evalDir: string;
  repoRoot: string;
  allowOutsideRoot: boolean;
  /** Builds the error for this reference (it knows the eval file position and case id). */
  fail: (detail: string, fix: string) => ConfigError;
}

/**
 * Finds and reads a file referenced from an eval file: relative to the eval file's folder, then
 * each parent folder up to the repository root (so shared prompts can live higher up). A file
 * outside the repository is refused unless allowed, so an eval file cannot quietly read secrets
 * from elsewhere on the machine into a prompt.
 */
export async function readReferencedFile(ref: string, lookup: FileLookup): Promise<ReferencedFile> {
  const candidates = path.isAbsolute(ref)
    ? [ref]
    : ancestorDirs(lookup.evalDir, lookup.repoRoot).map((dir) => path.resolve(dir, ref));
  let found: string | undefined;
  for (const candidate of candidates) {
    const stat = await fs.stat(candidate).catch(() => undefined);
    if (stat?.isFile()) {
      found = candidate;
      break;
    }
  }
  if (!found) {
    throw lookup.fail(
      `referenced file "${ref}" not found`,
      `fix the path; it is looked up relative to ${lookup.evalDir} and then each parent folder up to ${lookup.repoRoot}`,
    );
  }
  if (escapesRepoRoot(found, lookup.repoRoot, lookup.allowOutsideRoot) !== undefined) {
    throw lookup.fail(
      `referenced file "${ref}" resolves to ${found}, outside the repository root ${lookup.repoRoot}`,
      `move the file into the repository, or ${OUTSIDE_ROOT_FIX}`,
    );
  }
  let content: string;
  try {
    content = await fs.readFile(found, 'utf8');
  } catch {
    throw lookup.fail(`referenced file "${ref}" could not be read`, `check the permissions of ${found}`);
  }
  const displayPath = path.relative(lookup.repoRoot, found).split(path.sep).join('/');
  return { absolutePath: found, displayPath, content };
}

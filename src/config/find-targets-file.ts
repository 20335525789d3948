import { statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../errors/index.js';
import { ancestorDirs } from './ancestor-dirs.js';

/** Names checked in each folder, in order. */
const CANDIDATES = ['targets.yaml', 'targets.yml', '.agentv/targets.yaml', '.agentv/targets.yml'];

/** Where to look for targets.yaml. */
export interface FindTargetsOptions {
  /** `--targets`: a file, or a folder holding one of the candidate names. Relative to `cwd`. */
  explicit?: string;
  evalFileDir: string;
  repoRoot: string;
  cwd: string;
}

/**
 * Finds the targets file (seed 004): the explicit path when given, else the first candidate in the
 * eval file's folder and each parent up to the repo root, then the cwd. Undefined when none exists.
 */
export function findTargetsFile(opts: FindTargetsOptions): string | undefined {
  if (opts.explicit !== undefined) return explicitTargetsFile(path.resolve(opts.cwd, opts.explicit));
  const dirs = [...ancestorDirs(opts.evalFileDir, opts.repoRoot), path.resolve(opts.cwd)];
  for (const dir of dirs) {
    const found = firstCandidate(dir);
    if (found) return found;
  }
  return undefined;
}

function explicitTargetsFile(given: string): string {
  const kind = kindOf(given);
  if (kind === 'file') return given;
  const found = kind === 'dir' ? firstCandidate(given) : undefined;
  if (found) return found;
  throw new ConfigError(
    kind === 'dir' ? `no targets.yaml found in folder ${given}` : `targets file ${given} does not exist`,
    {},
    `pass --targets a targets.yaml file or a folder containing ${CANDIDATES.join(' / ')}`,
  );
}

function firstCandidate(dir: string): string | undefined {
  return CANDIDATES.map((name) => path.join(dir, name)).find((file) => kindOf(file) === 'file');
}

function kindOf(p: string): 'file' | 'dir' | undefined {
  try {
    const stat = statSync(p);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'dir' : undefined;
  } catch {
    return undefined;
  }
}

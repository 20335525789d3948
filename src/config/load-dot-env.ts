import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'dotenv';
import { ancestorDirs } from './repo-paths.js';

/** Where to look for `.env`. */
export interface DotEnvLocations {
  evalDir?: string;
  repoRoot: string;
  cwd: string;
}

/**
 * Loads the first `.env` found: the eval folder upward to the repo root, then the repo
 * root, then the cwd. Its values are merged into `env` without overriding variables already set,
 * so the real environment (CI secrets) always wins. Returns the file used, or undefined.
 */
export function loadDotEnv(opts: DotEnvLocations, env: Record<string, string | undefined>): string | undefined {
  const dirs = [
    ...(opts.evalDir !== undefined ? ancestorDirs(opts.evalDir, opts.repoRoot) : []),
    path.resolve(opts.repoRoot),
    path.resolve(opts.cwd),
  ];
  for (const dir of dirs) {
    const file = path.join(dir, '.env');
    const text = readIfFile(file);
    if (text === undefined) continue;
    // dotenv.parse only parses: unlike config() it neither logs nor touches process.env.
    for (const [key, value] of Object.entries(parse(text))) {
      if (env[key] === undefined) env[key] = value;
    }
    return file;
  }
  return undefined;
}

function readIfFile(file: string): string | undefined {
  try {
    return statSync(file).isFile() ? readFileSync(file, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

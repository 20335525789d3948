import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Creates a real temp folder holding `files` (path → text); a `.git` folder unless `git: false`. */
export async function makeTempRepo(
  files: Record<string, string | Uint8Array>,
  options: { git?: boolean } = {},
): Promise<string> {
  const root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'agentv-config-')));
  if (options.git !== false) await fs.mkdir(path.join(root, '.git'));
  await writeFiles(root, files);
  return root;
}

/** Writes `files` under `root`, creating folders as needed. */
export async function writeFiles(root: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [rel, text] of Object.entries(files)) {
    const full = path.join(root, rel);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, text);
  }
}

/** Removes a folder made by makeTempRepo. */
export async function removeTempRepo(root: string): Promise<void> {
  await fs.rm(root, { recursive: true, force: true });
}

/** Joins lines with "\n" so YAML fixtures keep exact, countable line numbers. */
export function lines(...text: string[]): string {
  return `${text.join('\n')}\n`;
}

/**
 * A `repo(files)` maker for one test file: each call makes a temp repo (see makeTempRepo); all of
 * them are removed after the file's tests.
 */
export function tempRepos(options: { git?: boolean } = {}): (files: Record<string, string>) => Promise<string> {
  const roots: string[] = [];
  afterAll(async () => {
    await Promise.all(roots.map(removeTempRepo));
  });
  return async (files) => {
    const root = await makeTempRepo(files, options);
    roots.push(root);
    return root;
  };
}

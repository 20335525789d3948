import { statSync } from 'node:fs';
import path from 'node:path';
import type { ProviderKind } from '../config/types.js';
import { loadTargetsFile } from '../config/load-targets-file.js';
import { isInside, PATH_LIKE } from '../config/repo-paths.js';

/** Providers that call a model's API: their answers depend on the eval files and targets file only. */
const MODEL_API_KINDS: ReadonlySet<ProviderKind> = new Set(['openai', 'azure-openai', 'anthropic', 'gemini', 'mock']);

/** What a suite's targets execute, as far as their configuration says. */
export interface TargetPrograms {
  /** Existing files inside the repository the targets name (a script in a command, an executable). */
  files: string[];
  /** Folders the targets run in or copy (`cwd`, a workspace template). */
  folders: string[];
  /**
   * Why the targets run a program of the repository whose own dependencies cannot be listed (a
   * `cli` or agent target, a workspace setup); undefined when they only call model APIs.
   */
  program: string | undefined;
}

/**
 * Reads the targets file and collects, over every target it defines (a case or the `target`
 * input may pick any of them), the files and folders named in their settings and whether any
 * runs a program. A targets file that cannot be read is a program of unknown reach.
 */
export function targetPrograms(targetsFile: string | undefined, repoRoot: string): TargetPrograms {
  const out: TargetPrograms = { files: [], folders: [], program: undefined };
  if (!targetsFile) return out;
  let targets: ReturnType<typeof loadTargetsFile>['targets'];
  try {
    targets = loadTargetsFile(targetsFile).targets;
  } catch {
    return { ...out, program: `its targets file ${path.basename(targetsFile)} could not be read` };
  }
  for (const target of targets.values()) {
    const dir = path.dirname(target.source.file);
    const cwd = typeof target.config.cwd === 'string' ? path.resolve(dir, target.config.cwd) : undefined;
    if (cwd && isInside(cwd, repoRoot)) out.folders.push(cwd);
    for (const word of stringsOf(target.config).flatMap((text) => text.split(/[\s"'=:,;()[\]{}]+/))) {
      if (!PATH_LIKE.test(word)) continue;
      for (const candidate of [cwd, dir].filter((d): d is string => !!d).map((d) => path.resolve(d, word)))
        addExisting(candidate, repoRoot, out);
    }
    if (target.workspace) {
      out.folders.push(target.workspace.template);
      out.program ??= `target "${target.name}" prepares a workspace`;
    }
    if (!MODEL_API_KINDS.has(target.provider))
      out.program ??= `target "${target.name}" runs a program (${target.provider})`;
  }
  return out;
}

function addExisting(candidate: string, repoRoot: string, out: TargetPrograms): void {
  if (!isInside(candidate, repoRoot) || candidate === repoRoot) return;
  const found = statSync(candidate, { throwIfNoEntry: false });
  if (found?.isFile()) out.files.push(candidate);
  else if (found?.isDirectory()) out.folders.push(candidate);
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { TargetDefinition } from '../config/types.js';
import { ConfigError } from '../errors/config-error.js';

/**
 * Where an agent runs: the case's workspace copy when it has one, else the target's `cwd`
 * (relative to the targets file's folder), else `fallback`. A configured `cwd` that is not a
 * folder is a ConfigError at the target, not a cryptic spawn failure.
 */
export async function agentWorkingDir(
  target: TargetDefinition,
  cwd: string | undefined,
  workspaceDir: string | undefined,
  fallback: string,
): Promise<string> {
  if (workspaceDir) return workspaceDir;
  if (cwd === undefined) return fallback;
  const dir = path.resolve(path.dirname(target.source.file), cwd);
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new ConfigError(
      `target "${target.name}": cwd "${cwd}" is not a folder (resolved to ${dir})`,
      { file: target.source.file, line: target.source.line, path: `targets.${target.name}.cwd` },
      'create the folder or point cwd at an existing one (relative paths start at the targets file)',
    );
  }
  return dir;
}

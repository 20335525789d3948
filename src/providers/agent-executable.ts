import type { TargetDefinition } from '../config/types.js';
import { ConfigError } from '../errors/config-error.js';
import { findExecutable } from '../process/host.js';

/**
 * The absolute path of an agent's executable, or a ConfigError at the target saying how to make it
 * available. Agents check this on their first call (and in `healthcheck`), so a missing CLI stops
 * the run with one line instead of failing every case with ENOENT.
 */
export function agentExecutable(target: TargetDefinition, name: string, env: Record<string, string | undefined>, cwd: string, installHint: string): string {
  const found = findExecutable(name, env, cwd);
  if (found) return found;
  const where = name.includes('/') ? `"${name}" is not an executable file` : `"${name}" was not found on PATH`;
  throw new ConfigError(
    `target "${target.name}" (provider ${target.provider}): ${where}`,
    { file: target.source.file, line: target.source.line, path: `targets.${target.name}.executable` },
    `${installHint}, or set executable to its full path`,
  );
}

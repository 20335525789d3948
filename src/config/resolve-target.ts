import { ConfigError } from '../errors/index.js';
import { expandVariables } from './expand-variables.js';
import type { RawTarget } from './load-targets-file.js';
import type { TargetDefinition } from './types.js';

/**
 * Expands `${{ VAR }}` references in a target. Every missing variable is reported in one error
 * (names only: values are never put into messages) so the user fixes them all in one go.
 */
export function resolveTarget(
  raw: RawTarget,
  env: Readonly<Record<string, string | undefined>>,
): TargetDefinition {
  const config = expandVariables(raw.config, env);
  const judge = raw.judgeTarget === undefined ? undefined : expandVariables(raw.judgeTarget, env);
  const missing = [...new Set([...config.missing, ...(judge?.missing ?? [])])].sort();
  if (missing.length > 0) {
    throw new ConfigError(
      `target "${raw.name}" needs environment variable(s) that are not set: ${missing.join(', ')}`,
      { file: raw.source.file, ...(raw.source.line !== undefined ? { line: raw.source.line } : {}) },
      'set them in the environment or .env',
    );
  }
  return {
    ...raw,
    ...(judge !== undefined ? { judgeTarget: judge.value } : {}),
    config: config.value,
    retry: { ...raw.retry },
  };
}

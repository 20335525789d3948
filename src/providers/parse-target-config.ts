import type { z } from 'zod';
import type { TargetDefinition } from '../config/types.js';
import { ConfigError } from '../errors/config-error.js';

/**
 * Validates a target's provider fields with `schema`. The first problem becomes a one-line
 * ConfigError at the target's file and line that names the field and, from `fixes` (keyed by
 * field path or top-level field), how to fix it.
 */
export function parseTargetConfig<T extends z.ZodType>(
  schema: T,
  target: TargetDefinition,
  fixes: Record<string, string> = {},
): z.output<T> {
  const parsed = schema.safeParse(target.config);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  const message = issue?.message ?? 'is invalid';
  const detail = `target "${target.name}" (provider ${target.provider}): ${field ? `field "${field}" ` : ''}${message}`;
  const fix = fixes[field] ?? fixes[field.split('.')[0] ?? ''] ?? `check the ${target.provider} target fields in FORMATS.md`;
  throw new ConfigError(
    detail,
    { file: target.source.file, line: target.source.line, path: `targets.${target.name}${field ? `.${field}` : ''}` },
    fix,
  );
}

import { ConfigError } from '../errors/config-error.js';
import type { RawTarget } from './load-targets-file.js';
import type { TargetDefinition } from './types.js';

/** `${{ NAME }}`, whitespace inside the braces optional (GitHub Actions style). */
const REFERENCE = /\$\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/**
 * Replaces `${{ VAR }}` in every string inside `value` (arrays and plain objects recursively).
 * Unset or empty variables are collected in `missing` (sorted, unique) and left unexpanded, so the
 * caller can report all of them at once.
 */
export function expandVariables<T>(
  value: T,
  env: Readonly<Record<string, string | undefined>>,
): { value: T; missing: string[] } {
  const missing = new Set<string>();
  const expanded = expand(value, env, missing) as T;
  return { value: expanded, missing: [...missing].sort() };
}

function expand(value: unknown, env: Readonly<Record<string, string | undefined>>, missing: Set<string>): unknown {
  return mapStrings(value, (text) =>
    text.replace(REFERENCE, (whole, name: string) => {
      const found = env[name];
      if (found === undefined || found === '') {
        missing.add(name);
        return whole;
      }
      return found;
    }),
  );
}

/** `value` with every string in it (arrays and plain objects, recursively) replaced by `map(string)`. */
export function mapStrings(value: unknown, map: (text: string) => unknown): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
}

/**
 * Expands `${{ VAR }}` references in a target. Every missing variable is reported in one error
 * (names only: values are never put into messages) so the user fixes them all in one go.
 */
export function resolveTarget(raw: RawTarget, env: Readonly<Record<string, string | undefined>>): TargetDefinition {
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

const WHOLE_REFERENCE = /^\$\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;
const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/**
 * AgentV 4.x's eval-file interpolation: `${{ VAR }}` in every string; an unset variable becomes ""
 * (its name is collected in `missing` so the loader can warn); a string that is exactly one
 * reference takes the value's type (`true`/`false`, plain decimal numbers), as AgentV does.
 */
export function interpolateEvalFile(
  value: unknown,
  env: Readonly<Record<string, string | undefined>>,
): { value: unknown; missing: string[] } {
  const missing = new Set<string>();
  const lookup = (name: string): string => {
    const found = env[name];
    if (found === undefined) missing.add(name);
    return found ?? '';
  };
  const interpolated = mapStrings(value, (text) => {
    const whole = WHOLE_REFERENCE.exec(text);
    if (!whole) return text.replace(REFERENCE, (_, name: string) => lookup(name));
    const resolved = lookup(whole[1] as string);
    if (resolved === 'true' || resolved === 'false') return resolved === 'true';
    return PLAIN_NUMBER.test(resolved) ? Number(resolved) : resolved;
  });
  return { value: interpolated, missing: [...missing].sort() };
}

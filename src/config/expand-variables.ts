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
  if (typeof value === 'string') {
    return value.replace(REFERENCE, (whole, name: string) => {
      const found = env[name];
      if (found === undefined || found === '') {
        missing.add(name);
        return whole;
      }
      return found;
    });
  }
  if (Array.isArray(value)) return value.map((item) => expand(item, env, missing));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = expand(item, env, missing);
    return out;
  }
  return value;
}

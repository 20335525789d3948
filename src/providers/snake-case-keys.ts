/**
 * Top-level keys of `value` in snake_case (`commandTemplate` → `command_template`); when a user
 * wrote both spellings the snake_case one wins. Nested objects (e.g. `env`) keep their keys, so
 * variable names such as `MY_TOKEN` pass through untouched. Non-objects are returned as they are.
 */
export function snakeCaseKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, field] of entries) {
    const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (snake !== key && Object.prototype.hasOwnProperty.call(value, snake)) continue;
    out[snake] = field;
  }
  return out;
}

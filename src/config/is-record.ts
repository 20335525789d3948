/**
 * The one test for "a plain JSON-like object" every room reads loosely shaped YAML and JSON with
 * (configs, agents' events, scripts' replies): not null, not an array.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

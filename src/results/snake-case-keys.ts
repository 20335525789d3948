/**
 * The one key casing of everything the tool writes for machines: result records, the run summary
 * JSON and the compare JSON all use snake_case keys (`eval_id`, `pass_rate`, `mean_delta`).
 * In-memory objects keep TypeScript's camelCase; this turns them into the written shape.
 */

/** `meanDeltaCi95` → `mean_delta_ci95`; a key already in snake_case is unchanged. */
export function snakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/**
 * A deep copy of `value` with every object key in snake_case, except the keys of the maps named in
 * `mapKeys` (written names, such as `by_prompt`): those are ids from the user's files and are kept
 * as written, while their values are converted.
 */
export function snakeCaseKeys(value: unknown, mapKeys: ReadonlySet<string> = new Set(['by_prompt'])): unknown {
  if (Array.isArray(value)) return value.map((item) => snakeCaseKeys(item, mapKeys));
  if (value === null || typeof value !== 'object') return value;
  // Built from entries, never by assignment: a key named `__proto__` stays a key of its own.
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      const name = snakeCase(key);
      const mapped =
        mapKeys.has(name) && child !== null && typeof child === 'object' && !Array.isArray(child)
          ? Object.fromEntries(Object.entries(child).map(([id, entry]) => [id, snakeCaseKeys(entry, mapKeys)]))
          : snakeCaseKeys(child, mapKeys);
      return [name, mapped];
    }),
  );
}

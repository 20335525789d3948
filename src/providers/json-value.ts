/** Narrowing helpers for reading loosely shaped JSON events from agent CLIs. */

export type JsonRecord = Record<string, unknown>;

/** `value` as an object, or undefined for arrays, null and primitives. */
export function asRecord(value: unknown): JsonRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonRecord) : undefined;
}

/** `value` when it is a string. */
export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `value` when it is a finite number. */
export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

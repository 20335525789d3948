import { z } from 'zod';
import { ConfigError } from '../../errors/config-error.js';

/**
 * The pieces the doors' value schemas are made of (the run options both doors share, the Action's
 * own inputs) and the one way a bad value is reported: `<label> <rule>, got "<value>"`, fixed by
 * `use <what it must be>` unless the door words the fix itself. A value is raw text (a CLI flag's
 * value, an Action input) or a CLI switch's boolean.
 */
const raw = z.union([z.string(), z.boolean()]);

/** A raw value run through `parse`; `undefined` from `parse` is one issue stating the rule (`must …`). */
export function rule<T>(statement: string, parse: (raw: string) => T | undefined) {
  return raw.transform((value, ctx) => {
    const parsed = typeof value === 'string' ? parse(value) : undefined;
    if (parsed !== undefined) return parsed;
    ctx.addIssue({ code: 'custom', message: statement });
    return z.NEVER;
  });
}

/** {@link rule} for a value described by what it is: `must be <expected>`. */
export function field<T>(expected: string, parse: (raw: string) => T | undefined) {
  return rule(`must be ${expected}`, parse);
}

export function wholeNumber(min: number, max: number) {
  return field(`a whole number from ${min} to ${max}`, (text) => {
    const value = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
    return value >= min && value <= max ? value : undefined;
  });
}

/** A switch: `true` from a CLI flag, or the text true/false of an Action input. */
export const onOff = raw.transform((value, ctx) => {
  if (typeof value === 'boolean') return value;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === 'false') return text === 'true';
  ctx.addIssue({ code: 'custom', message: 'must be true or false' });
  return z.NEVER;
});

/** Text taken as given: a target's name, a path. */
export const text = z.string();

export function atMost(value: number | undefined, max: number): number | undefined {
  return value !== undefined && value <= max ? value : undefined;
}

export function positive(text: string): number | undefined {
  const value = nonNegative(text);
  return value !== undefined && value > 0 ? value : undefined;
}

export function nonNegative(text: string): number | undefined {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** How a door names its values, and what it says instead of a schema's words. */
export interface FieldDoor<N extends string> {
  label(name: N): string;
  /** Per value: what it must be instead (`shard` has a form more in the Action), and the fix. */
  wording?: Partial<Record<N, { expected?: string; fix: string }>>;
  /** Values never echoed in an error (a token). */
  hidden?: readonly N[];
}

type Shape = Record<string, z.ZodType>;
/** What a schema of fields gives for the values that were given. */
export type ParsedFields<S extends Shape> = { [K in keyof S]?: z.output<S[K]> };

/**
 * Parses the raw values a door read with `schema` (absent keys and `undefined` are "not given");
 * the first bad value (in the schema's order) is a ConfigError naming it as the door does. Each
 * given value is parsed by its own field: a door passes a few of the schema's many values, and
 * parsing the whole object (made partial) cost a CLI run ~9 ms of its start for the handful given.
 */
export function parseFields<S extends Shape>(
  schema: z.ZodObject<S>,
  given: { [K in keyof S]?: string | boolean | undefined },
  door: FieldDoor<Extract<keyof S, string>>,
): ParsedFields<S> {
  const parsed: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const value = given[name];
    if (value === undefined) continue;
    const result = field.safeParse(value);
    if (!result.success) throw badValue(name as Extract<keyof S, string>, value, result.error.issues[0], door);
    parsed[name] = result.data;
  }
  return parsed as ParsedFields<S>;
}

function badValue<N extends string>(
  name: N,
  value: string | boolean,
  issue: z.core.$ZodIssue | undefined,
  door: FieldDoor<N>,
): ConfigError {
  const wording = door.wording?.[name];
  const statement = wording?.expected ? `must be ${wording.expected}` : (issue?.message ?? 'is not valid');
  const expected = statement.startsWith('must be ') ? statement.slice('must be '.length) : undefined;
  const shown = door.hidden?.includes(name) ? '' : `, got "${String(value).slice(0, 80)}"`;
  const fix = wording?.fix ?? (expected ? `use ${expected}` : `see the documentation of ${door.label(name)}`);
  return new ConfigError(`${door.label(name)} ${statement}${shown}`, {}, fix);
}

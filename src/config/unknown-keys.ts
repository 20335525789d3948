import { distance } from 'fastest-levenshtein';
import { z } from 'zod';
import { ConfigError } from '../errors/config-error.js';
import { nearKey } from './near-key.js';
import { type FieldPath, formatPath, keyPositionOf, type YamlSource } from './yaml-source.js';
import type { ConfigWarning } from './types.js';
import { isRecord } from './is-record.js';

/** A key present in the data that its zod schema does not declare. */
export interface UnknownKey {
  /** Path of the mapping holding the key. */
  mapPath: FieldPath;
  key: string;
  /** A declared key within edit distance 2, when there is one. */
  suggestion?: string;
  /** The declared key this one is a misspelling of (near-key.ts), when it is one: an error, not a warning. */
  typo?: string;
}

/**
 * Walks `value` alongside `schema` and reports keys the schema does not know. zod strips such
 * keys silently; a typo (`expected_outcom`) must not silently change a run, so the loader refuses
 * the near misses and warns of the rest (extension fields). Loose objects (provider passthrough)
 * are not checked.
 */
export function findUnknownKeys(schema: z.ZodType, value: unknown, path: FieldPath = []): UnknownKey[] {
  const found: UnknownKey[] = [];
  walkKeys(schema, value, [...path], found);
  return found;
}

/**
 * {@link findUnknownKeys} over one value, `path` a stack it pushes onto and pops: every case of a
 * large file is walked, and a walk that finds nothing should allocate next to nothing.
 */
function walkKeys(schema: z.ZodType, value: unknown, path: PropertyKey[], found: UnknownKey[]): void {
  // A scalar holds no keys, whatever its schema (no union of it needs trying).
  if (value === null || typeof value !== 'object') return;
  const preprocessed = preprocessOf(schema);
  if (preprocessed) {
    walkKeys(preprocessed.out, preprocessed.apply(value), path, found);
    return;
  }
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    if (!isRecord(value) || inner._zod.def.catchall !== undefined) return;
    const shape = inner.shape as Record<string, z.ZodType>;
    for (const key of Object.keys(value)) {
      const childSchema = shape[key];
      if (childSchema) {
        path.push(key);
        walkKeys(childSchema, value[key], path, found);
        path.pop();
      } else {
        found.push(unknownKey([...path], key, Object.keys(shape)));
      }
    }
    return;
  }
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      walkKeys(inner.element as z.ZodType, value[i], path, found);
      path.pop();
    }
    return;
  }
  if (inner instanceof z.ZodUnion) {
    const options = inner.options as readonly z.ZodType[];
    const match =
      options.find((option) => !cannotTake(option, value) && option.safeParse(value).success) ??
      optionOfType(options, value);
    if (match) walkKeys(match, value, path, found);
  }
}

/**
 * True when `option` cannot accept `value` (a mapping or a list), so it is passed over without
 * parsing: a scalar schema (a grader list's `string | mapping` entries), or an object whose `type`
 * is a literal the value's `type` is not. The union's first member that accepts the value is found
 * all the same, without a failed parse per member before it: a failed `safeParse` builds its issues
 * and error (a grader list of 10,000 tests spent over a second on them), and what it builds
 * outlives young collections (10,000 4.x tests with one `contains` each promoted some 5 MB more
 * to the old generation).
 */
function cannotTake(option: z.ZodType, value: object): boolean {
  if (takesScalarsOnly(option)) return true;
  if (!isRecord(value) || typeof value.type !== 'string') return false;
  const types = literalTypes(option);
  return types !== undefined && !types.has(value.type);
}

/** Schemas of values that are never a mapping or a list. */
const SCALAR_SCHEMAS = [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodBigInt, z.ZodLiteral, z.ZodEnum, z.ZodNull];
const scalarOnly = new WeakMap<z.ZodType, boolean>();

/** Whether `option` takes only scalars, found once per schema (zod's `instanceof` is a lookup of its own). */
function takesScalarsOnly(option: z.ZodType): boolean {
  let scalar = scalarOnly.get(option);
  if (scalar === undefined) {
    const inner = unwrap(option);
    scalar = SCALAR_SCHEMAS.some((kind) => inner instanceof kind);
    scalarOnly.set(option, scalar);
  }
  return scalar;
}

const typeLiterals = new WeakMap<z.ZodType, ReadonlySet<unknown> | null>();

/** The values an object schema's `type` literal allows (undefined: no `type` literal), found once per schema. */
function literalTypes(option: z.ZodType): ReadonlySet<unknown> | undefined {
  if (!typeLiterals.has(option)) {
    const inner = unwrap(option);
    const type = inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>).type : undefined;
    typeLiterals.set(option, type instanceof z.ZodLiteral ? type.values : null);
  }
  return typeLiterals.get(option) ?? undefined;
}

/**
 * The member of a discriminated union whose `type` literal the value names, for a value no member
 * accepts: a misspelt required key (`scirpt`) must still be found and named as such.
 */
function optionOfType(options: readonly z.ZodType[], value: unknown): z.ZodType | undefined {
  if (!isRecord(value) || typeof value.type !== 'string') return undefined;
  const type = value.type;
  return options.find((option) => literalTypes(option)?.has(type));
}

function unknownKey(mapPath: FieldPath, key: string, known: readonly string[]): UnknownKey {
  const typo = nearKey(key, known);
  const suggestion = typo ?? closest(key, known);
  return { mapPath, key, ...(suggestion ? { suggestion } : {}), ...(typo ? { typo } : {}) };
}

/**
 * A `z.preprocess` schema (a pipe from a transform): its output schema and the transform, so keys
 * are checked as the schema sees them (AgentV 4.x grader names are mapped onto 2.x kinds first).
 */
function preprocessOf(schema: z.ZodType): { out: z.ZodType; apply: (value: unknown) => unknown } | undefined {
  if (!(schema instanceof z.ZodPipe) || !(schema._zod.def.in instanceof z.ZodTransform)) return undefined;
  const transform = schema._zod.def.in._zod.def.transform as (value: unknown, ctx: unknown) => unknown;
  const ctx = { addIssue: () => undefined, issues: [], value: undefined };
  return { out: schema._zod.def.out as z.ZodType, apply: (value) => transform(value, ctx) };
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current._zod.def.innerType as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current._zod.def.in as z.ZodType;
    } else {
      return current;
    }
  }
}

function closest(key: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const d = distance(key.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * One warning per key in `data` that `schema` does not declare, located at the key's line; a key
 * that is a misspelling of a declared one (near-key.ts) is a ConfigError at the key instead.
 */
export function unknownKeyWarnings(
  src: YamlSource,
  schema: z.ZodType,
  data: unknown = src.data,
  base: FieldPath = [],
): ConfigWarning[] {
  return warningsOrTypoError(src, findUnknownKeys(schema, data, base));
}

/**
 * One warning per key of the mapping at `mapPath` that is not in `known`, as written or in
 * snake_case (`commandTemplate` is `command_template`), with the nearest known key: for mappings
 * whose keys are not a zod schema's (a target's provider fields). A misspelling of a known key is
 * a ConfigError, as in {@link unknownKeyWarnings}.
 */
export function unknownMapKeyWarnings(
  src: YamlSource,
  mapPath: FieldPath,
  map: Record<string, unknown>,
  known: readonly string[],
): ConfigWarning[] {
  const names = new Set(known);
  const unknown = Object.keys(map)
    .filter((key) => !names.has(key) && !names.has(snakeCase(key)))
    .map((key) => unknownKey(mapPath, key, known));
  return warningsOrTypoError(src, unknown);
}

function warningsOrTypoError(src: YamlSource, found: readonly UnknownKey[]): ConfigWarning[] {
  const typo = found.find((unknown) => unknown.typo !== undefined);
  if (typo) throw typoError(src, typo);
  return found.map((unknown) => unknownKeyWarning(src, unknown));
}

/**
 * A misspelt key, at its own line and column: it would be ignored and the run would differ from
 * what the file says (an assertion never run, a judge never asked), so it stops the load.
 */
export function typoError(src: YamlSource, { mapPath, key, typo }: UnknownKey): ConfigError {
  const { line, col } = keyPositionOf(src, mapPath, key);
  const where = formatPath(mapPath);
  return new ConfigError(
    `unknown key "${key}"${where ? ` in ${where}` : ' at top level'} (did you mean "${typo}"?)`,
    { file: src.file, line, col },
    `rename it to "${typo}" (an extension field needs a name further from the known keys)`,
  );
}

function unknownKeyWarning(src: YamlSource, { mapPath, key, suggestion }: UnknownKey): ConfigWarning {
  const where = formatPath(mapPath);
  const hint = suggestion ? ` (did you mean "${suggestion}"?)` : '';
  return {
    message: `unknown key "${key}"${where ? ` in ${where}` : ' at top level'}${hint}; it is ignored`,
    file: src.file,
    line: keyPositionOf(src, mapPath, key).line,
  };
}

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

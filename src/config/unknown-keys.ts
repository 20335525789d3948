import { distance } from 'fastest-levenshtein';
import { z } from 'zod';
import { type FieldPath, formatPath, keyPositionOf, type YamlSource } from './yaml-source.js';
import type { ConfigWarning } from './types.js';

/** A key present in the data that its zod schema does not declare. */
export interface UnknownKey {
  /** Path of the mapping holding the key. */
  mapPath: FieldPath;
  key: string;
  /** A declared key within edit distance 2, when there is one. */
  suggestion?: string;
}

/**
 * Walks `value` alongside `schema` and reports keys the schema does not know. zod strips such
 * keys silently; a typo (`expected_outcom`) must not silently change a run, so the loader turns
 * these into warnings. Loose objects (provider passthrough) are not checked.
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
    if (!isPlainObject(value) || inner._zod.def.catchall !== undefined) return;
    const shape = inner.shape as Record<string, z.ZodType>;
    for (const key of Object.keys(value)) {
      const childSchema = shape[key];
      if (childSchema) {
        path.push(key);
        walkKeys(childSchema, value[key], path, found);
        path.pop();
      } else {
        const suggestion = closest(key, Object.keys(shape));
        found.push({ mapPath: [...path], key, ...(suggestion ? { suggestion } : {}) });
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
    const match = options.find((option) => option.safeParse(value).success);
    if (match) walkKeys(match, value, path, found);
  }
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
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

/** One warning per key in `data` that `schema` does not declare, located at the key's line. */
export function unknownKeyWarnings(
  src: YamlSource,
  schema: z.ZodType,
  data: unknown = src.data,
  base: FieldPath = [],
): ConfigWarning[] {
  return findUnknownKeys(schema, data, base).map((unknown) => unknownKeyWarning(src, unknown));
}

/**
 * One warning per key of the mapping at `mapPath` that is not in `known`, as written or in
 * snake_case (`commandTemplate` is `command_template`), with the nearest known key: for mappings
 * whose keys are not a zod schema's (a target's provider fields).
 */
export function unknownMapKeyWarnings(
  src: YamlSource,
  mapPath: FieldPath,
  map: Record<string, unknown>,
  known: readonly string[],
): ConfigWarning[] {
  const names = new Set(known);
  return Object.keys(map)
    .filter((key) => !names.has(key) && !names.has(snakeCase(key)))
    .map((key) => {
      const suggestion = closest(key, known);
      return unknownKeyWarning(src, { mapPath, key, ...(suggestion ? { suggestion } : {}) });
    });
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

import { z } from 'zod';
import type { TargetDefinition } from '../config/types.js';
import { ConfigError } from '../errors/config-error.js';
import { isRecord } from '../config/is-record.js';

/**
 * A model target's fields, checked by schema. A field may sit at the top of the target or under
 * `settings` (both as written in targets.yaml, in any of its spellings); the top level wins, then
 * `settings`, then the convention environment variable, then the provider's default. A value of
 * the wrong type (`temperature: hot`) is a ConfigError at its line and column, never dropped.
 */
type Config = Record<string, unknown>;
type Env = Record<string, string | undefined>;

/** One field of a model target: the keys it is read from, the schema of its value, how to fix it. */
export interface ModelField<T> {
  keys: readonly string[];
  schema: z.ZodType<T | undefined, unknown>;
  fix: string;
}

type ModelFields = Record<string, ModelField<unknown>>;

/** The values of `fields` a target sets (validated), undefined where it sets none. */
export type FieldValues<F extends ModelFields> = {
  [K in keyof F]: F[K] extends ModelField<infer T> ? T | undefined : never;
};

/**
 * Text: a string, or a number read as its digits (`api_version: 2024`, as YAML parses it). Blank
 * text is unset, so the environment variable or the default applies.
 */
const textValue = z
  .union([z.string(), z.number()], { error: 'must be text' })
  .transform((value) => String(value).trim() || undefined);

/** A number, or a numeric string (what a `${{ VAR }}` reference expands to); `must` says what it must be. */
const numeric = (must: string) =>
  z
    .union([z.number(), z.string().trim().min(1).pipe(z.coerce.number())], { error: must })
    .refine((value) => Number.isFinite(value), { error: must });

const numberValue = numeric('must be a number');

/** A count of tokens: a whole number above 0, as every model API requires. */
const WHOLE = 'must be a whole number above 0';
const tokenCount = numeric(WHOLE).pipe(z.number().int({ error: WHOLE }).positive({ error: WHOLE }));

/** A text field read from `keys` (the first is the spelling named in the fix). */
export function textField(keys: readonly string[]): ModelField<string> {
  return { keys, schema: textValue, fix: `write ${keys[0]} as text, e.g. ${keys[0]}: "value"` };
}

/** Sampling settings every chat provider accepts. */
export interface ChatSettings {
  temperature?: number;
  maxTokens?: number;
}

/** The fields of {@link ChatSettings}, in the spellings read (AgentV writes `max_output_tokens`). */
const CHAT_FIELDS = {
  temperature: {
    keys: ['temperature'],
    schema: numberValue,
    fix: 'set temperature to a number, e.g. temperature: 0.2 (or remove it for the model default)',
  },
  maxTokens: {
    keys: ['max_tokens', 'maxTokens', 'max_output_tokens', 'maxOutputTokens'],
    schema: tokenCount,
    fix: 'set max_tokens (or max_output_tokens) to a whole number of tokens, e.g. max_tokens: 1024',
  },
} satisfies ModelFields;

/** A model provider's fields: its own and the chat settings. */
export function modelFields<F extends ModelFields>(own: F): F & typeof CHAT_FIELDS {
  return { ...own, ...CHAT_FIELDS };
}

/**
 * The values of `fields` that `target` sets, validated by one schema built from the fields; the
 * first bad value is a one-line ConfigError at that value's line and column naming the fix.
 */
export function readModelFields<F extends ModelFields>(target: TargetDefinition, fields: F): FieldValues<F> {
  const found = new Map<string, { key: string; value: unknown }>();
  for (const [name, field] of Object.entries(fields)) {
    const hit = lookup(target.config, field.keys);
    if (hit) found.set(name, hit);
  }
  const schema = z.object(
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema.optional()])),
  );
  const parsed = schema.safeParse(Object.fromEntries([...found].map(([name, hit]) => [name, hit.value])));
  if (parsed.success) return parsed.data as FieldValues<F>;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? '');
  const key = found.get(name)?.key ?? name;
  const position = target.source.fieldPositions?.[key];
  throw new ConfigError(
    `target "${target.name}" (provider ${target.provider}): field "${key}" ${issue?.message ?? 'is invalid'}`,
    {
      file: target.source.file,
      ...(position ? position : target.source.line !== undefined ? { line: target.source.line } : {}),
      path: `targets.${target.name}.${key}`,
    },
    fields[name]?.fix ?? `check the ${target.provider} target's fields`,
  );
}

/** The first set variable of `names` in `env`, trimmed. */
export function fromEnv(env: Env, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

function settingsOf(config: Config): Config {
  const settings = config.settings;
  return isRecord(settings) ? (settings as Config) : {};
}

/** The first of `keys` set (not null, not empty) at the top of the target, else under `settings`. */
function lookup(config: Config, keys: readonly string[]): { key: string; value: unknown } | undefined {
  for (const [scope, prefix] of [
    [config, ''],
    [settingsOf(config), 'settings.'],
  ] as const) {
    for (const key of keys) {
      const value = scope[key];
      if (value !== undefined && value !== null && value !== '') return { key: `${prefix}${key}`, value };
    }
  }
  return undefined;
}

/**
 * A model provider's keys for the unknown-key check: its fields and the chat settings, read at
 * the top of the target or under `settings:` alike.
 */
export function modelTargetKeys(fields: ModelFields): {
  configKeys: readonly string[];
  settingsKeys: readonly string[];
} {
  const keys = Object.values(modelFields(fields)).flatMap((field) => field.keys);
  return { configKeys: keys, settingsKeys: keys };
}

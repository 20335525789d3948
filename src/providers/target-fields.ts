/**
 * Reading a model target's fields. A field may sit at the top of the target or under `settings`
 * (both as written in targets.yaml, snake_case or camelCase); the top level wins, then `settings`,
 * then the convention environment variable, then the provider's default.
 */
type Config = Record<string, unknown>;
type Env = Record<string, string | undefined>;

function settingsOf(config: Config): Config {
  const settings = config.settings;
  return settings !== null && typeof settings === 'object' && !Array.isArray(settings) ? (settings as Config) : {};
}

function lookup(config: Config, keys: readonly string[]): unknown {
  for (const scope of [config, settingsOf(config)]) {
    for (const key of keys) {
      const value = scope[key];
      if (value !== undefined && value !== null && value !== '') return value;
    }
  }
  return undefined;
}

/** A string field from the target, else the first set environment variable of `envNames`. */
export function stringField(
  config: Config,
  keys: readonly string[],
  env: Env = {},
  envNames: readonly string[] = [],
): string | undefined {
  const value = lookup(config, keys);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  for (const name of envNames) {
    const fromEnv = env[name];
    if (fromEnv !== undefined && fromEnv.trim() !== '') return fromEnv.trim();
  }
  return undefined;
}

/** A numeric field from the target (numbers or numeric strings, e.g. an expanded `${{ VAR }}`). */
export function numberField(config: Config, keys: readonly string[]): number | undefined {
  const value = lookup(config, keys);
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** Sampling settings every chat provider accepts. */
export interface ChatSettings {
  temperature?: number;
  maxTokens?: number;
}

const TEMPERATURE = ['temperature'] as const;
const MAX_TOKENS = ['max_tokens', 'maxTokens', 'max_output_tokens', 'maxOutputTokens'] as const;

/** The keys {@link chatSettingsFrom} reads. */
export const CHAT_SETTINGS_KEYS: readonly string[] = [...TEMPERATURE, ...MAX_TOKENS];

export function chatSettingsFrom(config: Config): ChatSettings {
  return {
    temperature: numberField(config, TEMPERATURE),
    maxTokens: numberField(config, MAX_TOKENS),
  };
}

/**
 * A model provider's keys for the unknown-key check: its fields and the chat settings, read at
 * the top of the target or under `settings:` alike.
 */
export function modelTargetKeys(fields: Readonly<Record<string, readonly string[]>>): {
  configKeys: readonly string[];
  settingsKeys: readonly string[];
} {
  const keys = [...Object.values(fields).flat(), ...CHAT_SETTINGS_KEYS];
  return { configKeys: keys, settingsKeys: keys };
}

/** Names in `required` whose resolved value is missing, for the one "missing variables" error. */
export function missingNames(required: Array<{ value: string | undefined; envName: string }>): string[] {
  return required.filter((entry) => entry.value === undefined).map((entry) => entry.envName);
}

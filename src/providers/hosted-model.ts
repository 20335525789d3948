import type { TargetDefinition } from '../config/types.js';
import type { ProviderFactory } from '../engine/provider.js';
import { ConfigError } from '../errors/config-error.js';
import {
  type ChatSettings,
  type ModelField,
  fromEnv,
  modelFields,
  modelTargetKeys,
  readModelFields,
  textField,
} from './target-fields.js';

type Env = Record<string, string | undefined>;

/**
 * One text setting of a hosted model provider: the target keys it is read from (the first is the
 * spelling named in fixes), the convention environment variable read when the target sets none,
 * the default used when neither does, and whether a call cannot be made without it.
 */
export interface HostedSetting {
  keys: readonly string[];
  env?: string;
  default?: string;
  required?: boolean;
}

type HostedSettings = Record<string, HostedSetting>;

/** Spellings several hosted providers read alike. AgentV 4.x reads `deployment` and `variant` as the model too. */
export const API_KEY_KEYS = ['api_key', 'apiKey'] as const;
export const MODEL_KEYS = ['model', 'deployment', 'variant'] as const;
export const BASE_URL_KEYS = ['base_url', 'baseUrl', 'baseURL', 'endpoint'] as const;

/** The resolved settings: text where a default stands behind the setting, else possibly undefined. */
export type HostedValues<S extends HostedSettings> = {
  [K in keyof S]: S[K] extends { default: string } ? string : string | undefined;
} & ChatSettings;

/** The settings once every required one is known to be set. */
export type CheckedValues<S extends HostedSettings> = {
  [K in keyof S]: S[K] extends { default: string } | { required: true } ? string : string | undefined;
} & ChatSettings;

/** What a provider factory and its tests read from one description of a hosted model provider. */
export interface HostedModel<S extends HostedSettings> {
  /** The settings of `target`: its fields (validated) win, then the environment, then the defaults. */
  settingsFrom(target: TargetDefinition, env: Env): HostedValues<S>;
  /** The settings, or the one-line ConfigError naming what a call needs and is not set. */
  require(target: TargetDefinition, env: Env): CheckedValues<S>;
  /**
   * The factory's checks before any case runs: the environment variables of the required settings
   * that neither the target nor the environment sets, and the target keys read (at the top of the
   * target or under `settings:` alike) for the unknown-key check.
   */
  targetChecks: Required<Pick<ProviderFactory, 'missingEnv' | 'configKeys' | 'settingsKeys'>>;
}

/**
 * A hosted model provider described once: its settings in the order they are checked, each with
 * its spellings, environment variable and default; the chat settings (temperature, max tokens)
 * are read beside them.
 */
export function hostedModel<const S extends HostedSettings>(settings: S): HostedModel<S> {
  const entries = Object.entries(settings);
  const own: Record<string, ModelField<string>> = Object.fromEntries(
    entries.map(([name, setting]) => [name, textField(setting.keys)]),
  );
  const fields = modelFields(own);
  const required = entries.filter(([, setting]) => setting.required);

  function settingsFrom(target: TargetDefinition, env: Env): HostedValues<S> {
    const values: Record<string, unknown> = readModelFields(target, fields);
    const resolved = Object.fromEntries(
      entries.map(([name, setting]) => [
        name,
        values[name] ?? (setting.env === undefined ? undefined : fromEnv(env, [setting.env])) ?? setting.default,
      ]),
    );
    return { ...resolved, temperature: values.temperature, maxTokens: values.maxTokens } as HostedValues<S>;
  }

  function missingIn(resolved: Record<string, unknown>): string[] {
    return required.filter(([name]) => resolved[name] === undefined).map(([name, setting]) => setting.env ?? name);
  }

  function require(target: TargetDefinition, env: Env): CheckedValues<S> {
    const resolved = settingsFrom(target, env);
    const absent = missingIn(resolved);
    if (absent.length === 0) return resolved as CheckedValues<S>;
    const [only] = required;
    const fix =
      required.length === 1 && only
        ? `set ${only[1].env ?? only[0]} or the target's ${only[1].keys[0]}`
        : 'set them in the environment or on the target';
    throw new ConfigError(`target "${target.name}" needs ${absent.join(', ')}`, target.source, fix);
  }

  const missingEnv = (target: TargetDefinition, env: Env) => missingIn(settingsFrom(target, env));
  return { settingsFrom, require, targetChecks: { missingEnv, ...modelTargetKeys(own) } };
}

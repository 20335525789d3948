import { ConfigError } from '../errors/config-error.js';
import {
  PROVIDER_KINDS,
  type ConfigWarning,
  type ProviderKind,
  type RetrySettings,
  type TargetDefinition,
} from './types.js';
import {
  SETTINGS_COMMON_KEYS,
  SNAKE_CAMEL_PAIRS,
  TARGET_COMMON_KEYS,
  targetsFileSchema,
  type RawTargetEntry,
  toModelPricing,
  toWorkspaceConfig,
} from './targets-file-schema.js';
import { nearKey } from './near-key.js';
import { typoError, unknownKeyWarnings, unknownMapKeyWarnings } from './unknown-keys.js';
import {
  configErrorAt,
  keyPositionOf,
  type Position,
  positionOf,
  readYamlSourceSync,
  valueAt,
  type YamlSource,
  zodIssueError,
} from './yaml-source.js';
import { statSync } from 'node:fs';
import path from 'node:path';
import { ancestorDirs } from './repo-paths.js';
import { isRecord } from './is-record.js';

/** A validated target whose `${{ VAR }}` references are not expanded yet (see resolveTarget). */
export type RawTarget = TargetDefinition;

/** What the provider kinds read, for the unknown-key check (from the provider registry). */
export interface TargetKeys {
  /** The keys a kind reads besides the common ones; undefined leaves its targets unchecked. */
  configKeys(provider: ProviderKind): readonly string[] | undefined;
  /** The keys it reads under `settings:`. */
  settingsKeys(provider: ProviderKind): readonly string[];
}

/**
 * Reads and validates a targets file. Errors (bad provider, duplicate names, out-of-range
 * workers, misspelt keys) point at file:line:col; snake/camel duplicates and unknown keys (top
 * level, and a target's keys its provider does not read, given `keys`) are warnings at their line.
 * A judge_target that names no target is set aside on its target for the run to decide.
 */
export function loadTargetsFile(
  file: string,
  keys?: TargetKeys,
): { targets: Map<string, RawTarget>; warnings: ConfigWarning[] } {
  const { targets, warnings, unknownKeys } = readTargetsFile(file);
  return { targets, warnings: keys ? [...warnings, ...unknownKeys(keys)] : warnings };
}

/**
 * {@link loadTargetsFile} in two steps, for a caller that learns what the provider kinds read only
 * from the kinds the file names (loading their code): the targets and the file's other warnings,
 * then `unknownKeys` for the keys of each target its provider does not read.
 */
export function readTargetsFile(file: string): {
  targets: Map<string, RawTarget>;
  warnings: ConfigWarning[];
  unknownKeys(keys: TargetKeys): ConfigWarning[];
} {
  const src = readYamlSourceSync(file, 'targets file');
  const entries = parseTargetsFile(src);
  const warnings = unknownKeyWarnings(src, targetsFileSchema);
  const targets = new Map<string, RawTarget>();
  for (const [i, entry] of entries.entries()) {
    const line = positionOf(src, ['targets', i]).line;
    checkTargetEntry(src, i, entry, line, targets);
    warnings.push(...snakeCamelWarnings(entry, file, line));
    targets.set(entry.name, toRawTarget(entry, file, line, keyLinesOf(src, i), fieldPositionsOf(src, i)));
  }
  setAsideUndefinedJudges(src, entries, targets);
  return {
    targets,
    warnings,
    unknownKeys: (keys) => [...entries.entries()].flatMap(([i, entry]) => unknownTargetKeys(src, i, entry, keys)),
  };
}

/** The file validated; a bad provider's error lists the provider kinds. */
function parseTargetsFile(src: YamlSource): RawTargetEntry[] {
  const parsed = targetsFileSchema.safeParse(src.data ?? {});
  if (parsed.success) return parsed.data.targets;
  refuseMisspeltRequiredKey(src);
  const error = zodIssueError(src, parsed.error);
  const badProvider = parsed.error.issues[0]?.path.at(-1) === 'provider';
  if (!badProvider) throw error;
  throw new ConfigError(error.detail, error.location, `use one of: ${PROVIDER_KINDS.join(', ')}`);
}

/**
 * A target without `name` or `provider` that has a key near it (`provder`) is told so, rather
 * than that the key is missing: the provider kinds' own keys are only known once it parses.
 */
function refuseMisspeltRequiredKey(src: YamlSource): void {
  const targets = valueAt(src.data, ['targets']);
  if (!Array.isArray(targets)) return;
  for (const [i, entry] of targets.entries()) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) continue;
    const keys = Object.keys(entry);
    const missing = ['name', 'provider'].filter(
      (key) => !(key in entry) && !(key === 'provider' && 'use_target' in entry),
    );
    for (const required of missing) {
      const key = keys.find((k) => !TARGET_COMMON_KEYS.has(k) && nearKey(k, [required]) !== undefined);
      if (key !== undefined) throw typoError(src, { mapPath: ['targets', i], key, typo: required });
    }
  }
}

/** Refuses target `i` when an earlier target has its name or it has a malformed `${{ … }}`. */
function checkTargetEntry(
  src: YamlSource,
  i: number,
  entry: RawTargetEntry,
  line: number,
  targets: ReadonlyMap<string, RawTarget>,
): void {
  const earlier = targets.get(entry.name);
  if (earlier) {
    throw configErrorAt(
      src,
      ['targets', i, 'name'],
      `duplicate target name "${entry.name}" (lines ${earlier.source.line} and ${line})`,
      'give every target a unique name',
    );
  }
  const malformed = malformedReferences(entry)[0];
  if (malformed !== undefined) {
    throw configErrorAt(
      src,
      ['targets', i],
      `target "${entry.name}" has a malformed variable reference "${malformed}"`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: `${{ NAME }}` is the targets file's reference syntax
      'write a reference as ${{ NAME }}: a letter or _ first, then the closing }}',
    );
  }
}

/** A key set both in snake_case and camelCase: the snake_case one is used. */
function snakeCamelWarnings(entry: RawTargetEntry, file: string, line: number): ConfigWarning[] {
  return SNAKE_CAMEL_PAIRS.filter(([snake, camel]) => entry[snake] !== undefined && entry[camel] !== undefined).map(
    ([snake, camel]) => ({
      message: `target "${entry.name}" sets both ${snake} and ${camel}; ${snake} is used`,
      file,
      line,
    }),
  );
}

/**
 * A judge target this file does not define is set aside on its target (`missingJudge`): AgentV
 * ignores a grader target it cannot resolve (its examples name one they do not define), so a run of
 * deterministic checks must not stop on it, but a run whose cases it would grade is refused
 * (engine/provider-pipeline/judge-targets.ts) rather than silently judged by the target itself.
 */
function setAsideUndefinedJudges(src: YamlSource, entries: readonly RawTargetEntry[], targets: Map<string, RawTarget>) {
  for (const [i, entry] of entries.entries()) {
    const judge = judgeTargetOf(entry);
    if (judge === undefined || targets.has(judge) || judge.includes('${{')) continue;
    const key =
      (['judge_target', 'judgeTarget', 'grader_target', 'graderTarget'] as const).find((k) => entry[k] !== undefined) ??
      'judge_target';
    const target = targets.get(entry.name);
    if (!target) continue;
    delete target.judgeTarget;
    const { line, col } = keyPositionOf(src, ['targets', i], key);
    target.missingJudge = { name: judge, key, line, col, known: [...targets.keys()] };
  }
}

/**
 * Keys of target `i` that neither the loader nor its provider reads: a typo (`api_kee`) would
 * otherwise change the run without a word. An alias (`use_target`) takes the common keys only;
 * a provider this tool does not have is not checked.
 */
function unknownTargetKeys(src: YamlSource, i: number, entry: RawTargetEntry, keys: TargetKeys): ConfigWarning[] {
  const raw = valueAt(src.data, ['targets', i]);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [];
  const supported = (PROVIDER_KINDS as readonly string[]).includes(entry.provider);
  const own =
    entry.use_target !== undefined ? [] : supported ? keys.configKeys(entry.provider as ProviderKind) : undefined;
  if (own === undefined) return [];
  const map = raw as Record<string, unknown>;
  const known = [...TARGET_COMMON_KEYS, 'settings', ...own];
  const warnings = unknownMapKeyWarnings(src, ['targets', i], map, [...known, 'config']);
  // AgentV 5 may nest the provider's keys under `config:`.
  const nested = map.config;
  if (nested !== null && typeof nested === 'object' && !Array.isArray(nested))
    warnings.push(...unknownMapKeyWarnings(src, ['targets', i, 'config'], nested as Record<string, unknown>, known));
  const settings = map.settings;
  if (isRecord(settings)) {
    const settingsKeys = entry.use_target !== undefined ? [] : keys.settingsKeys(entry.provider as ProviderKind);
    warnings.push(
      ...unknownMapKeyWarnings(src, ['targets', i, 'settings'], settings as Record<string, unknown>, [
        ...SETTINGS_COMMON_KEYS,
        ...settingsKeys,
      ]),
    );
  }
  return warnings;
}

/** The line of each key of target `i`, as written. */
function keyLinesOf(src: YamlSource, i: number): Record<string, number> {
  const raw = valueAt(src.data, ['targets', i]);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(Object.keys(raw).map((key) => [key, keyPositionOf(src, ['targets', i], key).line]));
}

/**
 * Where the value of each field of target `i` sits, its `settings:` fields as `settings.<key>`, so
 * a provider that refuses a value points at it (line and column).
 */
function fieldPositionsOf(src: YamlSource, i: number): Record<string, Position> {
  const at = ['targets', i] as const;
  const raw = valueAt(src.data, at);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Record<string, Position> = {};
  for (const key of Object.keys(raw)) out[key] = positionOf(src, [...at, key]);
  const settings = (raw as Record<string, unknown>).settings;
  if (isRecord(settings)) {
    for (const key of Object.keys(settings)) out[`settings.${key}`] = positionOf(src, [...at, 'settings', key]);
  }
  return out;
}

function toRawTarget(
  entry: RawTargetEntry,
  file: string,
  line: number,
  keyLines: Record<string, number> = {},
  fieldPositions: Record<string, Position> = {},
): RawTarget {
  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (!TARGET_COMMON_KEYS.has(key)) config[key] = value;
  }
  const judgeTarget = judgeTargetOf(entry);
  const maxRetries = entry.max_retries ?? entry.maxRetries;
  const initialDelayMs = entry.retry_initial_delay_ms ?? entry.retryInitialDelayMs;
  const maxDelayMs = entry.retry_max_delay_ms ?? entry.retryMaxDelayMs;
  const statusCodes = entry.retry_status_codes ?? entry.retryStatusCodes;
  const retry: RetrySettings = {
    ...(maxRetries !== undefined ? { maxRetries } : {}),
    ...(initialDelayMs !== undefined ? { initialDelayMs } : {}),
    ...(maxDelayMs !== undefined ? { maxDelayMs } : {}),
    ...(statusCodes !== undefined ? { statusCodes } : {}),
  };
  const supported = (PROVIDER_KINDS as readonly string[]).includes(entry.provider);
  return {
    name: entry.name,
    // The stand-in is never built: looking the target up for a case throws (unsupportedTargetError).
    provider: supported ? (entry.provider as ProviderKind) : 'mock',
    ...(supported ? {} : { unsupportedProvider: entry.provider }),
    ...(judgeTarget !== undefined ? { judgeTarget } : {}),
    ...(entry.use_target !== undefined ? { useTarget: entry.use_target } : {}),
    ...(entry.workers !== undefined ? { workers: entry.workers } : {}),
    ...(entry.workspace ? { workspace: toWorkspaceConfig(entry.workspace, file, line) } : {}),
    ...(entry.pricing ? { pricing: toModelPricing(entry.pricing) } : {}),
    retry,
    config,
    source: { file, line, keyLines, fieldPositions },
  };
}

/** `judge_target` (2.x) or `grader_target` (4.x), either spelling. */
function judgeTargetOf(entry: RawTargetEntry): string | undefined {
  return entry.judge_target ?? entry.judgeTarget ?? entry.grader_target ?? entry.graderTarget;
}

/** One line naming the target, the AgentV provider it uses, and the providers we have. */
export function unsupportedTargetError(target: RawTarget): ConfigError {
  return new ConfigError(
    `target "${target.name}" uses provider "${target.unsupportedProvider}", which agentv-action does not have ` +
      `(it has: ${PROVIDER_KINDS.join(', ')})`,
    target.source,
    'point the cases at another target, or run this agent through a "cli" target with a command_template',
  );
}

/** Names checked in each folder, in order. */
const CANDIDATES = ['targets.yaml', 'targets.yml', '.agentv/targets.yaml', '.agentv/targets.yml'];

/** Where to look for targets.yaml. */
export interface FindTargetsOptions {
  /** `--targets`: a file, or a folder holding one of the candidate names. Relative to `cwd`. */
  explicit?: string;
  evalFileDir: string;
  repoRoot: string;
  cwd: string;
}

/**
 * Finds the targets file (docs/cli.md documents the order): the explicit path when given, else
 * the first candidate in the eval file's folder and each parent up to the repo root, then the
 * cwd. Undefined when none exists.
 */
export function findTargetsFile(opts: FindTargetsOptions): string | undefined {
  if (opts.explicit !== undefined) return explicitTargetsFile(path.resolve(opts.cwd, opts.explicit));
  const dirs = [...ancestorDirs(opts.evalFileDir, opts.repoRoot), path.resolve(opts.cwd)];
  for (const dir of dirs) {
    const found = firstCandidate(dir);
    if (found) return found;
  }
  return undefined;
}

function explicitTargetsFile(given: string): string {
  const kind = kindOf(given);
  if (kind === 'file') return given;
  const found = kind === 'dir' ? firstCandidate(given) : undefined;
  if (found) return found;
  throw new ConfigError(
    kind === 'dir' ? `no targets.yaml found in folder ${given}` : `targets file ${given} does not exist`,
    {},
    `pass --targets a targets.yaml file or a folder containing ${CANDIDATES.join(' / ')}`,
  );
}

function firstCandidate(dir: string): string | undefined {
  return CANDIDATES.map((name) => path.join(dir, name)).find((file) => kindOf(file) === 'file');
}

function kindOf(p: string): 'file' | 'dir' | undefined {
  try {
    const stat = statSync(p);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'dir' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which target a suite runs against (AgentV's target resolution): the CLI override unless it is
 * absent or the literal "default", else the eval file's target, else "default".
 */
export function selectTargetName(cliTarget?: string, suiteTarget?: string): string {
  if (cliTarget && cliTarget !== 'default') return cliTarget;
  if (suiteTarget) return suiteTarget;
  return 'default';
}

/**
 * Every `${{` in the strings of `value` that does not start a well-formed `${{ NAME }}` (an
 * unclosed `${{ API_KEY`, a `${{ 1BAD }}`), cut to 40 characters. Taken literally it would be sent
 * as a key or a URL, so the loader refuses it.
 */
export function malformedReferences(value: unknown): string[] {
  if (typeof value === 'string') {
    const found: string[] = [];
    for (let at = value.indexOf('${{'); at >= 0; at = value.indexOf('${{', at + 3)) {
      const rest = value.slice(at);
      if (!/^\$\{\{\s*[A-Za-z_][A-Za-z0-9_]*\s*\}\}/.test(rest)) found.push(rest.slice(0, 40));
    }
    return found;
  }
  if (Array.isArray(value)) return value.flatMap(malformedReferences);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(malformedReferences);
  return [];
}

/**
 * A target's `cwd` as an absolute folder (relative paths start at the targets file's folder), or a
 * ConfigError at the target when it is not a folder.
 */
export function targetWorkingDir(target: TargetDefinition, cwd: string): string {
  const dir = path.resolve(path.dirname(target.source.file), cwd);
  if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return dir;
  throw new ConfigError(
    `target "${target.name}": cwd "${cwd}" is not a folder (resolved to ${dir})`,
    {
      file: target.source.file,
      ...(target.source.line !== undefined ? { line: target.source.line } : {}),
      path: `targets.${target.name}.cwd`,
    },
    'create the folder or point cwd at an existing one (relative paths start at the targets file)',
  );
}

import { type FileHandle, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConfigWarning } from '../config/types.js';
import { parseYamlText, type YamlSource } from '../config/yaml-source.js';
import { isRecord } from '../config/is-record.js';
import { refuse } from './refuse.js';

/** Top-level keys of a promptfoo config this tool reads. */
const READ_KEYS = new Set([
  'description',
  'name',
  'version',
  'prompts',
  'providers',
  'targets',
  'tests',
  'defaultTest',
  'scenarios',
  'env',
  'evaluateOptions',
  'nunjucksFilters',
  'metadata',
  'tags',
  'category',
  'author',
  'license',
  'requires',
  // Not in promptfoo's schema, which keeps it: where its docs put the assertions `$ref`s name.
  'assertionTemplates',
]);
/** Keys that only steer promptfoo's own output or sharing: ignored with a warning. */
const IGNORED_KEYS = new Set([
  'sharing',
  'outputPath',
  'writeLatestResults',
  'commandLineOptions',
  '$schema',
  'tracing',
]);
/** Keys whose behaviour this tool does not have: refused. */
const REFUSED_KEYS: Record<string, string> = {
  redteam: "red-teaming is promptfoo's own generator; run `promptfoo redteam` for it",
  extensions: 'lifecycle hooks (extensions) are not run by this tool',
  derivedMetrics: 'derived metrics are not computed by this tool',
};

/** Every top-level key promptfoo 0.123.1 declares (and this tool reads): read, ignored or refused. */
export const TOP_LEVEL_KEYS: readonly string[] = [...READ_KEYS, ...IGNORED_KEYS, ...Object.keys(REFUSED_KEYS)];

/** Whether a file is a promptfoo config (or AgentV 5's promptfoo-shaped suite): its name, or its keys. */
function isPromptfooConfig(file: string, data: unknown): boolean {
  if (/^promptfooconfig\.(ya?ml|json)$/i.test(path.basename(file))) return true;
  if (!isRecord(data) || 'evalcases' in data || 'testcases' in data) return false;
  if ('providers' in data) return true;
  const prompts = data.prompts;
  if (prompts === undefined) return false;
  // AgentV 4.x's prompt variants are `{id, prompt}` objects; promptfoo's prompts are text or `{raw|id, label}`.
  return !(Array.isArray(prompts) && prompts.every((p) => isRecord(p) && typeof p.prompt === 'string'));
}

/**
 * The promptfoo config at `filePath`, parsed: undefined for a file that is not one (another
 * format's reader takes it), a ConfigError (at the line) for one that is not valid YAML or not a mapping.
 */
export async function readConfigFile(
  filePath: string,
): Promise<{ file: string; data: Record<string, unknown>; source: YamlSource } | undefined> {
  const file = path.resolve(filePath);
  if (!/\.(ya?ml|json)$/i.test(file)) return undefined;
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined || !mayBePromptfoo(file, text)) return undefined;
  // A syntax error is a ConfigError at its line and column, as in every other file this tool reads.
  const source = await parseYamlText(file, text);
  const { data } = source;
  if (!isPromptfooConfig(file, data)) return undefined;
  if (!isRecord(data))
    return refuse(
      file,
      'a promptfoo config must be a mapping of keys',
      'start it with prompts:, providers: and tests:',
    );
  return { file, data, source };
}

/**
 * Whether a file may be a promptfoo config, from its name and text alone (nothing parsed): the
 * composition root asks this before it loads the promptfoo room, so an AgentV run never loads it.
 */
export async function mayBePromptfooFile(filePath: string): Promise<boolean> {
  const file = path.resolve(filePath);
  if (!/\.(ya?ml|json)$/i.test(file)) return false;
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return false;
  try {
    return await someReadMatches(handle, (text) => mayBePromptfoo(file, text));
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/** Bytes read per look: the keys sought are ASCII, so each read is taken as Latin-1, one string per read. */
const LOOK_BYTES = 64 * 1024;
/** The most of a read's unfinished last line carried into the next, so a key cut by a read is still seen. */
const CARRY_CHARS = 4 * 1024;

/**
 * Whether `matches` holds for some read of the file, each read with the unfinished line before it.
 * An AgentV eval file of 100,000 cases is 12 MB: read whole as a string it was, with the string the
 * reader makes of it anyway, 25 MB of garbage before the first case was checked.
 */
async function someReadMatches(handle: FileHandle, matches: (text: string) => boolean): Promise<boolean> {
  const buffer = Buffer.allocUnsafe(LOOK_BYTES);
  let carry = '';
  for (;;) {
    const { bytesRead } = await handle.read(buffer, 0, LOOK_BYTES, null);
    if (bytesRead === 0) return false;
    const text = carry + buffer.toString('latin1', 0, bytesRead);
    if (matches(text)) return true;
    carry = text.slice(Math.max(text.lastIndexOf('\n') + 1, text.length - CARRY_CHARS));
  }
}

/** A cheap look before parsing: an AgentV eval file (often large) is parsed once, by its own reader. */
function mayBePromptfoo(file: string, text: string): boolean {
  return (
    /^promptfooconfig\./i.test(path.basename(file)) ||
    /^(providers|prompts)\s*:/m.test(text) ||
    /"(providers|prompts)"\s*:/.test(text)
  );
}

/** The config's top-level keys: a refused one stops the load; ignored and unknown ones are warnings. */
export function topKeyWarnings(data: Record<string, unknown>, file: string): ConfigWarning[] {
  const warnings: ConfigWarning[] = [];
  for (const key of Object.keys(data)) {
    if (REFUSED_KEYS[key])
      refuse(file, `${key}: is not supported: ${REFUSED_KEYS[key]}`, `remove ${key}: to run the config here`);
    if (IGNORED_KEYS.has(key))
      warnings.push({ message: `${key}: is ignored (it steers promptfoo's own output)`, file });
    else if (!READ_KEYS.has(key)) warnings.push({ message: `unknown key "${key}" is ignored`, file });
  }
  return warnings;
}

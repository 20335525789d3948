import { promises as fs, readFileSync } from 'node:fs';
import { isMap, isNode, isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { yamlAliasError, ConfigError } from '../errors/config-error.js';
import { FileText, type TextSource } from './file-text.js';
import { isHeldFile } from './held-file.js';
import { LazyList } from './lazy-list.js';
import { LARGE_YAML_BYTES, largeYamlParser, type LargeYamlParser } from './large-yaml.js';
import type { ConfigWarning } from './types.js';
import type { z } from 'zod';

/** The parsed Document of a YAML file and its line counter: what positions are read from. */
export interface YamlSyntax {
  doc: Document;
  lineCounter: LineCounter;
}

/**
 * A parsed YAML file that can point back at the line and column of any field. A large file is read
 * to plain data without keeping its Document (parse-large-yaml.ts); `syntax()` builds the Document
 * on first use, which only an error or a warning needs, while the items of its long lists have
 * their positions at hand. (A function rather than a getter: `{ ...src, data }` copies it as is.)
 */
export interface YamlSource {
  file: string;
  /** Plain JS value of the document. */
  data: unknown;
  syntax(): YamlSyntax;
  /** Positions known without the Document, e.g. `evalcases[i]` of a large file. */
  knownPosition?(path: FieldPath): Position | undefined;
}

export type FieldPath = ReadonlyArray<PropertyKey>;

/** Position of a field: 1-based line and column. */
export interface Position {
  line: number;
  col: number;
}

/** How a YAML file is read. */
export interface ReadOptions {
  /**
   * Leave the long top-level lists of a large file unparsed: each is a LazyList in `data`, read a
   * slice at a time through {@link listReader}. Only for a reader that takes its items that way.
   */
  lazyLists?: boolean;
  /** The parser of large texts ({@link largeYamlParser}); without it every text is read as one Document. */
  large?: LargeYamlParser | undefined;
}

/**
 * Reads and parses a YAML file; syntax errors become a ConfigError with file:line:col. A file read
 * for its lazy lists larger than a held file (held-file.ts) is not held as one string: its lists
 * are read from the file (FileText) as the run goes.
 */
export async function readYamlSource(file: string, what: string, options: ReadOptions = {}): Promise<YamlSource> {
  let text: TextSource | undefined = options.lazyLists && !isHeldFile(file) ? openFileText(file) : undefined;
  if (!text) {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(file);
    } catch {
      throw new ConfigError(`cannot read ${what}`, { file }, 'check that the path exists and is readable');
    }
    text = decodeUtf8(bytes, file, what);
  }
  return parseYamlText(file, text, options);
}

/**
 * {@link parseYamlSource} for a text that may be large (eval files, promptfoo configs and test
 * files): the large-text parser (large-yaml.ts) is loaded first when it is.
 */
export async function parseYamlText(file: string, text: TextSource, options: ReadOptions = {}): Promise<YamlSource> {
  return parseYamlSource(file, text, { ...options, large: await largeYamlParser(text.length) });
}

/** The file as a FileText; undefined when it is not one (not UTF-8, not readable): the whole read reports why. */
function openFileText(file: string): FileText | undefined {
  try {
    return FileText.open(file);
  } catch {
    return undefined;
  }
}

/** Synchronous {@link readYamlSource}, for small config files read once at start-up. */
export function readYamlSourceSync(file: string, what: string): YamlSource {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new ConfigError(`cannot read ${what}`, { file }, 'check that the path exists and is readable');
  }
  return parseYamlSource(file, decodeUtf8(bytes, file, what));
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The file's text, strictly UTF-8 (a byte-order mark is dropped). Other encodings (Latin-1,
 * UTF-16) are refused at the line of the first byte that is not UTF-8, rather than read as
 * replacement characters that would change prompts, ids and keys unseen.
 */
export function decodeUtf8(bytes: Uint8Array, file: string, what: string): string {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    let line = 1;
    for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
    const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    throw new ConfigError(
      `${what} is not UTF-8 text${utf16 ? ' (it is UTF-16)' : ''}: byte ${at + 1} is not valid UTF-8`,
      { file, line },
      'save the file as UTF-8',
    );
  }
}

/** Offset of the first byte that does not belong to a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    const length = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (length === 0) return i;
    try {
      STRICT_UTF8.decode(bytes.subarray(i, i + length));
    } catch {
      return i;
    }
    i += length;
  }
  return bytes.length;
}

/**
 * Parses YAML text that came from `file` (a string, or a large file's FileText); a large text in
 * pieces when given `options.large`, else as one Document.
 */
export function parseYamlSource(file: string, text: TextSource, options: ReadOptions = {}): YamlSource {
  const large =
    options.large && text.length >= LARGE_YAML_BYTES
      ? options.large(text, { lazy: options.lazyLists ?? false })
      : undefined;
  if (!large) {
    const syntax = parseSyntax(file, text.slice());
    return { file, data: toValue(syntax.doc as Document.Parsed, syntax.lineCounter, file), syntax: () => syntax };
  }
  let syntax: YamlSyntax | undefined;
  const sequences = new Map(large.sequences.map((s) => [s.key, s]));
  return {
    file,
    data: large.data,
    // Only an error or a warning needs the Document (and the whole text as one string).
    syntax: () => (syntax ??= parseSyntax(file, text.slice())),
    knownPosition: (path) => {
      const [key, index] = path.length === 1 ? ['', path[0]] : path.length === 2 ? path : [];
      const items = typeof index === 'number' ? sequences.get(String(key)) : undefined;
      const line = items?.nodeLines[index as number];
      return items && line ? { line, col: items.nodeCols[index as number]! } : undefined;
    },
  };
}

/** The whole Document with positions; syntax errors become a ConfigError at their line and column. */
function parseSyntax(file: string, text: string): YamlSyntax {
  const lineCounter = new LineCounter();
  // prettyErrors off: their multi-line code frames break the one-line error rule.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const first = doc.errors[0];
  if (first) {
    const { line, col } = lineCounter.linePos(first.pos[0]);
    throw new ConfigError(
      `invalid YAML: ${first.message.split('\n')[0]}`,
      { file, line, col },
      'fix the YAML syntax (indentation, quoting, unclosed brackets) at that position',
    );
  }
  return { doc, lineCounter };
}

/** The document's value; aliases that cannot be resolved are a ConfigError at the first alias. */
export function toValue(doc: Document.Parsed, lineCounter: LineCounter, file: string): unknown {
  try {
    return doc.toJS();
  } catch (error) {
    let at: number | undefined;
    visit(doc, {
      Alias: (_, node) => {
        at = node.range?.[0];
        return visit.BREAK;
      },
    });
    throw yamlAliasError(file, at === undefined ? undefined : lineCounter.linePos(at).line, error);
  }
}

/** Position of the node at `path`, or of its nearest existing ancestor (for missing fields). */
export function positionOf(src: YamlSource, path: FieldPath): Position {
  const known = src.knownPosition?.(path);
  if (known) return known;
  const { doc, lineCounter } = src.syntax();
  for (let len = path.length; len >= 0; len--) {
    const node = len === 0 ? doc.contents : doc.getIn(path.slice(0, len), true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]);
  }
  return { line: 1, col: 1 };
}

/** Position of the key `key` inside the map at `mapPath` (falls back to the map itself). */
export function keyPositionOf(src: YamlSource, mapPath: FieldPath, key: string): Position {
  const known = src.knownPosition?.([...mapPath, key]);
  if (known) return known;
  const { doc, lineCounter } = src.syntax();
  const map = mapPath.length === 0 ? doc.contents : doc.getIn(mapPath, true);
  if (isMap(map)) {
    for (const pair of map.items) {
      if (isScalar(pair.key) && pair.key.value === key && pair.key.range) {
        return lineCounter.linePos(pair.key.range[0]);
      }
    }
  }
  return positionOf(src, mapPath);
}

/** `['evalcases', 1, 'input_messages', 0, 'role']` → `evalcases[1].input_messages[0].role`. */
export function formatPath(path: FieldPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/** A ConfigError pointing at the field `path` of `src`. */
export function configErrorAt(src: YamlSource, path: FieldPath, detail: string, fix?: string): ConfigError {
  const { line, col } = positionOf(src, path);
  const at = formatPath(path);
  return new ConfigError(detail, { file: src.file, line, col, ...(at ? { path: at } : {}) }, fix);
}

/** One printable line for a warning: `file:line: message` (location parts only when known). */
export function formatWarning(warning: ConfigWarning): string {
  if (!warning.file) return warning.message;
  const where = warning.line === undefined ? warning.file : `${warning.file}:${warning.line}`;
  return `${where}: ${warning.message}`;
}

type Issue = z.core.$ZodIssue;

/**
 * Turns the first zod issue into a one-line ConfigError at the offending YAML node (`base` is the
 * path of the checked value when it is a part of the file, e.g. one case; `checked` is that value
 * when it is not the file's own, e.g. with `${{ VAR }}` filled in). Union
 * failures are unwrapped to the branch that got furthest, so the user sees the real problem
 * (e.g. a bad segment inside a list) rather than "Invalid input".
 */
export function zodIssueError(
  src: YamlSource,
  error: z.ZodError,
  base: FieldPath = [],
  checked?: { value: unknown },
): ConfigError {
  const issues = error.issues;
  const { issue, path } = deepestIssue(issues[0] as Issue, base);
  const more = issues.length > 1 ? ` (${issues.length - 1} more problem(s) in this file)` : '';
  const found = (at: FieldPath) => (checked ? valueAt(checked.value, at.slice(base.length)) : valueAt(src.data, at));
  const { detail, fix } = describeIssue(issue, path, found);
  return configErrorAt(src, path, `${detail}${more}`, fix);
}

function deepestIssue(issue: Issue, base: FieldPath): { issue: Issue; path: FieldPath } {
  const path = [...base, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return { issue, path };
  let best: Issue | undefined;
  for (const branch of issue.errors) {
    const first = branch[0];
    if (first && first.path.length > 0 && (!best || first.path.length > best.path.length)) best = first;
  }
  return best ? deepestIssue(best, path) : { issue, path };
}

function describeIssue(
  issue: Issue,
  path: FieldPath,
  found: (path: FieldPath) => unknown,
): { detail: string; fix: string } {
  const where = formatPath(path) || 'the document';
  const field = String(path[path.length - 1] ?? 'document');
  // A schema's own message is already written for people; zod's defaults are rewritten.
  const own = !ZOD_DEFAULT_MESSAGE.test(issue.message);
  switch (issue.code) {
    case 'invalid_type': {
      const actual = found(path);
      const expected = YAML_NAMES[issue.expected] ?? `a ${issue.expected}`;
      if (actual === undefined) {
        return {
          detail: `missing required field "${field}"${own ? `: ${issue.message}` : ''}`,
          fix: `add "${field}" (${expected})`,
        };
      }
      // Only the kind of the wrong value is named, never the value: it may be a secret.
      if (own) return { detail: issue.message, fix: `change ${where} to ${expected}` };
      return {
        detail: `${field} must be ${expected}, not ${describeValue(actual)}`,
        fix: `change ${where} to ${expected}`,
      };
    }
    case 'too_small':
    case 'too_big': {
      if (own) return { detail: issue.message, fix: `correct ${where}` };
      return { detail: `${field} must be ${boundWords(issue)}`, fix: `correct ${where}` };
    }
    case 'invalid_value': {
      const allowed = issue.values.map((v) => String(v)).join(', ');
      const actual = found(path);
      const shown = typeof actual === 'string' ? ` "${actual.slice(0, 40)}"` : '';
      return { detail: `invalid value${shown} for "${field}"`, fix: `use one of: ${allowed}` };
    }
    case 'custom': {
      const fix = typeof issue.params?.fix === 'string' ? issue.params.fix : `correct ${where}`;
      return { detail: issue.message, fix };
    }
    case 'invalid_union': {
      if (own) return { detail: issue.message, fix: `correct ${where}` };
      const name = typeof path[path.length - 1] === 'number' ? where : field;
      return {
        detail: `${name} is not in any of the forms it can take (found ${describeValue(found(path))})`,
        fix: `correct ${where}; see the format in docs/writing-evals.md`,
      };
    }
    default:
      return {
        detail: `${issue.message.replace(/^Invalid (input|string|number): /, `${field} `)}`,
        fix: `correct ${where}`,
      };
  }
}

/** zod's own wording (`Invalid input: expected boolean, received string`, `Too small: …`). */
const ZOD_DEFAULT_MESSAGE =
  /^(Invalid input|Invalid option|Too small|Too big|Invalid (string|number|element|key|value))\b/;

/** A size or range limit in words: `at least 0`, `at most 50`, `at least 1 item long`. */
function boundWords(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const limit = Number(
    small ? (issue as { minimum: number | bigint }).minimum : (issue as { maximum: number | bigint }).maximum,
  );
  const inclusive = issue.inclusive !== false;
  const bound = small
    ? inclusive
      ? `at least ${limit}`
      : `greater than ${limit}`
    : inclusive
      ? `at most ${limit}`
      : `less than ${limit}`;
  switch (issue.origin) {
    case 'string':
      return small && limit === 1 ? 'not empty' : `${bound} character(s) long`;
    case 'array':
    case 'set':
      return small && limit === 1 ? 'a list that is not empty' : `a list of ${bound} item(s)`;
    default:
      return bound;
  }
}

/** zod's type names in the words a YAML author uses. */
const YAML_NAMES: Partial<Record<string, string>> = {
  object: 'a mapping',
  record: 'a mapping',
  array: 'a list',
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
};

/** The value at `path` inside plain data, or undefined when a step of it is missing. */
export function valueAt(data: unknown, path: FieldPath): unknown {
  let current = data;
  for (const part of path) {
    if (current instanceof LazyList)
      current = typeof part === 'number' && part < current.length ? current.read(part, part + 1)?.[0] : undefined;
    else if (current === null || typeof current !== 'object') return undefined;
    else current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

function describeValue(value: unknown): string {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `a ${typeof value}`;
}

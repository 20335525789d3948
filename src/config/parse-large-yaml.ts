import { FAILSAFE_SCHEMA, Type, load } from 'js-yaml';
import { parseDocument } from 'yaml';

/** Files smaller than this are parsed whole: the Document of a small file costs little. */
export const LARGE_YAML_BYTES = 64 * 1024;
/** Sequence items parsed together: small enough that each parse stays a few hundred KB of heap. */
const ITEMS_PER_PARSE = 200;

/** Where the items of one long block sequence start: the key above it ('' for a root list) and offsets. */
export interface SequenceItems {
  key: string;
  /** Offset of each item's first character after its `- ` (where its node starts), -1 when not on the dash's line. */
  starts: number[];
}

/** A large YAML text as plain data, and where its long sequences' items start. */
export interface LargeYaml {
  data: unknown;
  sequences: SequenceItems[];
}

interface Line {
  start: number;
  text: string;
}

/**
 * Parses a large YAML file without building one Document for all of it: the yaml package's
 * Document and syntax tree of a 1.3 MB eval file take some 90 MB of heap, while its plain value is
 * a few MB. Eval files are a mapping of a few keys and one long block list of cases (or, for case
 * files, a root list); the lists are cut at their item lines and parsed a few hundred items at a
 * time, the rest in one small parse.
 *
 * Returns undefined for anything outside that shape or any parse problem (document markers,
 * directives, top-level keys it cannot read, a tab-indented or flow list, an alias reaching across
 * the cut, a syntax error): the caller then parses the whole Document as usual, so errors are
 * reported exactly as before.
 */
export function parseLargeYaml(text: string): LargeYaml | undefined {
  const lines = splitLines(text);
  const content = (line: Line) => line.text.trim() !== '' && !line.text.trimStart().startsWith('#');
  const first = lines.find(content);
  if (!first) return undefined;
  if (/^-(\s|$)/.test(first.text)) {
    const items = sequenceItems(lines, lines.indexOf(first), lines.length, 0);
    const data = items && parseItems(text, items, text.length);
    return items && data ? { data, sequences: [{ key: '', starts: items.map((i) => i.contentStart) }] } : undefined;
  }
  // A block mapping at column 0: split it at its keys.
  const keys: Array<{ key: string; line: number }> = [];
  for (const [i, line] of lines.entries()) {
    if (!content(line) || /^\s/.test(line.text)) continue;
    const match = /^([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]|$)/.exec(line.text);
    if (!match || keys.some((k) => k.key === match[1])) return undefined;
    keys.push({ key: match[1] ?? '', line: i });
  }
  const header: string[] = [];
  const parsed = new Map<string, unknown[]>();
  const sequences: SequenceItems[] = [];
  for (const [k, { key, line }] of keys.entries()) {
    const end = keys[k + 1]?.line ?? lines.length;
    const keyLine = lines[line]!;
    const inline = keyLine.text.slice(keyLine.text.indexOf(':') + 1).trim();
    const body = lines.slice(line + 1, end).findIndex(content);
    const items = inline === '' && body >= 0 ? sequenceItems(lines, line + 1 + body, end, indentOf(lines[line + 1 + body]!.text)) : undefined;
    if (!items || items.length < ITEMS_PER_PARSE) {
      header.push(text.slice(keyLine.start, lines[end]?.start ?? text.length));
      continue;
    }
    const data = parseItems(text, items, lines[end]?.start ?? text.length);
    if (!data) return undefined;
    parsed.set(key, data);
    sequences.push({ key, starts: items.map((i) => i.contentStart) });
  }
  const rest = parsePlain(header.join(''));
  if (rest === undefined || (rest !== null && (typeof rest !== 'object' || Array.isArray(rest)))) return undefined;
  // The keys in the file's order.
  const data: Record<string, unknown> = {};
  for (const { key } of keys) data[key] = parsed.has(key) ? parsed.get(key) : (rest as Record<string, unknown> | null)?.[key];
  return { data, sequences };
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    lines.push({ start, text: text.slice(start, end).replace(/\r$/, '') });
    if (newline === -1) break;
    start = newline + 1;
  }
  return lines;
}

const indentOf = (text: string) => text.length - text.trimStart().length;

/**
 * The items of the block list whose first item is line `from`, up to line `to`, at indent `indent`:
 * every line at that indent must start an item (`- `), none may be less indented or use tabs. A
 * multi-line scalar or nested node is always indented deeper than its item's dash, so a cut at the
 * dash lines never splits one.
 */
function sequenceItems(lines: Line[], from: number, to: number, indent: number): Array<{ start: number; contentStart: number }> | undefined {
  const items: Array<{ start: number; contentStart: number }> = [];
  for (let i = from; i < to; i++) {
    const { text, start } = lines[i]!;
    if (text.trim() === '') continue;
    if (/^\s*\t/.test(text)) return undefined;
    const at = indentOf(text);
    if (text.trimStart().startsWith('#')) continue;
    if (at < indent) return undefined;
    if (at > indent) continue;
    const dash = /^-(?:([ ]+)(?=\S)(?!#)|\s*$|\s+#)/.exec(text.slice(indent));
    if (!dash) return undefined;
    items.push({ start, contentStart: dash[1] ? start + indent + 1 + dash[1].length : -1 });
  }
  return items.length > 0 ? items : undefined;
}

/** Parses the items `ITEMS_PER_PARSE` at a time; undefined on any problem. */
function parseItems(text: string, items: Array<{ start: number }>, end: number): unknown[] | undefined {
  const out: unknown[] = [];
  for (let i = 0; i < items.length; i += ITEMS_PER_PARSE) {
    const chunkEnd = items[i + ITEMS_PER_PARSE]?.start ?? end;
    const value = parsePlain(text.slice(items[i]!.start, chunkEnd));
    if (!Array.isArray(value) || value.length !== Math.min(ITEMS_PER_PARSE, items.length - i)) return undefined;
    for (const item of value) out.push(item);
  }
  return out;
}

/**
 * One small parse to plain data; undefined on an error or an alias that cannot be resolved here.
 * Read with js-yaml under a schema that resolves plain scalars exactly as the yaml package's core
 * schema does (the one every other read uses): it allocates some twenty times less than yaml's
 * Document (36 MB against 700 MB for a 10,000-case file), which is what set the peak memory of
 * large runs. Text with aliases (yaml bounds how far they expand) or complex keys goes to yaml.
 */
function parsePlain(text: string): unknown {
  if (!ALIAS_OR_COMPLEX_KEY.test(text)) {
    try {
      return loadCoreYaml(text);
    } catch {
      return undefined;
    }
  }
  const doc = parseDocument(text, { prettyErrors: false });
  if (doc.errors.length > 0) return undefined;
  try {
    return doc.toJS();
  } catch {
    return undefined;
  }
}

/** Plain data of `text` as the yaml package's core schema reads it; throws on a syntax error, a duplicate key or an unknown tag. */
export function loadCoreYaml(text: string): unknown {
  // An empty document: js-yaml says undefined, yaml null.
  return load(text, { schema: CORE_AS_YAML_PACKAGE }) ?? null;
}

/** An alias (`*name`) or a complex key (`? `) anywhere a token may start; conservative on purpose. */
const ALIAS_OR_COMPLEX_KEY = /(?:^|[\s[{,])\*[^\s,[\]{}]|^[ \t-]*\?(?:[ \t]|$)/m;

/** A plain scalar of the yaml package's core schema (yaml/dist/schema/core), as js-yaml resolves it. */
function coreScalar(tag: string, forms: Array<{ test: RegExp; value: (text: string) => unknown }>): Type {
  // js-yaml hands an empty plain scalar over as null.
  const formOf = (data: unknown) => forms.find((f) => f.test.test(typeof data === 'string' ? data : ''));
  return new Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (data: unknown) => formOf(data) !== undefined,
    construct: (data: unknown) => formOf(data)!.value(data as string),
  });
}

const CORE_AS_YAML_PACKAGE = FAILSAFE_SCHEMA.extend({
  implicit: [
    coreScalar('null', [{ test: /^(?:~|[Nn]ull|NULL)?$/, value: () => null }]),
    coreScalar('bool', [{ test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, value: (t) => t[0] === 't' || t[0] === 'T' }]),
    coreScalar('int', [
      { test: /^0o[0-7]+$/, value: (t) => parseInt(t.slice(2), 8) },
      { test: /^[-+]?[0-9]+$/, value: (t) => parseInt(t, 10) },
      { test: /^0x[0-9a-fA-F]+$/, value: (t) => parseInt(t.slice(2), 16) },
    ]),
    coreScalar('float', [
      { test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/, value: (t) => (t.slice(-3).toLowerCase() === 'nan' ? Number.NaN : t.startsWith('-') ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY) },
      { test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, value: (t) => parseFloat(t) },
      { test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, value: (t) => parseFloat(t) },
    ]),
  ],
});

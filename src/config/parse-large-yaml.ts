import { FAILSAFE_SCHEMA, Type, load } from 'js-yaml';
import { parseDocument } from 'yaml';
import type { TextSource } from './file-text.js';
import { LazyList } from './lazy-list.js';

/** Sequence items parsed together: small enough that each parse stays a few hundred KB of heap. */
const ITEMS_PER_PARSE = 200;

/**
 * Where the items of one long block sequence start: the key above it ('' for a root list), and of
 * each item the 1-based line and column of its node (the first character after its `- `); 0 for
 * a node not on its dash's line (or past column 65,535), whose position the Document gives.
 */
export interface SequenceItems {
  key: string;
  nodeLines: Int32Array;
  nodeCols: Uint16Array;
}

/** A large YAML text as plain data, and where its long sequences' items start. */
export interface LargeYaml {
  data: unknown;
  sequences: SequenceItems[];
}

/**
 * Parses a large YAML file without building one Document for all of it: the yaml package's
 * Document and syntax tree of a 1.3 MB eval file take some 90 MB of heap, while its plain value is
 * a few MB. Eval files are a mapping of a few keys and one long block list of cases (or, for case
 * files, a root list); the lists are cut at their item lines and parsed a few hundred items at a
 * time, the rest in one small parse. With `lazy`, the long lists of a mapping are not parsed here
 * at all: each is a {@link LazyList} in its key's place.
 *
 * The document may be marked (`---` first, as yamllint asks, and `...` last). Returns undefined
 * for anything outside that shape or any parse problem (a second document, directives, top-level
 * keys it cannot read, a tab-indented or flow list, an alias reaching across the cut, a syntax
 * error): the caller then parses the whole Document as usual, so errors are reported exactly as
 * before. A lazy list's problems show when it is read.
 */
export function parseLargeYaml(text: TextSource, options: { lazy?: boolean } = {}): LargeYaml | undefined {
  const lines = lineStartsOf(text);
  const lineEnd = (i: number) => (i + 1 < lines.length ? lines[i + 1]! - 1 : text.length);
  const content = (i: number) => isContent(text, lines[i]!, lineEnd(i));
  /** The start of line `i` (enough for a key or a marker), without a string of a long line. */
  const lineHead = (i: number) => text.slice(lines[i]!, Math.min(lineEnd(i), lines[i]! + 200));
  const marked = (i: number, marker: RegExp) => marker.test(lineHead(i));
  // The document's lines: `first` its first content line, `last` the line its content ends before.
  let first = 0;
  while (first < lines.length && !content(first)) first++;
  if (first < lines.length && marked(first, DOCUMENT_START)) first++;
  while (first < lines.length && !content(first)) first++;
  let last = lines.length;
  while (last > first && !content(last - 1)) last--;
  if (last > first && marked(last - 1, DOCUMENT_END)) last--;
  if (first >= last) return undefined;
  const lastOffset = lines[last] ?? text.length;
  if (itemDash(text, lines[first]!, lineEnd(first))) {
    const items = sequenceItems(text, lines, first, last, 0);
    const data = items && readAll(LazyList.ofBlockItems(text, items.lines, lastOffset, parsePlain));
    return items && data ? { data, sequences: [{ key: '', ...items.nodes }] } : undefined;
  }
  // A block mapping at column 0: split it at its keys. A key's list may sit at the key's own
  // column (`evalcases:` then `- id: a`): those dash lines belong to the key above them.
  const keys: Array<{ key: string; line: number }> = [];
  for (let i = first; i < last; i++) {
    if (!content(i) || isSpace(text.charCodeAt(lines[i]!))) continue;
    if (keys.length > 0 && itemDash(text, lines[i]!, lineEnd(i))) continue;
    const match = TOP_KEY.exec(lineHead(i));
    if (!match || keys.some((k) => k.key === match[1])) return undefined;
    keys.push({ key: match[1] ?? '', line: i });
  }
  const header: string[] = [];
  const parsed = new Map<string, unknown>();
  const sequences: SequenceItems[] = [];
  for (const [k, { key, line }] of keys.entries()) {
    const end = keys[k + 1]?.line ?? last;
    const endOffset = lines[end] ?? text.length;
    const inline = text
      .slice(lines[line]! + key.length, lineEnd(line))
      .replace(/^[ \t]*:/, '')
      .trim()
      .replace(/^#.*/, '');
    let body = line + 1;
    while (body < end && !content(body)) body++;
    const items =
      inline === '' && body < end ? sequenceItems(text, lines, body, end, indentAt(text, lines[body]!)) : undefined;
    if (!items || items.lines.length < ITEMS_PER_PARSE) {
      header.push(text.slice(lines[line]!, endOffset));
      continue;
    }
    const list = LazyList.ofBlockItems(text, items.lines, endOffset, parsePlain);
    const value = options.lazy ? list : readAll(list);
    if (!value) return undefined;
    parsed.set(key, value);
    sequences.push({ key, ...items.nodes });
  }
  const rest = parsePlain(header.join(''));
  if (rest === undefined || (rest !== null && (typeof rest !== 'object' || Array.isArray(rest)))) return undefined;
  // The keys in the file's order.
  const data: Record<string, unknown> = {};
  for (const { key } of keys)
    data[key] = parsed.has(key) ? parsed.get(key) : (rest as Record<string, unknown> | null)?.[key];
  return { data, sequences };
}

/** Every item of `list`, `ITEMS_PER_PARSE` at a time; undefined on any problem. */
function readAll(list: LazyList): unknown[] | undefined {
  const out: unknown[] = [];
  for (let i = 0; i < list.length; i += ITEMS_PER_PARSE) {
    const items = list.read(i, Math.min(i + ITEMS_PER_PARSE, list.length));
    if (!items) return undefined;
    for (const item of items) out.push(item);
  }
  return out;
}

const TOP_KEY = /^([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]|\r?$)/;
/** A line that only marks a document's start or end (a comment may follow). */
const DOCUMENT_START = /^---(?:[ \t]+#.*)?[ \t]*\r?$/;
const DOCUMENT_END = /^\.\.\.(?:[ \t]+#.*)?[ \t]*\r?$/;
const SPACE = 0x20;
const TAB = 0x09;

/** Offset of every line's first character: one typed array, no line strings. */
function lineStartsOf(text: TextSource): Int32Array {
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  const starts = new Int32Array(count);
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts[line++] = at + 1;
  return starts;
}

const isSpace = (code: number) => code === SPACE || code === TAB;

function indentAt(text: TextSource, start: number): number {
  let at = start;
  while (text.charCodeAt(at) === SPACE) at++;
  return at - start;
}

/** A line with something other than blanks and a comment. */
function isContent(text: TextSource, start: number, end: number): boolean {
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (isSpace(code) || code === 0x0d) continue;
    return code !== 0x23;
  }
  return false;
}

/**
 * The list item's dash that starts at `start` (`- x`, a lone `-`, `- # comment`), with the spaces
 * after it; null when the line does not start an item there.
 */
function itemDash(text: TextSource, start: number, end: number): RegExpExecArray | null {
  return /^-(?:([ ]+)(?=\S)(?!#)|\s*$|\s+#)/.exec(text.slice(start, Math.min(end, start + 64)));
}

/**
 * The items of the block list whose first item is line `from`, up to line `to`, at indent `indent`:
 * every line at that indent must start an item (`- `), none may be less indented or use tabs. A
 * multi-line scalar or nested node is always indented deeper than its item's dash, so a cut at the
 * dash lines never splits one. Gives each item's dash line offset and where its node starts.
 * What is kept of them is a few typed arrays: not the offsets of every line of the file.
 */
function sequenceItems(
  text: TextSource,
  lines: Int32Array,
  from: number,
  to: number,
  indent: number,
): { lines: Int32Array; nodes: Omit<SequenceItems, 'key'> } | undefined {
  // Counted first, then filled: typed arrays of the right size and nothing in between.
  const count = scanItems(text, lines, from, to, indent);
  if (!count) return undefined;
  const items = {
    lines: new Int32Array(count),
    nodes: { nodeLines: new Int32Array(count), nodeCols: new Uint16Array(count) },
  };
  let k = 0;
  scanItems(text, lines, from, to, indent, (line, start, content) => {
    const col = content - start + 1;
    const known = content >= 0 && col <= 0xffff;
    items.lines[k] = start;
    items.nodes.nodeLines[k] = known ? line + 1 : 0;
    items.nodes.nodeCols[k++] = known ? col : 0;
  });
  return items;
}

/** How many items {@link sequenceItems} finds (undefined when the lines are not such a list), each told to `visit`. */
function scanItems(
  text: TextSource,
  lines: Int32Array,
  from: number,
  to: number,
  indent: number,
  visit?: (line: number, start: number, content: number) => void,
): number | undefined {
  let count = 0;
  for (let i = from; i < to; i++) {
    const start = lines[i]!;
    const end = i + 1 < lines.length ? lines[i + 1]! - 1 : text.length;
    if (!isContent(text, start, end)) {
      // A blank or comment line; a tab in its indentation is refused like anywhere else.
      if (text.charCodeAt(start + indentAt(text, start)) === TAB) return undefined;
      continue;
    }
    const at = indentAt(text, start);
    if (text.charCodeAt(start + at) === TAB) return undefined;
    if (at < indent) return undefined;
    if (at > indent) continue;
    const dash = itemDash(text, start + indent, end);
    if (!dash) return undefined;
    count++;
    visit?.(i, start, dash[1] ? start + indent + 1 + dash[1].length : -1);
  }
  return count;
}

/**
 * One small parse to plain data; undefined on an error or an alias that cannot be resolved here.
 * Read with js-yaml under a schema that resolves plain scalars exactly as the yaml package's core
 * schema does (the one every other read uses): it allocates some twenty times less than yaml's
 * Document (36 MB against 700 MB for a 10,000-case file), which is what set the peak memory of
 * large runs. Text with aliases (yaml bounds how far they expand) or complex keys goes to yaml.
 */
function parsePlain(text: string): unknown {
  if (!mayHoldAliasOrComplexKey(text)) {
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

/**
 * Plain data of `text` as the yaml package's core schema reads it; throws on a syntax error, a duplicate key or an
 * unknown tag.
 */
export function loadCoreYaml(text: string): unknown {
  // An empty document: js-yaml says undefined, yaml null.
  return load(text, { schema: CORE_AS_YAML_PACKAGE }) ?? null;
}

/** An alias (`*name`) or a complex key (`? `) anywhere a token may start; conservative on purpose. */
const ALIAS_OR_COMPLEX_KEY = /(?:^|[\s[{,])\*[^\s,[\]{}]|^[ \t-]*\?(?:[ \t]|$)/m;

/**
 * {@link ALIAS_OR_COMPLEX_KEY}, run only on text that has a `*` or a `?` at all: most cases have
 * neither, and the multiline pattern cost a 100,000-case run ~80 ms (profiled) for them.
 */
function mayHoldAliasOrComplexKey(text: string): boolean {
  return (text.includes('*') || text.includes('?')) && ALIAS_OR_COMPLEX_KEY.test(text);
}

/**
 * A plain scalar of the yaml package's core schema (yaml/dist/schema/core), as js-yaml resolves it.
 * `starts` holds every character a non-empty scalar of this type can begin with: every key and
 * string of a file is offered to each type, and most are turned away by their first character
 * before any pattern runs.
 */
function coreScalar(
  tag: string,
  starts: string,
  forms: Array<{ test: RegExp; value: (text: string) => unknown }>,
): Type {
  const formOf = (data: unknown) => {
    // js-yaml hands an empty plain scalar over as null.
    const text = typeof data === 'string' ? data : '';
    if (text !== '' && !starts.includes(text[0]!)) return undefined;
    return forms.find((f) => f.test.test(text));
  };
  return new Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (data: unknown) => formOf(data) !== undefined,
    construct: (data: unknown) => formOf(data)!.value(data as string),
  });
}

const CORE_AS_YAML_PACKAGE = FAILSAFE_SCHEMA.extend({
  implicit: [
    coreScalar('null', '~nN', [{ test: /^(?:~|[Nn]ull|NULL)?$/, value: () => null }]),
    coreScalar('bool', 'tTfF', [
      { test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, value: (t) => t[0] === 't' || t[0] === 'T' },
    ]),
    coreScalar('int', '+-0123456789', [
      { test: /^0o[0-7]+$/, value: (t) => parseInt(t.slice(2), 8) },
      { test: /^[-+]?[0-9]+$/, value: (t) => parseInt(t, 10) },
      { test: /^0x[0-9a-fA-F]+$/, value: (t) => parseInt(t.slice(2), 16) },
    ]),
    coreScalar('float', '+-.0123456789', [
      {
        test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
        value: (t) =>
          t.slice(-3).toLowerCase() === 'nan'
            ? Number.NaN
            : t.startsWith('-')
              ? Number.NEGATIVE_INFINITY
              : Number.POSITIVE_INFINITY,
      },
      { test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, value: (t) => parseFloat(t) },
      { test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, value: (t) => parseFloat(t) },
    ]),
  ],
});

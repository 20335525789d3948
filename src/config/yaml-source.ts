import { promises as fs, readFileSync } from 'node:fs';
import { isMap, isNode, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { ConfigError } from '../errors/index.js';

/** A parsed YAML file that can point back at the line and column of any field. */
export interface YamlSource {
  file: string;
  doc: Document;
  lineCounter: LineCounter;
  /** Plain JS value of the document. */
  data: unknown;
}

export type FieldPath = ReadonlyArray<PropertyKey>;

/** Position of a field: 1-based line and column. */
export interface Position {
  line: number;
  col: number;
}

/** Reads and parses a YAML file; syntax errors become a ConfigError with file:line:col. */
export async function readYamlSource(file: string, what: string): Promise<YamlSource> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new ConfigError(`cannot read ${what}`, { file }, 'check that the path exists and is readable');
  }
  return parseYamlSource(file, text);
}

/** Synchronous {@link readYamlSource}, for small config files read once at start-up. */
export function readYamlSourceSync(file: string, what: string): YamlSource {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError(`cannot read ${what}`, { file }, 'check that the path exists and is readable');
  }
  return parseYamlSource(file, text);
}

/** Parses YAML text that came from `file`. */
export function parseYamlSource(file: string, text: string): YamlSource {
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
  return { file, doc, lineCounter, data: doc.toJS() as unknown };
}

/** Position of the node at `path`, or of its nearest existing ancestor (for missing fields). */
export function positionOf(src: YamlSource, path: FieldPath): Position {
  for (let len = path.length; len >= 0; len--) {
    const node = len === 0 ? src.doc.contents : src.doc.getIn(path.slice(0, len), true);
    if (isNode(node) && node.range) return src.lineCounter.linePos(node.range[0]);
  }
  return { line: 1, col: 1 };
}

/** Position of the key `key` inside the map at `mapPath` (falls back to the map itself). */
export function keyPositionOf(src: YamlSource, mapPath: FieldPath, key: string): Position {
  const map = mapPath.length === 0 ? src.doc.contents : src.doc.getIn(mapPath, true);
  if (isMap(map)) {
    for (const pair of map.items) {
      if (isScalar(pair.key) && pair.key.value === key && pair.key.range) {
        return src.lineCounter.linePos(pair.key.range[0]);
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

import { readFile, open, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { LineCounter, parseAllDocuments, type Document } from 'yaml';
import type { z } from 'zod';
import { yamlAliasError, ConfigError, fileErrorReason } from '../errors/config-error.js';
import type { EvalResult } from './eval-result.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './nesting-depth.js';
import { recordSchema } from './record-schema.js';
import { fromAgentvRow } from './agentv-rows.js';

/** Records of a results file plus anything the reader had to skip. */
export interface ReadResultsOutcome {
  records: EvalResult[];
  warnings: string[];
}

const RECORD_FIX = 'each record must be a result object with at least eval_id (text) and score (0..1)';

/**
 * Reads a JSONL or YAML results file (by extension; otherwise a leading `---` means YAML), or an
 * AgentV run bundle's folder (its `index.jsonl`, rows keyed by `test_id`: agentv-rows.ts).
 * A torn last record (the run was killed or the disk filled mid-write) is skipped with a warning:
 * a JSONL last line without its newline that is not valid JSON, a YAML last record that lacks its
 * final newline or does not read as a record. Any other bad record is a ConfigError naming
 * file:line and the fix.
 */
export async function readResults(given: string): Promise<ReadResultsOutcome> {
  let text: string;
  // An AgentV run bundle (`agentv eval --output <dir>`) is read through its manifest, index.jsonl.
  const path = (await stat(given).catch(() => undefined))?.isDirectory() ? join(given, 'index.jsonl') : given;
  try {
    text = await readFile(path, 'utf8');
  } catch (cause) {
    throw new ConfigError(
      `cannot read results file: ${fileErrorReason(cause)}`,
      { file: path },
      'check the path and that the file is readable',
    );
  }
  return parseResultsText(path, text);
}

/**
 * The records of a results file's text already in memory (a results branch's unpacked records), read
 * as {@link readResults} reads a file; `name` stands for the file in messages and tells JSONL from YAML.
 */
export function parseResultsText(name: string, text: string): ReadResultsOutcome {
  const outcome = looksLikeYaml(name, text) ? parseYamlResults(name, text) : parseJsonlResults(name, text);
  return { ...outcome, records: dropSupersededSkips(outcome.records) };
}

/**
 * A case the budget skipped and a later `--resume` ran has two records; the skipped one is dropped
 * so every reader (summaries, compare, merge) sees the case once.
 */
function dropSupersededSkips(records: EvalResult[]): EvalResult[] {
  if (!records.some((r) => r.skipped !== undefined)) return records;
  const key = (r: EvalResult) => [r.dataset, r.eval_id, r.prompt_id, r.iteration].join('\u0000');
  const ran = new Set(records.filter((r) => r.skipped === undefined).map(key));
  return records.filter((r) => r.skipped === undefined || !ran.has(key(r)));
}

function looksLikeYaml(path: string, text: string): boolean {
  const ext = extname(path).toLowerCase();
  if (ext === '.yaml' || ext === '.yml') return true;
  if (ext === '.jsonl' || ext === '.json' || ext === '.ndjson') return false;
  return /^\s*---/.test(text.replace(/^\uFEFF/, ''));
}

function parseJsonlResults(path: string, text: string): ReadResultsOutcome {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const lastContentIndex = lines.findLastIndex((line) => line.trim() !== '');
  const endsWithNewline = text.endsWith('\n');
  const records: EvalResult[] = [];
  const warnings: string[] = [];
  lines.forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (cause) {
      if (index === lastContentIndex && !endsWithNewline) {
        warnings.push(`${path}:${index + 1}: skipped a torn last line (the run was probably interrupted mid-write)`);
        return;
      }
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new ConfigError(
        `not valid JSON: ${reason}`,
        { file: path, line: index + 1 },
        `${RECORD_FIX}, one per line; fix or delete this line`,
      );
    }
    records.push(validate(value, path, () => index + 1));
  });
  return { records, warnings };
}

function parseYamlResults(path: string, text: string): ReadResultsOutcome {
  // A file cut mid-write lacks the newline every record ends with: its last record is torn.
  const cut = text === '' || text.endsWith('\n') ? undefined : lastRecordStart(text);
  try {
    const outcome = parseYamlRecords(path, cut === undefined ? text : text.slice(0, cut));
    if (cut === undefined) return outcome;
    return { records: outcome.records, warnings: [tornWarning(path, text, cut)] };
  } catch (error) {
    // A last record cut at the end of a line lacks the fields written after it (score comes after
    // eval_id): torn too. A record whose fields are there but wrong is an error, as in JSONL.
    const start = lastRecordStart(text);
    if (
      cut !== undefined ||
      !(error instanceof ConfigError) ||
      (error.location.line ?? 0) < lineAt(text, start) ||
      !lacksRecordFields(text.slice(start))
    )
      throw error;
    return {
      records: parseYamlRecords(path, text.slice(0, start)).records,
      warnings: [tornWarning(path, text, start)],
    };
  }
}

/**
 * Whether a YAML record reads as a mapping missing `eval_id` or `score`: what a record cut at the
 * end of a line looks like (records are written in block style, so a cut one still parses).
 */
function lacksRecordFields(record: string): boolean {
  const [doc] = parseAllDocuments(record, { prettyErrors: false }) as Document.Parsed[];
  if (!doc || doc.errors.length > 0) return false;
  const value: unknown = doc.toJS();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const fields = value as Record<string, unknown>;
  return fields.eval_id === undefined || fields.score === undefined;
}

function parseYamlRecords(path: string, text: string): ReadResultsOutcome {
  const lineCounter = new LineCounter();
  let parsed: unknown;
  try {
    parsed = parseAllDocuments(text, { lineCounter, prettyErrors: false });
  } catch (error) {
    // The YAML parser recurses: data nested thousands deep overflows its stack.
    if (!(error instanceof RangeError)) throw error;
    throw tooDeep(path, {});
  }
  if (!Array.isArray(parsed)) return { records: [], warnings: [] };
  const records: EvalResult[] = [];
  for (const doc of parsed as Document.Parsed[]) {
    const problem = doc.errors[0];
    if (problem) {
      const { line, col } = lineCounter.linePos(problem.pos[0]);
      if (/Maximum call stack/.test(problem.message)) throw tooDeep(path, { line, col });
      throw new ConfigError(
        `invalid YAML: ${firstLine(problem.message)}`,
        { file: path, line, col },
        'each record must be its own YAML document starting with ---',
      );
    }
    let value: unknown;
    try {
      value = doc.toJS();
    } catch (error) {
      const line = lineCounter.linePos(doc.range[0]).line;
      if (error instanceof RangeError) throw tooDeep(path, { line });
      throw yamlAliasError(path, line, error);
    }
    if (value === null || value === undefined) continue; // empty document, e.g. a trailing `---`
    records.push(validate(value, path, (fieldPath) => lineOf(doc, fieldPath, lineCounter)));
  }
  return { records, warnings: [] };
}

/**
 * Where the last record of a YAML results file starts: its `---` line, or a last line that is a
 * prefix of one (`-`, `--`: a write cut inside the marker). Every record is written in one write
 * starting with `---`, and block scalars are indented, so no other line is exactly `---`.
 */
function lastRecordStart(text: string): number {
  const lastLine = text.lastIndexOf('\n', text.length - 2) + 1;
  if (!text.endsWith('\n') && '---'.startsWith(text.slice(lastLine))) return lastLine;
  const marker = text.lastIndexOf('\n---\n');
  if (marker >= 0) return marker + 1;
  return text.startsWith('---') ? 0 : text.length;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function tornWarning(path: string, text: string, start: number): string {
  return `${path}:${lineAt(text, start)}: skipped a torn last record (the run was probably interrupted mid-write)`;
}

/** A record nested deeper than any agentv writes (its readers and writers would overflow the stack). */
function tooDeep(file: string, at: { line?: number; col?: number }): ConfigError {
  return new ConfigError(
    `record nests deeper than ${MAX_JSON_DEPTH} levels`,
    { file, ...at },
    'this is not a results record agentv wrote; remove it or flatten its data',
  );
}

function validate(value: unknown, file: string, lineFor: (path: PropertyKey[]) => number): EvalResult {
  if (nestsDeeperThan(value)) throw tooDeep(file, { line: lineFor([]) });
  const parsed = recordSchema().safeParse(fromAgentvRow(value));
  if (parsed.success) return parsed.data;
  const issue: z.core.$ZodIssue | undefined = parsed.error.issues[0];
  const fieldPath = issue?.path ?? [];
  throw new ConfigError(
    `invalid result record: ${issue?.message ?? 'unrecognised value'}`,
    { file, line: lineFor(fieldPath), path: fieldPath.length > 0 ? fieldPath.map(String).join('.') : undefined },
    RECORD_FIX,
  );
}

/** The line of the offending field when it exists, else the document's first line. */
function lineOf(doc: Document.Parsed, fieldPath: PropertyKey[], lineCounter: LineCounter): number {
  for (let depth = fieldPath.length; depth >= 0; depth--) {
    const keys = fieldPath.slice(0, depth).map((key) => (typeof key === 'symbol' ? String(key) : key));
    const node = depth === 0 ? doc.contents : doc.getIn(keys, true);
    if (node && typeof node === 'object' && 'range' in node && Array.isArray(node.range)) {
      const start: unknown = node.range[0];
      if (typeof start === 'number') return lineCounter.linePos(start).line;
    }
  }
  return lineCounter.linePos(doc.range[0]).line;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

const CHUNK = 64 * 1024;

/**
 * Cuts a torn last record off a results file before `--resume` appends to it: a JSONL file's bytes
 * after its last `\n`, a YAML file's last record when readResults finds it torn. Records appended
 * afterwards start whole and every complete record stays valid. Returns how many bytes were
 * removed; a missing file removes nothing.
 */
export async function trimTornTail(path: string): Promise<number> {
  if (/\.ya?ml$/i.test(path)) return trimTornYamlTail(path);
  const handle = await open(path, 'r+').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!handle) return 0;
  try {
    const { size } = await handle.stat();
    const keep = await endOfLastLine(handle, size);
    if (keep < size) await handle.truncate(keep);
    return size - keep;
  } finally {
    await handle.close();
  }
}

async function trimTornYamlTail(path: string): Promise<number> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined || parseYamlResults(path, text).warnings.length === 0) return 0;
  const keep = Buffer.byteLength(text.slice(0, lastRecordStart(text)));
  const removed = Buffer.byteLength(text) - keep;
  const handle = await open(path, 'r+');
  try {
    await handle.truncate(keep);
  } finally {
    await handle.close();
  }
  return removed;
}

/** Offset just past the last `\n` (0 when there is none), read backwards in chunks. */
async function endOfLastLine(handle: Awaited<ReturnType<typeof open>>, size: number): Promise<number> {
  let end = size;
  const buffer = Buffer.alloc(CHUNK);
  while (end > 0) {
    const start = Math.max(0, end - CHUNK);
    const { bytesRead } = await handle.read(buffer, 0, end - start, start);
    const index = buffer.subarray(0, bytesRead).lastIndexOf(0x0a);
    if (index >= 0) return start + index + 1;
    end = start;
  }
  return 0;
}

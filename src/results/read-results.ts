import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { LineCounter, parseAllDocuments, type Document } from 'yaml';
import type { z } from 'zod';
import { ConfigError } from '../errors/config-error.js';
import { fileErrorReason } from '../errors/config-error.js';
import type { EvalResult } from './eval-result.js';
import { evalResultSchema } from './eval-result-schema.js';

/** Records of a results file plus anything the reader had to skip. */
export interface ReadResultsOutcome {
  records: EvalResult[];
  warnings: string[];
}

const RECORD_FIX = 'each record must be a result object with at least eval_id (text) and score (0..1)';

/**
 * Reads a JSONL or YAML results file (by extension; otherwise a leading `---` means YAML).
 * A torn last JSONL line (no trailing newline, not valid JSON: the run was killed mid-write) is
 * skipped with a warning; any other bad line is a ConfigError naming file:line and the fix.
 */
export async function readResults(path: string): Promise<ReadResultsOutcome> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (cause) {
    throw new ConfigError(`cannot read results file: ${fileErrorReason(cause)}`, { file: path }, 'check the path and that the file is readable');
  }
  return looksLikeYaml(path, text) ? parseYamlResults(path, text) : parseJsonlResults(path, text);
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
      throw new ConfigError(`not valid JSON: ${reason}`, { file: path, line: index + 1 }, `${RECORD_FIX}, one per line; fix or delete this line`);
    }
    records.push(validate(value, path, () => index + 1));
  });
  return { records, warnings };
}

function parseYamlResults(path: string, text: string): ReadResultsOutcome {
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter, prettyErrors: false });
  if (!Array.isArray(docs)) return { records: [], warnings: [] };
  const records: EvalResult[] = [];
  for (const doc of docs) {
    const problem = doc.errors[0];
    if (problem) {
      const { line, col } = lineCounter.linePos(problem.pos[0]);
      throw new ConfigError(`invalid YAML: ${firstLine(problem.message)}`, { file: path, line, col }, 'each record must be its own YAML document starting with ---');
    }
    const value: unknown = doc.toJS();
    if (value === null || value === undefined) continue; // empty document, e.g. a trailing `---`
    records.push(validate(value, path, (fieldPath) => lineOf(doc, fieldPath, lineCounter)));
  }
  return { records, warnings: [] };
}

function validate(value: unknown, file: string, lineFor: (path: PropertyKey[]) => number): EvalResult {
  const parsed = evalResultSchema.safeParse(value);
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

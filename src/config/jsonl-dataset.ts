import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../errors/config-error.js';
import { evalFileBaseSchema } from './eval-file-schema.js';
import { LazyList } from './lazy-list.js';
import { decodeUtf8, parseYamlSource, readYamlSource, zodIssueError, type YamlSource } from './yaml-source.js';

/** `dataset.jsonl` → `dataset.yaml` (or `.yml`): AgentV's sidecar of suite-level defaults. */
export function sidecarCandidates(jsonlFile: string): string[] {
  const base = jsonlFile.replace(/\.jsonl$/i, '');
  return [`${base}.yaml`, `${base}.yml`];
}

/** Sidecar keys: the eval file's top level without its cases (AgentV also writes `evaluator: llm_judge`). */
const sidecarSchema = evalFileBaseSchema.omit({ evalcases: true, testcases: true });

/**
 * A JSONL dataset (one case per line) with its optional sidecar YAML, as one YamlSource the eval
 * file loader reads like any eval file: its cases a list read a slice at a time (each line parsed
 * with JSON.parse when its case is read, as AgentV reads them), every position in a case the line it
 * is on, so an error in a case points at `dataset.jsonl:<line>`. The sidecar is validated on its own
 * first, so its errors point at the sidecar; its keys follow the cases.
 */
export async function readJsonlSource(file: string): Promise<YamlSource> {
  const cases = await readJsonlCases(file);
  const sidecar = await readSidecar(file);
  const list = LazyList.ofJsonLines(cases.text, cases.starts, cases.ends);
  return jsonlSource(
    file,
    cases,
    { evalcases: list, ...(sidecar.data ?? {}) },
    ['evalcases'],
    () => `${jsonlAsFlowSequence(cases, 'evalcases: [')}\n${sidecar.text}`,
  );
}

/** A JSONL file of AgentV 4.x tests (`tests: ./cases.jsonl`) as a YamlSource holding the list. */
export async function readJsonlList(file: string): Promise<YamlSource> {
  const cases = await readJsonlCases(file);
  const list = LazyList.ofJsonLines(cases.text, cases.starts, cases.ends);
  return jsonlSource(file, cases, list.read(0, list.length) ?? [], [], () => jsonlAsFlowSequence(cases, '['));
}

/** The cases of a JSONL file: its text and, of each case, its line (0-based) and where its JSON starts and ends. */
interface JsonlCases {
  text: string;
  lines: Int32Array;
  starts: Int32Array;
  ends: Int32Array;
}

/**
 * `data` read from the cases of `cases`, found at `listPath` (a case at `[...listPath, i]`): every
 * path into case `i` is at its line, column 1. The Document, which only a position outside the
 * cases needs, is parsed from `flowText()` (the cases as one flow sequence, line for line) then.
 */
function jsonlSource(
  file: string,
  cases: JsonlCases,
  data: unknown,
  listPath: readonly string[],
  flowText: () => string,
): YamlSource {
  let whole: YamlSource | undefined;
  return {
    file,
    data,
    syntax: () => {
      whole ??= parseYamlSource(file, flowText());
      return whole.syntax();
    },
    knownPosition: (path) => {
      if (!listPath.every((key, k) => path[k] === key)) return undefined;
      const index = path[listPath.length];
      const line = typeof index === 'number' ? cases.lines[index] : undefined;
      return line === undefined ? undefined : { line: line + 1, col: 1 };
    },
  };
}

/** Reads and checks a JSONL file: every line blank or one JSON object, at least one case. */
async function readJsonlCases(file: string): Promise<JsonlCases> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch {
    throw new ConfigError('cannot read JSONL dataset', { file }, 'check that the path exists and is readable');
  }
  const text = decodeUtf8(bytes, file, 'JSONL dataset');
  const lines: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  for (let line = 0, at = 0; at <= text.length; line++) {
    const newline = text.indexOf('\n', at);
    const end = newline === -1 ? text.length : newline;
    const json = text.slice(at, end);
    if (json.trim() !== '') {
      let value: unknown;
      try {
        value = JSON.parse(json);
      } catch {
        value = undefined;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new ConfigError(
          'this line is not one JSON object',
          { file, line: line + 1 },
          'write one case per line as a JSON object, e.g. {"id": "a", "expected_outcome": "…", "input": "…"}',
        );
      lines.push(line);
      starts.push(at);
      ends.push(end);
    }
    if (newline === -1) break;
    at = newline + 1;
  }
  if (lines.length === 0) throw new ConfigError('JSONL dataset has no cases', { file }, 'add one JSON object per line');
  return { text, lines: Int32Array.from(lines), starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
}

/** The cases as one YAML flow sequence (opened by `open`) that keeps every line number. */
function jsonlAsFlowSequence(cases: JsonlCases, open: string): string {
  const body: string[] = [];
  const count = cases.lines.length;
  for (let k = 0; k < count; k++) {
    // Blank lines stay blank; continuation lines are indented: a flow sequence inside a block map must be.
    while (body.length < cases.lines[k]!) body.push('');
    const json = cases.text.slice(cases.starts[k], cases.ends[k]).trim();
    body.push(`${k === 0 ? open : ' '}${json}${k === count - 1 ? ']' : ','}`);
  }
  return body.join('\n');
}

/** The sidecar's data and text (none when there is no sidecar). */
async function readSidecar(file: string): Promise<{ data?: Record<string, unknown>; text: string }> {
  for (const candidate of sidecarCandidates(file)) {
    const exists = await fs.stat(candidate).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!exists) continue;
    const src = await readYamlSource(candidate, 'JSONL sidecar');
    const parsed = sidecarSchema.safeParse(src.data ?? {});
    if (!parsed.success) throw zodIssueError(src, parsed.error);
    if (src.data === null || src.data === undefined) return { text: '' };
    return { data: src.data as Record<string, unknown>, text: `${String(src.syntax().doc)}` };
  }
  return { text: '' };
}

/** True for `x.jsonl`. */
export function isJsonlFile(file: string): boolean {
  return path.extname(file).toLowerCase() === '.jsonl';
}

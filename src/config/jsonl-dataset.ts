import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../errors/config-error.js';
import { evalFileBaseSchema } from './eval-file-schema.js';
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
 * file loader reads like any eval file. JSON is YAML, so the cases are laid out as one flow
 * sequence that keeps every case on its own line number: an error in a case points at
 * `dataset.jsonl:<line>`. The sidecar is validated on its own first, so its errors point at the
 * sidecar; its keys are then appended below the cases.
 */
export async function readJsonlSource(file: string): Promise<YamlSource> {
  const body = await jsonlAsFlowSequence(file, 'evalcases: [');
  const sidecar = await readSidecar(file);
  return parseYamlSource(file, `${body}\n${sidecar}`);
}

/** A JSONL file of AgentV 4.x tests (`tests: ./cases.jsonl`) as a YamlSource holding the list. */
export async function readJsonlList(file: string): Promise<YamlSource> {
  return parseYamlSource(file, await jsonlAsFlowSequence(file, '['));
}

/** The lines of a JSONL file as one YAML flow sequence (opened by `open`) that keeps every line number. */
async function jsonlAsFlowSequence(file: string, open: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch {
    throw new ConfigError('cannot read JSONL dataset', { file }, 'check that the path exists and is readable');
  }
  const text = decodeUtf8(bytes, file, 'JSONL dataset');
  const lines = text.split(/\r?\n/);
  const caseLines: number[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    } catch {
      throw new ConfigError(
        'this line is not one JSON object',
        { file, line: i + 1 },
        'write one case per line as a JSON object, e.g. {"id": "a", "expected_outcome": "…", "input": "…"}',
      );
    }
    caseLines.push(i);
  });
  if (caseLines.length === 0)
    throw new ConfigError('JSONL dataset has no cases', { file }, 'add one JSON object per line');
  const last = caseLines[caseLines.length - 1];
  const first = caseLines[0];
  const body = lines.map((line, i) => {
    if (!caseLines.includes(i)) return '';
    // Continuation lines are indented: a flow sequence inside a block map must be.
    return `${i === first ? open : ' '}${line.trim()}${i === last ? ']' : ','}`;
  });
  return body.join('\n');
}

async function readSidecar(file: string): Promise<string> {
  for (const candidate of sidecarCandidates(file)) {
    const exists = await fs.stat(candidate).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!exists) continue;
    const src = await readYamlSource(candidate, 'JSONL sidecar');
    const parsed = sidecarSchema.safeParse(src.data ?? {});
    if (!parsed.success) throw zodIssueError(src, parsed.error);
    if (src.data === null || src.data === undefined) return '';
    return `${String(src.syntax().doc)}`;
  }
  return '';
}

/** True for `x.jsonl`. */
export function isJsonlFile(file: string): boolean {
  return path.extname(file).toLowerCase() === '.jsonl';
}

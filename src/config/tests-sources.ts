import { promises as fs, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../errors/config-error.js';
import { interpolateEvalFile } from './expand-variables.js';
import { readJsonlList } from './jsonl-dataset.js';
import { refuseOutsideRoot, type RootRule } from './repo-paths.js';
import { resolveEvalPaths } from './resolve-eval-paths.js';
import { REFUSED_TEST_KEYS, testSchema, type RawTest } from './tests-file-schema.js';
import type { ConfigWarning } from './types.js';
import { unknownKeyWarnings } from './unknown-keys.js';
import {
  configErrorAt,
  positionOf,
  readYamlSource,
  type FieldPath,
  type YamlSource,
  valueAt,
  zodIssueError,
} from './yaml-source.js';

/**
 * Where the tests of an AgentV 4.x eval file come from: inline, behind `file://` references (globs
 * allowed), or in `tests: <case file or folder>`. Every source is read with `${{ VAR }}` filled in
 * and keeps its own YamlSource, so an error in a case file points at that file's line.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** One test with the file it came from and where it sits there, so errors point at its own line. */
export interface SourcedTest {
  raw: RawTest;
  src: YamlSource;
  at: FieldPath;
}

/** The source with `${{ VAR }}` filled in from `env`; unset variables read as empty, with one warning. */
export function interpolated(src: YamlSource, env: Env, warnings: ConfigWarning[]): YamlSource {
  const { value, missing } = interpolateEvalFile(src.data, env);
  if (missing.length > 0) {
    warnings.push({ message: `environment variable(s) not set, read as empty: ${missing.join(', ')}`, file: src.file });
  }
  return { ...src, data: value };
}

/**
 * Keys that need what this tool does not have: a one-line error at the key, with what to do. The
 * mapping at `base` is read once (a test of a large file is parsed again from the file when read),
 * or given as `mapping` when the caller has it.
 */
export function refuseKeys(
  src: YamlSource,
  base: FieldPath,
  refused: Readonly<Record<string, string>>,
  mapping: unknown = valueAt(src.data, base),
): void {
  if (mapping === null || typeof mapping !== 'object') return;
  for (const [dotted, fix] of Object.entries(refused)) {
    const keyPath = dotted.split('.');
    if (valueAt(mapping, keyPath) === undefined) continue;
    throw configErrorAt(src, [...base, ...keyPath], `"${dotted}" is not supported by agentv-action`, fix);
  }
}

/** Where the tests a suite names in other files are read, and under which rules. */
export interface CaseFileContext {
  /** The suite file's source, where the reference stands. */
  src: YamlSource;
  evalDir: string;
  env: Env;
  warnings: ConfigWarning[];
  rule: RootRule;
}

/** The tests of a case file or folder (`tests: <path>`, or one a `file://` entry names). */
export function caseFileTests(file: string, at: FieldPath, ctx: CaseFileContext): Promise<SourcedTest[]> {
  // The repository-root rule, as for file segments: a case file or folder may not lie outside.
  refuseOutsideRoot(file, `case file "${path.relative(ctx.evalDir, file)}"`, ctx.src, at, ctx.rule);
  return loadCaseSource(file, ctx.src, at, ctx.env, ctx.warnings, ctx.rule);
}

/** The tests a `file://` entry of the list names (globs allowed); a pattern matching nothing is warned about. */
export async function referencedTests(entry: string, at: FieldPath, ctx: CaseFileContext): Promise<SourcedTest[]> {
  const pattern = entry.slice('file://'.length);
  const files = /[*?{]/.test(pattern)
    ? await resolveEvalPaths([pattern], ctx.evalDir).catch(() => [])
    : [path.resolve(ctx.evalDir, pattern)];
  if (files.length === 0)
    ctx.warnings.push({
      message: `${entry} matched no case file`,
      file: ctx.src.file,
      line: positionOf(ctx.src, at).line,
    });
  const tests: SourcedTest[] = [];
  for (const file of files) tests.push(...(await caseFileTests(file, at, ctx)));
  return tests;
}

/** An external case file (YAML list or JSONL) or a folder of `<name>/case.yaml`. */
async function loadCaseSource(
  target: string,
  from: YamlSource,
  at: FieldPath,
  env: Env,
  warnings: ConfigWarning[],
  rule: RootRule,
): Promise<SourcedTest[]> {
  const stat = await fs.stat(target).catch(() => undefined);
  if (!stat)
    throw configErrorAt(
      from,
      at,
      `case file ${target} not found`,
      "fix the path; it is relative to the eval file's folder",
    );
  if (stat.isDirectory())
    return loadCaseFolder(target, env, warnings, (caseFile) =>
      refuseOutsideRoot(caseFile, `case file "${caseFile}"`, from, at, rule),
    );
  const ext = path.extname(target).toLowerCase();
  if (ext !== '.yaml' && ext !== '.yml' && ext !== '.jsonl') {
    throw configErrorAt(
      from,
      at,
      `case file ${path.basename(target)} has an unsupported format`,
      'use a .yaml, .yml or .jsonl file, or a folder of <name>/case.yaml',
    );
  }
  const read = ext === '.jsonl' ? await readJsonlList(target) : await readYamlSource(target, 'case file');
  const src = interpolated(read, env, warnings);
  if (src.data === null || src.data === undefined) {
    warnings.push({ message: 'case file is empty', file: target });
    return [];
  }
  if (!Array.isArray(src.data))
    throw new ConfigError(
      'a case file must hold a list of tests',
      { file: target },
      'write the tests as a YAML list (- id: …)',
    );
  warnings.push(...unknownKeyWarnings(src, testSchema.array()));
  const parsed = testSchema.array().safeParse(src.data);
  if (!parsed.success) throw zodIssueError(src, parsed.error);
  for (let i = 0; i < parsed.data.length; i++) refuseKeys(src, [i], REFUSED_TEST_KEYS);
  return parsed.data.map((raw, i) => ({ raw, src, at: [i] }));
}

async function loadCaseFolder(
  dir: string,
  env: Env,
  warnings: ConfigWarning[],
  checkRoot: (caseFile: string) => void,
): Promise<SourcedTest[]> {
  const entries = (await fs.readdir(dir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name));
  const tests: SourcedTest[] = [];
  for (const entry of entries) {
    const caseFile = ['case.yaml', 'case.yml']
      .map((name) => path.join(dir, entry.name, name))
      .find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
    if (!caseFile) {
      warnings.push({ message: `folder ${entry.name} has no case.yaml and is skipped`, file: dir });
      continue;
    }
    checkRoot(caseFile);
    const src = interpolated(await readYamlSource(caseFile, 'case file'), env, warnings);
    warnings.push(...unknownKeyWarnings(src, testSchema));
    const parsed = testSchema.safeParse(src.data);
    if (!parsed.success) throw zodIssueError(src, parsed.error);
    refuseKeys(src, [], REFUSED_TEST_KEYS);
    tests.push({ raw: parsed.data, src, at: [] });
  }
  return tests;
}

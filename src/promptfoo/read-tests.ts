import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { testFromCsvRow } from './csv-test-row.js';
import { globFiles } from './glob-files.js';
import { splitFunction } from './read-prompts.js';
import { refuse } from './refuse.js';
import type { RootGuard } from './root-guard.js';
import { callPython } from './call-python.js';
import { importUserModule } from '../config/import-user-module.js';
import { readYamlFile } from './read-yaml-file.js';
import { parseYamlText, positionOf } from '../config/yaml-source.js';
import { placed, placeOf } from './test-place.js';
import { JS_EXTENSIONS } from './render-prompt.js';
import { isRecord } from '../config/is-record.js';
import { parseCsv } from './parse-csv.js';

/** A test as written, before defaultTest and var expansion. */
export type RawTest = Record<string, unknown>;

export interface TestSource {
  configFile: string;
  env: Record<string, string | undefined>;
  guard: RootGuard;
}

/**
 * The config's line that names the tests read from a file reference: of `tests:` itself (no
 * index), or of its i-th item. A JS or Python generator's tests are placed there.
 */
export type ReferenceLine = (index?: number) => number;

/**
 * `tests:` as promptfoo 0.123.1 reads it: a path (YAML tests, or a CSV/JSON/JSONL/JS/Python file of
 * rows), a list of inline tests, paths and globs, or `{path, config}`. Inline tests read `vars:`
 * given as a file or list of files. CSV and JSON rows without a description are `Row #n`. A test
 * read from a file is placed at its line there; a generator's at the config line naming it.
 */
export async function readTests(
  value: unknown,
  baseDir: string,
  src: TestSource,
  lineOf: ReferenceLine = () => 1,
): Promise<RawTest[]> {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') {
    if (/ya?ml$/.test(value)) return testsFromGlob(value, baseDir, src);
    return standaloneTests(value, baseDir, src, lineOf());
  }
  if (isRecord(value) && typeof value.path === 'string') return standaloneTests(value.path, baseDir, src, lineOf());
  if (!Array.isArray(value))
    return refuse(
      src.configFile,
      `tests: must be a path or a list, got ${typeof value}`,
      'write tests: as a list of tests or file paths',
    );
  const tests: RawTest[] = [];
  for (const [i, item] of value.entries()) {
    if (typeof item === 'string') {
      const { functionName } = splitFunction(item.replace(/^file:\/\//, ''));
      if (functionName !== undefined || /\.(c|m)?(j|t)s$|\.py$/.test(item))
        tests.push(...(await standaloneTests(item, baseDir, src, lineOf(i))));
      else tests.push(...(await testsFromGlob(item, baseDir, src)));
    } else if (isRecord(item) && typeof item.path === 'string')
      tests.push(...(await standaloneTests(item.path, baseDir, src, lineOf(i))));
    else if (isRecord(item)) tests.push(await withVarsFiles(item, baseDir, src));
    else
      refuse(
        src.configFile,
        `a test must be an object or a file path, got ${JSON.stringify(item)}`,
        'write each test as {vars, assert} or a file path',
      );
  }
  return tests;
}

/** A test whose `vars:` is a file or a list of files: their YAML maps merged. */
export async function withVarsFiles(test: RawTest, baseDir: string, src: TestSource): Promise<RawTest> {
  if (typeof test.vars !== 'string' && !Array.isArray(test.vars)) return test;
  const vars: Record<string, unknown> = {};
  for (const pattern of [test.vars].flat() as string[]) {
    for (const file of await globFiles(pattern.replace(/^file:\/\//, ''), baseDir))
      Object.assign(vars, await readYamlFile(src.guard(path.resolve(baseDir, file))));
  }
  return { ...test, vars };
}

async function testsFromGlob(pattern: string, baseDir: string, src: TestSource): Promise<RawTest[]> {
  const files = await globFiles(pattern.replace(/^file:\/\//, ''), baseDir);
  if (files.length === 0)
    refuse(src.configFile, `no test file matches ${pattern}`, 'check the path (it is relative to the config file)');
  const tests: RawTest[] = [];
  for (const file of files) {
    const absolute = src.guard(path.resolve(baseDir, file));
    if (/\.csv$/.test(file)) {
      tests.push(...(await standaloneTests(file, baseDir, src, 1)));
      continue;
    }
    const text = await readFile(absolute, 'utf8');
    let parsed: unknown;
    if (/\.ya?ml$/.test(file) || /\.json$/.test(file)) parsed = await placedYamlTests(absolute, text);
    else if (/\.jsonl$/.test(file)) parsed = jsonlRows(text, absolute);
    else
      refuse(
        src.configFile,
        `test file ${file} has a type this tool does not read`,
        'use .yaml, .json, .jsonl or .csv test files',
      );
    for (const test of [parsed ?? []].flat())
      if (isRecord(test)) tests.push(await withVarsFiles(test, path.dirname(absolute), src));
  }
  return tests;
}

/** A YAML (or JSON) file of tests (one, or a list), each placed at its own line of that file. */
async function placedYamlTests(absolute: string, text: string): Promise<unknown> {
  const source = await parseYamlText(absolute, text);
  const at = (test: unknown, path: number[]) =>
    isRecord(test) ? placed(test, { file: absolute, line: positionOf(source, path).line }) : test;
  return Array.isArray(source.data) ? source.data.map((test, i) => at(test, [i])) : at(source.data, []);
}

/** A file of rows (CSV, JSON, JSONL, YAML rows) or a JS/Python test generator named on config line `line`. */
async function standaloneTests(ref: string, baseDir: string, src: TestSource, line: number): Promise<RawTest[]> {
  if (/^(https?|huggingface|az):\/\//.test(ref))
    refuse(
      src.configFile,
      `tests from ${ref.split('/').slice(0, 3).join('/')} are not read by this tool`,
      'download the tests into a local CSV, YAML or JSON file',
    );
  const { file, functionName } = splitFunction(ref.replace(/^file:\/\//, ''));
  const absolute = src.guard(path.resolve(baseDir, file));
  const ext = path.extname(absolute).toLowerCase();
  const atReference = (tests: RawTest[]) => tests.map((test) => placed(test, { line }));
  if (JS_EXTENSIONS.includes(ext)) return atReference(await jsTests(absolute, functionName));
  if (ext === '.py') return atReference(await pythonTests(absolute, functionName, { file, baseDir, src }));
  const reader = ROW_READERS.get(ext);
  if (!reader)
    return refuse(
      src.configFile,
      `test file ${file} has a type this tool does not read`,
      'use .yaml, .json, .jsonl, .csv, .js or .py test files',
    );
  const content = await readFile(absolute, 'utf8').catch(() =>
    refuse(src.configFile, `test file ${file} cannot be read`, 'check the path (it is relative to the config file)'),
  );
  return reader(content, src, absolute);
}

/** A JS test generator: the named export (else the default), called when it is a function. */
async function jsTests(absolute: string, functionName: string | undefined): Promise<RawTest[]> {
  const loaded = await importUserModule(absolute);
  const fn = functionName ? loaded[functionName] : loaded.default;
  const result = typeof fn === 'function' ? await (fn as () => unknown)() : fn;
  return [result ?? []].flat().filter(isRecord);
}

/** A Python test generator: the named function (`generate_tests` by default) returns the list of tests. */
async function pythonTests(
  absolute: string,
  functionName: string | undefined,
  { file, baseDir, src }: { file: string; baseDir: string; src: TestSource },
): Promise<RawTest[]> {
  const result = await callPython(absolute, functionName ?? 'generate_tests', [], { env: src.env, cwd: baseDir });
  if (!Array.isArray(result))
    refuse(src.configFile, `${file} must return a list of tests`, 'return a list of {vars, assert} objects');
  return result.filter(isRecord);
}

/** The tests of a file of rows, from its text, each placed at its line of the file. */
type RowReader = (content: string, src: TestSource, absolute: string) => RawTest[] | Promise<RawTest[]>;

/** Rows as tests, each without a description named `Row #n`. */
function describedRows(items: unknown[]): RawTest[] {
  return items.filter(isRecord).map((item, i) => ({ ...item, description: item.description || `Row #${i + 1}` }));
}

/** The rows of a JSONL file, each placed at its line. */
function jsonlRows(content: string, absolute: string): unknown[] {
  return content.split(/\r?\n/).flatMap((text, i) => {
    if (text.trim() === '') return [];
    const row = JSON.parse(text) as unknown;
    return [isRecord(row) ? placed(row, { file: absolute, line: i + 1 }) : row];
  });
}

type CsvRecord = { record: Record<string, string>; info: { lines: number } };

/**
 * CSV: a header row, then one test per row (PROMPTFOO_CSV_DELIMITER; quotes relaxed when strict
 * parsing fails), each placed at the line its row starts on (the parser tells where it ends).
 */
const csvRows: RowReader = async (content, src, absolute) => {
  const delimiter = src.env.PROMPTFOO_CSV_DELIMITER ?? ',';
  let records: CsvRecord[];
  try {
    records = (await parseCsv(content, { columns: true, bom: true, delimiter, info: true })) as CsvRecord[];
  } catch {
    const relaxed = { columns: true, bom: true, delimiter, info: true, relax_quotes: true };
    records = (await parseCsv(content, relaxed)) as CsvRecord[];
  }
  return records.map(({ record, info }, i) => {
    const test = testFromCsvRow(record);
    const line = info.lines - Object.values(record).join('').split('\n').length + 1;
    return placed({ ...test, description: test.description || `Row #${i + 1}` }, { file: absolute, line });
  });
};

const ROW_READERS = new Map<string, RowReader>([
  ['.csv', csvRows],
  ['.json', async (content, _src, absolute) => describedRows([await placedYamlTests(absolute, content)].flat())],
  ['.jsonl', (content, _src, absolute) => describedRows(jsonlRows(content, absolute))],
  ['.yaml', yamlRows],
  ['.yml', yamlRows],
]);

/** YAML rows: each read as a CSV row is, its values that are not text written as JSON. */
async function yamlRows(content: string, _src: TestSource, absolute: string): Promise<RawTest[]> {
  return describedRows([await placedYamlTests(absolute, content)].flat()).map((row) => {
    const place = placeOf(row);
    const test = testFromCsvRow(stringRow(row));
    return place ? placed(test, place) : test;
  });
}

function stringRow(row: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

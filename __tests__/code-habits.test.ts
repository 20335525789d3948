import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Habits the formatter and the linter cannot keep on their own (README "Development"): Biome cannot
 * break a long string or comment, so no line may pass its width; the code and docs cite only
 * documents the repository holds; no source file grows past 400 lines.
 */
const repo = process.cwd();
const LINE_WIDTH = (JSON.parse(readFileSync(path.join(repo, 'biome.json'), 'utf8')) as BiomeConfig).formatter.lineWidth;
const MAX_SOURCE_LINES = 400;

interface BiomeConfig {
  formatter: { lineWidth: number };
}

/** Files under `dir` (relative to the repository) whose names end with one of `endings`. */
function filesUnder(dir: string, endings: readonly string[], skip: readonly string[] = []): string[] {
  const root = path.join(repo, dir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => endings.some((ending) => file.endsWith(ending)))
    .filter((file) => !skip.some((part) => file.split(path.sep).includes(part)))
    .sort();
}

/** The files Biome formats (biome.json's `files.includes`). */
function formattedFiles(): string[] {
  return [
    ...filesUnder('src', ['.ts']),
    ...filesUnder('__tests__', ['.ts'], ['fixtures']),
    ...filesUnder('test-support', ['.mjs'], ['fixtures']),
    ...filesUnder('bench', ['.mjs']),
    ...filesUnder('scripts', ['.mjs']),
    ...readdirSync(repo).filter((name) => name.endsWith('.js') || name.endsWith('.cjs')),
  ];
}

/** `file:line: text` of every line of `files` that `bad` picks. */
function offendingLines(files: readonly string[], bad: (line: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(path.join(repo, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (bad(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`);
      });
  }
  return found;
}

/** Documents named in capitals (`README.md`, not a path's `skills/pdf/SKILL.md`): each must be in the repository. */
const NAMED_DOCUMENT = /(?<![\w/.-])[A-Z][A-Z0-9_-]*\.md\b/g;
/** Citations of requirement documents kept outside the repository, and paths beside it. */
const OUTSIDE_CITATION = new RegExp([String.raw`\bseeds? 0\d\d\b`, String.raw`\.\./${'shared'}/`].join('|'), 'i');

function documentsInRepository(): Set<string> {
  const names = [
    ...readdirSync(repo).filter((name) => name.endsWith('.md')),
    ...filesUnder('docs', ['.md']).map((file) => path.basename(file)),
  ];
  return new Set(names);
}

/** Every text file that may cite a document: sources, tests, scripts, docs and the top-level docs. */
function citingFiles(): string[] {
  const text = ['.ts', '.mjs', '.js', '.cjs', '.sh', '.md', '.yaml', '.yml', '.json', '.jsonl'];
  return [
    ...['src', '__tests__', 'test-support', 'bench', 'scripts', 'docs', 'docker', '.ci'].flatMap((dir) =>
      filesUnder(dir, text, ['node_modules']),
    ),
    ...filesUnder('.ci', ['run']),
    ...readdirSync(repo).filter((name) => name.endsWith('.md') || name === 'Dockerfile' || name === 'action.yml'),
  ];
}

/** Whether a line cites a document outside the repository (`known` holds the repository's own). */
function citesOutside(known: ReadonlySet<string>): (line: string) => boolean {
  return (line) => OUTSIDE_CITATION.test(line) || [...line.matchAll(NAMED_DOCUMENT)].some(([name]) => !known.has(name));
}

describe('code-base habits', () => {
  test(`no line of a formatted file is wider than biome.json's lineWidth (${LINE_WIDTH})`, () => {
    expect(offendingLines(formattedFiles(), (line) => [...line].length > LINE_WIDTH)).toEqual([]);
  });

  test('the code and docs cite only documents the repository holds', () => {
    expect(offendingLines(citingFiles(), citesOutside(documentsInRepository()))).toEqual([]);
  });

  test(`no source file is longer than ${MAX_SOURCE_LINES} lines`, () => {
    const long = filesUnder('src', ['.ts'])
      .map((file) => ({ file, lines: readFileSync(path.join(repo, file), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > MAX_SOURCE_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  // zod's superRefine hangs a closure on each record it checks, and V8 then moves those records
  // into the old generation: checking 100,000 cases piled 48 MB there (eval-file-schema.ts).
  // `refine` gives the same issue; only a rule checked once per file may use superRefine.
  test('schemas check items with refine, not superRefine', () => {
    const once = /superRefine\(requireCases\)/;
    expect(
      offendingLines(filesUnder('src', ['.ts']), (line) => /\.superRefine\(/.test(line) && !once.test(line)),
    ).toEqual([]);
  });

  // Node's EventTarget keeps removed listeners linked to later ones, so a listener per call on a
  // signal that lives as long as the run can hold every call's closure (src/abort/on-abort.ts).
  test('code listens for an abort through onAbort, not addEventListener', () => {
    const listens = /(add|remove)EventListener\(\s*['"]abort['"]/;
    const files = filesUnder('src', ['.ts'], ['client']).filter((file) => !file.startsWith(path.join('src', 'abort')));
    expect(offendingLines(files, (line) => listens.test(line))).toEqual([]);
  });

  test('the checks catch what they look for', () => {
    const known = documentsInRepository();
    expect(known.has('README.md')).toBe(true);
    expect(known.has(`FORMATS${'.md'}`)).toBe(false);
    const cites = citesOutside(known);
    expect(cites(`see FORMATS${'.md'} "Eval file"`)).toBe(true);
    expect(cites('see README.md, "Agent targets"')).toBe(false);
    expect(cites(`as seed ${'001'} says`)).toBe(true);
    const wide = (line: string) => [...line].length > LINE_WIDTH;
    expect(wide('x'.repeat(LINE_WIDTH))).toBe(false);
    expect(wide('x'.repeat(LINE_WIDTH + 1))).toBe(true);
    expect(wide('≥'.repeat(LINE_WIDTH))).toBe(false);
    expect(OUTSIDE_CITATION.test(`as seed ${'002'} says`)).toBe(true);
    expect(OUTSIDE_CITATION.test(`${'..'}/shared/tools/x.sh`)).toBe(true);
    expect(OUTSIDE_CITATION.test('the default seed 42')).toBe(false);
    expect(formattedFiles()).toContain(path.join('src', 'engine', 'run', 'schedule.ts'));
    expect(formattedFiles().some((file) => file.includes(`${path.sep}fixtures${path.sep}`))).toBe(false);
    expect(citingFiles()).toContain(path.join('docs', 'docker.md'));
  });
});

import { interpolateEvalFile } from './expand-variables.js';
import { testSchema } from './tests-file-schema.js';
import type { SourcedTest } from './tests-sources.js';
import { itemsByIndex, type ListReader } from './yaml-lists.js';
import { type FieldPath, type YamlSource, zodIssueError } from './yaml-source.js';
import type { z } from 'zod';

/** Entries of the suite's list read per parse of the file's text (a large file's lazy list). */
const ENTRIES_PER_READ = 10;

/** `${{ VAR }}` filled in from the run's environment; the caller may collect the names not set. */
export type Fill = (value: unknown) => unknown;

/**
 * The tests of one AgentV 4.x suite in file order, as a run holds them: a test written in the
 * suite file is only its entry's number, read from the file and checked again when it is built
 * (a suite of 100,000 tests holds 100,000 numbers, not 100,000 parsed tests); a test of a case
 * file (`file://` entries, `tests: <path>`) is held as read.
 */
export class TestList {
  /** Per test: the index of its entry in the suite's list, or -1 for a test of a case file. */
  readonly #entries: number[] = [];
  readonly #fromFiles = new Map<number, SourcedTest>();
  readonly #itemAt: (index: number) => unknown;

  constructor(
    private readonly src: YamlSource,
    /** The list's key in the file: `tests`, or its deprecated name `eval_cases`. */
    private readonly key: string,
    items: ListReader | undefined,
    private readonly env: Readonly<Record<string, string | undefined>>,
  ) {
    this.#itemAt = items ? itemsByIndex(items, ENTRIES_PER_READ) : () => undefined;
  }

  /** Entry `index` of the suite's list, `${{ VAR }}` filled in (by `fill` when given). */
  entry(index: number, fill?: Fill): unknown {
    const item = this.#itemAt(index);
    return fill ? fill(item) : interpolateEvalFile(item, this.env).value;
  }

  /** Adds the test written at entry `index` of the suite's list. */
  addEntry(index: number): void {
    this.#entries.push(index);
  }

  addFromFile(test: SourcedTest): void {
    this.#fromFiles.set(this.#entries.length, test);
    this.#entries.push(-1);
  }

  /** The file and path of test `index`. */
  where(index: number): Omit<SourcedTest, 'raw'> {
    const entry = this.#entries[index]!;
    return entry < 0 ? this.#fromFiles.get(index)! : { src: this.src, at: [this.key, entry] };
  }

  /** Test `index` as the loader first read it. */
  at(index: number): SourcedTest {
    const entry = this.#entries[index]!;
    if (entry < 0) return this.#fromFiles.get(index)!;
    const at: FieldPath = [this.key, entry];
    return { raw: parseEntry(this.src, this.entry(entry), at, testSchema), src: this.src, at };
  }
}

/** `item` (an entry of the list at `at`) parsed by `schema`; a ConfigError at the entry's line if it does not fit. */
export function parseEntry<T>(src: YamlSource, item: unknown, at: FieldPath, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(item);
  if (!parsed.success) throw zodIssueError(src, parsed.error, at, { value: item });
  return parsed.data;
}

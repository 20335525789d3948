import type { TextSource } from './file-text.js';

/**
 * How a slice of a lazy list's text reads: `parse` of a block list's items (undefined when that
 * text does not read as exactly those items), or for JSON lines where each item's JSON text ends.
 */
type ItemsReader = { parse: (text: string) => unknown } | { jsonEnds: Int32Array };

/**
 * A long list of a large file left as text, read a slice of items at a time, so a reader that
 * takes items one by one never holds the parsed list. Its own module, without a parser: the checks
 * that a value is one (`instanceof`) and JSON lines cost a small suite no YAML parser for large files.
 */
export class LazyList {
  private constructor(
    private readonly text: TextSource,
    /** Offset of each item's dash line (of its JSON text, for JSON lines). */
    private readonly itemLines: Int32Array,
    /** Where the list's text ends. */
    private readonly end: number,
    private readonly reader: ItemsReader,
  ) {}

  /**
   * A block list's items: item `i` is the text from `itemLines[i]` to the next item (or `end`);
   * `parse` reads the text of several items as a list of plain data.
   */
  static ofBlockItems(text: TextSource, itemLines: Int32Array, end: number, parse: (text: string) => unknown) {
    return new LazyList(text, itemLines, end, { parse });
  }

  /** The lines of a JSONL file as a list: item `i` is the JSON text from `starts[i]` to `ends[i]`, checked already. */
  static ofJsonLines(text: string, starts: Int32Array, ends: Int32Array): LazyList {
    return new LazyList(text, starts, text.length, { jsonEnds: ends });
  }

  get length(): number {
    return this.itemLines.length;
  }

  /**
   * Items `from` to `to` (exclusive) as plain data, in one parse; undefined when that text does not
   * read as exactly those items (a syntax error, an alias to an anchor outside it): the caller then
   * reads the whole Document, which reports the error or resolves the alias.
   */
  read(from: number, to: number): unknown[] | undefined {
    const { reader } = this;
    if ('jsonEnds' in reader) {
      const items: unknown[] = [];
      for (let i = from; i < to; i++) items.push(JSON.parse(this.text.slice(this.itemLines[i]!, reader.jsonEnds[i]!)));
      return items;
    }
    const value = reader.parse(this.text.slice(this.itemLines[from]!, this.itemLines[to] ?? this.end));
    return Array.isArray(value) && value.length === to - from ? value : undefined;
  }
}

import type { Document } from 'yaml';
import { LazyList } from './lazy-list.js';
import { toValue, type YamlSource } from './yaml-source.js';

/*
 * The long top-level lists of a large YAML file (its cases) as the loaders read them: a slice at a
 * time, not at all (a check of the file's keys), or whole (a reader that takes the data at once).
 */

/** A top-level list of a source, read a slice at a time. */
export interface ListReader {
  readonly length: number;
  /** Items `from` to `to` (exclusive); a syntax error in them is a ConfigError at its line. */
  slice(from: number, to: number): unknown[];
}

/**
 * The list under the top-level `key` of `src`, or undefined when that is not a list. A large
 * file's lazy list is parsed a slice at a time; when a slice does not read on its own (an alias to
 * an anchor outside it, a syntax error) the whole Document is read once: it reports the syntax
 * error at its line, or resolves the alias, and the list is then held whole.
 */
export function listReader(src: YamlSource, key: string): ListReader | undefined {
  const value =
    src.data !== null && typeof src.data === 'object' ? (src.data as Record<string, unknown>)[key] : undefined;
  if (Array.isArray(value)) return { length: value.length, slice: (from, to) => value.slice(from, to) };
  if (!(value instanceof LazyList)) return undefined;
  let whole: unknown[] | undefined;
  return {
    length: value.length,
    slice(from, to) {
      if (!whole) {
        const items = value.read(from, to);
        if (items) return items;
        const { doc, lineCounter } = src.syntax();
        whole = (toValue(doc as Document.Parsed, lineCounter, src.file) as Record<string, unknown[]>)[key] ?? [];
      }
      return whole.slice(from, to);
    },
  };
}

/**
 * `data` with each lazy list replaced by a list of as many empty items: what a check of the file's keys, not its items,
 * reads.
 */
export function withListsUnread(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const entries = Object.entries(data);
  if (!entries.some(([, value]) => value instanceof LazyList)) return data;
  return Object.fromEntries(
    entries.map(([key, value]) => [key, value instanceof LazyList ? new Array<unknown>(value.length) : value]),
  );
}

/** Items read by index, a slice of `perRead` at a time: the slice of the last item serves its neighbours. */
export function itemsByIndex(items: ListReader, perRead: number): (index: number) => unknown {
  let read: { from: number; items: unknown[] } | undefined;
  return (index) => {
    const from = index - (index % perRead);
    if (read?.from !== from) read = { from, items: items.slice(from, Math.min(from + perRead, items.length)) };
    return read.items[index - from];
  };
}

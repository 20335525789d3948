/// <reference lib="dom" />
import type { DiffRow } from '../report-data.js';

/** A column of the comparison: its order, given the direction. */
export interface DiffColumn {
  id: string;
  label: string;
  width: string;
  sort(a: DiffRow, b: DiffRow, descending: boolean): number;
}

/**
 * The comparison's columns and orders: statuses in the order a reader triages them (worse first),
 * their labels, rows by case and variant, and numbers with the rows that have none last whichever
 * the direction. The variant column only when the comparison has several variants.
 */
export function createDiffColumns(showVariant: boolean) {
  const LABELS: Record<string, string> = {
    loss: 'worse',
    win: 'better',
    tie: 'same',
    errored: 'errored',
    new: 'new',
    removed: 'removed',
  };
  const ORDER: Record<string, number> = { loss: 0, errored: 1, removed: 2, new: 3, win: 4, tie: 5 };
  const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const byVariant = (a: DiffRow, b: DiffRow) => byText(a.prompt_id, b.prompt_id);
  const byId = (a: DiffRow, b: DiffRow) => byText(a.eval_id, b.eval_id) || byVariant(a, b);
  const byStatus = (a: DiffRow, b: DiffRow) => (ORDER[a.status] ?? 9) - (ORDER[b.status] ?? 9);
  const byNumber = (value: (row: DiffRow) => number | null) => (a: DiffRow, b: DiffRow, descending: boolean) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return descending ? y - x : x - y;
  };
  const flip = (compare: (a: DiffRow, b: DiffRow) => number) => (a: DiffRow, b: DiffRow, descending: boolean) =>
    descending ? compare(b, a) : compare(a, b);
  const columns: DiffColumn[] = [
    { id: 'case', label: 'Case', width: 'minmax(12rem, 3fr)', sort: flip(byId) },
    { id: 'variant', label: 'Variant', width: 'minmax(6rem, 1fr)', sort: flip(byVariant) },
    { id: 'before', label: 'Before', width: '6rem', sort: byNumber((r) => r.before) },
    { id: 'after', label: 'After', width: '6rem', sort: byNumber((r) => r.after) },
    { id: 'delta', label: 'Δ', width: '6rem', sort: byNumber((r) => r.delta) },
    { id: 'runs', label: 'Runs', width: '5.5rem', sort: byNumber((r) => r.runs) },
    { id: 'status', label: 'Status', width: '7.5rem', sort: flip(byStatus) },
  ].filter((c) => showVariant || c.id !== 'variant');
  return { columns, labels: LABELS, statuses: Object.keys(ORDER), byId, byStatus };
}

/** The comparison's columns, labels and orders. */
export type DiffColumns = ReturnType<typeof createDiffColumns>;

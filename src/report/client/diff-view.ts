/// <reference lib="dom" />
import type { DiffRow, ReportBaseline, ReportData } from '../report-data.js';
import type { createDiffColumns } from './diff-columns.js';
import type { createDiffFilters } from './diff-filters.js';
import type { renderDiffRow } from './diff-row.js';
import type { renderDiffSummary } from './diff-summary.js';
import type { DomKit } from './dom-kit.js';
import type { VirtualList, VirtualListFactory } from './virtual-list.js';

/** The comparison tab and its list (refreshed when the tab is shown). */
export interface DiffView {
  element: HTMLElement;
  list: VirtualList;
}

/** The client parts the comparison is built from. */
export interface DiffViewParts {
  createDiffColumns: typeof createDiffColumns;
  createDiffFilters: typeof createDiffFilters;
  renderDiffRow: typeof renderDiffRow;
  renderDiffSummary: typeof renderDiffSummary;
}

/**
 * The baseline comparison: before and after means with the delta's interval and verdict, counts
 * per status, and one row per case × variant (its runs merged: means over iterations), most
 * regressed first; sortable by any column and filtered by text (case, variant, answers and errors
 * on either side), status and variant like the run's table. A row opens the case with its before
 * and after side by side.
 */
export function createDiffView(
  kit: DomKit,
  virtualList: VirtualListFactory,
  data: ReportData,
  onOpen: (row: DiffRow) => void,
  parts: DiffViewParts,
): DiffView {
  const baseline = data.baseline as ReportBaseline;
  const all = [...baseline.rows];
  const variants = [...new Set(all.map((r) => r.prompt_id))].sort();
  const showVariant = variants.length > 1 || (variants[0] !== undefined && variants[0] !== 'default');
  const diff = parts.createDiffColumns(showVariant);
  // Most regressed first: by delta, then errored, removed and new cases, then by id.
  let sortBy = { column: 'delta', descending: false };
  let shown = all;
  const list = virtualList({
    rowHeight: 30,
    label: 'cases against the baseline',
    renderRow: (position) => parts.renderDiffRow(kit, diff, shown[position], position, onOpen),
  });
  const apply = () => {
    shown = all.filter(filters.matcher());
    const column = diff.columns.find((c) => c.id === sortBy.column);
    shown.sort((a, b) => (column ? column.sort(a, b, sortBy.descending) : 0) || diff.byStatus(a, b) || diff.byId(a, b));
    filters.count(shown.length, all.length);
    header.show(sortBy);
    list.reset(shown.length);
  };
  const filters = parts.createDiffFilters(kit, data, diff, showVariant ? variants : null, apply);
  const header = kit.sortableHeader(
    diff.columns.map((c) => ({ id: c.id, label: c.label, sortable: true })),
    diff.columns.map((c) => c.width).join(' '),
    (id) => {
      sortBy = {
        column: id,
        descending: sortBy.column === id ? !sortBy.descending : id === 'before' || id === 'after' || id === 'runs',
      };
      apply();
    },
  );
  const element = kit.el(
    'div',
    { className: 'diff-view' },
    ...parts.renderDiffSummary(kit, baseline),
    filters.element,
    header.element,
    list.element,
  );
  apply();
  return { element, list };
}

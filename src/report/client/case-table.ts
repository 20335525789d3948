/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';
import type { createCaseColumns } from './case-columns.js';
import type { createCaseFilters } from './case-filters.js';
import type { createCaseLookups } from './case-lookups.js';
import type { renderCaseRow } from './case-row.js';
import type { DomKit } from './dom-kit.js';
import type { VirtualList, VirtualListFactory } from './virtual-list.js';

/** The case table and what the page does with it. */
export interface CaseTable {
  element: HTMLElement;
  list: VirtualList;
}

/** The client parts the table is built from. */
export interface CaseTableParts {
  createCaseLookups: typeof createCaseLookups;
  createCaseColumns: typeof createCaseColumns;
  createCaseFilters: typeof createCaseFilters;
  renderCaseRow: typeof renderCaseRow;
}

/**
 * Every record as one row: sortable by any column, filtered by text (case, variant, dataset,
 * target, error, answer), verdict, variant and change against the baseline; rows are virtual.
 */
export function createCaseTable(
  kit: DomKit,
  virtualList: VirtualListFactory,
  data: ReportData,
  onOpen: (index: number) => void,
  parts: CaseTableParts,
): CaseTable {
  const records = data.records;
  const lookups = parts.createCaseLookups(data);
  const columns = parts.createCaseColumns(kit, data, lookups);
  let shown: number[] = records.map((_, i) => i);
  let sortBy = { column: 'case', descending: false };
  const list = virtualList({
    rowHeight: 30,
    label: 'cases',
    renderRow: (position) => parts.renderCaseRow(kit, columns, shown[position] ?? 0, position, onOpen),
  });
  const apply = () => {
    const keep = filters.matcher();
    shown = records.flatMap((_, i) => (keep(i) ? [i] : []));
    const compare = columns.find((c) => c.id === sortBy.column)?.sort ?? lookups.byCase;
    shown.sort((a, b) => (sortBy.descending ? compare(b, a) : compare(a, b)) || lookups.byCase(a, b));
    filters.count(shown.length);
    header.show(sortBy);
    list.reset(shown.length);
  };
  const filters = parts.createCaseFilters(kit, data, lookups, apply);
  const header = kit.sortableHeader(
    columns.map((c) => ({ id: c.id, label: c.label, sortable: c.sort !== undefined })),
    columns.map((c) => c.width).join(' '),
    (id) => {
      sortBy = {
        column: id,
        descending: sortBy.column === id ? !sortBy.descending : id === 'score' || id === 'duration' || id === 'cost',
      };
      apply();
    },
  );
  const element = kit.el('div', { className: 'case-table' }, filters.element, header.element, list.element);
  apply();
  return { element, list };
}

/// <reference lib="dom" />
import type { ElementBuilder } from './element-builder.js';

/** A sortable table's columns: `id` names the column in `data-column` and in the sort state. */
export interface SortableColumn {
  id: string;
  label: string;
  sortable: boolean;
}

/**
 * The header row of a sortable table: a button per sortable column (`data-column`), marked
 * with `aria-sort` and an arrow by `show`; a click calls `onSort` with the column's id.
 */
export function createSortableHeader(
  el: ElementBuilder,
  columns: SortableColumn[],
  template: string,
  onSort: (id: string) => void,
) {
  const header = el(
    'div',
    { className: 'row head', attrs: { role: 'row' } },
    ...columns.map((c) => {
      if (!c.sortable)
        return el('div', { className: `cell c-${c.id}`, text: c.label, attrs: { role: 'columnheader' } });
      const button = el('button', {
        className: 'sort',
        text: c.label,
        attrs: { type: 'button', 'data-column': c.id },
      });
      button.addEventListener('click', () => onSort(c.id));
      return el('div', { className: `cell c-${c.id}`, attrs: { role: 'columnheader' } }, button);
    }),
  );
  header.style.gridTemplateColumns = template;
  return {
    element: header,
    show(sorted: { column: string; descending: boolean }) {
      header.querySelectorAll('button').forEach((button) => {
        const id = button.getAttribute('data-column');
        const on = id === sorted.column;
        button.setAttribute('aria-sort', on ? (sorted.descending ? 'descending' : 'ascending') : 'none');
        const arrow = on ? (sorted.descending ? ' ▼' : ' ▲') : '';
        button.textContent = `${columns.find((c) => c.id === id)?.label ?? ''}${arrow}`;
      });
    },
  };
}

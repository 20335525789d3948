/// <reference lib="dom" />
import type { CaseColumn } from './case-columns.js';
import type { DomKit } from './dom-kit.js';

/**
 * One record's row of the case table (`position` is its place in the shown rows, for striping):
 * a cell per column, the case, variant and answer cells with their whole text as a tooltip since
 * they may be cut off; a click or Enter opens the record.
 */
export function renderCaseRow(
  kit: DomKit,
  columns: CaseColumn[],
  index: number,
  position: number,
  onOpen: (index: number) => void,
): HTMLElement {
  const { el } = kit;
  const row = el(
    'div',
    {
      className: `row ${position % 2 ? 'odd' : ''}`.trim(),
      attrs: { role: 'row', tabindex: '0', 'data-index': String(index) },
    },
    ...columns.map((c) => {
      const value = c.value(index);
      return el('div', {
        className: `cell c-${c.id} ${c.tone?.(index) ?? ''}`.trim(),
        text: value,
        ...(c.id === 'case' || c.id === 'answer' || c.id === 'variant' ? { title: value } : {}),
        attrs: { role: 'cell' },
      });
    }),
  );
  row.style.gridTemplateColumns = columns.map((c) => c.width).join(' ');
  row.addEventListener('click', () => onOpen(index));
  row.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') onOpen(index);
  });
  return row;
}

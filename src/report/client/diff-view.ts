/// <reference lib="dom" />
import type { DiffRow, ReportBaseline } from '../report-data.js';
import type { DomKit } from './dom-kit.js';
import type { VirtualList, VirtualListFactory } from './virtual-list.js';

/** The comparison tab and its list (refreshed when the tab is shown). */
export interface DiffView {
  element: HTMLElement;
  list: VirtualList;
}

/**
 * The baseline comparison: before and after means with the delta's interval and verdict, counts
 * per status, and one row per case × variant, most regressed first; a row opens the case with
 * its before and after side by side.
 */
export function createDiffView(kit: DomKit, virtualList: VirtualListFactory, baseline: ReportBaseline, onOpen: (row: DiffRow) => void): DiffView {
  const { el } = kit;
  const LABELS: Record<string, string> = { loss: 'worse', win: 'better', tie: 'same', errored: 'errored', new: 'new', removed: 'removed' };
  const ORDER: Record<string, number> = { loss: 0, errored: 1, removed: 2, new: 3, win: 4, tie: 5 };
  const rank = (row: DiffRow) => (row.delta === null ? Infinity : row.delta);
  const all = [...baseline.rows].sort((a, b) => rank(a) - rank(b) || (ORDER[a.status] ?? 9) - (ORDER[b.status] ?? 9) || (a.eval_id < b.eval_id ? -1 : a.eval_id > b.eval_id ? 1 : 0));
  const variants = new Set(all.map((r) => r.prompt_id));
  const showVariant = variants.size > 1 || !variants.has('default');
  const template = `minmax(12rem, 3fr)${showVariant ? ' minmax(6rem, 1fr)' : ''} 5.5rem 5.5rem 6rem 6rem`;
  let shown = all;

  const list = virtualList({
    rowHeight: 30,
    label: 'cases against the baseline',
    renderRow(position) {
      const row = shown[position];
      if (!row) return el('div');
      const status = `${LABELS[row.status] ?? row.status}${row.flaky ? ' (flaky)' : ''}`;
      const element = el(
        'div',
        { className: `row ${position % 2 ? 'odd' : ''}`.trim(), attrs: { role: 'row', tabindex: '0' } },
        el('div', { className: 'cell c-case', text: row.eval_id, attrs: { role: 'cell' } }),
        showVariant ? el('div', { className: 'cell', text: row.prompt_id, attrs: { role: 'cell' } }) : null,
        el('div', { className: 'cell c-before', text: kit.score(row.before), attrs: { role: 'cell' } }),
        el('div', { className: 'cell c-after', text: kit.score(row.after), attrs: { role: 'cell' } }),
        el('div', { className: `cell c-delta ${(row.delta ?? 0) < 0 ? 'neg' : (row.delta ?? 0) > 0 ? 'pos' : ''}`.trim(), text: kit.delta(row.delta), attrs: { role: 'cell' } }),
        el('div', { className: `cell c-status s-${row.status}`, text: status, attrs: { role: 'cell' } }),
      );
      element.style.gridTemplateColumns = template;
      element.addEventListener('click', () => onOpen(row));
      element.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') onOpen(row);
      });
      return element;
    },
  });

  const statusSelect = el('select', { attrs: { 'aria-label': 'status against the baseline' } }, el('option', { text: 'all cases' }), ...Object.keys(ORDER).map((s) => el('option', { text: `${LABELS[s]} (${kit.count(baseline.counts[s as DiffRow['status']])})`, attrs: { 'data-status': s } })));
  const count = el('span', { className: 'status', attrs: { 'aria-live': 'polite' } });
  const apply = () => {
    const status = statusSelect.selectedOptions[0]?.getAttribute('data-status');
    shown = status ? all.filter((r) => r.status === status) : all;
    count.textContent = `${kit.count(shown.length)} of ${kit.count(all.length)} cases`;
    list.reset(shown.length);
  };
  statusSelect.addEventListener('change', apply);

  const card = (label: string, value: string, tone = '') => el('div', { className: `card ${tone}`.trim() }, el('div', { className: 'card-value', text: value }), el('div', { className: 'card-label', text: label }));
  const ci = baseline.ci95 ? `95% CI ${kit.delta(baseline.ci95[0])} … ${kit.delta(baseline.ci95[1])}` : 'no matched cases';
  const header = el(
    'div',
    { className: 'row head', attrs: { role: 'row' } },
    ...['Case', ...(showVariant ? ['Variant'] : []), 'Before', 'After', 'Δ', 'Status'].map((h) => el('div', { className: 'cell', text: h, attrs: { role: 'columnheader' } })),
  );
  header.style.gridTemplateColumns = template;
  const element = el(
    'div',
    { className: 'diff-view' },
    el('p', { className: 'muted', text: `Baseline: ${baseline.file} · a change of at least ${baseline.threshold} counts as better or worse` }),
    el(
      'div',
      { className: 'cards' },
      card('mean before', kit.score(baseline.mean_before)),
      card('mean after', kit.score(baseline.mean_after)),
      el('div', { className: `card ${baseline.mean_delta < 0 ? 'neg' : baseline.mean_delta > 0 ? 'pos' : ''}`.trim() }, el('div', { className: 'card-value', text: kit.delta(baseline.mean_delta) }), el('div', { className: 'card-label', text: 'mean delta' }), el('div', { className: 'card-note', text: ci })),
      card('verdict', baseline.verdict, baseline.verdict === 'regressed' ? 'neg' : baseline.verdict === 'improved' ? 'pos' : ''),
      card('worse / better / same', `${kit.count(baseline.counts.loss)} / ${kit.count(baseline.counts.win)} / ${kit.count(baseline.counts.tie)}`),
      card('new / removed / errored', `${kit.count(baseline.counts.new)} / ${kit.count(baseline.counts.removed)} / ${kit.count(baseline.counts.errored)}`),
    ),
    el('div', { className: 'filters' }, statusSelect, count),
    header,
    list.element,
  );
  apply();
  return { element, list };
}

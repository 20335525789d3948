/// <reference lib="dom" />
import type { DiffRow, ReportBaseline, ReportData } from '../report-data.js';
import type { DomKit } from './dom-kit.js';
import type { VirtualList, VirtualListFactory } from './virtual-list.js';

/** The comparison tab and its list (refreshed when the tab is shown). */
export interface DiffView {
  element: HTMLElement;
  list: VirtualList;
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
): DiffView {
  const { el } = kit;
  const baseline = data.baseline as ReportBaseline;
  const LABELS: Record<string, string> = {
    loss: 'worse',
    win: 'better',
    tie: 'same',
    errored: 'errored',
    new: 'new',
    removed: 'removed',
  };
  const ORDER: Record<string, number> = { loss: 0, errored: 1, removed: 2, new: 3, win: 4, tie: 5 };
  const byId = (a: DiffRow, b: DiffRow) =>
    a.eval_id < b.eval_id
      ? -1
      : a.eval_id > b.eval_id
        ? 1
        : a.prompt_id < b.prompt_id
          ? -1
          : a.prompt_id > b.prompt_id
            ? 1
            : 0;
  const byStatus = (a: DiffRow, b: DiffRow) => (ORDER[a.status] ?? 9) - (ORDER[b.status] ?? 9);
  /** Numbers ascending, rows without one last whichever the direction. */
  const byNumber = (value: (row: DiffRow) => number | null) => (a: DiffRow, b: DiffRow, descending: boolean) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return descending ? y - x : x - y;
  };
  const all = [...baseline.rows];
  const variants = [...new Set(all.map((r) => r.prompt_id))].sort();
  const showVariant = variants.length > 1 || (variants[0] !== undefined && variants[0] !== 'default');
  interface Column {
    id: string;
    label: string;
    width: string;
    sort(a: DiffRow, b: DiffRow, descending: boolean): number;
  }
  const flip = (compare: (a: DiffRow, b: DiffRow) => number) => (a: DiffRow, b: DiffRow, descending: boolean) =>
    descending ? compare(b, a) : compare(a, b);
  const columns: Column[] = [
    { id: 'case', label: 'Case', width: 'minmax(12rem, 3fr)', sort: flip(byId) },
    ...(showVariant
      ? [
          {
            id: 'variant',
            label: 'Variant',
            width: 'minmax(6rem, 1fr)',
            sort: flip((a: DiffRow, b: DiffRow) =>
              a.prompt_id < b.prompt_id ? -1 : a.prompt_id > b.prompt_id ? 1 : 0,
            ),
          },
        ]
      : []),
    { id: 'before', label: 'Before', width: '6rem', sort: byNumber((r) => r.before) },
    { id: 'after', label: 'After', width: '6rem', sort: byNumber((r) => r.after) },
    { id: 'delta', label: 'Δ', width: '6rem', sort: byNumber((r) => r.delta) },
    { id: 'runs', label: 'Runs', width: '5.5rem', sort: byNumber((r) => r.runs) },
    { id: 'status', label: 'Status', width: '7.5rem', sort: flip(byStatus) },
  ];
  const template = columns.map((c) => c.width).join(' ');
  // Most regressed first: by delta, then errored, removed and new cases, then by id.
  let sortBy = { column: 'delta', descending: false };
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
        el('div', { className: 'cell c-case', text: row.eval_id, title: row.eval_id, attrs: { role: 'cell' } }),
        showVariant
          ? el('div', {
              className: 'cell c-variant',
              text: row.prompt_id,
              title: row.prompt_id,
              attrs: { role: 'cell' },
            })
          : null,
        el('div', { className: 'cell c-before', text: kit.score(row.before), attrs: { role: 'cell' } }),
        el('div', { className: 'cell c-after', text: kit.score(row.after), attrs: { role: 'cell' } }),
        el('div', {
          className: `cell c-delta ${(row.delta ?? 0) < 0 ? 'neg' : (row.delta ?? 0) > 0 ? 'pos' : ''}`.trim(),
          text: kit.delta(row.delta),
          attrs: { role: 'cell' },
        }),
        el('div', {
          className: 'cell c-runs',
          text: `${row.runs_before} → ${row.runs}`,
          title: `${row.runs_before} run(s) in the baseline, ${row.runs} in this run: the scores are their means`,
          attrs: { role: 'cell' },
        }),
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

  const search = el('input', {
    className: 'search',
    attrs: {
      type: 'search',
      placeholder: 'Filter: case, variant, answer, error…',
      'aria-label': 'filter cases against the baseline',
    },
  });
  const statusSelect = el(
    'select',
    { attrs: { 'aria-label': 'status against the baseline' } },
    el('option', { text: 'all cases' }),
    ...Object.keys(ORDER).map((s) =>
      el('option', {
        text: `${LABELS[s]} (${kit.count(baseline.counts[s as DiffRow['status']])})`,
        attrs: { 'data-status': s },
      }),
    ),
  );
  const variantSelect = showVariant
    ? el(
        'select',
        { attrs: { 'aria-label': 'variant' } },
        ...['all variants', ...variants].map((v) => el('option', { text: v })),
      )
    : null;
  const count = el('span', { className: 'status', attrs: { 'aria-live': 'polite' } });
  const haystacks = new Map<DiffRow, string>();
  const haystack = (row: DiffRow) => {
    let hay = haystacks.get(row);
    if (hay === undefined) {
      const after = row.current === null ? undefined : data.records[row.current];
      const before = row.baseline === null ? undefined : baseline.records[row.baseline];
      hay = [
        row.eval_id,
        row.prompt_id,
        after?.candidate_answer ?? '',
        after?.error ?? '',
        before?.candidate_answer ?? '',
        before?.error ?? '',
      ]
        .join('\u0000')
        .toLowerCase();
      haystacks.set(row, hay);
    }
    return hay;
  };
  const apply = () => {
    const status = statusSelect.selectedOptions[0]?.getAttribute('data-status');
    const variant = variantSelect && variantSelect.selectedIndex > 0 ? variantSelect.value : '';
    const needle = search.value.trim().toLowerCase();
    shown = all.filter(
      (r) =>
        (!status || r.status === status) &&
        (!variant || r.prompt_id === variant) &&
        (!needle || haystack(r).includes(needle)),
    );
    const column = columns.find((c) => c.id === sortBy.column);
    shown.sort((a, b) => (column ? column.sort(a, b, sortBy.descending) : 0) || byStatus(a, b) || byId(a, b));
    count.textContent = `${kit.count(shown.length)} of ${kit.count(all.length)} cases`;
    header.show(sortBy);
    list.reset(shown.length);
  };
  const header = kit.sortableHeader(
    columns.map((c) => ({ id: c.id, label: c.label, sortable: true })),
    template,
    (id) => {
      sortBy = {
        column: id,
        descending: sortBy.column === id ? !sortBy.descending : id === 'before' || id === 'after' || id === 'runs',
      };
      apply();
    },
  );
  search.addEventListener('input', apply);
  for (const s of [statusSelect, variantSelect]) s?.addEventListener('change', apply);

  const card = (label: string, value: string, tone = '') =>
    el(
      'div',
      { className: `card ${tone}`.trim() },
      el('div', { className: 'card-value', text: value }),
      el('div', { className: 'card-label', text: label }),
    );
  const ci = baseline.ci95
    ? `95% CI ${kit.delta(baseline.ci95[0])} … ${kit.delta(baseline.ci95[1])}`
    : 'no matched cases';
  const element = el(
    'div',
    { className: 'diff-view' },
    el('p', {
      className: 'muted',
      text: `Baseline: ${baseline.file} · a change of at least ${baseline.threshold} counts as better or worse`,
    }),
    el(
      'div',
      { className: 'cards' },
      card('mean before', kit.score(baseline.mean_before)),
      card('mean after', kit.score(baseline.mean_after)),
      el(
        'div',
        { className: `card ${baseline.mean_delta < 0 ? 'neg' : baseline.mean_delta > 0 ? 'pos' : ''}`.trim() },
        el('div', { className: 'card-value', text: kit.delta(baseline.mean_delta) }),
        el('div', { className: 'card-label', text: 'mean delta' }),
        el('div', { className: 'card-note', text: ci }),
      ),
      card(
        'verdict',
        baseline.verdict,
        baseline.verdict === 'regressed' ? 'neg' : baseline.verdict === 'improved' ? 'pos' : '',
      ),
      card(
        'worse / better / same',
        `${kit.count(baseline.counts.loss)} / ${kit.count(baseline.counts.win)} / ${kit.count(baseline.counts.tie)}`,
      ),
      card(
        'new / removed / errored',
        `${kit.count(baseline.counts.new)} / ${kit.count(baseline.counts.removed)} ` +
          `/ ${kit.count(baseline.counts.errored)}`,
      ),
    ),
    el('div', { className: 'filters' }, search, statusSelect, variantSelect, count),
    header.element,
    list.element,
  );
  apply();
  return { element, list };
}

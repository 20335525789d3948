/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';
import type { DomKit } from './dom-kit.js';
import type { VirtualList, VirtualListFactory } from './virtual-list.js';

/** The case table and what the page does with it. */
export interface CaseTable {
  element: HTMLElement;
  list: VirtualList;
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
): CaseTable {
  const { el } = kit;
  const records = data.records;
  const key = (evalId: string, promptId: string) => `${evalId}\u0000${promptId}`;
  const deltas = new Map<string, number | null>();
  for (const row of data.baseline?.rows ?? []) deltas.set(key(row.eval_id, row.prompt_id), row.delta);
  const deltaOf = (i: number) => {
    const r = records[i];
    return r ? (deltas.get(key(r.eval_id, r.prompt_id)) ?? null) : null;
  };
  const verdictOf = (i: number) => {
    const r = records[i];
    return !r ? '' : r.error !== undefined && r.error !== null ? 'error' : (r.verdict ?? '');
  };
  const variants = [...new Set(records.map((r) => r.prompt_id))].sort();
  const showVariant = variants.length > 1 || (variants[0] !== undefined && variants[0] !== 'default');
  const showIteration = records.some((r) => r.iteration > 0);
  const showCost = records.some((r) => typeof r.cost_usd === 'number');
  const VERDICT_ORDER: Record<string, number> = { error: 0, fail: 1, borderline: 2, pass: 3 };
  const text = (s: string | null | undefined) => s ?? '';
  const byNumber = (value: (i: number) => number | null | undefined) => (a: number, b: number) =>
    (value(a) ?? -Infinity) - (value(b) ?? -Infinity);
  const byCase = (a: number, b: number) => {
    const x = records[a];
    const y = records[b];
    if (!x || !y) return 0;
    return x.eval_id < y.eval_id
      ? -1
      : x.eval_id > y.eval_id
        ? 1
        : x.prompt_id < y.prompt_id
          ? -1
          : x.prompt_id > y.prompt_id
            ? 1
            : x.iteration - y.iteration;
  };
  interface Column {
    id: string;
    label: string;
    width: string;
    value(i: number): string;
    sort?: (a: number, b: number) => number;
    tone?: (i: number) => string;
  }
  const columns: Column[] = [
    { id: 'case', label: 'Case', width: 'minmax(10rem, 2fr)', value: (i) => text(records[i]?.eval_id), sort: byCase },
    ...(showVariant
      ? [
          {
            id: 'variant',
            label: 'Variant',
            width: 'minmax(6rem, 1fr)',
            value: (i: number) => text(records[i]?.prompt_id),
          },
        ]
      : []),
    ...(showIteration
      ? [
          {
            id: 'iteration',
            label: 'Run',
            width: '4rem',
            value: (i: number) => `#${records[i]?.iteration ?? 0}`,
            sort: byNumber((i) => records[i]?.iteration),
          },
        ]
      : []),
    {
      id: 'score',
      label: 'Score',
      width: '5.5rem',
      value: (i) => kit.score(records[i]?.score),
      sort: byNumber((i) => (verdictOf(i) === 'error' ? null : records[i]?.score)),
    },
    {
      id: 'verdict',
      label: 'Verdict',
      width: '7rem',
      value: verdictOf,
      sort: (a, b) => (VERDICT_ORDER[verdictOf(a)] ?? 9) - (VERDICT_ORDER[verdictOf(b)] ?? 9),
      tone: (i) => `v-${verdictOf(i)}`,
    },
    ...(data.baseline
      ? [
          {
            id: 'delta',
            label: 'Δ baseline',
            width: '7.5rem',
            value: (i: number) => kit.delta(deltaOf(i)),
            sort: byNumber(deltaOf),
            tone: (i: number) => ((deltaOf(i) ?? 0) < 0 ? 'neg' : (deltaOf(i) ?? 0) > 0 ? 'pos' : ''),
          },
        ]
      : []),
    // What the target answered (or why it did not), so the table reads without opening each case.
    {
      id: 'answer',
      label: 'Answer',
      width: 'minmax(12rem, 4fr)',
      value: (i) =>
        verdictOf(i) === 'error' ? kit.excerpt(records[i]?.error) : kit.excerpt(records[i]?.candidate_answer),
      tone: (i) => (verdictOf(i) === 'error' ? 'v-error' : ''),
    },
    {
      id: 'duration',
      label: 'Duration',
      width: '6.5rem',
      value: (i) => kit.duration(records[i]?.duration_ms),
      sort: byNumber((i) => records[i]?.duration_ms),
    },
    ...(showCost
      ? [
          {
            id: 'cost',
            label: 'Cost',
            width: '5.5rem',
            value: (i: number) => kit.cost(records[i]?.cost_usd),
            sort: byNumber((i) => records[i]?.cost_usd),
          },
        ]
      : []),
  ];
  const template = columns.map((c) => c.width).join(' ');

  let shown: number[] = records.map((_, i) => i);
  let sortBy = { column: 'case', descending: false };
  const list = virtualList({
    rowHeight: 30,
    label: 'cases',
    renderRow(position) {
      const index = shown[position] ?? 0;
      const row = el(
        'div',
        {
          className: `row ${position % 2 ? 'odd' : ''}`.trim(),
          attrs: { role: 'row', tabindex: '0', 'data-index': String(index) },
        },
        ...columns.map((c) => {
          const value = c.value(index);
          // A cell that may be cut off carries its whole text as a tooltip.
          return el('div', {
            className: `cell c-${c.id} ${c.tone?.(index) ?? ''}`.trim(),
            text: value,
            ...(c.id === 'case' || c.id === 'answer' || c.id === 'variant' ? { title: value } : {}),
            attrs: { role: 'cell' },
          });
        }),
      );
      row.style.gridTemplateColumns = template;
      row.addEventListener('click', () => onOpen(index));
      row.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') onOpen(index);
      });
      return row;
    },
  });

  const search = el('input', {
    className: 'search',
    attrs: { type: 'search', placeholder: 'Filter: case, variant, answer, error…', 'aria-label': 'filter cases' },
  });
  const select = (label: string, options: string[]) =>
    el('select', { attrs: { 'aria-label': label } }, ...options.map((o) => el('option', { text: o })));
  const verdictSelect = select('verdict', ['all verdicts', 'pass', 'borderline', 'fail', 'error']);
  const variantSelect = showVariant ? select('variant', ['all variants', ...variants]) : null;
  const changeSelect = data.baseline
    ? select('change against the baseline', ['any change', 'worse', 'better', 'same'])
    : null;
  const status = el('span', { className: 'status', attrs: { 'aria-live': 'polite' } });
  const haystacks: (string | undefined)[] = [];
  const haystack = (i: number) => {
    let hay = haystacks[i];
    if (hay === undefined) {
      const r = records[i];
      hay = r
        ? [r.eval_id, r.prompt_id, r.dataset, r.target, r.error ?? '', r.candidate_answer].join('\u0000').toLowerCase()
        : '';
      haystacks[i] = hay;
    }
    return hay;
  };

  const apply = () => {
    const needle = search.value.trim().toLowerCase();
    const verdict = verdictSelect.selectedIndex > 0 ? verdictSelect.value : '';
    const variant = variantSelect && variantSelect.selectedIndex > 0 ? variantSelect.value : '';
    const change = changeSelect && changeSelect.selectedIndex > 0 ? changeSelect.value : '';
    shown = [];
    for (let i = 0; i < records.length; i++) {
      if (verdict && verdictOf(i) !== verdict) continue;
      if (variant && records[i]?.prompt_id !== variant) continue;
      if (change) {
        const d = deltaOf(i);
        if (d === null || (change === 'worse' ? d >= 0 : change === 'better' ? d <= 0 : d !== 0)) continue;
      }
      if (needle && !haystack(i).includes(needle)) continue;
      shown.push(i);
    }
    const column = columns.find((c) => c.id === sortBy.column);
    const compare = column?.sort ?? byCase;
    shown.sort((a, b) => (sortBy.descending ? compare(b, a) : compare(a, b)) || byCase(a, b));
    status.textContent =
      shown.length === records.length
        ? `${kit.count(records.length)} cases`
        : `${kit.count(shown.length)} of ${kit.count(records.length)} cases`;
    header.show(sortBy);
    list.reset(shown.length);
  };

  const header = kit.sortableHeader(
    columns.map((c) => ({ id: c.id, label: c.label, sortable: c.sort !== undefined })),
    template,
    (id) => {
      sortBy = {
        column: id,
        descending: sortBy.column === id ? !sortBy.descending : id === 'score' || id === 'duration' || id === 'cost',
      };
      apply();
    },
  );
  let timer = 0;
  search.addEventListener('input', () => {
    clearTimeout(timer);
    timer = window.setTimeout(apply, records.length > 2000 ? 150 : 0);
  });
  for (const s of [verdictSelect, variantSelect, changeSelect]) s?.addEventListener('change', apply);
  const element = el(
    'div',
    { className: 'case-table' },
    el('div', { className: 'filters' }, search, verdictSelect, variantSelect, changeSelect, status),
    header.element,
    list.element,
  );
  apply();
  return { element, list };
}

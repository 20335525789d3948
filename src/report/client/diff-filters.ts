/// <reference lib="dom" />
import type { DiffRow, ReportBaseline, ReportData } from '../report-data.js';
import type { DiffColumns } from './diff-columns.js';
import type { DomKit } from './dom-kit.js';

/**
 * The comparison's filters, like the run's table: text (case, variant, the answers and errors on
 * either side), status (with each one's count) and variant (`variants`, null when there is only
 * the default one), and the count of the rows shown. `onChange` runs on every change; `matcher`
 * reads the filters once.
 */
export function createDiffFilters(
  kit: DomKit,
  data: ReportData,
  diff: DiffColumns,
  variants: string[] | null,
  onChange: () => void,
) {
  const { el } = kit;
  const baseline = data.baseline as ReportBaseline;
  const search = el('input', {
    className: 'search',
    attrs: {
      type: 'search',
      placeholder: 'Filter: case, variant, answer, error…',
      'aria-label': 'filter cases against the baseline',
    },
  });
  const option = (text: string, attrs?: Record<string, string>) => el('option', { text, attrs });
  const select = (label: string, ...options: HTMLOptionElement[]) =>
    el('select', { attrs: { 'aria-label': label } }, ...options);
  const counted = (s: string) => `${diff.labels[s]} (${kit.count(baseline.counts[s as DiffRow['status']])})`;
  const statusSelect = select(
    'status against the baseline',
    option('all cases'),
    ...diff.statuses.map((s) => option(counted(s), { 'data-status': s })),
  );
  const variantSelect = variants ? select('variant', ...['all variants', ...variants].map((v) => option(v))) : null;
  const count = el('span', { className: 'status', attrs: { 'aria-live': 'polite' } });
  const haystacks = new Map<DiffRow, string>();
  const haystack = (row: DiffRow) => {
    let hay = haystacks.get(row);
    if (hay === undefined) {
      const after = row.current === null ? undefined : data.records[row.current];
      const before = row.baseline === null ? undefined : baseline.records[row.baseline];
      const fields = [after?.candidate_answer, after?.error, before?.candidate_answer, before?.error];
      hay = [row.eval_id, row.prompt_id, ...fields.map((f) => f ?? '')].join('\u0000').toLowerCase();
      haystacks.set(row, hay);
    }
    return hay;
  };
  search.addEventListener('input', onChange);
  for (const s of [statusSelect, variantSelect]) s?.addEventListener('change', onChange);
  return {
    element: el('div', { className: 'filters' }, search, statusSelect, variantSelect, count),
    matcher(): (row: DiffRow) => boolean {
      const status = statusSelect.selectedOptions[0]?.getAttribute('data-status');
      const variant = variantSelect && variantSelect.selectedIndex > 0 ? variantSelect.value : '';
      const needle = search.value.trim().toLowerCase();
      return (r) =>
        (!status || r.status === status) &&
        (!variant || r.prompt_id === variant) &&
        (!needle || haystack(r).includes(needle));
    },
    /** Shows how many of the rows pass the filters. */
    count(shown: number, all: number): void {
      count.textContent = `${kit.count(shown)} of ${kit.count(all)} cases`;
    },
  };
}

/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';
import type { CaseLookups } from './case-lookups.js';
import type { DomKit } from './dom-kit.js';

/**
 * The case table's filters: text (case, variant, dataset, target, error, answer; typing waits a
 * moment over 2000 records), verdict, variant (when the run has several) and change against the
 * baseline (when there is one), and the count of the rows shown. `onChange` runs on every change;
 * `matcher` reads the filters once and tells whether a record (by index) passes them.
 */
export function createCaseFilters(kit: DomKit, data: ReportData, lookups: CaseLookups, onChange: () => void) {
  const { el } = kit;
  const records = data.records;
  const search = el('input', {
    className: 'search',
    attrs: { type: 'search', placeholder: 'Filter: case, variant, answer, error…', 'aria-label': 'filter cases' },
  });
  const select = (label: string, options: string[]) =>
    el('select', { attrs: { 'aria-label': label } }, ...options.map((o) => el('option', { text: o })));
  const verdictSelect = select('verdict', ['all verdicts', 'pass', 'borderline', 'fail', 'error']);
  const variantSelect = lookups.showVariant ? select('variant', ['all variants', ...lookups.variants]) : null;
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
  let timer = 0;
  search.addEventListener('input', () => {
    clearTimeout(timer);
    timer = window.setTimeout(onChange, records.length > 2000 ? 150 : 0);
  });
  for (const s of [verdictSelect, variantSelect, changeSelect]) s?.addEventListener('change', onChange);
  return {
    element: el('div', { className: 'filters' }, search, verdictSelect, variantSelect, changeSelect, status),
    matcher(): (i: number) => boolean {
      const needle = search.value.trim().toLowerCase();
      const verdict = verdictSelect.selectedIndex > 0 ? verdictSelect.value : '';
      const variant = variantSelect && variantSelect.selectedIndex > 0 ? variantSelect.value : '';
      const change = changeSelect && changeSelect.selectedIndex > 0 ? changeSelect.value : '';
      return (i) => {
        if (verdict && lookups.verdictOf(i) !== verdict) return false;
        if (variant && records[i]?.prompt_id !== variant) return false;
        if (change) {
          const d = lookups.deltaOf(i);
          if (d === null || (change === 'worse' ? d >= 0 : change === 'better' ? d <= 0 : d !== 0)) return false;
        }
        return !needle || haystack(i).includes(needle);
      };
    },
    /** Shows how many of the records pass the filters. */
    count(shown: number): void {
      status.textContent =
        shown === records.length
          ? `${kit.count(records.length)} cases`
          : `${kit.count(shown)} of ${kit.count(records.length)} cases`;
    },
  };
}

/// <reference lib="dom" />
import type { DiffRow } from '../report-data.js';
import type { DiffColumns } from './diff-columns.js';
import type { DomKit } from './dom-kit.js';

/**
 * One case × variant of the comparison (`position` is its place in the shown rows, for striping):
 * before, after, the delta toned by its sign, the runs merged on each side and the status (flaky
 * when its runs disagree); a click or Enter opens it.
 */
export function renderDiffRow(
  kit: DomKit,
  diff: DiffColumns,
  row: DiffRow | undefined,
  position: number,
  onOpen: (row: DiffRow) => void,
): HTMLElement {
  const { el } = kit;
  if (!row) return el('div');
  const showVariant = diff.columns.some((c) => c.id === 'variant');
  const status = `${diff.labels[row.status] ?? row.status}${row.flaky ? ' (flaky)' : ''}`;
  const cell = (id: string, text: string, title?: string, tone = '') =>
    el('div', { className: `cell c-${id} ${tone}`.trim(), text, title, attrs: { role: 'cell' } });
  const element = el(
    'div',
    { className: `row ${position % 2 ? 'odd' : ''}`.trim(), attrs: { role: 'row', tabindex: '0' } },
    cell('case', row.eval_id, row.eval_id),
    showVariant ? cell('variant', row.prompt_id, row.prompt_id) : null,
    cell('before', kit.score(row.before)),
    cell('after', kit.score(row.after)),
    cell('delta', kit.delta(row.delta), undefined, (row.delta ?? 0) < 0 ? 'neg' : (row.delta ?? 0) > 0 ? 'pos' : ''),
    cell(
      'runs',
      `${row.runs_before} → ${row.runs}`,
      `${row.runs_before} run(s) in the baseline, ${row.runs} in this run: the scores are their means`,
    ),
    cell('status', status, undefined, `s-${row.status}`),
  );
  element.style.gridTemplateColumns = diff.columns.map((c) => c.width).join(' ');
  element.addEventListener('click', () => onOpen(row));
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') onOpen(row);
  });
  return element;
}

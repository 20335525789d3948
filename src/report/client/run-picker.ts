/// <reference lib="dom" />
import type { EvalResult } from '../../results/eval-result.js';
import type { ReportData } from '../report-data.js';
import type { DomKit } from './dom-kit.js';

/** The records of one case × variant on each side (indexes), behind a row that merges its repeats. */
export interface MergedRuns {
  current: number[];
  baseline: number[];
}

/**
 * For a merged row: which of its runs the panel shows, and a button for each of the others; a
 * click calls `pick` with the run's record on each side (the baseline's run with the same
 * iteration, when there is one). Nothing when the row has a single run.
 */
export function renderRunPicker(
  kit: DomKit,
  data: ReportData,
  runs: MergedRuns,
  shownRecord: EvalResult | undefined,
  pick: (current: number | null, baseline: number | null) => void,
): HTMLElement | null {
  const { el } = kit;
  const iterations = [
    ...new Set([
      ...runs.current.map((i) => data.records[i]?.iteration ?? 0),
      ...runs.baseline.map((i) => data.baseline?.records[i]?.iteration ?? 0),
    ]),
  ].sort((a, b) => a - b);
  if (iterations.length < 2) return null;
  const shown = shownRecord?.iteration ?? 0;
  const buttons = iterations.map((iteration) => {
    const button = el('button', {
      className: `run-pick${iteration === shown ? ' on' : ''}`,
      text: `run #${iteration}`,
      attrs: { type: 'button', 'aria-pressed': String(iteration === shown) },
    });
    button.addEventListener('click', () => {
      const find = (indexes: number[], records: EvalResult[] | undefined) =>
        indexes.find((i) => records?.[i]?.iteration === iteration) ?? null;
      pick(find(runs.current, data.records), find(runs.baseline, data.baseline?.records));
    });
    return button;
  });
  const note =
    `This row merges ${runs.current.length} run(s) of this case in this run ` +
    `and ${runs.baseline.length} in the baseline (its scores are their means); the panel shows run #${shown}.`;
  return el(
    'div',
    { className: 'runs-note' },
    el('p', { className: 'runs-shown', text: note }),
    el('div', { className: 'run-picks' }, ...buttons),
  );
}

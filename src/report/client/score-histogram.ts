/// <reference lib="dom" />
import type { ReportOverview } from '../report-data.js';
import type { DomKit } from './dom-kit.js';

/** The scores' histogram: a bar per bin, as long as its count against the fullest bin. */
export function renderScoreHistogram(kit: DomKit, overview: ReportOverview): HTMLElement {
  const { el } = kit;
  const peak = Math.max(1, ...overview.histogram.map((bin) => bin.count));
  return el(
    'div',
    { className: 'histogram', attrs: { role: 'list', 'aria-label': 'score histogram' } },
    ...overview.histogram.map((bin) => {
      const bar = el('div', { className: 'bar' });
      bar.style.width = `${(bin.count / peak) * 100}%`;
      return el(
        'div',
        { className: 'hist-row', attrs: { role: 'listitem' } },
        el('span', { className: 'hist-label', text: bin.label }),
        el('div', { className: 'bar-track' }, bar),
        el('span', { className: 'hist-count', text: kit.count(bin.count) }),
      );
    }),
  );
}

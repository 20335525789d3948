/// <reference lib="dom" />
import type { HistoryIndex } from '../history-index.js';
import type { createDashboardKit, DashboardKit } from './dashboard-kit.js';
import type { renderCaseView, renderCompareView, renderFlakyView, renderSuitesView } from './dashboard-views.js';

/** The parts the page's script is assembled from, by their source text. */
export interface DashboardParts {
  createDashboardKit: typeof createDashboardKit;
  renderSuitesView: typeof renderSuitesView;
  renderCaseView: typeof renderCaseView;
  renderFlakyView: typeof renderFlakyView;
  renderCompareView: typeof renderCompareView;
}

/**
 * Starts the dashboard on `doc`: reads the embedded indexes and draws only the view whose tab is
 * selected, so opening the page costs one view however long the history is.
 */
export function startDashboard(doc: Document, parts: DashboardParts): void {
  const app = doc.getElementById('app');
  const source = doc.getElementById('agentv-history');
  if (!app || !source) return;
  const data = JSON.parse(source.textContent ?? '{}') as { suites: HistoryIndex[] };
  const kit: DashboardKit = parts.createDashboardKit(doc);
  const views: [string, string, (k: DashboardKit, s: HistoryIndex[]) => HTMLElement][] = [
    ['suites', 'Suites', parts.renderSuitesView],
    ['case', 'A case', parts.renderCaseView],
    ['flaky', 'Flaky cases', parts.renderFlakyView],
    ['compare', 'Two runs', parts.renderCompareView],
  ];
  const holder = kit.el('main');
  const tabs = kit.el('nav', { cls: 'tabs', attrs: { role: 'tablist' } });
  const show = (name: string) => {
    for (const tab of Array.from(tabs.children)) {
      tab.setAttribute('aria-selected', String(tab.getAttribute('data-tab') === name));
    }
    const view = views.find(([id]) => id === name) ?? views[0];
    if (view) holder.replaceChildren(view[2](kit, data.suites));
  };
  for (const [id, label] of views) {
    const tab = kit.el('button', { text: label, cls: 'tab', attrs: { type: 'button', role: 'tab', 'data-tab': id } });
    tab.addEventListener('click', () => show(id));
    tabs.appendChild(tab);
  }
  const runs = data.suites.reduce((n, s) => n + s.runs.length, 0);
  app.replaceChildren(
    kit.el('h1', { text: 'AgentV dashboard' }),
    kit.el('p', { cls: 'muted', text: `${data.suites.length} suite(s), ${runs} run(s)` }),
    tabs,
    holder,
  );
  show('suites');
  app.setAttribute('data-ready', '');
}

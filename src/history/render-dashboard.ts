import { inlineScript, selfContainedPage } from '../report/html-report.js';
import { REPORT_CSS } from '../report/report-style.js';
import { type DashboardParts, startDashboard } from './client/dashboard-app.js';
import { createDashboardKit } from './client/dashboard-kit.js';
import { renderCaseView, renderCompareView, renderFlakyView, renderSuitesView } from './client/dashboard-views.js';
import type { HistoryIndex } from './history-index.js';

const PARTS: DashboardParts = {
  createDashboardKit,
  renderSuitesView,
  renderCaseView,
  renderFlakyView,
  renderCompareView,
};

const SCRIPT = inlineScript(startDashboard, PARTS);

const CSS = `${REPORT_CSS}
.chart { width: 100%; height: 8rem; } .chart-bg { fill: var(--soft); }
.chart-line { fill: none; stroke: var(--accent); stroke-width: 1.5; vector-effect: non-scaling-stroke; }
figure { margin: 0; } figcaption { color: var(--muted); }
.case-matches { display: flex; flex-wrap: wrap; gap: .3rem; margin: .5rem 0; }
.case-pick { font: inherit; border: 1px solid var(--line); background: var(--soft); color: var(--fg);
  border-radius: 6px; padding: .2rem .5rem; cursor: pointer; }
`;

/**
 * The dashboard of `indexes`: one self-contained HTML file (inline style and script, the indexes
 * embedded once as JSON with every `<` escaped, nothing fetched), for GitHub Pages, GitLab Pages or
 * a shared disk alike. Suites are shown in name order.
 */
export function renderDashboard(indexes: readonly HistoryIndex[]): string {
  const suites = [...indexes].sort((a, b) => (a.suite < b.suite ? -1 : a.suite > b.suite ? 1 : 0));
  return selfContainedPage({
    title: 'AgentV dashboard',
    css: CSS,
    script: SCRIPT,
    dataId: 'agentv-history',
    data: { suites },
  });
}

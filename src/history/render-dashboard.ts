import { createHash } from 'node:crypto';
import { embedJson } from '../report/html-report.js';
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

/** The page's one script, built once from the parts' source text; its hash goes into the CSP. */
const SCRIPT = `"use strict";(${String(startDashboard)})(document, {
${Object.entries(PARTS)
  .map(([name, part]) => `${name}: ${String(part)}`)
  .join(',\n')}
});`;

if (/<\/script|<!--/i.test(SCRIPT)) throw new Error('the dashboard script must not contain "</script" or "<!--"');

const CSS = `${REPORT_CSS}
.chart { width: 100%; height: 8rem; } .chart-bg { fill: var(--soft); }
.chart-line { fill: none; stroke: var(--accent); stroke-width: 1.5; vector-effect: non-scaling-stroke; }
figure { margin: 0; } figcaption { color: var(--muted); }
.case-matches { display: flex; flex-wrap: wrap; gap: .3rem; margin: .5rem 0; }
.case-pick { font: inherit; border: 1px solid var(--line); background: var(--soft); color: var(--fg);
  border-radius: 6px; padding: .2rem .5rem; cursor: pointer; }
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Nothing is fetched: the only script and stylesheet are the inline ones with these hashes. */
const CSP =
  `default-src 'none'; script-src ${sha256(SCRIPT)}; style-src ${sha256(CSS)}; img-src data:; ` +
  `base-uri 'none'; form-action 'none'`;

/**
 * The dashboard of `indexes`: one self-contained HTML file (inline style and script, the indexes
 * embedded once as JSON with every `<` escaped, nothing fetched), for GitHub Pages, GitLab Pages or
 * a shared disk alike. Suites are shown in name order.
 */
export function renderDashboard(indexes: readonly HistoryIndex[]): string {
  const suites = [...indexes].sort((a, b) => (a.suite < b.suite ? -1 : a.suite > b.suite ? 1 : 0));
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<title>AgentV dashboard</title>',
    `<style>${CSS}</style>`,
    '</head>',
    '<body>',
    '<div id="app"><noscript>This dashboard needs JavaScript to show its data.</noscript></div>',
    `<script type="application/json" id="agentv-history">${embedJson({ suites })}</script>`,
    `<script>${SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

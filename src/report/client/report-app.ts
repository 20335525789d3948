/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';
import type { CaseDetailParts, createCaseDetail } from './case-detail.js';
import type { CaseTableParts, createCaseTable } from './case-table.js';
import type { createDiffView, DiffViewParts } from './diff-view.js';
import type { createDomKit, KitParts } from './dom-kit.js';
import type { createLabelStore } from './label-store.js';
import type { OverviewParts, renderOverview } from './overview-view.js';
import type { createRecordOpeners } from './record-openers.js';
import type { createReportTabs, ReportTab } from './report-tabs.js';
import type { createVirtualList } from './virtual-list.js';

/** The client parts, handed over by the page (each embedded from its source text). */
export interface ClientModules extends KitParts, CaseDetailParts, CaseTableParts, DiffViewParts, OverviewParts {
  createDomKit: typeof createDomKit;
  createVirtualList: typeof createVirtualList;
  renderOverview: typeof renderOverview;
  createCaseTable: typeof createCaseTable;
  createCaseDetail: typeof createCaseDetail;
  createDiffView: typeof createDiffView;
  createRecordOpeners: typeof createRecordOpeners;
  createReportTabs: typeof createReportTabs;
  createLabelStore: typeof createLabelStore;
}

/**
 * The page's entry point: reads the data block (JSON, never evaluated), builds the header, the
 * tabs (the run: overview and cases; the comparison when there is a baseline) and the case panel,
 * then marks `#app` with `data-ready` so a test or benchmark can tell when content is up.
 */
export function startReportApp(doc: Document, modules: ClientModules): void {
  const app = doc.getElementById('app');
  if (!app) return;
  try {
    const data = JSON.parse(doc.getElementById('agentv-data')?.textContent ?? 'null') as ReportData;
    const kit = modules.createDomKit(doc, modules);
    const { el } = kit;
    const virtualList = modules.createVirtualList(kit);
    const labels = modules.createLabelStore(kit, data);
    const detail = modules.createCaseDetail(kit, data, modules, labels);
    const openers = modules.createRecordOpeners(data, detail);
    const table = modules.createCaseTable(kit, virtualList, data, openers.openRecord, modules);
    const diff = data.baseline ? modules.createDiffView(kit, virtualList, data, openers.openRow, modules) : null;
    const runPanel = el(
      'div',
      { attrs: { role: 'tabpanel', id: 'panel-run' } },
      modules.renderOverview(kit, data, modules),
      kit.section('Cases', table.element),
      labels.element,
    );
    const panels: ReportTab[] = [['Run', runPanel, table.list.refresh]];
    if (diff)
      panels.push([
        'Compare with baseline',
        el('div', { attrs: { role: 'tabpanel', id: 'panel-diff' } }, diff.element),
        diff.list.refresh,
      ]);
    const tabs = modules.createReportTabs(kit, panels);
    const fileName = data.results_file.split(/[\\/]/).pop() ?? data.results_file;
    doc.title = `AgentV report · ${fileName}`;
    const header = el(
      'header',
      { className: 'top' },
      // Cases that broke come first, before any statistics.
      el('h1', { text: data.headline ? `AgentV report: ❌ ${data.headline}` : 'AgentV report' }),
      el('p', {
        className: 'muted',
        text:
          `${data.results_file}${data.baseline ? ` compared with ${data.baseline.file}` : ''} · ` +
          `made ${data.generated_at}`,
      }),
    );
    app.replaceChildren(header, tabs.element, ...panels.map(([, panel]) => panel), detail.element);
    tabs.show(0);
    app.setAttribute('data-ready', 'true');
  } catch (error) {
    app.textContent = `This report could not be shown: ${error instanceof Error ? error.message : String(error)}`;
    app.setAttribute('data-ready', 'error');
    throw error;
  }
}

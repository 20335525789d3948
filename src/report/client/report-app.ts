/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';
import type { CaseDetailParts, createCaseDetail } from './case-detail.js';
import type { CaseTableParts, createCaseTable } from './case-table.js';
import type { createDiffView, DiffViewParts } from './diff-view.js';
import type { createDomKit, KitParts } from './dom-kit.js';
import type { OverviewParts, renderOverview } from './overview-view.js';
import type { createVirtualList } from './virtual-list.js';

/** The client parts, handed over by the page (each embedded from its source text). */
export interface ClientModules extends KitParts, CaseDetailParts, CaseTableParts, DiffViewParts, OverviewParts {
  createDomKit: typeof createDomKit;
  createVirtualList: typeof createVirtualList;
  renderOverview: typeof renderOverview;
  createCaseTable: typeof createCaseTable;
  createCaseDetail: typeof createCaseDetail;
  createDiffView: typeof createDiffView;
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
    const detail = modules.createCaseDetail(kit, data, modules);
    const runKey = (r: { eval_id: string; prompt_id: string; iteration: number }) =>
      `${r.eval_id}\u0000${r.prompt_id}\u0000${r.iteration}`;
    const baselineRuns = new Map<string, number>();
    data.baseline?.records.forEach((r, i) => {
      baselineRuns.set(runKey(r), i);
    });
    const caseRow = new Map((data.baseline?.rows ?? []).map((row) => [`${row.eval_id}\u0000${row.prompt_id}`, row]));
    const openRecord = (index: number) => {
      const record = data.records[index];
      if (!record || !data.baseline) return detail.open(index, null);
      // The same run of the baseline when it has one, else the case's first baseline run.
      const same = baselineRuns.get(runKey(record));
      detail.open(index, same ?? caseRow.get(`${record.eval_id}\u0000${record.prompt_id}`)?.baseline ?? null);
    };
    const table = modules.createCaseTable(kit, virtualList, data, openRecord, modules);
    // A comparison row merges the repeats of its case: the panel lists them and says which it shows.
    const runsOf = (records: readonly { eval_id: string; prompt_id: string }[], evalId: string, promptId: string) =>
      records.flatMap((r, i) => (r.eval_id === evalId && r.prompt_id === promptId ? [i] : []));
    const diff = data.baseline
      ? modules.createDiffView(
          kit,
          virtualList,
          data,
          (row) =>
            detail.open(row.current, row.baseline, {
              current: runsOf(data.records, row.eval_id, row.prompt_id),
              baseline: runsOf(data.baseline?.records ?? [], row.eval_id, row.prompt_id),
            }),
          modules,
        )
      : null;

    const runPanel = el(
      'div',
      { attrs: { role: 'tabpanel', id: 'panel-run' } },
      modules.renderOverview(kit, data, modules),
      kit.section('Cases', table.element),
    );
    const panels: [string, HTMLElement, () => void][] = [['Run', runPanel, table.list.refresh]];
    if (diff)
      panels.push([
        'Compare with baseline',
        el('div', { attrs: { role: 'tabpanel', id: 'panel-diff' } }, diff.element),
        diff.list.refresh,
      ]);
    const tabs = panels.map(([label], i) =>
      el('button', {
        className: 'tab',
        text: label,
        attrs: { type: 'button', role: 'tab', 'aria-selected': i === 0 ? 'true' : 'false' },
      }),
    );
    const show = (index: number) => {
      panels.forEach(([, panel], i) => {
        panel.hidden = i !== index;
      });
      tabs.forEach((tab, i) => {
        tab.setAttribute('aria-selected', i === index ? 'true' : 'false');
      });
      panels[index]?.[2]();
    };
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => show(i));
    });

    const fileName = data.results_file.split(/[\\/]/).pop() ?? data.results_file;
    doc.title = `AgentV report · ${fileName}`;
    const header = el(
      'header',
      { className: 'top' },
      el('h1', { text: 'AgentV report' }),
      el('p', {
        className: 'muted',
        text:
          `${data.results_file}${data.baseline ? ` compared with ${data.baseline.file}` : ''} · ` +
          `made ${data.generated_at}`,
      }),
    );
    const nav = el('nav', { className: 'tabs', attrs: { role: 'tablist' } }, ...tabs);
    nav.hidden = tabs.length < 2;
    app.replaceChildren(header, nav, ...panels.map(([, panel]) => panel), detail.element);
    show(0);
    app.setAttribute('data-ready', 'true');
  } catch (error) {
    app.textContent = `This report could not be shown: ${error instanceof Error ? error.message : String(error)}`;
    app.setAttribute('data-ready', 'error');
    throw error;
  }
}

import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outputFileError } from '../errors/config-error.js';
import { renderCaseBody } from './client/case-body.js';
import { createCaseColumns } from './client/case-columns.js';
import { createCaseDetail } from './client/case-detail.js';
import { createCaseFilters } from './client/case-filters.js';
import { createCaseLookups } from './client/case-lookups.js';
import { renderCaseRow } from './client/case-row.js';
import { renderConversation } from './client/conversation-view.js';
import { createCaseTable } from './client/case-table.js';
import { createDiffColumns } from './client/diff-columns.js';
import { createDiffFilters } from './client/diff-filters.js';
import { renderDiffRow } from './client/diff-row.js';
import { renderDiffSummary } from './client/diff-summary.js';
import { createDiffView } from './client/diff-view.js';
import { createDomKit } from './client/dom-kit.js';
import { createElementBuilder } from './client/element-builder.js';
import { renderJudgement } from './client/judgement-view.js';
import { createLabelStore } from './client/label-store.js';
import { renderOverviewCards } from './client/overview-cards.js';
import { renderOverview } from './client/overview-view.js';
import { type ClientModules, startReportApp } from './client/report-app.js';
import { renderAnswer, renderRecordBadges } from './client/record-badges.js';
import { createRecordOpeners } from './client/record-openers.js';
import { createReportFormat } from './client/report-format.js';
import { createReportTabs } from './client/report-tabs.js';
import { renderRepeats } from './client/repeats-view.js';
import { renderRunPicker } from './client/run-picker.js';
import { renderScoreHistogram } from './client/score-histogram.js';
import { createSortableHeader } from './client/sortable-header.js';
import { renderTrace } from './client/trace-view.js';
import { renderTrend } from './client/trend-view.js';
import { createVirtualList } from './client/virtual-list.js';
import { renderWorkspaceDiff } from './client/workspace-diff-view.js';
import { buildReportData, type ReportData, type ReportInput } from './report-data.js';
import { REPORT_CSS } from './report-style.js';

/**
 * The page's one script: the client parts by their source text, started on this document. Built
 * once; its hash goes into the page's Content-Security-Policy, so no other script could run.
 */
const CLIENT_PARTS: ClientModules = {
  createElementBuilder,
  createReportFormat,
  createSortableHeader,
  createDomKit,
  createVirtualList,
  renderOverviewCards,
  renderTrend,
  renderScoreHistogram,
  renderRepeats,
  renderOverview,
  createCaseLookups,
  createCaseColumns,
  createCaseFilters,
  renderCaseRow,
  createCaseTable,
  renderConversation,
  renderJudgement,
  renderTrace,
  renderWorkspaceDiff,
  renderRecordBadges,
  renderAnswer,
  renderRunPicker,
  renderCaseBody,
  createCaseDetail,
  createDiffColumns,
  createDiffFilters,
  renderDiffRow,
  renderDiffSummary,
  createDiffView,
  createRecordOpeners,
  createReportTabs,
  createLabelStore,
};
const APP_SCRIPT = inlineScript(startReportApp, CLIENT_PARTS);

/**
 * The data as the text of a `<script type="application/json">` block: every `<` written as
 * `\u003c`, so no string in a record (`</script>`, `<!--`) can end the block or start markup.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * One self-contained HTML file: inline style and script, the data embedded once as JSON, nothing
 * fetched. The script renders with DOM text only, so model text is never parsed as markup.
 */
export function renderHtmlReport(data: ReportData): string {
  return selfContainedPage({
    title: 'AgentV report',
    css: REPORT_CSS,
    script: APP_SCRIPT,
    dataId: 'agentv-data',
    data,
  });
}

/**
 * A page's one script: `start` called on the document with the parts by their source text. Its
 * hash goes into the page's Content-Security-Policy, so no other script could run.
 */
export function inlineScript(start: (...args: never[]) => void, parts: object): string {
  const script = `"use strict";(${String(start)})(document, {
${Object.entries(parts)
  .map(([name, part]) => `${name}: ${String(part)}`)
  .join(',\n')}
});`;
  if (/<\/script|<!--/i.test(script)) throw new Error('a page script must not contain "</script" or "<!--"');
  return script;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * One self-contained HTML file: inline style and script, the data embedded once as JSON, nothing
 * fetched: its Content-Security-Policy allows no network (not even images) and only the inline
 * script and stylesheet with these exact hashes.
 */
export function selfContainedPage(page: {
  title: string;
  css: string;
  script: string;
  dataId: string;
  data: unknown;
}): string {
  const csp =
    `default-src 'none'; script-src ${sha256(page.script)}; style-src ${sha256(page.css)}; img-src data:; ` +
    `base-uri 'none'; form-action 'none'`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${page.title}</title>`,
    `<style>${page.css}</style>`,
    '</head>',
    '<body>',
    '<div id="app"><noscript>This page needs JavaScript to show its data.</noscript></div>',
    `<script type="application/json" id="${page.dataId}">${embedJson(page.data)}</script>`,
    `<script>${page.script}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Builds the report of `input` and writes it to `file`, creating its folder; `flag` names the option in errors. */
export async function writeHtmlReport(file: string, input: ReportInput, flag: string): Promise<void> {
  const html = renderHtmlReport(buildReportData(input));
  try {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, html);
  } catch (cause) {
    throw outputFileError(file, 'HTML report', cause, flag);
  }
}

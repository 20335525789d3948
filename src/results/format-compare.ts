import type { CompareReport, ErroredCase } from './compare-report.js';
import type { CompareFormat } from './compare-format.js';
import { formatDelta, formatScore } from './format-score.js';
import { renderCompareMarkdown } from './render-compare-markdown.js';

/** Names shown for the two sides (default "file1"/"file2"). */
export interface CompareLabels {
  file1?: string;
  file2?: string;
}

/**
 * Renders a comparison: `json` is the seed's shape plus the extra keys (2-space indent),
 * `table` is for terminals, `markdown` for PR comments and job summaries (all text escaped).
 */
export function formatCompare(report: CompareReport, format: CompareFormat, labels: CompareLabels = {}): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  if (format === 'markdown') return renderCompareMarkdown(report, labels);
  return formatCompareTable(report, labels);
}

function formatCompareTable(report: CompareReport, labels: CompareLabels): string {
  const lines = [`Comparing ${labels.file1 ?? 'file1'} → ${labels.file2 ?? 'file2'} (threshold ${report.threshold})`, ''];
  const ids = report.matched.map((m) => (m.prompt_id === undefined ? m.eval_id : `${m.eval_id} [${m.prompt_id}]`));
  const width = Math.max(7, ...ids.map((id) => id.length));
  if (report.matched.length > 0) {
    lines.push(`${'eval_id'.padEnd(width)}  score1  score2   delta  outcome`);
    report.matched.forEach((m, i) => {
      const row = [ids[i]?.padEnd(width), formatScore(m.score1).padStart(6), formatScore(m.score2).padStart(6), formatDelta(m.delta).padStart(6), m.outcome];
      lines.push(row.join('  '));
    });
    lines.push('');
  }
  if (report.errored.length > 0) {
    lines.push(`Errored (left out of the comparison): ${report.errored.length}`);
    for (const entry of report.errored) lines.push(`  ${erroredLine(entry)}`);
    lines.push('');
  }
  const s = report.summary;
  lines.push(
    `Cases: ${s.total} total, ${s.matched} matched, ${report.unmatched.file1} only in file1, ${report.unmatched.file2} only in file2, ${report.errored.length} errored`,
    `Outcome: ${s.wins} wins, ${s.losses} losses, ${s.ties} ties; mean delta ${formatDelta(s.meanDelta)}`,
    `Mean score (matched cases): ${formatScore(report.mean1 ?? undefined)} → ${formatScore(report.mean2 ?? undefined)}`,
    statisticsLine(report),
  );
  if (report.byPrompt) {
    lines.push('', 'Per variant');
    for (const [id, p] of Object.entries(report.byPrompt)) {
      lines.push(`  ${id}: ${p.matched} matched, ${p.wins}W/${p.losses}L/${p.ties}T, mean ${formatScore(p.mean1 ?? undefined)} → ${formatScore(p.mean2 ?? undefined)} (${formatDelta(p.meanDelta)})`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `95% CI of mean delta [lo, hi], sign test p = …: verdict`. */
export function statisticsLine(report: CompareReport): string {
  const st = report.statistics;
  const ci = st.meanDeltaCi95 ? `[${formatDelta(st.meanDeltaCi95[0])}, ${formatDelta(st.meanDeltaCi95[1])}]` : 'n/a';
  return `95% CI of mean delta ${ci}, sign test p = ${st.signTestP.toFixed(4)}: ${st.verdict}`;
}

function erroredLine(entry: ErroredCase): string {
  const variant = entry.prompt_id === 'default' ? '' : ` [${entry.prompt_id}]`;
  const parts: string[] = [];
  if (entry.file1_error !== undefined) parts.push(`file1: ${firstLine(entry.file1_error)}`);
  if (entry.file2_error !== undefined) parts.push(`file2: ${firstLine(entry.file2_error)}`);
  return `${entry.eval_id}${variant}: ${parts.join('; ')}`;
}

function firstLine(text: string): string {
  const line = text.split(/\r?\n/)[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

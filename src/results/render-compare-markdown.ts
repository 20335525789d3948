import type { CompareReport } from './compare-report.js';
import { escapeMarkdownInline } from './escape-markdown.js';
import { formatDelta, formatScore } from './format-score.js';

const OUTCOME_MARK: Record<string, string> = { win: '✅ win', loss: '❌ loss', tie: '➖ tie' };

/** Markdown comparison for PR comments: summary table first, then per-case rows (escaped). */
export function renderCompareMarkdown(report: CompareReport, labels: { file1?: string; file2?: string } = {}, maxRows = 100): string {
  const s = report.summary;
  const st = report.statistics;
  const ci = st.meanDeltaCi95 ? `${formatDelta(st.meanDeltaCi95[0])} … ${formatDelta(st.meanDeltaCi95[1])}` : 'n/a';
  const out = [
    `### Comparison: ${escapeMarkdownInline(labels.file1 ?? 'file1')} → ${escapeMarkdownInline(labels.file2 ?? 'file2')}`,
    '',
    '| | Value |',
    '|---|---:|',
    `| Mean score (matched) | ${formatScore(report.mean1 ?? undefined)} → ${formatScore(report.mean2 ?? undefined)} |`,
    `| Mean delta | ${formatDelta(s.meanDelta)} |`,
    `| 95% CI of mean delta | ${ci} |`,
    `| Sign test p | ${st.signTestP.toFixed(4)} |`,
    `| Verdict | ${st.verdict} |`,
    `| Wins / losses / ties (threshold ${report.threshold}) | ${s.wins} / ${s.losses} / ${s.ties} |`,
    `| Cases: total / matched / only file1 / only file2 / errored | ${s.total} / ${s.matched} / ${report.unmatched.file1} / ${report.unmatched.file2} / ${report.errored.length} |`,
    '',
  ];
  if (report.byPrompt) {
    out.push('| Variant | Matched | W / L / T | Mean | Delta |', '|---|---:|---:|---:|---:|');
    for (const [id, p] of Object.entries(report.byPrompt)) {
      out.push(`| ${escapeMarkdownInline(id)} | ${p.matched} | ${p.wins} / ${p.losses} / ${p.ties} | ${formatScore(p.mean1 ?? undefined)} → ${formatScore(p.mean2 ?? undefined)} | ${formatDelta(p.meanDelta)} |`);
    }
    out.push('');
  }
  // Losses first: in a review they are what needs attention.
  const rank = { loss: 0, win: 1, tie: 2 } as const;
  const rows = [...report.matched].sort((a, b) => rank[a.outcome] - rank[b.outcome]);
  if (rows.length > 0) {
    out.push('<details><summary>Per case</summary>', '', '| Case | Score 1 | Score 2 | Delta | Outcome |', '|---|---:|---:|---:|---|');
    for (const m of rows.slice(0, maxRows)) {
      const id = m.prompt_id === undefined ? m.eval_id : `${m.eval_id} [${m.prompt_id}]`;
      out.push(`| ${escapeMarkdownInline(id)} | ${formatScore(m.score1)} | ${formatScore(m.score2)} | ${formatDelta(m.delta)} | ${OUTCOME_MARK[m.outcome] ?? m.outcome} |`);
    }
    if (rows.length > maxRows) out.push('', `…and ${rows.length - maxRows} more.`);
    out.push('', '</details>', '');
  }
  if (report.errored.length > 0) {
    out.push('| Errored case | File 1 | File 2 |', '|---|---|---|');
    for (const e of report.errored.slice(0, maxRows)) {
      out.push(`| ${escapeMarkdownInline(e.eval_id)} | ${escapeMarkdownInline(e.file1_error ?? formatScore(e.score1))} | ${escapeMarkdownInline(e.file2_error ?? formatScore(e.score2))} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

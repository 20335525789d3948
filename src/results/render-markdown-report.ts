import { caseLabel, labelScope, formatPercent, formatScore, escapeMarkdownInline } from './format-score.js';
import type { Summary, StatsEntry } from './compute-summary.js';
import { PASS_THRESHOLD } from './eval-result.js';
import { summaryLine } from './format-summary.js';

/** Markdown report options (job summary, PR comment, `--format markdown`). */
export interface MarkdownReportOptions {
  /** Heading text (escaped); default "AgentV results". */
  title?: string;
  /** Heading level 1–6 (default 3). */
  headingLevel?: number;
  /** Most errored cases listed before "and N more" (default 20). */
  maxErrors?: number;
}

/**
 * Renders a summary as GitHub markdown. Every piece of text that came from a model, a file or a
 * user is escaped, so the output is safe to post as a PR comment.
 */
export function renderMarkdownReport(summary: Summary, opts: MarkdownReportOptions = {}): string {
  const hashes = '#'.repeat(Math.min(6, Math.max(1, opts.headingLevel ?? 3)));
  const maxErrors = opts.maxErrors ?? 20;
  const scope = labelScope([...summary.top3, ...summary.bottom3, ...summary.errored]);
  const out: string[] = [`${hashes} ${escapeMarkdownInline(opts.title ?? 'AgentV results')}`, '', escapeMarkdownInline(summaryLine(summary)), ''];

  if (summary.errored.length > 0) {
    out.push(`**Errors (${summary.errored.length})**`, '', '| Case | Error |', '|---|---|');
    for (const entry of summary.errored.slice(0, maxErrors)) {
      out.push(`| ${escapeMarkdownInline(caseLabel(entry, scope))} | ${escapeMarkdownInline(entry.message)} |`);
    }
    if (summary.errored.length > maxErrors) out.push('', `…and ${summary.errored.length - maxErrors} more.`);
    out.push('');
  }

  if (summary.scored > 0) {
    out.push(
      '| Statistic | Value |',
      '|---|---:|',
      `| Mean | ${formatScore(summary.mean)} |`,
      `| Median | ${formatScore(summary.median)} |`,
      `| Min | ${formatScore(summary.min)} |`,
      `| Max | ${formatScore(summary.max)} |`,
      `| Std dev | ${formatScore(summary.stddev)} |`,
      `| Pass rate (≥ ${PASS_THRESHOLD}) | ${formatPercent(summary.passRate)} |`,
      '',
      '| Score | Count | |',
      '|---|---:|---|',
    );
    const widest = Math.max(...summary.histogram.map((bin) => bin.count));
    for (const bin of summary.histogram) {
      const bar = '█'.repeat(widest === 0 ? 0 : Math.round((bin.count / widest) * 20));
      out.push(`| ${bin.label} | ${bin.count} | ${bar} |`);
    }
    out.push('', ...caseTable('Top 3', summary.top3, scope), '', ...caseTable('Bottom 3', summary.bottom3, scope), '');
  }

  const prompts = Object.entries(summary.byPrompt);
  if (prompts.length > 1) {
    out.push('| Variant | Scored | Errors | Mean | Pass rate |', '|---|---:|---:|---:|---:|');
    for (const [id, p] of prompts) {
      out.push(`| ${escapeMarkdownInline(id)} | ${p.count} | ${p.errors} | ${formatScore(p.mean)} | ${formatPercent(p.passRate)} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

function caseTable(title: string, entries: readonly StatsEntry[], scope: ReturnType<typeof labelScope>): string[] {
  const rows = entries.map((entry) => `| ${escapeMarkdownInline(caseLabel(entry, scope))} | ${formatScore(entry.score)} |`);
  return [`| ${title} | Score |`, '|---|---:|', ...rows];
}

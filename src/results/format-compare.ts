import type { CompareReport, ErroredCase } from './compare-results.js';
import type { CompareExit } from './compare-exit.js';
import type { RepeatComparison } from './repeats.js';
import { displayName, formatDelta, formatScore } from './format-score.js';
import { escapeMarkdownInline } from '../safety/escape-markdown.js';
import { ConfigError, type SourceLocation } from '../errors/config-error.js';
import { snakeCaseKeys } from './snake-case-keys.js';

/** Names shown for the two sides (default "file1"/"file2"). */
export interface CompareLabels {
  file1?: string;
  file2?: string;
}

/**
 * Renders a comparison and its exit code with the words that say why: `json` is the report's
 * long-standing shape plus the extra keys (2-space indent), `table` is for terminals, `markdown`
 * for PR comments and job summaries (all text escaped).
 */
export function formatCompare(
  report: CompareReport,
  format: CompareFormat,
  exit: CompareExit,
  labels: CompareLabels = {},
): string {
  if (format === 'json') return compareJson(report, exit);
  if (format === 'markdown') return renderCompareMarkdown(report, exit, labels);
  return formatCompareTable(report, exit, labels);
}

/**
 * The JSON of a comparison, keys in snake_case as in result records and the run summary JSON.
 * `summary.meanDelta`, the original shape's one camelCase key, stays beside `mean_delta` so
 * readers of that shape keep working; `exit` is the exit code, its rule and why.
 */
function compareJson(report: CompareReport, exit: CompareExit): string {
  const out = snakeCaseKeys(report) as { summary: Record<string, unknown> };
  out.summary.meanDelta = report.summary.meanDelta;
  return `${JSON.stringify({ ...out, exit }, null, 2)}\n`;
}

function formatCompareTable(report: CompareReport, exit: CompareExit, labels: CompareLabels): string {
  const lines = [
    `Comparing ${labels.file1 ?? 'file1'} → ${labels.file2 ?? 'file2'} (threshold ${report.threshold})`,
    '',
  ];
  const ids = report.matched.map((m) =>
    m.prompt_id === undefined ? displayName(m) : `${displayName(m)} [${m.prompt_id}]`,
  );
  const width = Math.max(7, ...ids.map((id) => id.length));
  if (report.matched.length > 0) {
    lines.push(`${'case'.padEnd(width)}  score1  score2   delta  outcome`);
    report.matched.forEach((m, i) => {
      const row = [
        ids[i]?.padEnd(width),
        formatScore(m.score1).padStart(6),
        formatScore(m.score2).padStart(6),
        formatDelta(m.delta).padStart(6),
        m.flaky ? 'flaky' : m.outcome,
      ];
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
    `Cases: ${s.total} total, ${s.matched} matched, ${report.unmatched.file1} only in ` +
      `file1, ${report.unmatched.file2} only in file2, ${report.errored.length} errored`,
    ...(report.selection ? [notSelectedLine(report.selection)] : []),
    `Outcome: ${s.wins} wins, ${s.losses} losses, ${s.ties} ties; mean delta ${formatDelta(s.meanDelta)}`,
    `Mean score (matched cases): ${formatScore(report.mean1 ?? undefined)} → ${formatScore(report.mean2 ?? undefined)}`,
    statisticsLine(report),
  );
  if (report.erroredRegressions.length > 0)
    lines.push(`Passed in file1, errored in file2: ${report.erroredRegressions.map((c) => caseName(c)).join(', ')}`);
  if (report.repeats) lines.push(...repeatsLines(report.repeats, (text) => text));
  lines.push(`Verdict: ${exit.reason}`);
  if (report.byPrompt) {
    lines.push('', 'Per variant');
    for (const [id, p] of Object.entries(report.byPrompt)) {
      lines.push(
        `  ${id}: ${p.matched} matched, ${p.wins}W/${p.losses}L/${p.ties}T, ` +
          `mean ${formatScore(p.mean1 ?? undefined)} → ${formatScore(p.mean2 ?? undefined)} ` +
          `(${formatDelta(p.meanDelta)})`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** With repeats: the settled changes and the flaky cases, which decide the verdict instead. */
function repeatsLines(repeats: RepeatComparison, escapeText: (text: string) => string): string[] {
  const lines = [
    '',
    `Repeats (paired on per-case pass rates): ${repeats.regressed} settled regression(s), ${repeats.improved} ` +
      `settled improvement(s), ${repeats.flaky} flaky: ${repeats.verdict}`,
  ];
  for (const c of repeats.cases.filter((x) => x.change !== 'unchanged')) {
    const id = c.prompt_id === 'default' ? c.eval_id : `${c.eval_id} [${c.prompt_id}]`;
    lines.push(
      `  ${c.change.padEnd(9)} ${escapeText(id)}: pass rate ${(100 * c.rate1).toFixed(0)}% ` +
        `→ ${(100 * c.rate2).toFixed(0)}%`,
    );
  }
  return lines;
}

/** `95% CI of mean delta [lo, hi], sign test p = …: verdict`. */
export function statisticsLine(report: CompareReport): string {
  const st = report.statistics;
  if (report.repeats) return `verdict from settled pass-rate changes (flaky cases never count): ${st.verdict}`;
  const ci = st.meanDeltaCi95 ? `[${formatDelta(st.meanDeltaCi95[0])}, ${formatDelta(st.meanDeltaCi95[1])}]` : 'n/a';
  return `95% CI of mean delta ${ci}, sign test p = ${st.signTestP.toFixed(4)}: ${st.verdict}`;
}

function caseName(entry: ErroredCase): string {
  return entry.prompt_id === 'default' ? displayName(entry) : `${displayName(entry)} [${entry.prompt_id}]`;
}

function erroredLine(entry: ErroredCase): string {
  const variant = entry.prompt_id === 'default' ? '' : ` [${entry.prompt_id}]`;
  const parts: string[] = [];
  if (entry.file1_error !== undefined) parts.push(`file1: ${firstLine(entry.file1_error)}`);
  if (entry.file2_error !== undefined) parts.push(`file2: ${firstLine(entry.file2_error)}`);
  return `${displayName(entry)}${variant}: ${parts.join('; ')}`;
}

function firstLine(text: string): string {
  const line = text.split(/\r?\n/)[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** Output formats of `agentv compare`. */
export const COMPARE_FORMATS = ['json', 'table', 'markdown'] as const;

/** One of {@link COMPARE_FORMATS}. */
export type CompareFormat = (typeof COMPARE_FORMATS)[number];

/** Parses `--format`; anything else is a ConfigError listing the valid values. */
export function parseCompareFormat(value: string, location: SourceLocation = {}): CompareFormat {
  const normalized = value.trim().toLowerCase();
  const match = COMPARE_FORMATS.find((format) => format === normalized);
  if (match) return match;
  throw new ConfigError(`unknown compare format "${value}"`, location, `use one of: ${COMPARE_FORMATS.join(', ')}`);
}

const OUTCOME_MARK: Record<string, string> = { win: '✅ win', loss: '❌ loss', tie: '➖ tie' };

/** Markdown comparison for PR comments: summary table first, then per-case rows (escaped). */
function renderCompareMarkdown(report: CompareReport, exit: CompareExit, labels: CompareLabels, maxRows = 100): string {
  return [
    ...summaryTable(report, exit, labels),
    ...variantTable(report),
    ...caseRows(report, maxRows),
    ...erroredTable(report, maxRows),
    ...repeatsSection(report),
  ].join('\n');
}

/** The heading and the run-level figures: means, delta, its interval, verdict and counts. */
function summaryTable(report: CompareReport, exit: CompareExit, labels: CompareLabels): string[] {
  const s = report.summary;
  const st = report.statistics;
  const ci = st.meanDeltaCi95 ? `${formatDelta(st.meanDeltaCi95[0])} … ${formatDelta(st.meanDeltaCi95[1])}` : 'n/a';
  return [
    `### Comparison: ${escapeMarkdownInline(labels.file1 ?? 'file1')} ` +
      `→ ${escapeMarkdownInline(labels.file2 ?? 'file2')}`,
    '',
    '| | Value |',
    '|---|---:|',
    `| Mean score (matched) | ${formatScore(report.mean1 ?? undefined)} → ${formatScore(report.mean2 ?? undefined)} |`,
    `| Mean delta | ${formatDelta(s.meanDelta)} |`,
    `| 95% CI of mean delta | ${ci} |`,
    `| Sign test p | ${st.signTestP.toFixed(4)} |`,
    // Our own words and numbers: nothing in them to escape.
    `| Verdict | ${exit.reason} |`,
    `| Wins / losses / ties (threshold ${report.threshold}) | ${s.wins} / ${s.losses} / ${s.ties} |`,
    `| Cases: total / matched / only file1 / only file2 / errored | ${s.total} / ${s.matched} ` +
      `/ ${report.unmatched.file1} / ${report.unmatched.file2} / ${report.errored.length} |`,
    '',
    ...(report.selection ? [notSelectedLine(report.selection, escapeMarkdownInline), ''] : []),
  ];
}

/** One row per prompt variant, when the runs had several. */
function variantTable(report: CompareReport): string[] {
  if (!report.byPrompt) return [];
  const out = ['| Variant | Matched | W / L / T | Mean | Delta |', '|---|---:|---:|---:|---:|'];
  for (const [id, p] of Object.entries(report.byPrompt)) {
    out.push(
      `| ${escapeMarkdownInline(id)} | ${p.matched} | ${p.wins} / ${p.losses} / ${p.ties} ` +
        `| ${formatScore(p.mean1 ?? undefined)} → ${formatScore(p.mean2 ?? undefined)} ` +
        `| ${formatDelta(p.meanDelta)} |`,
    );
  }
  out.push('');
  return out;
}

/** The matched cases, folded, at most `maxRows`; losses first: in a review they are what needs attention. */
function caseRows(report: CompareReport, maxRows: number): string[] {
  const rank = { loss: 0, win: 1, tie: 2 } as const;
  const rows = [...report.matched].sort((a, b) => rank[a.outcome] - rank[b.outcome]);
  if (rows.length === 0) return [];
  const out = [
    '<details><summary>Per case</summary>',
    '',
    '| Case | Score 1 | Score 2 | Delta | Outcome |',
    '|---|---:|---:|---:|---|',
  ];
  for (const m of rows.slice(0, maxRows)) {
    const id = m.prompt_id === undefined ? displayName(m) : `${displayName(m)} [${m.prompt_id}]`;
    out.push(
      `| ${escapeMarkdownInline(id)} | ${formatScore(m.score1)} | ${formatScore(m.score2)} ` +
        `| ${formatDelta(m.delta)} | ${OUTCOME_MARK[m.outcome] ?? m.outcome} |`,
    );
  }
  if (rows.length > maxRows) out.push('', `…and ${rows.length - maxRows} more.`);
  out.push('', '</details>', '');
  return out;
}

/** Cases that errored on either side, with each side's error or score. */
function erroredTable(report: CompareReport, maxRows: number): string[] {
  if (report.errored.length === 0) return [];
  const out = ['| Errored case | File 1 | File 2 |', '|---|---|---|'];
  for (const e of report.errored.slice(0, maxRows)) {
    out.push(
      `| ${escapeMarkdownInline(displayName(e))} | ${escapeMarkdownInline(e.file1_error ?? formatScore(e.score1))} ` +
        `| ${escapeMarkdownInline(e.file2_error ?? formatScore(e.score2))} |`,
    );
  }
  out.push('');
  return out;
}

/** With repeats, the pass-rate comparison as a Markdown list. */
function repeatsSection(report: CompareReport): string[] {
  if (!report.repeats) return [];
  return [
    ...repeatsLines(report.repeats, (text) => escapeMarkdownInline(text)).map((line) =>
      line.startsWith('  ') ? `- ${line.trim()}` : line,
    ),
    '',
  ];
}

/** What a comparison with a selected run left out of file1, and why. */
function notSelectedLine(
  selection: NonNullable<CompareReport['selection']>,
  escapeText: (text: string) => string = (text) => text,
): string {
  const what = escapeText(selection.file2);
  return `${selection.notSelected} baseline case(s) not in file2 (a selected run: ${what}) were not compared`;
}

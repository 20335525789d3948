import { caseLabel, labelScope, formatPercent, formatScore } from './format-score.js';
import type { Summary } from './compute-summary.js';
import { PASS_THRESHOLD } from './eval-result.js';
import { formatSkipped, formatUsage, skippedByReason } from './format-usage.js';

/** Console rendering options. */
export interface FormatSummaryOptions {
  /** Widest histogram bar in characters (default 30). */
  barWidth?: number;
  /** Error messages are cut to their first line and this many characters (default 200). */
  maxErrorLength?: number;
}

/**
 * Plain-text end-of-run summary: ERRORS first (seed 004), then statistics, histogram, top and
 * bottom three, and a per-variant table when more than one prompt_id ran.
 */
export function formatSummary(summary: Summary, options: FormatSummaryOptions = {}): string {
  const barWidth = options.barWidth ?? 30;
  const maxError = options.maxErrorLength ?? 200;
  const scope = labelScope([...summary.top3, ...summary.bottom3, ...summary.errored, ...summary.skipped]);
  const lines: string[] = [];

  if (summary.errored.length > 0) {
    lines.push(`ERRORS (${summary.errored.length})`);
    for (const entry of summary.errored) lines.push(`  ✗ ${caseLabel(entry, scope)}: ${oneLine(entry.message, maxError)}`);
    lines.push('');
  }

  const skipped = formatSkipped(summary.skipped, (entry) => caseLabel(entry, scope));
  if (skipped.length > 0) lines.push(...skipped, '');

  lines.push(summaryLine(summary));
  if (summary.scored > 0) {
    lines.push(
      `  mean     ${formatScore(summary.mean)}`,
      `  median   ${formatScore(summary.median)}`,
      `  min      ${formatScore(summary.min)}`,
      `  max      ${formatScore(summary.max)}`,
      `  std dev  ${summary.stddev === undefined ? 'n/a (fewer than 2 scores)' : formatScore(summary.stddev)}`,
      `  pass     ${formatPercent(summary.passRate)} (${summary.passBy === 'records' ? 'tests that passed their assertions' : `score ≥ ${PASS_THRESHOLD}`})`,
      '',
      'Distribution',
    );
    const widest = Math.max(...summary.histogram.map((bin) => bin.count));
    for (const bin of summary.histogram) {
      const bar = '█'.repeat(widest === 0 ? 0 : Math.round((bin.count / widest) * barWidth));
      lines.push(`  ${bin.label.padEnd(11)} ${String(bin.count).padStart(5)}  ${bar}`.trimEnd());
    }
    lines.push('', 'Top 3');
    summary.top3.forEach((entry, i) => lines.push(`  ${i + 1}. ${formatScore(entry.score)}  ${caseLabel(entry, scope)}`));
    lines.push('', 'Bottom 3');
    summary.bottom3.forEach((entry, i) => {
      const why = entry.miss === undefined ? '' : `  (${oneLine(entry.miss, 100)})`;
      lines.push(`  ${i + 1}. ${formatScore(entry.score)}  ${caseLabel(entry, scope)}${why}`);
    });
  }

  const prompts = Object.entries(summary.byPrompt);
  if (prompts.length > 1) {
    const width = Math.max(9, ...prompts.map(([id]) => id.length));
    lines.push('', 'Per variant', `  ${'prompt_id'.padEnd(width)}  scored  errors  mean   pass`);
    for (const [id, p] of prompts) {
      lines.push(`  ${id.padEnd(width)}  ${String(p.count).padStart(6)}  ${String(p.errors).padStart(6)}  ${formatScore(p.mean)}  ${formatPercent(p.passRate)}`);
    }
  }
  const usage = formatUsage(summary.usage);
  if (usage.length > 0) lines.push('', ...usage);
  return `${lines.join('\n')}\n`;
}

/** The headline; says plainly that errored cases are not in the numbers. */
export function summaryLine(summary: Summary): string {
  const errored = summary.errors > 0 ? `, ${summary.errors} errored (excluded from statistics)` : '';
  const skipped = skippedByReason(summary.skipped)
    .map(([reason, entries]) => `, ${entries.length} skipped ${reason === 'budget' ? 'by the budget' : 'as not in cache'} (excluded from statistics)`)
    .join('');
  return `Summary: ${summary.total} result${summary.total === 1 ? '' : 's'}, ${summary.scored} scored${errored}${skipped}`;
}

/** The first non-empty line, control characters (terminal escapes from model text) removed, cut to `max`. */
function oneLine(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const first = (text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return first.length <= max ? first : `${first.slice(0, max - 1)}…`;
}

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
  /** Failing cases listed before "… and N more" (default 25). */
  maxFailing?: number;
}

/**
 * Plain-text end-of-run summary: ERRORS first, then statistics, histogram, every
 * failing case with the check that failed it, and a per-variant table when more than one
 * prompt_id ran.
 */
export function formatSummary(summary: Summary, options: FormatSummaryOptions = {}): string {
  const barWidth = options.barWidth ?? 30;
  const maxError = options.maxErrorLength ?? 200;
  const maxFailing = options.maxFailing ?? 25;
  const scope = labelScope([...summary.failing, ...summary.errored, ...summary.skipped]);
  const lines: string[] = [];

  if (summary.errored.length > 0) {
    lines.push(`ERRORS (${summary.errored.length})`);
    for (const entry of summary.errored)
      lines.push(`  ✗ ${caseLabel(entry, scope)}: ${oneLine(entry.message, maxError)}`);
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
      `  pass     ${formatPercent(summary.passRate)} ` +
        `(${summary.passBy === 'records' ? 'tests that passed their assertions' : `score ≥ ${PASS_THRESHOLD}`})`,
      '',
      'Distribution',
    );
    const widest = Math.max(...summary.histogram.map((bin) => bin.count));
    for (const bin of summary.histogram) {
      const bar = '█'.repeat(widest === 0 ? 0 : Math.round((bin.count / widest) * barWidth));
      lines.push(`  ${bin.label.padEnd(11)} ${String(bin.count).padStart(5)}  ${bar}`.trimEnd());
    }
    lines.push('', failingHeadline(summary));
    for (const entry of summary.failing.slice(0, maxFailing)) {
      const check = entry.check === undefined ? '' : `  ${oneLine(entry.check, 40)}`;
      const why = entry.miss === undefined ? '' : `: ${oneLine(entry.miss, 100)}`;
      lines.push(`  ✗ ${formatScore(entry.score)}  ${caseLabel(entry, scope)}${check}${why}`);
    }
    const more = summary.failingCount - Math.min(maxFailing, summary.failing.length);
    if (more > 0) lines.push(`  … and ${more} more (every case is in the results file and in agentv report)`);
  }

  const prompts = Object.entries(summary.byPrompt);
  if (prompts.length > 1) {
    const width = Math.max(9, ...prompts.map(([id]) => id.length));
    lines.push('', 'Per variant', `  ${'prompt_id'.padEnd(width)}  scored  errors  mean   pass`);
    for (const [id, p] of prompts) {
      lines.push(
        `  ${id.padEnd(width)}  ${String(p.count).padStart(6)}  ${String(p.errors).padStart(6)}  ` +
          `${formatScore(p.mean)}  ${formatPercent(p.passRate)}`,
      );
    }
  }
  const usage = formatUsage(summary.usage);
  if (usage.length > 0) lines.push('', ...usage);
  return `${lines.join('\n')}\n`;
}

/** `Failing: 2 of 6 scored case(s) below 0.8` or `Failing: none of 6 …`. */
function failingHeadline(summary: Summary): string {
  const count = summary.failingCount === 0 ? 'none' : String(summary.failingCount);
  return (
    `Failing: ${count} of ${summary.scored} scored case(s) ` +
    `below ${PASS_THRESHOLD}${summary.failingCount > 0 ? ' (score, case, the check that failed)' : ''}`
  );
}

/** The headline; says plainly that errored cases are not in the numbers. */
export function summaryLine(summary: Summary): string {
  const errored = summary.errors > 0 ? `, ${summary.errors} errored (excluded from statistics)` : '';
  const skipped = skippedByReason(summary.skipped)
    .map(
      ([reason, entries]) =>
        `, ${entries.length} skipped ` +
        `${reason === 'budget' ? 'by the budget' : 'as not in cache'} (excluded from statistics)`,
    )
    .join('');
  return (
    `Summary: ${summary.total} result${summary.total === 1 ? '' : 's'}, ${summary.scored} ` +
    `scored${errored}${skipped}`
  );
}

/** The first non-empty line, control characters (terminal escapes from model text) removed, cut to `max`. */
export function oneLine(text: string, max: number): string {
  const first = (text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim();
  return first.length <= max ? first : `${first.slice(0, max - 1)}…`;
}

import type { Summary } from '../results/compute-summary.js';
import { escapeMarkdownInline, formatDelta, formatPercent, formatScore } from '../results/format-score.js';
import type { PromptComparison } from '../results/compare-results.js';

/** Statistics and the score histogram, side by side in one table so the comment stays short. */
export function overviewSection(summary: Summary): string[] {
  if (summary.scored === 0) return ['_No case was scored._', ''];
  const stats: [string, string][] = [
    ['Mean', formatScore(summary.mean)],
    ['Median', formatScore(summary.median)],
    ['Std dev', formatScore(summary.stddev)],
    ['Min', formatScore(summary.min)],
    ['Max', formatScore(summary.max)],
  ];
  const widest = Math.max(...summary.histogram.map((bin) => bin.count));
  const out = ['| Statistic | Value | | Score | Cases | Histogram |', '|---|---:|---|---|---:|---|'];
  summary.histogram.forEach((bin, index) => {
    const [name, value] = stats[index] ?? ['', ''];
    const bar = widest === 0 ? '' : '█'.repeat(Math.round((bin.count / widest) * 16));
    out.push(`| ${name} | ${value} | | ${bin.label} | ${bin.count} | ${bar} |`);
  });
  out.push('');
  return out;
}

/** One row per prompt variant, with the change against the base when a comparison exists. */
export function variantsSection(summary: Summary, byPrompt: Record<string, PromptComparison> | undefined): string[] {
  const variants = Object.entries(summary.byPrompt);
  if (variants.length < 2) return [];
  const out = ['#### Prompt variants', '', '| Variant | Scored | Errors | Mean | Pass rate | Δ vs base |', '|---|---:|---:|---:|---:|---:|'];
  for (const [id, p] of variants) {
    const delta = byPrompt?.[id];
    out.push(`| ${escapeMarkdownInline(id)} | ${p.count} | ${p.errors} | ${formatScore(p.mean)} | ${formatPercent(p.passRate)} | ${delta ? formatDelta(delta.meanDelta) : 'n/a'} |`);
  }
  out.push('');
  return out;
}

/** Errored cases inside a collapsed block: they matter, but they should not push the scores off screen. */
export function errorsSection(summary: Summary, maxRows = 50): string[] {
  if (summary.errored.length === 0) return [];
  const out = [`<details><summary>Errors (${summary.errored.length})</summary>`, '', '| Case | Error |', '|---|---|'];
  for (const entry of summary.errored.slice(0, maxRows)) {
    const label = entry.prompt_id === 'default' ? entry.eval_id : `${entry.eval_id} [${entry.prompt_id}]`;
    out.push(`| ${escapeMarkdownInline(label)} | ${escapeMarkdownInline(entry.message)} |`);
  }
  if (summary.errored.length > maxRows) out.push('', `…and ${summary.errored.length - maxRows} more (see the results artifact).`);
  out.push('', '</details>', '');
  return out;
}

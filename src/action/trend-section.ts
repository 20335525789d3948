import { formatPercent, formatScore } from '../results/format-score.js';
import { escapeMarkdownInline } from '../safety/escape-markdown.js';
import { sparkline, type TrendPoint } from '../results/run-trend.js';
import { usd } from '../results/usage-totals.js';
import type { RunTrend } from './trend-history.js';

/**
 * The trend of the base branch (or of this branch, on its own run): a Unicode sparkline per
 * figure (it renders wherever markdown does: comment, job summary, e-mail) and a table with every
 * point's figures as numbers, this run last.
 */
export function trendSection(
  trend: RunTrend | undefined,
  links: { serverUrl: string; owner: string; repo: string },
): string[] {
  if (!trend) return [];
  const points = [...trend.points, trend.current];
  const mean = points.map((p) => p.mean_score);
  const rate = points.map((p) => p.pass_rate);
  const cost = points.map((p) => p.cost_usd);
  const last = trend.pullRequest ? 'this pull request' : 'this run';
  const runLink = (p: TrendPoint) =>
    `[${p.run_id}](${links.serverUrl}/${links.owner}/${links.repo}/actions/runs/${p.run_id})`;
  const sha = (p: TrendPoint) => `\`${p.sha.slice(0, 7)}\``;
  const row = (p: TrendPoint, name: string) =>
    `| ${name} | ${sha(p)} | ${escapeMarkdownInline(p.recorded_at.replace(/\.\d+Z$/, 'Z'), 40)} ` +
    `| ${formatScore(p.mean_score ?? undefined)} ` +
    `| ${formatPercent(p.pass_rate ?? undefined)} | ${p.cost_usd === null ? '–' : money(p.cost_usd)} |`;
  const lines = [
    `#### Trend of ${escapeMarkdownInline(trend.branch, 100)}: its last ${trend.points.length} run(s), then ${last}`,
    '',
    `Mean score \`${sparkline(mean, [0, 1])}\` ${figures(mean, (v) => v.toFixed(2))} · pass rate ` +
      `\`${sparkline(rate, [0, 1])}\` ${figures(rate, (v) => `${Math.round(v * 100)}%`)}` +
      (cost.some((c) => c !== null) ? ` · cost \`${sparkline(cost)}\` ${figures(cost, money)}` : ''),
    '',
    '<details><summary>Every run, oldest first</summary>',
    '',
    '| Run | Commit | Recorded | Mean score | Pass rate | Cost |',
    '|---|---|---|---:|---:|---:|',
    ...trend.points.map((p) => row(p, runLink(p))),
    row(trend.current, `**${last}**`),
    '',
    '</details>',
    '',
  ];
  return lines;
}

/** Every point's figure beside its sparkline, oldest first; `–` where a run had none. */
function figures(values: readonly (number | null)[], format: (v: number) => string): string {
  return `(${values.map((v) => (v === null ? '–' : format(v))).join(', ')})`;
}

/** `\$0.0123`: a dollar sign GitHub never reads as the start of math between two amounts. */
function money(value: number): string {
  return usd(value).replace('$', '\\$');
}

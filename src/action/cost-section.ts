import type { Summary } from '../results/compute-summary.js';
import type { EvalResult } from '../results/eval-result.js';
import { escapeMarkdownInline } from '../results/format-score.js';
import { cacheText } from '../results/format-usage.js';
import { addUsageTotals, combinedUsage, emptyUsageTotals, formatTokens, formatUsd, hasUsage, usageOfRecord, usd, type UsagePart, type UsageTotals } from '../results/usage-totals.js';

/** The base run's usage, from its records; undefined when they recorded none (an older run). */
export function baselineUsage(records: readonly EvalResult[]): UsageTotals | undefined {
  const totals = emptyUsageTotals();
  for (const record of records) if (record.skipped === undefined) addUsageTotals(totals, usageOfRecord(record));
  return hasUsage(totals) ? totals : undefined;
}

/** `cost $0.0123` for the headline: the money this run paid; undefined when no call was recorded. */
export function costHeadline(summary: Summary): string | undefined {
  if (!hasUsage(summary.usage)) return undefined;
  return `cost ${formatUsd(combinedUsage(summary.usage))}`;
}

/**
 * Tokens and money of the run, the answering targets and the judges apart, what the response cache
 * served and saved, and the change against the base run. The change compares full prices (paid
 * plus served from cache), so a warm cache on one side does not pass for a cheaper agent.
 */
export function costSection(summary: Summary, base: UsageTotals | undefined): string[] {
  if (!hasUsage(summary.usage)) return [];
  const all = combinedUsage(summary.usage);
  const before = base ? combinedUsage(base) : undefined;
  const out = ['#### Cost', '', '| | Calls | From cache | Tokens in | Tokens out | Paid | Δ vs base |', '|---|---:|---:|---:|---:|---:|---:|'];
  const row = (label: string, part: UsagePart, basePart: UsagePart | undefined) =>
    out.push(`| ${label} | ${part.calls} | ${part.cachedCalls} | ${tokensIn(part)} | ${formatTokens(part.tokens.output)} | ${formatUsd(part)} | ${delta(part, basePart)} |`);
  row('Target', summary.usage.target, base?.target);
  row('Judge', summary.usage.judge, base?.judge);
  row('**Total**', all, before);
  out.push('', `<sub>Response cache: ${escapeMarkdownInline(cacheText(all))}. Δ compares full prices (paid plus served from cache); "unknown" is a model with no known price (set \`pricing:\` on its target).</sub>`, '');
  return out;
}

/** Cases the budget left unrun, collapsed: they are listed, never counted as errors or scores. */
export function skippedSection(summary: Summary, maxRows = 50): string[] {
  if (summary.skipped.length === 0) return [];
  const out = [`<details><summary>⏸ Skipped: budget reached (${summary.skipped.length})</summary>`, '', '| Case | |', '|---|---|'];
  for (const entry of summary.skipped.slice(0, maxRows)) {
    const label = entry.prompt_id === 'default' ? entry.eval_id : `${entry.eval_id} [${entry.prompt_id}]`;
    out.push(`| ${escapeMarkdownInline(label)}${entry.iteration > 0 ? ` #${entry.iteration}` : ''} | not run or not graded: --budget-usd reached |`);
  }
  if (summary.skipped.length > maxRows) out.push('', `…and ${summary.skipped.length - maxRows} more (see the results artifact).`);
  out.push('', '</details>', '');
  return out;
}

function tokensIn(part: UsagePart): string {
  const cached = part.tokens.cached_input > 0 ? ` (${formatTokens(part.tokens.cached_input)} cached)` : '';
  return `${formatTokens(part.tokens.input)}${cached}`;
}

/** Full price this run minus full price of the base; n/a when either side has unknown prices or no base. */
function delta(part: UsagePart, base: UsagePart | undefined): string {
  if (!base || base.calls === 0 || part.unpricedCalls > 0 || base.unpricedCalls > 0) return 'n/a';
  const change = part.spentUsd + part.savedUsd - (base.spentUsd + base.savedUsd);
  return `${change < 0 ? '' : '+'}${usd(change)}`;
}

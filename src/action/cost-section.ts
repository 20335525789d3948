import { caseName } from '../results/format-new-failures.js';
import type { Summary } from '../results/compute-summary.js';
import type { EvalResult } from '../results/eval-result.js';
import { escapeMarkdownInline } from '../safety/escape-markdown.js';
import { cacheText, skippedByReason } from '../results/format-usage.js';
import { SKIP_REASONS, type SkipReason } from '../results/eval-result.js';
import type { RestoreOutcome } from './cross-run-cache.js';
import {
  addUsageTotals,
  combinedUsage,
  emptyUsageTotals,
  formatTokens,
  formatUsd,
  hasUsage,
  usageOfRecord,
  usd,
  type UsagePart,
  type UsageTotals,
} from '../results/usage-totals.js';

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
  const out = [
    '#### Cost',
    '',
    '| | Calls | From cache | Tokens in | Tokens out | Paid | Δ vs base |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  const row = (label: string, part: UsagePart, basePart: UsagePart | undefined) =>
    out.push(
      `| ${label} | ${part.calls} | ${part.cachedCalls} | ${tokensIn(part)} | ${formatTokens(part.tokens.output)} ` +
        `| ${formatUsd(part)} | ${delta(part, basePart)} |`,
    );
  row('Target', summary.usage.target, base?.target);
  row('Judge', summary.usage.judge, base?.judge);
  row('**Total**', all, before);
  // The cache's share only when it served a call, as in the console (a run without the cache says nothing of it).
  const cache = all.cachedCalls > 0 ? `Response cache: ${cacheText(all)}. ` : '';
  out.push(
    '',
    `<sub>${cache}Δ compares full prices (paid plus served from cache); "unknown" is a model with no known price ` +
      `(set \`pricing:\` on its target).</sub>`,
    '',
  );
  return out;
}

/** What the skipped section says of each case, by reason. */
const SKIPPED_BECAUSE: Record<SkipReason, string> = {
  budget: 'not run or not graded: --budget-usd reached',
  'cache-miss': 'not run or not graded: its answer is not in the response cache (cache-only makes no call)',
};

/** Cases the budget or cache-only left unrun, collapsed per reason: listed, never counted as errors or scores. */
export function skippedSection(summary: Summary, maxRows = 50): string[] {
  const out: string[] = [];
  for (const [reason, entries] of skippedByReason(summary.skipped)) {
    out.push(
      `<details><summary>⏸ Skipped: ${SKIP_REASONS[reason]} (${entries.length})</summary>`,
      '',
      '| Case | |',
      '|---|---|',
    );
    for (const entry of entries.slice(0, maxRows)) {
      const label = caseName(entry);
      out.push(
        `| ${escapeMarkdownInline(entry.iteration > 0 ? `${label} #${entry.iteration}` : label)} ` +
          `| ${SKIPPED_BECAUSE[reason]} |`,
      );
    }
    if (entries.length > maxRows) out.push('', `…and ${entries.length - maxRows} more (see the results artifact).`);
    out.push('', '</details>', '');
  }
  return out;
}

/** `⏸ 2 skipped (budget)` / `⏸ 3 not in cache` for the headline, one per reason. */
export function skippedHeadline(summary: Summary): string[] {
  return skippedByReason(summary.skipped).map(([reason, entries]) =>
    reason === 'budget' ? `⏸ ${entries.length} skipped (budget)` : `⏸ ${entries.length} not in cache`,
  );
}

/** How the response cache travelled between runs (`cache: true`), for the comment. */
export interface CacheReport {
  /** The Actions cache entry restored, or why none was. */
  restore: RestoreOutcome;
  /** `cache-only: true`: every call was answered from the cache or not made. */
  only: boolean;
}

/**
 * One line under the headline: how many calls the cache served (and saved), and where it came from.
 */
export function cacheLine(summary: Summary, report: CacheReport | undefined): string[] {
  if (!report) return [];
  const all = combinedUsage(summary.usage);
  const served = hasUsage(summary.usage) ? cacheText(all) : 'no model call was made';
  const from = report.restore.restored
    ? `restored from ${report.restore.exact ? 'a run of the same suites' : 'an earlier run'} ` +
      `(${cacheKeyText(report.restore.key)})`
    : `nothing restored: ${escapeMarkdownInline(report.restore.reason)}`;
  const replay = report.only
    ? ' · **replay** (cache-only): no call was made, a case whose answer is not cached is listed as skipped'
    : '';
  return [`♻️ Response cache: ${served} · ${from}${replay}`, ''];
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

/** A cache key in a code span as it is (ours: the comment key and hashes); anything else escaped as text. */
function cacheKeyText(key: string): string {
  return /^[A-Za-z0-9._-]+$/.test(key) ? `\`${key}\`` : escapeMarkdownInline(key);
}

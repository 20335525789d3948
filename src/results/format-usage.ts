import type { SkippedEntry } from './compute-summary.js';
import { SKIP_REASONS, type SkipReason } from './eval-result.js';
import {
  combinedUsage,
  formatTokens,
  formatUsd,
  hasUsage,
  usd,
  type UsagePart,
  type UsageTotals,
} from './usage-totals.js';

/**
 * The console's usage block: calls, tokens and money of the answering targets and of the judges,
 * their sum, and what the response cache served and saved. Empty when no call was recorded.
 */
export function formatUsage(usage: UsageTotals, title = 'Cost'): string[] {
  if (!hasUsage(usage)) return [];
  const all = combinedUsage(usage);
  const row = (label: string, part: UsagePart) =>
    `  ${label.padEnd(7)} ${String(part.calls).padStart(6)} ` +
    `call${part.calls === 1 ? ' ' : 's'}  ${tokenText(part).padEnd(34)}  ${formatUsd(part)}`;
  const lines = [title, row('target', usage.target), row('judge', usage.judge), row('total', all)];
  // Without a cache hit the line says nothing (the run logs its hit rate when the cache is on).
  if (all.cachedCalls > 0) lines.push(`  cache   ${cacheText(all)}`);
  return lines;
}

/** `12,345 tokens (1,000 in from prompt cache)`: input and output. */
function tokenText(part: UsagePart): string {
  const { input, output, cached_input } = part.tokens;
  const cached = cached_input > 0 ? `, ${formatTokens(cached_input)} cached` : '';
  return `${formatTokens(input)} in${cached} / ${formatTokens(output)} out`;
}

/** The response cache's share of the calls and the money it saved. */
export function cacheText(all: UsagePart): string {
  if (all.calls === 0) return 'no model call';
  const rate = Math.round((all.cachedCalls / all.calls) * 100);
  const saved = all.cachedCalls > 0 ? `, saved ${usd(all.savedUsd)}` : '';
  return `${all.cachedCalls} of ${all.calls} calls served from the response cache (${rate}% hit rate)${saved}`;
}

/** Cases the budget (or `--cache-only`) left unrun, one block per reason, one case per line (at most `max`). */
export function formatSkipped(
  skipped: readonly SkippedEntry[],
  label: (entry: SkippedEntry) => string,
  max = 50,
): string[] {
  const lines: string[] = [];
  for (const [reason, entries] of skippedByReason(skipped)) {
    const why = reason === 'budget' ? 'not run or not graded' : '--cache-only made no call for them';
    lines.push(`SKIPPED: ${SKIP_REASONS[reason]} (${entries.length}, ${why}; not errors, not scored)`);
    for (const entry of entries.slice(0, max)) lines.push(`  ⏸ ${label(entry)}`);
    if (entries.length > max) lines.push(`  … and ${entries.length - max} more`);
  }
  return lines;
}

/** The skipped entries grouped by reason, budget first; reasons without entries are left out. */
export function skippedByReason(skipped: readonly SkippedEntry[]): [SkipReason, SkippedEntry[]][] {
  const reasons = Object.keys(SKIP_REASONS) as SkipReason[];
  return reasons
    .map((reason): [SkipReason, SkippedEntry[]] => [reason, skipped.filter((entry) => entry.reason === reason)])
    .filter(([, entries]) => entries.length > 0);
}

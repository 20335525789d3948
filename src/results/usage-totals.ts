import type { EvalResult, RecordTokenUsage } from './eval-result.js';

/** Model calls of one side of a run (the answering targets, or the judges) and what they cost. */
export interface UsagePart {
  /** Calls whose answer was recorded, cached ones included. */
  calls: number;
  /** Calls answered from the response cache: not paid this run. */
  cachedCalls: number;
  /** Calls whose price is unknown (no catalogue entry, no `pricing:`, nothing reported). */
  unpricedCalls: number;
  /** Tokens of every recorded answer, cached ones included. */
  tokens: RecordTokenUsage;
  /** Money this run paid for the priced calls (cached calls excluded), USD. */
  spentUsd: number;
  /** What the cached calls would have cost, USD. */
  savedUsd: number;
}

/** A run's usage, the answering targets and the judges apart. */
export interface UsageTotals {
  target: UsagePart;
  judge: UsagePart;
}

export function emptyUsagePart(): UsagePart {
  return {
    calls: 0,
    cachedCalls: 0,
    unpricedCalls: 0,
    tokens: { input: 0, output: 0, total: 0, cached_input: 0 },
    spentUsd: 0,
    savedUsd: 0,
  };
}

export function emptyUsageTotals(): UsageTotals {
  return { target: emptyUsagePart(), judge: emptyUsagePart() };
}

/**
 * The usage one record holds. The target's answer counts when the record has a price (`cost_usd`,
 * a number or null) or tokens; the judges' are the top-level evaluator entries with calls (a
 * composite's entry already covers its members).
 */
export function usageOfRecord(
  record: Pick<EvalResult, 'cost_usd' | 'token_usage' | 'cached' | 'evaluator_results'>,
): UsageTotals {
  const totals = emptyUsageTotals();
  if (record.cost_usd !== undefined || record.token_usage !== undefined) {
    const cached = record.cached === true;
    addCalls(totals.target, {
      calls: 1,
      cachedCalls: cached ? 1 : 0,
      tokens: record.token_usage,
      costUsd: record.cost_usd,
      savedUsd: cached && typeof record.cost_usd === 'number' ? record.cost_usd : 0,
    });
  }
  for (const entry of record.evaluator_results ?? []) {
    if (!entry.calls) continue;
    addCalls(totals.judge, {
      calls: entry.calls,
      cachedCalls: entry.cached_calls ?? 0,
      tokens: entry.token_usage,
      costUsd: entry.cost_usd,
      savedUsd: entry.cache_saved_usd ?? 0,
    });
  }
  return totals;
}

function addCalls(
  part: UsagePart,
  calls: {
    calls: number;
    cachedCalls: number;
    tokens: RecordTokenUsage | undefined;
    costUsd: number | null | undefined;
    savedUsd: number;
  },
): void {
  part.calls += calls.calls;
  part.cachedCalls += calls.cachedCalls;
  if (calls.tokens) addTokens(part.tokens, calls.tokens);
  if (typeof calls.costUsd === 'number') {
    part.spentUsd += calls.costUsd - calls.savedUsd;
    part.savedUsd += calls.savedUsd;
  } else {
    part.unpricedCalls += calls.calls;
  }
}

function addTokens(into: RecordTokenUsage, from: RecordTokenUsage): void {
  into.input += from.input ?? 0;
  into.output += from.output ?? 0;
  into.total += from.total ?? 0;
  into.cached_input += from.cached_input ?? 0;
}

/** Adds `from` into `into` (both sides). */
export function addUsageTotals(into: UsageTotals, from: UsageTotals): void {
  addPart(into.target, from.target);
  addPart(into.judge, from.judge);
}

/** Targets and judges together. */
export function combinedUsage(totals: UsageTotals): UsagePart {
  const all = emptyUsagePart();
  addPart(all, totals.target);
  addPart(all, totals.judge);
  return all;
}

function addPart(a: UsagePart, b: UsagePart): void {
  a.calls += b.calls;
  a.cachedCalls += b.cachedCalls;
  a.unpricedCalls += b.unpricedCalls;
  addTokens(a.tokens, b.tokens);
  a.spentUsd += b.spentUsd;
  a.savedUsd += b.savedUsd;
}

/** True when the run recorded any model call at all (older result files record none). */
export function hasUsage(totals: UsageTotals): boolean {
  return totals.target.calls + totals.judge.calls > 0;
}

/**
 * Money as reports show it: `$0.0123`, more digits for fractions of a cent, and "unknown" when
 * no call had a price. `+ unknown` marks a sum that leaves out calls of unknown price.
 */
export function formatUsd(part: Pick<UsagePart, 'spentUsd' | 'calls' | 'unpricedCalls' | 'cachedCalls'>): string {
  const priced = part.calls - part.unpricedCalls;
  if (part.calls > 0 && priced === 0) return 'unknown';
  const money = usd(part.spentUsd);
  return part.unpricedCalls > 0
    ? `${money} + unknown (${part.unpricedCalls} call${part.unpricedCalls === 1 ? '' : 's'} unpriced)`
    : money;
}

/** USD with 4 decimals, 6 below a cent (so a cheap run does not read $0.0000). */
export function usd(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}$${abs !== 0 && abs < 0.01 ? abs.toFixed(6) : abs.toFixed(4)}`;
}

/** Token counts with thousands separators, locale-free. */
export function formatTokens(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

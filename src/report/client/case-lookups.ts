/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';

/**
 * What the case table looks up per record (by index): its verdict (`error` when it failed to run),
 * its case's delta against the baseline, its order by case, variant and run, and the variants the
 * run has, and which of the optional columns it fills (variants beyond the default one, repeats,
 * a baseline, costs).
 */
export function createCaseLookups(data: ReportData) {
  const records = data.records;
  const key = (evalId: string, promptId: string) => `${evalId}\u0000${promptId}`;
  const deltas = new Map<string, number | null>();
  for (const row of data.baseline?.rows ?? []) deltas.set(key(row.eval_id, row.prompt_id), row.delta);
  const deltaOf = (i: number) => {
    const r = records[i];
    return r ? (deltas.get(key(r.eval_id, r.prompt_id)) ?? null) : null;
  };
  const verdictOf = (i: number) => {
    const r = records[i];
    return !r ? '' : r.error !== undefined && r.error !== null ? 'error' : (r.verdict ?? '');
  };
  const byCase = (a: number, b: number) => {
    const x = records[a];
    const y = records[b];
    if (!x || !y) return 0;
    if (x.eval_id !== y.eval_id) return x.eval_id < y.eval_id ? -1 : 1;
    if (x.prompt_id !== y.prompt_id) return x.prompt_id < y.prompt_id ? -1 : 1;
    return x.iteration - y.iteration;
  };
  /** Numbers ascending, a record without one first. */
  const byNumber = (value: (i: number) => number | null | undefined) => (a: number, b: number) =>
    (value(a) ?? -Infinity) - (value(b) ?? -Infinity);
  const VERDICT_ORDER: Record<string, number> = { error: 0, fail: 1, borderline: 2, pass: 3 };
  const byVerdict = (a: number, b: number) => (VERDICT_ORDER[verdictOf(a)] ?? 9) - (VERDICT_ORDER[verdictOf(b)] ?? 9);
  const variants = [...new Set(records.map((r) => r.prompt_id))].sort();
  const showVariant = variants.length > 1 || (variants[0] !== undefined && variants[0] !== 'default');
  const has: Record<string, boolean> = {
    variant: showVariant,
    iteration: records.some((r) => r.iteration > 0),
    delta: Boolean(data.baseline),
    cost: records.some((r) => typeof r.cost_usd === 'number'),
  };
  return { deltaOf, verdictOf, byCase, byNumber, byVerdict, variants, showVariant, has };
}

/** The case table's lookups over the records. */
export type CaseLookups = ReturnType<typeof createCaseLookups>;

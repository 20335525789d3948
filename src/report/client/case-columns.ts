/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';
import type { CaseLookups } from './case-lookups.js';
import type { DomKit } from './dom-kit.js';

/** A column of the case table: its cell text, its order (when sortable) and its tone class. */
export interface CaseColumn {
  id: string;
  label: string;
  width: string;
  value(i: number): string;
  sort?: (a: number, b: number) => number;
  tone?: (i: number) => string;
}

/**
 * The case table's columns over the records (by index), the optional ones only when the run has
 * them (variants, repeats, a baseline, costs). An errored record sorts below every score, and its
 * answer cell shows why it failed, so the table reads without opening each case.
 */
export function createCaseColumns(kit: DomKit, data: ReportData, lookups: CaseLookups): CaseColumn[] {
  const { deltaOf, verdictOf, byCase, byNumber, byVerdict } = lookups;
  const records = data.records;
  const failed = (i: number) => verdictOf(i) === 'error';
  const text = (s: string | null | undefined) => s ?? '';
  const deltaTone = (i: number) => ((deltaOf(i) ?? 0) < 0 ? 'neg' : (deltaOf(i) ?? 0) > 0 ? 'pos' : '');
  const answer = (i: number) => kit.excerpt(failed(i) ? records[i]?.error : records[i]?.candidate_answer);
  const byScore = byNumber((i) => (failed(i) ? null : records[i]?.score));
  const columns: CaseColumn[] = [
    // A promptfoo test is shown by its description; the id stays the key (and the sort).
    {
      id: 'case',
      label: 'Case',
      width: 'minmax(10rem, 2fr)',
      value: (i) => text(records[i]?.description || records[i]?.eval_id),
      sort: byCase,
    },
    { id: 'variant', label: 'Variant', width: 'minmax(6rem, 1fr)', value: (i) => text(records[i]?.prompt_id) },
    {
      id: 'iteration',
      label: 'Run',
      width: '4rem',
      value: (i) => `#${records[i]?.iteration ?? 0}`,
      sort: byNumber((i) => records[i]?.iteration),
    },
    { id: 'score', label: 'Score', width: '5.5rem', value: (i) => kit.score(records[i]?.score), sort: byScore },
    {
      id: 'verdict',
      label: 'Verdict',
      width: '7rem',
      value: verdictOf,
      sort: byVerdict,
      tone: (i) => `v-${verdictOf(i)}`,
    },
    {
      id: 'delta',
      label: 'Δ baseline',
      width: '7.5rem',
      value: (i) => kit.delta(deltaOf(i)),
      sort: byNumber(deltaOf),
      tone: deltaTone,
    },
    {
      id: 'answer',
      label: 'Answer',
      width: 'minmax(12rem, 4fr)',
      value: answer,
      tone: (i) => (failed(i) ? 'v-error' : ''),
    },
    {
      id: 'duration',
      label: 'Duration',
      width: '6.5rem',
      value: (i) => kit.duration(records[i]?.duration_ms),
      sort: byNumber((i) => records[i]?.duration_ms),
    },
    {
      id: 'cost',
      label: 'Cost',
      width: '5.5rem',
      value: (i) => kit.cost(records[i]?.cost_usd),
      sort: byNumber((i) => records[i]?.cost_usd),
    },
  ];
  return columns.filter((c) => lookups.has[c.id] ?? true);
}

import type { EvalResult } from './eval-result.js';

/** Longest error message kept per case: enough to diagnose, bounded for long runs. */
export const MAX_ERROR_MESSAGE_LENGTH = 500;

/** What statistics need from one result; full records (answers, traces) are never kept. */
export interface StatsEntry {
  eval_id: string;
  prompt_id: string;
  iteration: number;
  score: number;
  /** Set when the case failed to run; such entries are left out of score statistics. */
  error?: string;
}

/** Projects a result onto the fields statistics use. */
export function toStatsEntry(result: EvalResult): StatsEntry {
  const entry: StatsEntry = {
    eval_id: result.eval_id,
    prompt_id: result.prompt_id || 'default',
    iteration: result.iteration ?? 0,
    score: result.score,
  };
  if (result.error !== undefined) entry.error = truncate(result.error, MAX_ERROR_MESSAGE_LENGTH);
  return entry;
}

/**
 * Total order used everywhere results are listed: eval_id, then prompt_id, then iteration, so
 * output never depends on completion order.
 */
export function compareEntryKeys(a: StatsEntry, b: StatsEntry): number {
  return compareText(a.eval_id, b.eval_id) || compareText(a.prompt_id, b.prompt_id) || a.iteration - b.iteration;
}

/** Locale-free comparison so sorting is identical on every machine. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

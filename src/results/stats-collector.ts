import { computeSummary, type Summary } from './compute-summary.js';
import type { EvalResult, ResultSink } from './eval-result.js';
import { toStatsEntry, type StatsEntry } from './stats-entry.js';

/**
 * In-memory sink for the end-of-run summary. It keeps only {@link StatsEntry} projections, so
 * memory stays small however large answers and traces are; the summary is computed once all
 * workers are done (seed 000: statistics after parallel completion).
 */
export class StatsCollector implements ResultSink {
  readonly #entries: StatsEntry[] = [];

  append(result: EvalResult): void {
    this.#entries.push(toStatsEntry(result));
  }

  close(): void {
    // Nothing to flush; present to satisfy the sink contract.
  }

  /** A copy of what was collected, in arrival order. */
  entries(): StatsEntry[] {
    return this.#entries.map((entry) => ({ ...entry }));
  }

  summary(): Summary {
    return computeSummary(this.#entries);
  }
}

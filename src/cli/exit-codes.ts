import type { Summary } from '../results/compute-summary.js';

/**
 * `agentv eval`'s exit codes, the table the README documents for CI systems. When several apply,
 * the first in this order wins: results not written, stopped by a signal, bad configuration
 * (raised before anything runs), nothing scored, budget reached, gates failed, passed.
 */
export const EXIT = {
  /** The run completed and passed its gates (or none were given). */
  passed: 0,
  /** `--min-score`, `--min-pass-rate` or `--fail-on-regression` failed. */
  gatesFailed: 1,
  /**
   * Bad flags, eval files, targets or baseline: nothing was run. Also, under AgentV's threshold
   * (`--threshold` or `execution.threshold`), every case errored: agentv 4.42.4's code for it.
   */
  badConfig: 2,
  /** `--budget-usd` (or `--cache-only`) left cases unrun; they are recorded as skipped. */
  budgetReached: 3,
  /** Not one case could be scored: every case errored or was skipped. */
  nothingScored: 4,
  /** Results, the run summary or a report could not be written. */
  notWritten: 5,
} as const;

/** What decides the exit code of a run that completed. */
export interface RunVerdict {
  summary: Summary;
  writeFailures: number;
  gateFailures: readonly string[];
  /** Whether AgentV's threshold (`--threshold` or `execution.threshold`) holds the run. */
  threshold?: boolean;
}

/** The exit code of a completed run (signals and configuration errors are decided before). */
export function runExitCode({ summary, writeFailures, gateFailures, threshold }: RunVerdict): number {
  if (writeFailures > 0) return EXIT.notWritten;
  if (threshold && summary.total > 0 && summary.errors === summary.total) return EXIT.badConfig;
  if (summary.total > 0 && summary.scored === 0) return EXIT.nothingScored;
  if (summary.skipped.length > 0) return EXIT.budgetReached;
  if (gateFailures.length > 0) return EXIT.gatesFailed;
  return EXIT.passed;
}

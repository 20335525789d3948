import type { CompareReport } from '../results/compare-results.js';
import type { Summary } from '../results/compute-summary.js';
import { formatDelta, formatScore } from '../results/format-score.js';

/** The gating inputs. */
export interface GateSettings {
  minScore?: number;
  failOnRegression: boolean;
}

/**
 * Reasons to fail the step, checked only after results are uploaded and the report posted.
 * `fail-on-regression` trusts the comparison's verdict (95% CI of the mean delta below zero and
 * sign test p < 0.05), not single-case losses, so noisy judges do not flip builds.
 */
export function gateFailures(settings: GateSettings, summary: Summary, compare: CompareReport | undefined): string[] {
  const failures: string[] = [];
  if (settings.minScore !== undefined) {
    if (summary.mean === undefined) failures.push(`no case was scored, so min-score ${settings.minScore} cannot be met`);
    else if (summary.mean < settings.minScore) failures.push(`mean score ${formatScore(summary.mean)} is below min-score ${settings.minScore}`);
  }
  if (settings.failOnRegression && compare?.statistics.verdict === 'regressed') {
    const ci = compare.statistics.meanDeltaCi95;
    const range = ci ? ` (95% CI ${formatDelta(ci[0])} … ${formatDelta(ci[1])})` : '';
    failures.push(`mean score regressed against the base by ${formatDelta(compare.summary.meanDelta)}${range}`);
  }
  return failures;
}

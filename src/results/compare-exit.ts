import type { CompareReport } from './compare-results.js';
import { formatDelta } from './format-score.js';

/**
 * What decides `agentv compare`'s exit code. `mean` (the default) is AgentV's contract: exit 1
 * when the candidate's mean is below the baseline's. `significant` (`--fail-on-significant`)
 * exits 1 only when the statistical verdict is `regressed`.
 */
export type CompareExitRule = 'mean' | 'significant';

/** The exit code of a comparison and the words that say why, beside the statistical verdict. */
export interface CompareExit {
  code: 0 | 1;
  rule: CompareExitRule;
  /** e.g. `mean delta -0.100, lower than the baseline: exit 1 · no significant change, p = 0.62`. */
  reason: string;
}

/**
 * The exit code of `agentv compare` under `rule`. With `mean`, as AgentV 4's `compare` decides it
 * (`meanDelta >= 0 ? 0 : 1`, on the mean delta rounded to three decimals, as printed): exit 1 when
 * the mean over the cases scored in both files is lower, 0 when equal or better. A case that
 * passed in the baseline and errors on every run now is left out of that mean (never scored 0),
 * so it exits 1 too, as it did in AgentV, which scores such a case 0. With `significant`, exit 1
 * exactly when the verdict is `regressed`.
 */
export function compareExit(report: CompareReport, rule: CompareExitRule): CompareExit {
  const broke = report.erroredRegressions.length;
  const brokeWords = `${broke} case(s) passed in the baseline and error now`;
  if (rule === 'significant') {
    const code = report.verdict === 'regressed' ? 1 : 0;
    const verdict = verdictWords(report, broke > 0 ? ` (${brokeWords})` : '');
    return { code, rule, reason: `${verdict}: exit ${code} (--fail-on-significant) · ${meanWords(report)}` };
  }
  const code = roundedMeanDelta(report) < 0 || broke > 0 ? 1 : 0;
  const mean = `${meanWords(report)}${broke > 0 ? `, and ${brokeWords}` : ''}`;
  return { code, rule, reason: `${mean}: exit ${code} · ${verdictWords(report, '')}` };
}

/** The mean delta as AgentV rounds it (three decimals), so -0.0004 is equal, as `+0.000` shows it. */
function roundedMeanDelta(report: CompareReport): number {
  return Math.round(report.summary.meanDelta * 1000) / 1000 || 0;
}

/** `mean delta -0.100, lower than the baseline`, or that nothing was scored in both files. */
function meanWords(report: CompareReport): string {
  if (report.summary.matched === 0) return 'no case scored in both files, so no mean delta';
  const delta = roundedMeanDelta(report);
  const side = delta < 0 ? 'lower than' : delta > 0 ? 'higher than' : 'equal to';
  return `mean delta ${formatDelta(delta)}, ${side} the baseline`;
}

/**
 * The verdict with what it rests on: the sign test's p, or with repeats the settled pass rates;
 * `broke` says why (or nothing, when the words before said it) when a case that errors now made it `regressed`.
 */
function verdictWords(report: CompareReport, broke: string): string {
  if (report.erroredRegressions.length > 0 && report.statistics.verdict !== 'regressed') return `regressed${broke}`;
  if (report.repeats) return `${report.verdict} (settled pass-rate changes)`;
  return `${report.verdict}, p = ${Number(report.statistics.signTestP.toPrecision(2))}`;
}

import type { Runtime } from '../engine/runtime.js';
import type { CompareReport } from '../results/compare-results.js';
import type { EvalResult } from '../results/eval-result.js';
import { formatDelta } from '../results/format-score.js';
import type { LabelAgreement, RunLabels } from '../results/label-agreement.js';
import type { NewFailures } from '../results/new-failures.js';
import type { PassPolicy } from '../results/repeats.js';
import type { EvalOutput } from './eval-output.js';

/*
 * What `agentv eval` does after a run given `--baseline` or `--labels` (the results file read back
 * by write-run-reports.ts's `readRecords`): compare, judge the judges. Each module doing it is
 * loaded only then: a plain run never compiles them.
 */

/** The judges' agreement with `--labels`, printed for a person, its warnings logged. */
export async function agreeWithLabels(
  records: EvalResult[],
  labels: RunLabels,
  output: EvalOutput,
  runtime: Runtime,
): Promise<LabelAgreement> {
  const { formatLabelAgreement, labelAgreementOf, labelAgreementWarnings } = await import(
    '../results/label-agreement.js'
  );
  const labelled = labelAgreementOf(records, labels);
  output.human(formatLabelAgreement(labelled));
  for (const warning of labelAgreementWarnings(labelled)) runtime.logger.warn(warning);
  return labelled;
}

/** The cases that pass in `--baseline` and fail now, printed for a person. */
export async function newFailuresSince(
  baseline: { records: EvalResult[] },
  records: EvalResult[],
  policy: PassPolicy,
  output: EvalOutput,
): Promise<NewFailures> {
  const { findNewFailures } = await import('../results/new-failures.js');
  const { formatNewFailures } = await import('../results/format-new-failures.js');
  const fresh = findNewFailures(baseline.records, records, policy);
  output.human(formatNewFailures(fresh));
  return fresh;
}

/** The comparison with `--baseline`, its verdict printed for a person. */
export async function compareWithBaseline(
  baseline: { file: string; records: EvalResult[] },
  records: EvalResult[],
  resultsPath: string,
  output: EvalOutput,
): Promise<CompareReport> {
  const { compareResults } = await import('../results/compare-results.js');
  const report = compareResults(baseline.records, records, { file1: baseline.file, file2: resultsPath });
  const broken =
    report.erroredRegressions.length > 0
      ? `, ${report.erroredRegressions.length} case(s) passed there and error now`
      : '';
  output.human(
    `Compared with ${baseline.file}: ${report.summary.matched} case(s) matched, ` +
      `mean delta ${formatDelta(report.summary.meanDelta)}${broken}: ${report.verdict}\n`,
  );
  return report;
}

import type { EvalResult } from './eval-result.js';
import { formatPercent } from './format-score.js';
import { oneLine } from './format-summary.js';
import { calibrate, type HumanLabel, type JudgeCalibration } from './human-labels.js';

/** The labels a run is checked against (`--labels`, the Action's `labels`), read and validated. */
export interface RunLabels {
  /** The labels file as the user named it, for the lines that show it. */
  file: string;
  labels: HumanLabel[];
  /** `--min-label-agreement`: a judge below this share is flagged. */
  minAgreement: number;
}

/**
 * A run's judges against people's labels, as the run summary JSON, the console, the pull request
 * comment and the HTML report show it: {@link calibrate}'s figures with the stale and unmatched
 * labels and the disagreements counted (`agentv calibrate` lists them).
 */
export interface LabelAgreement {
  file: string;
  min_agreement: number;
  /** Labels applied to an answer of this run. */
  applied: number;
  /** Labels of an earlier answer (the digest differs): not applied. */
  stale: number;
  /** Labels of cases this run does not hold. */
  unmatched: number;
  disagreements: number;
  judges: JudgeCalibration[];
}

/** The run's records against the labels, by the one calibration `agentv calibrate` prints. */
export function labelAgreementOf(records: readonly EvalResult[], run: RunLabels): LabelAgreement {
  const c = calibrate(records, run.labels, run.minAgreement);
  return {
    file: run.file,
    min_agreement: c.min_agreement,
    applied: c.applied,
    stale: c.stale.length,
    unmatched: c.unmatched.length,
    disagreements: c.disagreements.length,
    judges: c.judges,
  };
}

/** `po (n=…), kappa …`: one judge's figures as the console prints them (the kappa n/a when undefined). */
export function judgeCalibrationLine(j: JudgeCalibration, minAgreement: number): string {
  const kappa = j.kappa === null ? 'n/a (one class only)' : j.kappa.toFixed(2);
  const flag = j.below ? `  ! below ${formatPercent(minAgreement)}` : '';
  // Judge names come from eval files: one line, no terminal escapes.
  return `  ${oneLine(j.judge, 120)}: agreement ${formatPercent(j.agreement)} (n=${j.n}), kappa ${kappa}${flag}`;
}

/** The console's lines after a run: the labels applied, stale and unmatched, then each judge. */
export function formatLabelAgreement(a: LabelAgreement | undefined): string {
  if (!a) return '';
  const lines = [
    `Label agreement with ${oneLine(a.file, 200)}: ${a.applied} label(s) applied, ${a.stale} stale ` +
      `(the answer changed; not applied), ${a.unmatched} not in the results`,
    ...(a.judges.length === 0
      ? ['  No judge was labelled.']
      : a.judges.map((j) => judgeCalibrationLine(j, a.min_agreement))),
    ...(a.disagreements > 0 ? [`  ${a.disagreements} disagreement(s): agentv calibrate lists them`] : []),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * One warning per judge whose agreement with the labels is below the minimum. A warning only: like
 * an unstable judge under `--judge-samples`, it does not fail the run's gates.
 */
export function labelAgreementWarnings(a: LabelAgreement | undefined): string[] {
  if (!a) return [];
  return a.judges
    .filter((j) => j.below)
    .map(
      (j) =>
        `judge ${oneLine(j.judge, 120)} agrees with the labels of ${oneLine(a.file, 200)} on ` +
        `${formatPercent(j.agreement)} of ${j.n} labelled answer(s), below the minimum ` +
        `${formatPercent(a.min_agreement)} (min-label-agreement); agentv calibrate lists the disagreements`,
    );
}

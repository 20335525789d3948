import { ConfigError } from '../errors/config-error.js';
import type { CompareReport } from './compare-results.js';
import type { Summary } from './compute-summary.js';
import { formatDelta, formatPercent, formatScore } from './format-score.js';
import { SKIP_REASONS } from './eval-result.js';
import { skippedByReason } from './format-usage.js';
import { caseName } from './format-new-failures.js';
import type { NewFailures } from './new-failures.js';
import type { RepeatCase } from './repeats.js';

/**
 * The gates of a run, one decision for both doors: the Action's `min-score` / `fail-on-regression`
 * inputs and the CLI's `--min-score`, `--min-pass-rate`, `--fail-on-regression`. An errored case is
 * a failing case: it counts as score 0 and as not passing; a case the budget or `--cache-only`
 * skipped was not run and counts for neither.
 */
export interface GateSettings {
  minScore?: number | undefined;
  minPassRate?: number | undefined;
  failOnRegression: boolean;
  /** Fail when a case that passed on the base fails now (cases that already failed do not). */
  failOnNewFailures?: boolean | undefined;
  /**
   * AgentV's `--threshold` / `execution.threshold`: fail when any scored test is below it. As in
   * agentv 4.42.4, errored tests are not compared (a run where every test errored fails on its own).
   */
  threshold?: number | undefined;
}

/** Whether any gate is set. */
export function hasGates(settings: GateSettings): boolean {
  return (
    settings.minScore !== undefined ||
    settings.minPassRate !== undefined ||
    settings.failOnRegression ||
    settings.failOnNewFailures === true ||
    settings.threshold !== undefined
  );
}

/**
 * Reasons the run fails its gates (none: it passed). With repeats the pass policy decides each
 * case, and both `min-score` and `min-pass-rate` are the share of cases it passes (an errored run
 * is a failed run). `fail-on-regression` trusts the comparison's verdict: the mean delta's 95% CI
 * below zero with sign test p < 0.05, or with repeats a case whose pass rate settled worse (95%
 * intervals apart), so noisy judges do not flip builds; and a case that passed on the base and
 * errors on every run now is a regression of its own.
 */
export function gateFailures(
  settings: GateSettings,
  summary: Summary,
  compare: CompareReport | undefined,
  repeats?: readonly RepeatCase[],
  newFailures?: NewFailures,
): string[] {
  const failures: string[] = [];
  const { minScore, minPassRate } = settings;
  if (repeats && repeats.length > 0) {
    // With repeats the pass policy decides each case; both gates are the share of cases it passes.
    const share = repeats.filter((c) => c.passed).length / repeats.length;
    if (minScore !== undefined && share < minScore)
      failures.push(
        `${formatPercent(share)} of repeated cases pass under their pass policy, below min-score ${minScore}`,
      );
    if (minPassRate !== undefined && share < minPassRate)
      failures.push(
        `${formatPercent(share)} of repeated cases pass under their pass policy, below min-pass-rate ${minPassRate}`,
      );
  } else {
    const { mean, passRate, counted } = gateStatistics(summary);
    const errored = summary.errors > 0 ? ` (${summary.errors} errored case(s) count as 0)` : '';
    if (minScore !== undefined) {
      if (mean === undefined) failures.push(`min-score ${minScore} cannot be met: ${nothingScored(summary)}`);
      else if (mean < minScore)
        failures.push(`mean score ${formatScore(mean)}${errored} is below min-score ${minScore}`);
    }
    if (minPassRate !== undefined) {
      if (passRate === undefined)
        failures.push(`min-pass-rate ${minPassRate} cannot be met: ${nothingScored(summary)}`);
      else if (passRate < minPassRate)
        failures.push(
          `pass rate ${formatPercent(passRate)} of ${counted} ` +
            `case(s)${summary.errors > 0 ? ` (${summary.errors} errored count as failing)` : ''} is below ` +
            `min-pass-rate ${minPassRate}`,
        );
    }
  }
  if (settings.threshold !== undefined) failures.push(...thresholdFailures(settings.threshold, summary));
  if (settings.failOnRegression && compare) failures.push(...regressionFailures(compare));
  if (settings.failOnNewFailures && newFailures) failures.push(...newFailureFailures(newFailures));
  return failures;
}

/** AgentV's per-test threshold: the lowest scored test (every run of it, with repeats) must reach it. */
function thresholdFailures(threshold: number, summary: Summary): string[] {
  if (summary.total > 0 && summary.errors === summary.total)
    return [`threshold ${threshold} cannot be met: all ${summary.total} test(s) errored, nothing was evaluated`];
  if (summary.min === undefined || summary.min >= threshold) return [];
  // `failing` lists the cases below the pass threshold 0.8, lowest first: those below this one are named.
  const below = summary.failing.filter((entry) => entry.score < threshold).slice(0, 5);
  const names = below.map(caseName);
  const which = names.length > 0 ? `: ${names.join(', ')}` : '';
  return [`lowest test score ${formatScore(summary.min)} is below threshold ${threshold}${which}`];
}

/**
 * Why a score gate has nothing to hold: no case at all, or every case skipped (a fork's replay of a
 * cache without its answers, a budget spent), which says nothing about the change itself.
 */
function nothingScored(summary: Summary): string {
  if (summary.skipped.length === 0 || summary.skipped.length < summary.total) return 'no case was scored';
  const reasons = skippedByReason(summary.skipped).map(([reason]) => SKIP_REASONS[reason]);
  const skipped = `all ${summary.total} case(s) skipped: ${reasons.join(', ')}`;
  return `nothing was evaluated (${skipped}), which says nothing about the change itself`;
}

/**
 * Why `fail-on-new-failures` fails the run: the cases that passed on the base and fail now (their
 * repeat policy settling each; an errored case failing). Cases that already failed on the base
 * never fail it.
 */
function newFailureFailures({ newlyFailing }: NewFailures): string[] {
  if (newlyFailing.length === 0) return [];
  const names = newlyFailing.slice(0, 5).map(caseName);
  const more = newlyFailing.length > names.length ? ` and ${newlyFailing.length - names.length} more` : '';
  return [`${newlyFailing.length} case(s) passed on the base and fail now: ${names.join(', ')}${more}`];
}

/**
 * The mean score and pass rate the gates hold a run to: over scored and errored cases, an errored
 * case scoring 0 and failing. Undefined when no case was scored or errored.
 */
export function gateStatistics(summary: Summary): {
  mean: number | undefined;
  passRate: number | undefined;
  counted: number;
} {
  const counted = summary.scored + summary.errors;
  if (counted === 0 || summary.mean === undefined || summary.passRate === undefined) {
    return { mean: counted > 0 ? 0 : undefined, passRate: counted > 0 ? 0 : undefined, counted };
  }
  const passes = Math.round(summary.passRate * summary.scored);
  return { mean: (summary.mean * summary.scored) / counted, passRate: passes / counted, counted };
}

/** Why a comparison is a regression (empty when its verdict is not `regressed`). */
export function regressionFailures(compare: CompareReport): string[] {
  const failures: string[] = [];
  if (compare.repeats?.verdict === 'regressed') {
    failures.push(`${compare.repeats.regressed} case(s) settled worse against the base (pass-rate intervals apart)`);
  } else if (compare.statistics.verdict === 'regressed') {
    const ci = compare.statistics.meanDeltaCi95;
    const range = ci ? ` (95% CI ${formatDelta(ci[0])} … ${formatDelta(ci[1])})` : '';
    failures.push(`mean score regressed against the base by ${formatDelta(compare.summary.meanDelta)}${range}`);
  }
  const broken = compare.erroredRegressions;
  if (broken.length > 0) {
    const names = broken.slice(0, 5).map(caseName);
    const more = broken.length > names.length ? ` and ${broken.length - names.length} more` : '';
    failures.push(`${broken.length} case(s) passed on the base and error now: ${names.join(', ')}${more}`);
  }
  return failures;
}

/** A gate's threshold from a flag or input: a number from 0 to 1, else a ConfigError naming `source`. */
export function parseGateThreshold(raw: string, source: string): number {
  const text = raw.trim();
  const value = /^\d*\.?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (value >= 0 && value <= 1) return value;
  throw new ConfigError(
    `${source} must be a number from 0 to 1, got "${raw}"`,
    {},
    `pass a share such as ${source} 0.8`,
  );
}

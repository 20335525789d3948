/// <reference lib="dom" />
import type { ReportBaseline } from '../report-data.js';
import type { DomKit } from './dom-kit.js';

/**
 * The comparison at a glance: the baseline and its threshold, then cards for the means before and
 * after, the mean delta with its 95% interval, the verdict, and the cases per status.
 */
export function renderDiffSummary(kit: DomKit, baseline: ReportBaseline): HTMLElement[] {
  const { el } = kit;
  const { counts } = baseline;
  const tone = (negative: boolean, positive: boolean) => (negative ? 'neg' : positive ? 'pos' : '');
  const { card } = kit;
  const ci = baseline.ci95
    ? `95% CI ${kit.delta(baseline.ci95[0])} … ${kit.delta(baseline.ci95[1])}`
    : 'no matched cases';
  const delta = baseline.mean_delta;
  const verdict = baseline.verdict;
  return [
    el('p', {
      className: 'muted',
      text: `Baseline: ${baseline.file} · a change of at least ${baseline.threshold} counts as better or worse`,
    }),
    el(
      'div',
      { className: 'cards' },
      card('mean before', kit.score(baseline.mean_before)),
      card('mean after', kit.score(baseline.mean_after)),
      card('mean delta', kit.delta(delta), ci, tone(delta < 0, delta > 0)),
      // "No significant change" never stands alone beside a lower mean.
      verdict === 'no significant change' && delta < 0
        ? card('verdict', 'lower mean, not significant', verdict, 'neg')
        : card('verdict', verdict, undefined, tone(verdict === 'regressed', verdict === 'improved')),
      card('worse / better / same', `${kit.count(counts.loss)} / ${kit.count(counts.win)} / ${kit.count(counts.tie)}`),
      card(
        'new / removed / errored',
        `${kit.count(counts.new)} / ${kit.count(counts.removed)} / ${kit.count(counts.errored)}`,
      ),
    ),
  ];
}

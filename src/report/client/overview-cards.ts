/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';
import type { DomKit } from './dom-kit.js';

/**
 * The run's headline figures as cards: cases, mean score, pass rate and errors; with repeats the
 * flaky cases, pass@k and pass^k; with sampled judges their agreement; with labels the judges below
 * the minimum agreement with them; cost, tokens and time when the records carry them.
 */
export function renderOverviewCards(kit: DomKit, data: ReportData): HTMLElement {
  const { card } = kit;
  const o = data.overview;
  const { repeats, judge, labels } = o;
  const below = labels ? labels.judges.filter((j) => j.below).length : 0;
  return kit.el(
    'div',
    { className: 'cards' },
    card('cases', kit.count(o.total), o.errors > 0 ? `${kit.count(o.scored)} scored` : undefined),
    card('mean score', kit.score(o.mean), o.median !== null ? `median ${kit.score(o.median)}` : undefined),
    card('pass rate', kit.percent(o.pass_rate), o.pass_rule),
    card('errors', kit.count(o.errors), o.errors > 0 ? 'failed to run' : undefined),
    repeats ? card('flaky', kit.count(repeats.flaky), `of ${kit.count(repeats.cases)} repeated cases`) : null,
    repeats ? card('pass@k', kit.percent(repeats.pass_at_k), 'cases passing at least one of their k runs') : null,
    repeats
      ? card(
          'pass^k',
          kit.percent(repeats.pass_hat_k),
          `cases passing all k runs (${kit.percent(repeats.run_pass_rate)} of runs pass)`,
        )
      : null,
    judge
      ? card(
          'judge agreement',
          kit.percent(judge.agreement),
          `${kit.count(judge.unstable.length)} unstable of ${kit.count(judge.criteria)} sampled criteria`,
        )
      : null,
    labels
      ? card(
          'judges below the labels',
          `${kit.count(below)} of ${kit.count(labels.judges.length)}`,
          `agreement below ${kit.percent(labels.min_agreement)} · ${kit.count(labels.applied)} labels applied, ` +
            `${kit.count(labels.stale)} stale`,
          below > 0 ? 'neg' : '',
        )
      : null,
    o.cost_usd !== null ? card('cost', kit.cost(o.cost_usd)) : null,
    o.tokens !== null ? card('tokens', kit.count(o.tokens)) : null,
    o.duration_ms !== null ? card('time in cases', kit.duration(o.duration_ms)) : null,
  );
}

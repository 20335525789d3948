/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';
import type { DomKit } from './dom-kit.js';
import type { renderOverviewCards } from './overview-cards.js';
import type { renderRepeats } from './repeats-view.js';
import type { renderScoreHistogram } from './score-histogram.js';
import type { renderTrend } from './trend-view.js';

/** The client parts the overview is built from. */
export interface OverviewParts {
  renderOverviewCards: typeof renderOverviewCards;
  renderTrend: typeof renderTrend;
  renderScoreHistogram: typeof renderScoreHistogram;
  renderRepeats: typeof renderRepeats;
}

/**
 * The run at a glance: headline figures, the score histogram, one row per prompt variant, the
 * trend of the branch, the repeated cases, the judge criteria whose samples disagreed and, with
 * labels, each judge's agreement with people.
 */
export function renderOverview(kit: DomKit, data: ReportData, parts: OverviewParts): HTMLElement {
  const { el } = kit;
  const o = data.overview;
  const hasCost = o.variants.some((v) => v.cost_usd !== null);
  const variants = kit.table(
    ['variant', 'scored', 'errors', 'mean', 'pass rate', ...(hasCost ? ['cost'] : [])],
    o.variants.map((v) => [
      v.prompt_id,
      kit.count(v.count),
      kit.count(v.errors),
      kit.score(v.mean),
      kit.percent(v.pass_rate),
      hasCost ? kit.cost(v.cost_usd) : null,
    ]),
  );
  // Sampled judges: the criteria whose samples disagreed, so a noisy judge is told from a changed agent.
  const judge = o.judge;
  const unstable =
    judge && judge.unstable.length > 0
      ? kit.section(
          `Unstable judge criteria (agreement below ${kit.percent(judge.unstable_threshold)})`,
          kit.table(
            ['case', 'variant', 'run', 'evaluator', 'criterion', 'agreement', 'votes'],
            judge.unstable.map((u) => [
              u.eval_id,
              u.prompt_id,
              String(u.iteration + 1),
              u.evaluator,
              u.criterion,
              kit.percent(u.agreement),
              u.votes,
            ]),
          ),
        )
      : null;
  // With labels: how far each judge agrees with people (the run computed it; the page only shows it).
  const labels = o.labels;
  const labelled = labels
    ? kit.section(
        `Judges against the labels of ${labels.file}`,
        el('p', {
          text:
            `${kit.count(labels.applied)} labels applied, ${kit.count(labels.stale)} stale (the answer changed; ` +
            `not applied), ${kit.count(labels.unmatched)} not in this run; a judge below ` +
            `${kit.percent(labels.min_agreement)} agreement is flagged`,
        }),
        kit.table(
          ['judge', 'labelled', 'agreement', "Cohen's kappa", ''],
          labels.judges.map((j) => [
            j.judge,
            kit.count(j.n),
            kit.percent(j.agreement),
            j.kappa === null ? 'n/a' : j.kappa.toFixed(2),
            j.below ? `below ${kit.percent(labels.min_agreement)}` : '',
          ]),
        ),
      )
    : null;
  return el(
    'div',
    { className: 'overview' },
    parts.renderOverviewCards(kit, data),
    el(
      'div',
      { className: 'overview-row' },
      kit.section('Scores', parts.renderScoreHistogram(kit, o)),
      kit.section('Variants', variants),
    ),
    parts.renderTrend(kit, data),
    parts.renderRepeats(kit, o),
    unstable,
    labelled,
  );
}

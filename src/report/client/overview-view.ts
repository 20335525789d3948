/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';
import type { DomKit } from './dom-kit.js';

/** The run at a glance: headline figures, the score histogram and one row per prompt variant. */
export function renderOverview(kit: DomKit, data: ReportData): HTMLElement {
  const { el } = kit;
  const o = data.overview;
  const card = (label: string, value: string, note?: string) =>
    el(
      'div',
      { className: 'card' },
      el('div', { className: 'card-value', text: value }),
      el('div', { className: 'card-label', text: label }),
      note ? el('div', { className: 'card-note', text: note }) : null,
    );
  const cards = el(
    'div',
    { className: 'cards' },
    card('cases', kit.count(o.total), o.errors > 0 ? `${kit.count(o.scored)} scored` : undefined),
    card('mean score', kit.score(o.mean), o.median !== null ? `median ${kit.score(o.median)}` : undefined),
    card('pass rate', kit.percent(o.pass_rate), `score ≥ ${data.pass_threshold}`),
    card('errors', kit.count(o.errors), o.errors > 0 ? 'failed to run' : undefined),
    o.repeats ? card('flaky', kit.count(o.repeats.flaky), `of ${kit.count(o.repeats.cases)} repeated cases`) : null,
    o.repeats ? card('pass@k', kit.percent(o.repeats.pass_at_k), 'cases passing at least one of their k runs') : null,
    o.repeats
      ? card(
          'pass^k',
          kit.percent(o.repeats.pass_hat_k),
          `cases passing all k runs (${kit.percent(o.repeats.run_pass_rate)} of runs pass)`,
        )
      : null,
    o.judge
      ? card(
          'judge agreement',
          kit.percent(o.judge.agreement),
          `${kit.count(o.judge.unstable.length)} unstable of ${kit.count(o.judge.criteria)} sampled criteria`,
        )
      : null,
    o.cost_usd !== null ? card('cost', kit.cost(o.cost_usd)) : null,
    o.tokens !== null ? card('tokens', kit.count(o.tokens)) : null,
    o.duration_ms !== null ? card('time in cases', kit.duration(o.duration_ms)) : null,
  );

  const peak = Math.max(1, ...o.histogram.map((bin) => bin.count));
  const histogram = el(
    'div',
    { className: 'histogram', attrs: { role: 'list', 'aria-label': 'score histogram' } },
    ...o.histogram.map((bin) => {
      const bar = el('div', { className: 'bar' });
      bar.style.width = `${(bin.count / peak) * 100}%`;
      return el(
        'div',
        { className: 'hist-row', attrs: { role: 'listitem' } },
        el('span', { className: 'hist-label', text: bin.label }),
        el('div', { className: 'bar-track' }, bar),
        el('span', { className: 'hist-count', text: kit.count(bin.count) }),
      );
    }),
  );

  const hasCost = o.variants.some((v) => v.cost_usd !== null);
  const head = ['variant', 'scored', 'errors', 'mean', 'pass rate', ...(hasCost ? ['cost'] : [])];
  const variants = el(
    'table',
    { className: 'grid-table' },
    el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { text: h })))),
    el(
      'tbody',
      {},
      ...o.variants.map((v) =>
        el(
          'tr',
          {},
          el('td', { text: v.prompt_id }),
          el('td', { text: kit.count(v.count) }),
          el('td', { text: kit.count(v.errors) }),
          el('td', { text: kit.score(v.mean) }),
          el('td', { text: kit.percent(v.pass_rate) }),
          hasCost ? el('td', { text: kit.cost(v.cost_usd) }) : null,
        ),
      ),
    ),
  );
  // Sampled judges: the criteria whose samples disagreed, so a noisy judge is told from a changed agent.
  const unstable =
    o.judge && o.judge.unstable.length > 0
      ? kit.section(
          `Unstable judge criteria (agreement below ${kit.percent(o.judge.unstable_threshold)})`,
          el(
            'table',
            { className: 'grid-table' },
            el(
              'thead',
              {},
              el(
                'tr',
                {},
                ...['case', 'variant', 'run', 'evaluator', 'criterion', 'agreement', 'votes'].map((h) =>
                  el('th', { text: h }),
                ),
              ),
            ),
            el(
              'tbody',
              {},
              ...o.judge.unstable.map((u) =>
                el(
                  'tr',
                  {},
                  ...[
                    u.eval_id,
                    u.prompt_id,
                    String(u.iteration + 1),
                    u.evaluator,
                    u.criterion,
                    kit.percent(u.agreement),
                    u.votes,
                  ].map((text) => el('td', { text })),
                ),
              ),
            ),
          ),
        )
      : null;
  // The branch's last runs and this one last: a sparkline per figure, and every point's figures as numbers.
  const trend = data.trend;
  const spark = (values: (number | null)[]) =>
    values.map((v) => (v === null ? ' ' : '▁▂▃▄▅▆▇█'[Math.round(Math.min(1, Math.max(0, v)) * 7)])).join('');
  const trendBlock =
    trend && trend.points.length > 0
      ? kit.section(
          `Trend of ${trend.branch}: its last ${trend.points.length - 1} run(s), then ${trend.current_label}`,
          el('p', {
            text:
              `mean score ${spark(trend.points.map((p) => p.mean_score))} · pass ` +
              `rate ${spark(trend.points.map((p) => p.pass_rate))}`,
          }),
          el(
            'table',
            { className: 'grid-table' },
            el(
              'thead',
              {},
              el(
                'tr',
                {},
                ...['run', 'commit', 'recorded', 'mean score', 'pass rate', 'cost', 'cases'].map((h) =>
                  el('th', { text: h }),
                ),
              ),
            ),
            el(
              'tbody',
              {},
              ...trend.points.map((p, i) =>
                el(
                  'tr',
                  {},
                  ...[
                    i === trend.points.length - 1 ? trend.current_label : String(p.run_id),
                    p.sha.slice(0, 7),
                    p.recorded_at,
                    kit.score(p.mean_score),
                    kit.percent(p.pass_rate),
                    kit.cost(p.cost_usd),
                    kit.count(p.cases),
                  ].map((text) => el('td', { text })),
                ),
              ),
            ),
          ),
        )
      : null;
  // Repeated cases: whether each passes at least once in its k runs (pass@k) and every time (pass^k).
  const repeated =
    o.repeats && o.repeats.rows.length > 0
      ? kit.section(
          `Repeated cases (pass@k ${kit.percent(o.repeats.pass_at_k)}, ` +
            `pass^k ${kit.percent(o.repeats.pass_hat_k)}, ${kit.percent(o.repeats.run_pass_rate)} of runs pass)`,
          el(
            'table',
            { className: 'grid-table' },
            el(
              'thead',
              {},
              el(
                'tr',
                {},
                ...['case', 'variant', 'passes', 'label', 'pass@k', 'pass^k'].map((h) => el('th', { text: h })),
              ),
            ),
            el(
              'tbody',
              {},
              ...o.repeats.rows.map((c) =>
                el(
                  'tr',
                  {},
                  ...[
                    c.eval_id,
                    c.prompt_id,
                    `${c.passes}/${c.runs}`,
                    c.label,
                    c.pass_at_k ? 'yes' : 'no',
                    c.pass_hat_k ? 'yes' : 'no',
                  ].map((text) => el('td', { text })),
                ),
              ),
            ),
          ),
        )
      : null;
  return el(
    'div',
    { className: 'overview' },
    cards,
    el('div', { className: 'overview-row' }, kit.section('Scores', histogram), kit.section('Variants', variants)),
    trendBlock,
    repeated,
    unstable,
  );
}

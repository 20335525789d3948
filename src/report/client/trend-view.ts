/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';
import type { DomKit } from './dom-kit.js';

/**
 * The branch's last runs and this one last: a sparkline of the mean score and of the pass rate,
 * and every point's figures as numbers. Nothing when the report has no trend.
 */
export function renderTrend(kit: DomKit, data: ReportData): HTMLElement | null {
  const trend = data.trend;
  if (!trend || trend.points.length === 0) return null;
  const spark = (values: (number | null)[]) =>
    values.map((v) => (v === null ? ' ' : '▁▂▃▄▅▆▇█'[Math.round(Math.min(1, Math.max(0, v)) * 7)])).join('');
  const last = trend.points.length - 1;
  return kit.section(
    `Trend of ${trend.branch}: its last ${last} run(s), then ${trend.current_label}`,
    kit.el('p', {
      text:
        `mean score ${spark(trend.points.map((p) => p.mean_score))} · pass ` +
        `rate ${spark(trend.points.map((p) => p.pass_rate))}`,
    }),
    kit.table(
      ['run', 'commit', 'recorded', 'mean score', 'pass rate', 'cost', 'cases'],
      trend.points.map((p, i) => [
        i === last ? trend.current_label : String(p.run_id),
        p.sha.slice(0, 7),
        p.recorded_at,
        kit.score(p.mean_score),
        kit.percent(p.pass_rate),
        kit.cost(p.cost_usd),
        kit.count(p.cases),
      ]),
    ),
  );
}

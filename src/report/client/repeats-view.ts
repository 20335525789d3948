/// <reference lib="dom" />
import type { ReportOverview } from '../report-data.js';
import type { DomKit } from './dom-kit.js';

/**
 * Repeated cases: whether each passes at least once in its k runs (pass@k) and every time
 * (pass^k). Nothing when no case was repeated.
 */
export function renderRepeats(kit: DomKit, overview: ReportOverview): HTMLElement | null {
  const repeats = overview.repeats;
  if (!repeats || repeats.rows.length === 0) return null;
  return kit.section(
    `Repeated cases (pass@k ${kit.percent(repeats.pass_at_k)}, ` +
      `pass^k ${kit.percent(repeats.pass_hat_k)}, ${kit.percent(repeats.run_pass_rate)} of runs pass)`,
    kit.table(
      ['case', 'variant', 'passes', 'label', 'pass@k', 'pass^k'],
      repeats.rows.map((c) => [
        c.eval_id,
        c.prompt_id,
        `${c.passes}/${c.runs}`,
        c.label,
        c.pass_at_k ? 'yes' : 'no',
        c.pass_hat_k ? 'yes' : 'no',
      ]),
    ),
  );
}

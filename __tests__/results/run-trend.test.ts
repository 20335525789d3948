import { trendSection } from '../../src/action/trend-section.js';
import {
  extendHistory,
  historyJson,
  parseHistory,
  sparkline,
  trendPointOf,
  type TrendPoint,
} from '../../src/results/run-trend.js';
import { computeSummary, toStatsEntry } from '../../src/results/compute-summary.js';
import { makeResult } from '../test-support/make-result.js';

const point = (
  run_id: number,
  recorded_at: string,
  mean_score: number,
  extra: Partial<TrendPoint> = {},
): TrendPoint => ({
  run_id,
  sha: `${run_id}`.padStart(7, 'a'),
  recorded_at,
  mean_score,
  pass_rate: mean_score,
  cost_usd: null,
  cases: 3,
  ...extra,
});

describe('the trend history', () => {
  it('orders runs by when they recorded their results, not by run id; a re-run replaces only its own attempt', () => {
    // Run 900 was re-run (attempt 2) after run 950 finished: it comes last.
    const previous = [point(950, '2025-01-02T00:00:00Z', 0.5), point(900, '2025-01-01T00:00:00Z', 0.4)];
    const extended = extendHistory(previous, point(900, '2025-01-03T00:00:00Z', 0.6, { run_attempt: 2 }));
    expect(extended.map((p) => [p.run_id, p.run_attempt ?? 1])).toEqual([
      [900, 1],
      [950, 1],
      [900, 2],
    ]);
    const again = extendHistory(extended, point(900, '2025-01-04T00:00:00Z', 0.7, { run_attempt: 2 }));
    expect(again.map((p) => p.mean_score)).toEqual([0.4, 0.5, 0.7]);
  });

  it('keeps the last runs up to its limit, reads back what it writes, leaves out entries that are not points', () => {
    const many = Array.from({ length: 5 }, (_, i) => point(i + 1, `2025-01-0${i + 1}T00:00:00Z`, i / 10));
    expect(extendHistory(many.slice(0, 4), many[4]!, 3).map((p) => p.run_id)).toEqual([3, 4, 5]);
    const text = historyJson(many);
    expect(parseHistory(text)).toEqual({ points: many, dropped: 0 });
    const tampered = JSON.stringify({
      version: 1,
      runs: [
        many[0],
        { run_id: 'x' },
        { ...many[1], sha: '$(rm -rf)' },
        // Dates Date.parse reads, markup and all, are not ISO 8601.
        { ...many[2], recorded_at: '<img src=https://tracker.example/p.gif> 2024-01-01' },
        { ...many[3], recorded_at: 'Jan 2 2024 (![b](https://tracker.example/b.png) @octocat </details> | x)' },
      ],
    });
    expect(parseHistory(tampered)).toEqual({ points: [many[0]], dropped: 4 });
    expect(parseHistory('not json').error).toMatch(/^not JSON/);
  });

  it("takes a run's point from its summary: errored cases count as failing with score 0", () => {
    const summary = computeSummary(
      [makeResult({ eval_id: 'a', score: 1 }), makeResult({ eval_id: 'b', score: 0.5, error: 'crash' })].map(
        toStatsEntry,
      ),
    );
    expect(trendPointOf(summary, { runId: 7, sha: 'abcdef1', recordedAt: '2025-01-01T00:00:00.000Z' })).toEqual({
      run_id: 7,
      sha: 'abcdef1',
      recorded_at: '2025-01-01T00:00:00.000Z',
      mean_score: 0.5,
      pass_rate: 0.5,
      cost_usd: null,
      cases: 2,
    });
  });

  it('draws sparklines on a fixed scale and shows every figure as a number in the comment', () => {
    expect(sparkline([0, 0.5, 1, null], [0, 1])).toBe('▁▅█ ');
    expect(sparkline([2, 2])).toBe('▁▁');
    const trend = {
      branch: 'main',
      points: [
        point(500, '2025-01-01T00:00:00Z', 0.7, { cost_usd: 0.01 }),
        point(501, '2025-01-02T00:00:00Z', 0.8, { cost_usd: 0.02 }),
      ],
      current: point(4242, '2025-01-03T00:00:00Z', 0.9, { sha: 'abcdef1', cost_usd: 0.015 }),
      pullRequest: true,
    };
    const text = trendSection(trend, { serverUrl: 'https://github.com', owner: 'acme', repo: 'widgets' }).join('\n');
    expect(text).toContain('#### Trend of main: its last 2 run(s), then this pull request');
    expect(text).toContain(
      'Mean score `▆▇▇` (0.70, 0.80, 0.90) · pass rate `▆▇▇` ' +
        '(70%, 80%, 90%) · cost `▁█▄` (\\$0.0100, \\$0.0200, \\$0.0150)',
    );
    expect(text).toContain(
      '| [500](https://github.com/acme/widgets/actions/runs/500) | ' +
        '`aaaa500` | 2025-01-01T00:00:00Z | 0.700 | 70.0% | \\$0.0100 |',
    );
    expect(text).toMatch(
      new RegExp(
        /\| \*\*this pull request\*\* \| `abcdef1` \| 2025-01-03T00:00:00Z \| 0\.900 \| 90\.0% \| /.source +
          /\\\$0\.0150 \|\n\n<\/details>/.source,
      ),
    );
  });
});

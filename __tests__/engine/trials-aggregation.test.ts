import { aggregateTrials } from '../../src/engine/case/run-trials.js';
import type { TrialEntry } from '../../src/results/eval-result.js';

// Three attempts scoring 0.5, 1 and 0.75; agentv 4.42.4's aggregateTrials, worked out by hand.
const entries: TrialEntry[] = [0.5, 1, 0.75].map((score, attempt) => ({
  attempt,
  score,
  verdict: score >= 0.8 ? 'pass' : 'fail',
}));

describe("AgentV's trial strategies", () => {
  it('pass_at_k: the best attempt, and how many passed', () => {
    expect(aggregateTrials(entries, 'pass_at_k')).toEqual({
      score: 1,
      aggregation: { strategy: 'pass_at_k', passed_attempts: 1, total_attempts: 3 },
    });
  });

  it('mean: the mean of the attempts, with their extremes', () => {
    expect(aggregateTrials(entries, 'mean')).toEqual({
      score: 0.75,
      aggregation: { strategy: 'mean', mean: 0.75, min: 0.5, max: 1 },
    });
  });

  it('confidence_interval: the lower end of the 95% t interval (df 2: t = 4.303)', () => {
    // Sample standard deviation: sqrt((0.25² + 0.25² + 0²) / 2) = 0.25; margin 4.303 × 0.25 / √3.
    const margin = (4.303 * 0.25) / Math.sqrt(3);
    const { score, aggregation } = aggregateTrials(entries, 'confidence_interval');
    expect(score).toBeCloseTo(0.75 - margin, 12);
    expect(aggregation).toEqual({
      strategy: 'confidence_interval',
      mean: 0.75,
      ci95_lower: score,
      ci95_upper: 1, // 0.75 + 0.62 clamped
      stddev: 0.25,
    });
  });

  it('confidence_interval of one attempt: its score, no spread', () => {
    expect(aggregateTrials(entries.slice(0, 1), 'confidence_interval')).toEqual({
      score: 0.5,
      aggregation: { strategy: 'confidence_interval', mean: 0.5, ci95_lower: 0.5, ci95_upper: 0.5, stddev: 0 },
    });
  });
});

import type { EvaluatorConfig } from '../../src/config/types.js';
import { gradeCost, gradeLatency, gradeMetrics, gradeTokens } from '../../src/evaluators/execution-metrics.js';
import type { TraceFacts } from '../../src/evaluators/trace-facts.js';

type Metrics = Extract<EvaluatorConfig, { type: 'execution_metrics' }>;
const config = (rest: Partial<Metrics>): Metrics => ({ type: 'execution_metrics', name: 'm', weight: 1, ...rest });

const FACTS: TraceFacts = {
  toolCalls: [{ name: 'Read' }, { name: 'grep' }, { name: 'edit' }, { name: 'Read' }, { name: 'bash' }],
  llmCallCount: 4,
  totalTokens: 3000,
  costUsd: 0.05,
  durationMs: 8000,
};

describe('execution_metrics and latency (AgentV semantics, scores by hand)', () => {
  it('one check per threshold; score = hits / checks', () => {
    const result = gradeMetrics(
      config({
        max_tool_calls: 5,
        max_llm_calls: 3,
        max_tokens: 3000,
        max_cost_usd: 0.04,
        max_duration_ms: 10000,
        target_exploration_ratio: 0.5,
      }),
      FACTS,
    );
    // tool calls 5 ≤ 5 ✓, llm 4 > 3 ✗, tokens 3000 ≤ 3000 ✓, cost 0.05 > 0.04 ✗, duration ✓,
    // exploration 3/5 = 0.6 within 0.5 ± 0.2 ✓ → 4/6
    expect(result.score).toBeCloseTo(4 / 6);
    expect(result.misses).toEqual(['LLM calls 4 > 3 max', 'Cost $0.0500 > $0.0400 max']);
    expect(result.reasoning).toBe(
      'execution_metrics tool_calls=5, llm_calls=4, tokens=3000, cost=$0.0500, duration=8000ms, exploration_ratio=0.60',
    );
  });

  it('a tighter exploration tolerance misses; missing data is a miss', () => {
    const result = gradeMetrics(config({ target_exploration_ratio: 0.9, exploration_tolerance: 0.1, max_tokens: 10 }), {
      toolCalls: FACTS.toolCalls ?? [],
    });
    expect(result.score).toBe(0);
    expect(result.misses).toEqual([
      'Total tokens data not available',
      'Exploration ratio 0.60 outside tolerance of target 0.9 (diff: 0.30, tolerance: 0.1)',
    ]);
  });

  it('no trace scores 0; no tool calls leaves the exploration ratio unavailable', () => {
    expect(gradeMetrics(config({ max_tool_calls: 3 }), {}).misses).toEqual(['No trace summary available']);
    const none = gradeMetrics(config({ max_tool_calls: 3, target_exploration_ratio: 0.5 }), { toolCalls: [] });
    expect(none.score).toBe(0.5);
  });

  it('latency: at most the threshold passes; no duration fails', () => {
    expect(gradeLatency(1000, 1000).score).toBe(1);
    expect(gradeLatency(1000, 1001)).toMatchObject({ score: 0, misses: ['Duration 1001ms > 1000ms threshold'] });
    expect(gradeLatency(1000, undefined)).toMatchObject({ score: 0, misses: ['No duration data available in trace'] });
  });

  it('cost and token_usage: 1 when every limit holds, else 0; no data is 0', () => {
    expect(gradeCost(0.1, 0.1).score).toBe(1);
    expect(gradeCost(0.1, 0.2)).toMatchObject({ score: 0, misses: ['Cost $0.2000 > $0.1000 budget'] });
    expect(gradeCost(0.1, undefined).score).toBe(0);
    expect(gradeTokens({ max_input: 100, max_total: 150 }, { input: 100, output: 40 }).score).toBe(1);
    expect(gradeTokens({ max_input: 100, max_total: 150 }, { input: 100, output: 60 })).toMatchObject({
      score: 0,
      misses: ['Total tokens 160 > 150'],
    });
    expect(gradeTokens({ max_total: 1 }, undefined).score).toBe(0);
  });
});

import type { EvaluatorConfig } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorScore } from '../engine/evaluator.js';
import { traceFacts, type TraceFacts } from './trace-facts.js';

type MetricsConfig = Extract<EvaluatorConfig, { type: 'execution_metrics' }>;
type LatencyConfig = Extract<EvaluatorConfig, { type: 'latency' }>;
type CostConfig = Extract<EvaluatorConfig, { type: 'cost' }>;
type TokenUsageConfig = Extract<EvaluatorConfig, { type: 'token_usage' }>;

/** Read-only tools (AgentV's list) whose share of all tool calls is the exploration ratio. */
export const EXPLORATION_TOOLS = new Set([
  'read',
  'grep',
  'glob',
  'search',
  'list',
  'Read',
  'Grep',
  'Glob',
  'WebSearch',
  'WebFetch',
]);

/**
 * AgentV's `execution_metrics`: every configured threshold is one check (values must be at most
 * the maximum; the exploration ratio within `exploration_tolerance`, default 0.2, of its target).
 * Missing data is a miss. Score = hits / checks. Without any trace the score is 0.
 */
export class ExecutionMetricsEvaluator implements Evaluator {
  readonly type = 'execution_metrics';
  readonly name: string;
  readonly weight: number;

  constructor(private readonly config: MetricsConfig) {
    this.name = config.name;
    this.weight = config.weight;
  }

  async evaluate(context: EvaluationContext): Promise<EvaluatorScore> {
    return gradeMetrics(this.config, traceFacts(context));
  }
}

export function gradeMetrics(config: MetricsConfig, facts: TraceFacts): EvaluatorScore {
  const calls = facts.toolCalls;
  if (calls === undefined) {
    return {
      score: 0,
      hits: [],
      misses: ['No trace summary available'],
      reasoning: 'Execution metrics not available - no trace summary provided',
    };
  }
  const tally: MetricsTally = { hits: [], misses: [], actual: [] };
  const usd = (n: number) => `$${n.toFixed(4)}`;
  checkAtMost(tally, 'Tool calls', 'tool_calls', calls.length, config.max_tool_calls);
  checkAtMost(tally, 'LLM calls', 'llm_calls', facts.llmCallCount, config.max_llm_calls);
  checkAtMost(tally, 'Total tokens', 'tokens', facts.totalTokens, config.max_tokens);
  checkAtMost(tally, 'Cost', 'cost', facts.costUsd, config.max_cost_usd, usd);
  checkAtMost(tally, 'Duration', 'duration', facts.durationMs, config.max_duration_ms, (n) => `${n}ms`);
  const target = config.target_exploration_ratio;
  if (target !== undefined) checkExploration(tally, calls, target, config.exploration_tolerance ?? 0.2);
  const { hits, misses, actual } = tally;
  const checks = hits.length + misses.length;
  return {
    score: checks > 0 ? hits.length / checks : 0,
    hits,
    misses,
    reasoning: actual.length > 0 ? `execution_metrics ${actual.join(', ')}` : 'No metrics evaluated',
  };
}

/** The checks' outcomes so far, and the measured values the reasoning lists. */
interface MetricsTally {
  hits: string[];
  misses: string[];
  actual: string[];
}

/** One "at most" threshold: skipped when not configured, a miss when the value is not known. */
function checkAtMost(
  tally: MetricsTally,
  label: string,
  key: string,
  value: number | undefined,
  max: number | undefined,
  show: (n: number) => string = String,
): void {
  if (max === undefined) return;
  if (value === undefined) {
    tally.misses.push(`${label} data not available`);
    return;
  }
  tally.actual.push(`${key}=${show(value)}`);
  (value <= max ? tally.hits : tally.misses).push(
    `${label} ${show(value)} ${value <= max ? '<=' : '>'} ${show(max)} max`,
  );
}

/** The share of read-only tool calls, within `tolerance` of `target`; no tool calls is a miss. */
function checkExploration(
  tally: MetricsTally,
  calls: readonly { name: string }[],
  target: number,
  tolerance: number,
): void {
  if (calls.length === 0) {
    tally.misses.push('Exploration ratio not available (no tool calls)');
    return;
  }
  const ratio = calls.filter((c) => EXPLORATION_TOOLS.has(c.name)).length / calls.length;
  const diff = Math.abs(ratio - target);
  tally.actual.push(`exploration_ratio=${ratio.toFixed(2)}`);
  // A small epsilon so that 0.8 vs 0.6 ± 0.2 is inside, as written, despite binary fractions.
  if (diff <= tolerance + 1e-9) {
    tally.hits.push(`Exploration ratio ${ratio.toFixed(2)} within tolerance of target ${target}`);
    return;
  }
  tally.misses.push(
    `Exploration ratio ${ratio.toFixed(2)} outside tolerance of target ${target} (diff: ${diff.toFixed(2)}, ` +
      `tolerance: ${tolerance})`,
  );
}

/** AgentV's `latency`: 1 when the execution took at most `threshold` ms, else 0; no duration is 0. */
export class LatencyEvaluator implements Evaluator {
  readonly type = 'latency';
  readonly name: string;
  readonly weight: number;

  constructor(private readonly config: LatencyConfig) {
    this.name = config.name;
    this.weight = config.weight;
  }

  async evaluate(context: EvaluationContext): Promise<EvaluatorScore> {
    return gradeLatency(this.config.threshold, traceFacts(context).durationMs);
  }
}

export function gradeLatency(threshold: number, durationMs: number | undefined): EvaluatorScore {
  if (durationMs === undefined) {
    return {
      score: 0,
      hits: [],
      misses: ['No duration data available in trace'],
      reasoning: 'Execution duration not reported by provider',
    };
  }
  const passed = durationMs <= threshold;
  return {
    score: passed ? 1 : 0,
    hits: passed ? [`Duration ${durationMs}ms <= ${threshold}ms threshold`] : [],
    misses: passed ? [] : [`Duration ${durationMs}ms > ${threshold}ms threshold`],
    reasoning: `Execution took ${durationMs}ms (threshold: ${threshold}ms)`,
  };
}

/** AgentV's single-metric `cost` and `token_usage`: 1 when every limit holds, else 0; no data is 0. */
export class BudgetEvaluator implements Evaluator {
  readonly type: 'cost' | 'token_usage';
  readonly name: string;
  readonly weight: number;

  constructor(private readonly config: CostConfig | TokenUsageConfig) {
    this.type = config.type;
    this.name = config.name;
    this.weight = config.weight;
  }

  async evaluate(context: EvaluationContext): Promise<EvaluatorScore> {
    const { response } = context;
    return this.config.type === 'cost'
      ? gradeCost(this.config.budget, response.costUsd ?? undefined)
      : gradeTokens(this.config, response.tokenUsage);
  }
}

export function gradeCost(budget: number, costUsd: number | undefined): EvaluatorScore {
  if (costUsd === undefined)
    return {
      score: 0,
      hits: [],
      misses: ['No cost data available in trace'],
      reasoning: 'Cost not reported by provider',
    };
  const usd = (n: number) => `$${n.toFixed(4)}`;
  const passed = costUsd <= budget;
  return {
    score: passed ? 1 : 0,
    hits: passed ? [`Cost ${usd(costUsd)} <= ${usd(budget)} budget`] : [],
    misses: passed ? [] : [`Cost ${usd(costUsd)} > ${usd(budget)} budget`],
    reasoning: `Execution cost ${usd(costUsd)} (budget: ${usd(budget)})`,
  };
}

export function gradeTokens(
  config: Pick<TokenUsageConfig, 'max_input' | 'max_output' | 'max_total'>,
  usage: { input?: number; output?: number } | undefined,
): EvaluatorScore {
  if (usage?.input === undefined || usage.output === undefined) {
    return {
      score: 0,
      hits: [],
      misses: ['No token usage data available in trace'],
      reasoning: 'Token usage not reported by provider',
    };
  }
  const { input, output } = usage;
  const hits: string[] = [];
  const misses: string[] = [];
  const check = (label: string, value: number, max: number | undefined) => {
    if (max !== undefined)
      (value <= max ? hits : misses).push(`${label} tokens ${value} ${value <= max ? '<=' : '>'} ${max}`);
  };
  check('Input', input, config.max_input);
  check('Output', output, config.max_output);
  check('Total', input + output, config.max_total);
  return {
    score: misses.length === 0 ? 1 : 0,
    hits,
    misses,
    reasoning: `token_usage input=${input}, output=${output}, total=${input + output}`,
  };
}

export function createBudgetEvaluator(config: CostConfig | TokenUsageConfig): Evaluator {
  return new BudgetEvaluator(config);
}

export function createExecutionMetricsEvaluator(config: MetricsConfig): Evaluator {
  return new ExecutionMetricsEvaluator(config);
}

export function createLatencyEvaluator(config: LatencyConfig): Evaluator {
  return new LatencyEvaluator(config);
}

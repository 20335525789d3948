import type { TrialsConfig } from '../../config/types.js';
import {
  type EvalResult,
  PASS_THRESHOLD,
  type TrialAggregation,
  type TrialEntry,
  verdictFor,
} from '../../results/eval-result.js';
import type { EvalTask } from '../run/plan.js';
import type { RunContext } from '../run/run-context.js';
import { type CaseInput, runCase } from './run-case.js';

/**
 * AgentV 4.x's `execution.trials`: the case runs up to `count` times, one attempt after another,
 * and is recorded once, as agentv 4.42.4 does: the best attempt's record (the first of equal
 * scores) with the strategy's score, each attempt in `trials` and the strategy's figures in
 * `aggregation`. `pass_at_k` stops at the first attempt that passes; every strategy stops once
 * the attempts cost `cost_limit_usd`. The record's target usage is what all its attempts cost.
 */
export async function runTrials(
  task: EvalTask,
  run: RunContext,
  trials: TrialsConfig,
  input: CaseInput,
): Promise<EvalResult> {
  const results: EvalResult[] = [];
  let cost = 0;
  let costLimited = false;
  for (let attempt = 0; attempt < trials.count; attempt++) {
    // An answer a batch brought is the first attempt's; later attempts ask the target again.
    const result = await runCase(task, run, attempt === 0 ? input : {});
    if (result.skipped !== undefined) {
      if (results.length === 0) return result;
      break;
    }
    results.push(result);
    if (typeof result.cost_usd === 'number') cost += result.cost_usd;
    if (trials.costLimitUsd !== undefined && cost >= trials.costLimitUsd) {
      costLimited = true;
      break;
    }
    if (trials.strategy === 'pass_at_k' && verdictFor(result.score) === 'pass') break;
    if (run.stop.cases.signal.aborted) break;
  }
  return trialsRecord(results, trials, costLimited);
}

/** One record of a case's attempts: the best one's, with the strategy's score. */
export function trialsRecord(results: readonly EvalResult[], trials: TrialsConfig, costLimited: boolean): EvalResult {
  const entries: TrialEntry[] = results.map((r, attempt) => ({
    attempt,
    score: r.score,
    // AgentV's trial verdict is pass or fail at the pass threshold.
    verdict: r.score >= PASS_THRESHOLD ? 'pass' : 'fail',
    ...(typeof r.cost_usd === 'number' ? { cost_usd: r.cost_usd } : {}),
    ...(r.error !== undefined ? { error: r.error } : {}),
  }));
  const best = results.reduce((at, r, index) => (r.score > results[at]!.score ? index : at), 0);
  const { score, aggregation } = aggregateTrials(entries, trials.strategy);
  const base = results[best]!;
  const paid = results.map((r) => r.cost_usd);
  const tokens = results.flatMap((r) => (r.token_usage ? [r.token_usage] : []));
  return {
    ...base,
    score,
    ...(base.verdict !== undefined ? { verdict: verdictFor(score) } : {}),
    // What every attempt's answer cost: null when one of them has no known price.
    ...(paid.some((c) => c !== undefined) ? { cost_usd: paid.some((c) => c === null) ? null : sum(paid) } : {}),
    ...(tokens.length > 0
      ? {
          token_usage: {
            input: sum(tokens.map((t) => t.input)),
            output: sum(tokens.map((t) => t.output)),
            total: sum(tokens.map((t) => t.total)),
            cached_input: sum(tokens.map((t) => t.cached_input)),
          },
        }
      : {}),
    trials: entries,
    aggregation,
    ...(costLimited ? { cost_limited: true } : {}),
  };
}

/** agentv 4.42.4's aggregateTrials: the score a strategy gives a case's attempts, and its figures. */
export function aggregateTrials(
  entries: readonly TrialEntry[],
  strategy: TrialsConfig['strategy'],
): { score: number; aggregation: TrialAggregation } {
  const scores = entries.map((e) => e.score);
  const mean = sum(scores) / scores.length;
  if (strategy === 'pass_at_k')
    return {
      score: Math.max(...scores),
      aggregation: {
        strategy,
        passed_attempts: entries.filter((e) => e.verdict === 'pass').length,
        total_attempts: entries.length,
      },
    };
  if (strategy === 'mean')
    return { score: mean, aggregation: { strategy, mean, min: Math.min(...scores), max: Math.max(...scores) } };
  const n = scores.length;
  if (n < 2) {
    const at = clamp01(mean);
    return { score: mean, aggregation: { strategy, mean, ci95_lower: at, ci95_upper: at, stddev: 0 } };
  }
  const stddev = Math.sqrt(sum(scores.map((s) => (s - mean) ** 2)) / (n - 1));
  const margin = tCritical95(n - 1) * (stddev / Math.sqrt(n));
  const lower = clamp01(mean - margin);
  return {
    score: lower,
    aggregation: { strategy, mean, ci95_lower: lower, ci95_upper: clamp01(mean + margin), stddev },
  };
}

/** Two-sided 95% t critical values for 1-29 degrees of freedom, then 1.96, as agentv 4.42.4 tabulates them. */
const T_TABLE_95 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045,
];

function tCritical95(df: number): number {
  return T_TABLE_95[df - 1] ?? 1.96;
}

function clamp01(value: number): number {
  return Math.max(0, Math.min(1, value));
}

function sum(values: ReadonlyArray<number | null | undefined>): number {
  return values.reduce<number>((total, v) => total + (v ?? 0), 0);
}

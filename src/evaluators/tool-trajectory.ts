import type { EvaluatorConfig } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorScore } from '../engine/evaluator.js';
import { deepEqual, traceFacts, type ToolCallFact } from './trace-facts.js';

type TrajectoryConfig = Extract<EvaluatorConfig, { type: 'tool_trajectory' }>;
type ExpectedCall = NonNullable<TrajectoryConfig['expected']>[number];

/**
 * AgentV's `tool_trajectory`: grades the tool calls an agent made.
 * - `any_order`: each tool in `minimums` called at least that often; score = tools satisfied / tools listed.
 * - `in_order`: the expected calls appear as a subsequence; a same-named call with other args
 *   consumes the position and counts as a miss.
 * - `exact`: the same calls at the same positions, and as many of them.
 * A `max_duration_ms` on an expected call adds one assertion, counted only when the call carries a
 * duration (otherwise it is skipped, as AgentV does). Score = assertions met / assertions counted.
 */
export class ToolTrajectoryEvaluator implements Evaluator {
  readonly type = 'tool_trajectory';
  readonly name: string;
  readonly weight: number;

  constructor(private readonly config: TrajectoryConfig) {
    this.name = config.name;
    this.weight = config.weight;
  }

  async evaluate(context: EvaluationContext): Promise<EvaluatorScore> {
    return gradeTrajectory(this.config, traceFacts(context).toolCalls);
  }
}

export function gradeTrajectory(config: TrajectoryConfig, calls: ToolCallFact[] | undefined): EvaluatorScore {
  if (calls === undefined) return { score: 0, hits: [], misses: ['No trace available for evaluation'], reasoning: 'the target reported no trace' };
  if (config.mode === 'any_order') return anyOrder(config.minimums ?? {}, calls);
  const expected = config.expected ?? [];
  if (expected.length === 0) return { score: 1, hits: ['No tool sequence specified'], misses: [], reasoning: '' };
  return config.mode === 'in_order' ? inOrder(expected, calls) : exact(expected, calls);
}

function anyOrder(minimums: Record<string, number>, calls: ToolCallFact[]): EvaluatorScore {
  const tools = Object.keys(minimums);
  if (tools.length === 0) return { score: 1, hits: ['No tool requirements specified'], misses: [], reasoning: '' };
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call.name, (counts.get(call.name) ?? 0) + 1);
  const hits: string[] = [];
  const misses: string[] = [];
  for (const tool of tools) {
    const required = minimums[tool] ?? 0;
    const actual = counts.get(tool) ?? 0;
    (actual >= required ? hits : misses).push(`${tool}: called ${actual} times (required ≥${required})`);
  }
  return finish(hits, misses, hits.length, tools.length);
}

/** Tally of sequence and latency assertions for in_order / exact. */
class Tally {
  hits: string[] = [];
  misses: string[] = [];
  met = 0;
  counted: number;

  constructor(expected: ExpectedCall[]) {
    this.counted = expected.length + expected.filter((e) => e.max_duration_ms !== undefined).length;
  }

  matched(item: ExpectedCall, call: ToolCallFact, hit: string): void {
    this.hits.push(hit);
    this.met++;
    const limit = item.max_duration_ms;
    if (limit === undefined) return;
    if (call.durationMs === undefined) {
      this.counted--; // no timing data: the latency assertion is skipped, not failed
    } else if (call.durationMs <= limit) {
      this.hits.push(`${item.tool} completed in ${call.durationMs}ms (max: ${limit}ms)`);
      this.met++;
    } else {
      this.misses.push(`${item.tool} took ${call.durationMs}ms (max: ${limit}ms)`);
    }
  }

  result(): EvaluatorScore {
    return finish(this.hits, this.misses, this.met, this.counted);
  }
}

function inOrder(expected: ExpectedCall[], calls: ToolCallFact[]): EvaluatorScore {
  const tally = new Tally(expected);
  let at = 0;
  expected.forEach((item, i) => {
    while (at < calls.length && calls[at]?.name !== item.tool) at++;
    const call = calls[at];
    if (!call) {
      tally.misses.push(`Expected ${item.tool} at position ${i}, not found in remaining trace`);
      return;
    }
    if (argsMatch(item.args, call.args)) tally.matched(item, call, `Found ${item.tool} at position ${at}`);
    else tally.misses.push(`Expected ${item.tool} at position ${i}: tool found at ${at} but args mismatch`);
    at++;
  });
  return tally.result();
}

function exact(expected: ExpectedCall[], calls: ToolCallFact[]): EvaluatorScore {
  const tally = new Tally(expected);
  if (calls.length !== expected.length) tally.misses.push(`Expected ${expected.length} tool calls, got ${calls.length}`);
  expected.forEach((item, i) => {
    const call = calls[i];
    if (!call) tally.misses.push(`Position ${i}: expected ${item.tool}, got nothing`);
    else if (call.name !== item.tool) tally.misses.push(`Position ${i}: expected ${item.tool}, got ${call.name}`);
    else if (!argsMatch(item.args, call.args)) tally.misses.push(`Position ${i}: ${item.tool} args mismatch`);
    else tally.matched(item, call, `Position ${i}: ${item.tool}`);
  });
  return tally.result();
}

/** `any` or absent matches anything; an object matches when each of its keys is deep-equal in the call. */
function argsMatch(expected: ExpectedCall['args'], actual: Record<string, unknown> | undefined): boolean {
  if (expected === undefined || expected === 'any') return true;
  if (actual === undefined) return false;
  return Object.entries(expected).every(([key, value]) => Object.hasOwn(actual, key) && deepEqual(value, actual[key]));
}

function finish(hits: string[], misses: string[], met: number, counted: number): EvaluatorScore {
  const score = counted > 0 ? met / counted : 1;
  return { score, hits, misses, reasoning: `${met}/${counted} trajectory checks met` };
}

export function createToolTrajectoryEvaluator(config: TrajectoryConfig): Evaluator {
  return new ToolTrajectoryEvaluator(config);
}

import type { ArgsMatch } from '../config/agentv-evaluator-schemas.js';
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
 * - `superset` (4.x): each expected call is found among the calls (each call used once).
 * - `subset` (4.x): each call the agent made is one of the expected (reusable) items.
 * Arguments compare as `args_match` says (per item, else per evaluator): 2.x suites default to
 * `superset` (the call has every expected key), 4.x suites to `exact` (the loader sets it).
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
  if (calls === undefined)
    return {
      score: 0,
      hits: [],
      misses: ['No trace available for evaluation'],
      reasoning: 'the target reported no trace',
    };
  if (config.mode === 'any_order') return anyOrder(config.minimums ?? {}, calls);
  const expected = config.expected ?? [];
  const match = (item: ExpectedCall, call: ToolCallFact) =>
    argsMatch(item.args, call.args, item.args_match ?? config.args_match ?? 'superset');
  if (config.mode === 'subset') return subset(expected, calls, match);
  if (expected.length === 0) return { score: 1, hits: ['No tool sequence specified'], misses: [], reasoning: '' };
  if (config.mode === 'superset') return superset(expected, calls, match);
  return config.mode === 'in_order' ? inOrder(expected, calls, match) : exact(expected, calls, match);
}

type Match = (item: ExpectedCall, call: ToolCallFact) => boolean;

/** Each expected call found among the calls, greedily, each call used at most once. */
function superset(expected: ExpectedCall[], calls: ToolCallFact[], match: Match): EvaluatorScore {
  const used = new Set<number>();
  const hits: string[] = [];
  const misses: string[] = [];
  for (const item of expected) {
    const at = calls.findIndex((call, j) => !used.has(j) && call.name === item.tool && match(item, call));
    if (at === -1) {
      misses.push(`Expected ${item.tool} not found in actual trajectory`);
    } else {
      used.add(at);
      hits.push(`Found ${item.tool} at position ${at}`);
    }
  }
  return finish(hits, misses, hits.length, expected.length);
}

/** Every call the agent made is allowed by some expected item (items are reusable). */
function subset(expected: ExpectedCall[], calls: ToolCallFact[], match: Match): EvaluatorScore {
  if (calls.length === 0)
    return {
      score: 1,
      hits: [
        expected.length === 0 ? 'No tool calls and no expected tools' : 'No actual tool calls (trivially a subset)',
      ],
      misses: [],
      reasoning: '',
    };
  const hits: string[] = [];
  const misses: string[] = [];
  calls.forEach((call, i) => {
    const allowed = expected.some((item) => call.name === item.tool && match(item, call));
    (allowed ? hits : misses).push(`Position ${i}: ${call.name} is ${allowed ? '' : 'not '}in allowed set`);
  });
  return finish(hits, misses, hits.length, calls.length);
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

function inOrder(expected: ExpectedCall[], calls: ToolCallFact[], match: Match): EvaluatorScore {
  const tally = new Tally(expected);
  let at = 0;
  expected.forEach((item, i) => {
    while (at < calls.length && calls[at]?.name !== item.tool) at++;
    const call = calls[at];
    if (!call) {
      tally.misses.push(`Expected ${item.tool} at position ${i}, not found in remaining trace`);
      return;
    }
    if (match(item, call)) tally.matched(item, call, `Found ${item.tool} at position ${at}`);
    else tally.misses.push(`Expected ${item.tool} at position ${i}: tool found at ${at} but args mismatch`);
    at++;
  });
  return tally.result();
}

function exact(expected: ExpectedCall[], calls: ToolCallFact[], match: Match): EvaluatorScore {
  const tally = new Tally(expected);
  if (calls.length !== expected.length)
    tally.misses.push(`Expected ${expected.length} tool calls, got ${calls.length}`);
  expected.forEach((item, i) => {
    const call = calls[i];
    if (!call) tally.misses.push(`Position ${i}: expected ${item.tool}, got nothing`);
    else if (call.name !== item.tool) tally.misses.push(`Position ${i}: expected ${item.tool}, got ${call.name}`);
    else if (!match(item, call)) tally.misses.push(`Position ${i}: ${item.tool} args mismatch`);
    else tally.matched(item, call, `Position ${i}: ${item.tool}`);
  });
  return tally.result();
}

/** `any` or absent matches anything; otherwise as `mode` says (AgentV 4.x's argsMatch). */
function argsMatch(
  expected: ExpectedCall['args'],
  actual: Record<string, unknown> | undefined,
  mode: ArgsMatch,
): boolean {
  if (expected === undefined || expected === 'any' || mode === 'ignore') return true;
  if (actual === undefined) return false;
  if (Array.isArray(mode)) {
    return mode.every((field) => {
      const want = valueAtPath(expected, field);
      return want === undefined || deepEqual(want, valueAtPath(actual, field));
    });
  }
  switch (mode) {
    case 'exact':
      return deepEqual(expected, actual);
    case 'subset':
      return Object.entries(actual).every(
        ([key, value]) => Object.hasOwn(expected, key) && deepEqual(value, expected[key]),
      );
    case 'superset':
      return Object.entries(expected).every(
        ([key, value]) => Object.hasOwn(actual, key) && deepEqual(value, actual[key]),
      );
  }
}

function valueAtPath(value: Record<string, unknown>, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>(
      (current, key) =>
        current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined,
      value,
    );
}

function finish(hits: string[], misses: string[], met: number, counted: number): EvaluatorScore {
  const score = counted > 0 ? met / counted : 1;
  return { score, hits, misses, reasoning: `${met}/${counted} trajectory checks met` };
}

export function createToolTrajectoryEvaluator(config: TrajectoryConfig): Evaluator {
  return new ToolTrajectoryEvaluator(config);
}

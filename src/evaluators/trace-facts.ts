import type { EvaluationContext } from '../engine/evaluator.js';
import type { TraceEvent } from '../engine/provider.js';
import { llmCallCount } from '../engine/case/trace-summary.js';
import { isRecord } from '../config/is-record.js';

/** One tool call as the trajectory and metrics evaluators see it. */
export interface ToolCallFact {
  name: string;
  args?: Record<string, unknown>;
  durationMs?: number;
  /** The tool's result, when the trace recorded one. */
  output?: unknown;
}

/**
 * The execution facts of one answered case, gathered from wherever the provider put them: tool
 * calls from the trace (cli `output_messages`, codex and claude-code streams all become trace
 * events), LLM calls from the assistant output messages, tokens and cost from the response, and the
 * duration the agent reported (else the measured one).
 */
export interface TraceFacts {
  /** Empty for an answer without a trace; undefined only for facts gathered elsewhere. */
  toolCalls?: ToolCallFact[];
  llmCallCount?: number;
  totalTokens?: number;
  costUsd?: number;
  durationMs?: number;
}

export function traceFacts(context: EvaluationContext): TraceFacts {
  const { response } = context;
  const facts: TraceFacts = {};
  // AgentV has a transcript for every answer: one without a trace called no tool.
  facts.toolCalls = (response.trace ?? []).filter((e) => e.type === 'tool_call').map(toToolCall);
  facts.llmCallCount = llmCallCount(response);
  const usage = response.tokenUsage;
  if (usage) {
    const total = usage.input !== undefined && usage.output !== undefined ? usage.input + usage.output : usage.total;
    if (total !== undefined) facts.totalTokens = total;
  }
  if (typeof response.costUsd === 'number') facts.costUsd = response.costUsd;
  const duration = response.durationMs ?? context.durationMs;
  if (duration !== undefined) facts.durationMs = duration;
  return facts;
}

/**
 * Arguments under whichever key the stream used: `input` (claude, AgentV), `args`, or `arguments` (JSON text in
 * OpenAI's shape).
 */
function toToolCall(event: TraceEvent): ToolCallFact {
  const data = isRecord(event.data) ? event.data : {};
  const call: ToolCallFact = { name: event.name ?? 'unknown' };
  const args = pickArgs(data);
  if (args) call.args = args;
  const duration = data.duration_ms ?? data.durationMs;
  if (typeof duration === 'number') call.durationMs = duration;
  if (data.output !== undefined && data.output !== null) call.output = data.output;
  return call;
}

function pickArgs(data: Record<string, unknown>): Record<string, unknown> | undefined {
  for (const key of ['input', 'args', 'arguments']) {
    let value = data[key];
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        continue;
      }
    }
    if (isRecord(value)) return value;
  }
  return undefined;
}

/** AgentV's deep equality: primitives, arrays in order, plain objects with the same keys. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao);
  return keys.length === Object.keys(bo).length && keys.every((k) => Object.hasOwn(bo, k) && deepEqual(ao[k], bo[k]));
}

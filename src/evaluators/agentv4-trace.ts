import type { ChatMessage, ReportedToolCall } from '../config/types.js';
import type { EvaluationContext } from '../engine/evaluator.js';
import type { TraceEvent } from '../engine/provider.js';
import { summarizeAnswer } from '../engine/case/trace-summary.js';
import { recordTokenUsage } from '../engine/provider-pipeline/usage-meter.js';

/**
 * The `trace` an AgentV 4.x code grader reads (`buildTraceFromMessages` in agentv 4.42.4): the
 * trace summary's counts, the transcript as `messages` (the case's input, then the answer's
 * messages, unless those already hold the user turn), one event per message, tool call, tool
 * result and the final response, and the answer's usage, cost and duration. Camel-case keys the
 * caller turns to snake_case with the rest of the payload, as AgentV does.
 */
export function agentv4Trace(context: EvaluationContext, durationMs: number | null): Record<string, unknown> {
  const { response, request, evalCase } = context;
  const summary = context.traceSummary ?? summarizeAnswer(response);
  const output = answerMessages(context);
  const input = request.messages.map(({ role, content }) => ({ role, content }));
  const messages = transcript(input, output);
  return {
    eventCount: summary.event_count,
    toolCalls: summary.tool_calls_by_name,
    errorCount: summary.error_count,
    llmCallCount: summary.llm_call_count,
    ...(summary.tool_durations ? { toolDurations: summary.tool_durations } : {}),
    messages,
    events: traceEvents(messages, context.candidateAnswer),
    tokenUsage: recordTokenUsage(response.tokenUsage),
    costUsd: response.costUsd ?? undefined,
    durationMs: durationMs ?? undefined,
    metadata: { evalCaseId: evalCase.id },
  };
}

/**
 * The transcript's events in order: each message, then each of its tool calls and their results;
 * last, the final response, child of the last assistant message.
 */
function traceEvents(messages: readonly TraceMessage[], finalAnswer: string): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  messages.forEach((message, messageIndex) => {
    const messageId = `message-${messageIndex}`;
    events.push({
      eventId: messageId,
      ordinal: events.length,
      type: 'message',
      message: { role: message.role, content: message.content },
      metadata: { messageIndex },
    });
    (message.toolCalls ?? []).forEach((call, toolIndex) => {
      pushToolEvents(events, call, messageId, { messageIndex, toolIndex });
    });
  });
  const finalIndex = messages.map((m) => m.role).lastIndexOf('assistant');
  if (finalIndex >= 0) {
    events.push({
      eventId: 'final-response',
      parentEventId: `message-${finalIndex}`,
      ordinal: events.length,
      type: 'final_response',
      message: { role: 'assistant', content: finalAnswer },
      metadata: { messageIndex: finalIndex },
    });
  }
  return events;
}

type TraceToolCall = NonNullable<TraceMessage['toolCalls']>[number];

/** A tool call's event, and its result's when the call has an output. */
function pushToolEvents(
  events: Record<string, unknown>[],
  call: TraceToolCall,
  messageId: string,
  metadata: { messageIndex: number; toolIndex: number },
): void {
  const toolId = `${messageId}-tool-${metadata.toolIndex}`;
  const tool = { name: call.tool, callId: call.id, input: call.input, output: call.output, status: 'ok' };
  events.push({
    eventId: toolId,
    parentEventId: messageId,
    ordinal: events.length,
    type: 'tool_call',
    durationMs: call.durationMs,
    tool,
    metadata,
  });
  if (call.output === undefined) return;
  events.push({
    eventId: `${toolId}-result`,
    parentEventId: toolId,
    ordinal: events.length,
    type: 'tool_result',
    tool: { name: call.tool, callId: call.id, output: call.output, status: 'ok' },
    metadata: { ...metadata },
  });
}

interface TraceMessage {
  role: string;
  content: string;
  toolCalls?: Array<{ tool: string; input?: unknown; output?: unknown; id?: string; durationMs?: number }>;
}

/**
 * The answer as messages: those the agent reported; else one assistant message with the answer
 * and the tool calls of its trace (codex, claude-code), as AgentV's agent providers report them.
 */
export function answerMessages(context: EvaluationContext): TraceMessage[] {
  const { response } = context;
  if (response.outputMessages) return response.outputMessages.map(toTraceMessage);
  const calls = traceToolCalls(response.trace ?? []);
  return [{ role: 'assistant', content: context.candidateAnswer, ...(calls.length > 0 ? { toolCalls: calls } : {}) }];
}

function toTraceMessage(message: ChatMessage): TraceMessage {
  const calls = message.tool_calls?.map(toCall);
  return { role: message.role, content: message.content, ...(calls ? { toolCalls: calls } : {}) };
}

function toCall(call: ReportedToolCall): NonNullable<TraceMessage['toolCalls']>[number] {
  return { tool: call.tool, input: call.input, output: call.output, id: call.id, durationMs: call.duration_ms };
}

/** Each tool call of a trace, with the output of the result that follows it. */
function traceToolCalls(trace: TraceEvent[]): NonNullable<TraceMessage['toolCalls']> {
  const calls: NonNullable<TraceMessage['toolCalls']> = [];
  for (const event of trace) {
    const data = (event.data ?? {}) as {
      id?: unknown;
      input?: unknown;
      arguments?: unknown;
      duration_ms?: unknown;
      output?: unknown;
    };
    if (event.type === 'tool_call') {
      calls.push({
        tool: event.name ?? 'unknown',
        input: data.input ?? data.arguments,
        ...(typeof data.id === 'string' ? { id: data.id } : {}),
        ...(typeof data.duration_ms === 'number' ? { durationMs: data.duration_ms } : {}),
      });
    } else if (event.type === 'tool_result' && calls.length > 0) {
      const last = calls[calls.length - 1]!;
      if (last.output === undefined) last.output = data.output ?? event.text;
    }
  }
  return calls;
}

/** AgentV's transcript: output alone when it holds a user or system turn or repeats a lone input turn. */
function transcript(input: Array<{ role: string; content: string }>, output: TraceMessage[]): TraceMessage[] {
  if (output.length === 0) return input;
  if (output.some((m) => m.role === 'user' || m.role === 'system')) return output;
  const first = output[0];
  if (input.length === 1 && first && input[0]?.role === first.role && input[0]?.content === first.content)
    return output;
  return [...input, ...output];
}

/**
 * AgentV's `toSnakeCaseDeep`: every object key from camelCase to snake_case, at any depth (tool
 * inputs and config included), except keys that start with a capital (tool names like `Read`).
 */
export function snakeCaseDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseDeep);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[/^[A-Z]/.test(key) ? key : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = snakeCaseDeep(field);
  }
  return out;
}

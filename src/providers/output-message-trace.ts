import { z } from 'zod';
import type { ChatMessage, ReportedToolCall } from '../config/types.js';
import type { TraceEvent } from '../engine/provider.js';

/**
 * A cli agent's `output_messages`: chat messages whose assistant turns may carry tool calls in
 * OpenAI's shape (`tool_calls: [{id, type: function, function: {name, arguments}}]`, arguments as
 * JSON text) or AgentV's (`toolCalls: [{tool, input, output, id, durationMs}]`). Both become one
 * shape, and the calls become trace events, so trajectories and metrics can grade what an agent
 * did even when it reports no trace of its own.
 */

const openAiCallSchema = z.object({
  id: z.string().optional(),
  function: z.object({ name: z.string().min(1), arguments: z.unknown().optional() }),
});

const agentvCallSchema = z.object({
  tool: z.string().min(1),
  input: z.unknown().optional(),
  args: z.unknown().optional(),
  output: z.unknown().optional(),
  id: z.string().optional(),
  durationMs: z.number().nonnegative().optional(),
  duration_ms: z.number().nonnegative().optional(),
});

const toolCallSchema = z.union([openAiCallSchema, agentvCallSchema]).transform((call): ReportedToolCall => {
  if ('function' in call) {
    const input = parseArguments(call.function.arguments);
    return { tool: call.function.name, ...(input !== undefined ? { input } : {}), ...(call.id ? { id: call.id } : {}) };
  }
  const input = call.input ?? call.args;
  const duration = call.duration_ms ?? call.durationMs;
  return {
    tool: call.tool,
    ...(input !== undefined ? { input } : {}),
    ...(call.output !== undefined ? { output: call.output } : {}),
    ...(call.id ? { id: call.id } : {}),
    ...(duration !== undefined ? { duration_ms: duration } : {}),
  };
});

/** One output message; a malformed tool call is dropped rather than failing the case. */
export const outputMessageSchema = z
  .object({
    role: z.enum(['system', 'user', 'assistant', 'tool']),
    content: z.unknown().optional(),
    tool_calls: z.array(toolCallSchema.optional().catch(undefined)).optional().catch(undefined),
    toolCalls: z.array(toolCallSchema.optional().catch(undefined)).optional().catch(undefined),
  })
  .transform((m): ChatMessage => {
    const calls = [...(m.tool_calls ?? []), ...(m.toolCalls ?? [])].filter(
      (c): c is ReportedToolCall => c !== undefined,
    );
    const content =
      m.content === undefined || m.content === null ? '' : (messageText(m.content) ?? JSON.stringify(m.content));
    return { role: m.role, content, ...(calls.length > 0 ? { tool_calls: calls } : {}) };
  });

const CONTENT_BLOCK_TYPES = new Set(['text', 'image', 'file']);

/**
 * A message's text as AgentV reads it: a string as it is; a list of content blocks (`text`,
 * `image`, `file`) as its `text` parts joined by newlines; undefined for anything else.
 */
export function messageText(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content) || content.length === 0) return undefined;
  const blocks = content as Array<{ type?: unknown; text?: unknown } | null>;
  if (
    !blocks.every(
      (b) => typeof b === 'object' && b !== null && typeof b.type === 'string' && CONTENT_BLOCK_TYPES.has(b.type),
    )
  )
    return undefined;
  return blocks.flatMap((b) => (b?.type === 'text' && typeof b.text === 'string' ? [b.text] : [])).join('\n');
}

/** OpenAI sends arguments as JSON text; anything that does not parse is kept as it came. */
function parseArguments(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * Trace events for the tool calls in `messages`, in order: a `tool_call` per call (data: `input`,
 * `duration_ms`), followed by a `tool_result` when the call reported its output.
 */
export function traceFromOutputMessages(messages: readonly ChatMessage[]): TraceEvent[] {
  const trace: TraceEvent[] = [];
  for (const message of messages) {
    for (const call of message.tool_calls ?? []) {
      const data: Record<string, unknown> = {};
      if (call.id !== undefined) data.id = call.id;
      if (call.input !== undefined) data.input = call.input;
      if (call.duration_ms !== undefined) data.duration_ms = call.duration_ms;
      trace.push({ type: 'tool_call', name: call.tool, data });
      if (call.output !== undefined)
        trace.push({ type: 'tool_result', name: call.tool, data: { output: call.output } });
    }
  }
  return trace;
}

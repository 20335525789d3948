import { nestsDeeperThan } from '../results/nesting-depth.js';
import { z } from 'zod';
import type { ProviderResponse, TokenUsage } from '../engine/provider.js';
import { snakeCaseKeys } from './agent-settings.js';
import { messageText, outputMessageSchema, traceFromOutputMessages } from './output-message-trace.js';

/**
 * A cli agent's answer, read as AgentV reads it (2.x and 4.x): a JSON object whose messages are
 * `output` (4.x) or `output_messages` (2.x), with or without `text`; when it has messages, the
 * answer is the last assistant message's content and `text` is ignored; otherwise `text`; a JSON
 * object with neither, or anything that is not JSON, is plain text, kept as it came (a trailing
 * newline included). Beyond AgentV we also read `trace`, and tool calls in OpenAI's shape.
 */

const count = z.number().nonnegative().optional().catch(undefined);

const tokenUsageSchema = z.preprocess(
  snakeCaseKeys,
  z.object({
    input: count,
    output: count,
    total: count,
    input_tokens: count,
    output_tokens: count,
    total_tokens: count,
    prompt_tokens: count,
    completion_tokens: count,
    cached: count,
    cached_input: count,
    cached_input_tokens: count,
    cache_read_input_tokens: count,
  }),
);

const traceEventSchema = z.object({
  type: z.enum(['tool_call', 'tool_result', 'message', 'error']),
  name: z.string().optional(),
  text: z.string().optional(),
  data: z.unknown().optional(),
  timestamp: z.string().optional(),
});

const messagesSchema = z.array(outputMessageSchema).optional().catch(undefined);

/**
 * The structured fields of an answer. Optional parts that do not fit are dropped rather than
 * failing the case: the answer's text is what matters.
 */
export const cliAnswerSchema = z.preprocess(
  snakeCaseKeys,
  z.object({
    text: z.unknown().optional(),
    output: messagesSchema,
    output_messages: messagesSchema,
    token_usage: tokenUsageSchema.optional().catch(undefined),
    cost_usd: z.number().nonnegative().optional().catch(undefined),
    trace: z.array(traceEventSchema).optional().catch(undefined),
    duration_ms: z.number().nonnegative().optional().catch(undefined),
  }),
);

/**
 * The response for a structured answer object, or undefined when `value` is not one (not an
 * object, or an object with neither messages nor `text`).
 */
export function cliAnswerFromObject(value: unknown): ProviderResponse | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const parsed = cliAnswerSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const answer = parsed.data;
  const fields = snakeCaseKeys(value) as Record<string, unknown>;
  // AgentV takes `output`, else `output_messages`; an empty list counts as none.
  const [messages, rawMessages] = answer.output?.length
    ? [answer.output, fields.output]
    : answer.output_messages?.length
      ? [answer.output_messages, fields.output_messages]
      : [undefined, undefined];
  let text: string;
  if (messages) text = lastAssistantText(rawMessages as unknown[]);
  else if (answer.text === undefined) return undefined;
  else
    text =
      typeof answer.text === 'string'
        ? answer.text
        : answer.text === null
          ? 'null'
          : typeof answer.text === 'object'
            ? JSON.stringify(answer.text)
            : String(answer.text);
  const response: ProviderResponse = { text };
  if (messages) response.outputMessages = messages;
  // An agent that reports tool calls only on its messages still has a trace (AgentV reads them so).
  if (answer.trace) response.trace = answer.trace;
  else if (messages) response.trace = traceFromOutputMessages(messages);
  if (answer.duration_ms !== undefined) response.durationMs = answer.duration_ms;
  if (answer.cost_usd !== undefined) response.costUsd = answer.cost_usd;
  const usage = answer.token_usage;
  if (usage) {
    const tokens: TokenUsage = {
      input: usage.input ?? usage.input_tokens ?? usage.prompt_tokens,
      output: usage.output ?? usage.output_tokens ?? usage.completion_tokens,
      total: usage.total ?? usage.total_tokens,
      cachedInput: usage.cached ?? usage.cached_input ?? usage.cached_input_tokens ?? usage.cache_read_input_tokens,
    };
    if (tokens.total === undefined && tokens.input !== undefined && tokens.output !== undefined) {
      tokens.total = tokens.input + tokens.output;
    }
    response.tokenUsage = tokens;
  }
  return response;
}

/**
 * AgentV's final answer of a transcript: the content of the last assistant message that has
 * text content (a string, or content blocks whose `text` parts are joined by newlines); '' when none.
 */
function lastAssistantText(messages: unknown[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i] as { role?: unknown; content?: unknown } | null;
    if (message?.role !== 'assistant') continue;
    const text = messageText(message.content);
    if (text !== undefined) return text;
  }
  return '';
}

/**
 * An agent's answer: the structured fields when it is a JSON object AgentV would read so, else
 * the text itself, with CRLF line ends as LF. `{OUTPUT_FILE}` content is kept as written (AgentV keeps a trailing
 * newline);
 * stdout (`keepTrailingWhitespace: false`) loses its trailing whitespace, as `echo` adds a newline.
 */
export function parseCliAnswer(raw: string, { keepTrailingWhitespace = false } = {}): ProviderResponse {
  const lf = raw.replace(/\r\n?/g, '\n');
  const text = keepTrailingWhitespace ? lf : lf.trimEnd();
  if (text.trimStart().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      // Nested deeper than a record may be, it is kept as the text it is.
      const structured = nestsDeeperThan(parsed) ? undefined : cliAnswerFromObject(parsed);
      if (structured) return structured;
    } catch {
      // Not JSON after all: plain text that happens to start with a brace.
    }
  }
  return { text };
}

import { nestsDeeperThan } from '../results/nesting-depth.js';
import type { ProviderRequest, ProviderResponse, TokenUsage } from '../engine/provider.js';
import type { CliSettings } from './cli-settings.js';
import path from 'node:path';
import { z } from 'zod';
import { snakeCaseKeys } from './agent-settings.js';
import { outputMessageSchema, traceFromOutputMessages } from './output-message-trace.js';

/**
 * Replaces every `{NAME}` whose name is in `values` with its value, in one pass: a value that itself
 * contains `{PROMPT}` is never expanded again. Values must already be shell-escaped words; other
 * braces (`awk '{print $1}'`) are left alone.
 */
export function renderCommandTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{([A-Z][A-Z_]*)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? (values[name] ?? match) : match,
  );
}

/**
 * POSIX single-quote escaping: the value reaches the command as one literal word, so nothing in it
 * (quotes, `$()`, backticks, `;`, newlines, `$HOME`) is expanded or executed by `/bin/sh`.
 */
export function shellEscape(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * Shell-escaped values of the cli placeholders for one request. `{FILES}` lists every referenced
 * file (guidelines, then attachments); `{ATTACHMENTS}` only the non-guideline input files.
 */
export function cliPlaceholderValues(request: ProviderRequest, settings: CliSettings, outputFile: string): Record<string, string> {
  const guidelines = request.guidelineFiles.map((f) => f.absolutePath);
  const attachments = request.inputFiles.map((f) => f.absolutePath);
  return {
    PROMPT: shellEscape(request.prompt),
    EVAL_ID: shellEscape(request.evalId),
    ATTEMPT: shellEscape(String(request.attempt)),
    FILES: formatFileList([...new Set([...guidelines, ...attachments])], settings.files_format),
    ATTACHMENTS: formatFileList(attachments, settings.attachments_format),
    OUTPUT_FILE: shellEscape(outputFile),
  };
}

/**
 * A file list for `{FILES}` / `{ATTACHMENTS}`: each path rendered through `format` (`{path}` is the
 * escaped absolute path, `{basename}` the escaped file name), joined by spaces.
 */
export function formatFileList(paths: string[], format = '{path}'): string {
  return paths
    .map((file) => format.replaceAll('{path}', shellEscape(file)).replaceAll('{basename}', shellEscape(path.basename(file))))
    .join(' ');
}

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

/**
 * A structured answer printed by a cli agent (FORMATS.md): `text` plus optional
 * `output_messages`, `token_usage`, `cost_usd` and `trace` (either spelling). Optional parts that
 * do not fit are dropped rather than failing the case: the text is what matters.
 */
export const cliAnswerSchema = z.preprocess(
  snakeCaseKeys,
  z.object({
    text: z.string(),
    output_messages: z.array(outputMessageSchema).optional().catch(undefined),
    token_usage: tokenUsageSchema.optional().catch(undefined),
    cost_usd: z.number().nonnegative().optional().catch(undefined),
    trace: z.array(traceEventSchema).optional().catch(undefined),
    duration_ms: z.number().nonnegative().optional().catch(undefined),
  }),
);

/** The response for a structured answer object, or undefined when `value` has no string `text`. */
export function cliAnswerFromObject(value: unknown): ProviderResponse | undefined {
  const parsed = cliAnswerSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const answer = parsed.data;
  const response: ProviderResponse = { text: answer.text };
  if (answer.output_messages) response.outputMessages = answer.output_messages;
  // An agent that reports tool calls only on its messages still has a trace (AgentV reads them so).
  if (answer.trace) response.trace = answer.trace;
  else if (answer.output_messages) response.trace = traceFromOutputMessages(answer.output_messages);
  if (answer.duration_ms !== undefined) response.durationMs = answer.duration_ms;
  if (answer.cost_usd !== undefined) response.costUsd = answer.cost_usd;
  const usage = answer.token_usage;
  if (usage) {
    const tokens: TokenUsage = {
      input: usage.input ?? usage.input_tokens ?? usage.prompt_tokens,
      output: usage.output ?? usage.output_tokens ?? usage.completion_tokens,
      total: usage.total ?? usage.total_tokens,
      cachedInput: usage.cached_input ?? usage.cached_input_tokens ?? usage.cache_read_input_tokens,
    };
    if (tokens.total === undefined && tokens.input !== undefined && tokens.output !== undefined) {
      tokens.total = tokens.input + tokens.output;
    }
    response.tokenUsage = tokens;
  }
  return response;
}

/** An agent's answer: the structured fields when it is a JSON object with `text`, else the text itself. */
export function parseCliAnswer(raw: string): ProviderResponse {
  const text = raw.trimEnd();
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

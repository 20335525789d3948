import type { TokenUsage, TraceEvent } from '../engine/provider.js';
import { type JsonRecord, asNumber, asRecord, asString } from './json-value.js';
import { tailText } from '../process/run-process.js';

/** What a `claude -p --output-format stream-json` run produced. */
export interface ClaudeRun {
  /** The `result` text, else the last assistant text. */
  text?: string;
  trace: TraceEvent[];
  tokenUsage?: TokenUsage;
  costUsd?: number;
  /** Set when the result event reports an error (`is_error`, `error_*` subtypes). */
  error?: string;
}

const RESULT_MAX = 4000;

/**
 * Reads Claude Code's stream-json events: assistant `text` blocks are messages, `tool_use` blocks
 * tool calls, `tool_result` blocks (in user events) tool results named after their call; the
 * final `result` event carries the answer, usage and cost. Cached input tokens count as input.
 */
export function parseClaudeStream(events: unknown[]): ClaudeRun {
  const run: ClaudeRun = { trace: [] };
  const toolNames = new Map<string, string>();
  let lastText: string | undefined;
  for (const value of events) {
    const event = asRecord(value);
    const blocks = asRecord(event?.message)?.content;
    if (event?.type === 'assistant' && Array.isArray(blocks)) {
      for (const block of blocks.map(asRecord)) {
        if (block?.type === 'text' && typeof block.text === 'string') {
          lastText = block.text;
          run.trace.push({ type: 'message', text: block.text });
        } else if (block?.type === 'tool_use') {
          const name = asString(block.name) ?? 'unknown';
          if (typeof block.id === 'string') toolNames.set(block.id, name);
          run.trace.push({ type: 'tool_call', name, data: { id: block.id, input: block.input } });
        }
      }
    } else if (event?.type === 'user' && Array.isArray(blocks)) {
      for (const block of blocks.map(asRecord)) {
        if (block?.type !== 'tool_result') continue;
        const id = asString(block.tool_use_id);
        run.trace.push({
          type: 'tool_result',
          name: (id && toolNames.get(id)) || 'unknown',
          text: tailText(resultText(block.content), RESULT_MAX),
          data: { id, is_error: block.is_error === true },
        });
      }
    } else if (event?.type === 'result') {
      readResult(event, run);
    }
  }
  run.text ??= lastText;
  return run;
}

function readResult(event: JsonRecord, run: ClaudeRun): void {
  const subtype = asString(event.subtype) ?? '';
  const result = asString(event.result);
  if (event.is_error === true || subtype.startsWith('error')) {
    run.error = result || subtype || 'error';
    run.trace.push({ type: 'error', text: run.error });
  } else if (result !== undefined) {
    run.text = result;
  }
  run.costUsd = asNumber(event.total_cost_usd) ?? asNumber(event.cost_usd);
  const usage = asRecord(event.usage);
  if (usage) {
    const input = ['input_tokens', 'cache_creation_input_tokens', 'cache_read_input_tokens'].reduce((sum, key) => sum + (asNumber(usage[key]) ?? 0), 0);
    const output = asNumber(usage.output_tokens) ?? 0;
    run.tokenUsage = { input, output, total: input + output };
  }
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => asString(asRecord(part)?.text) ?? '').join('');
  return content === undefined ? '' : JSON.stringify(content);
}

import { ProviderError } from '../errors/agentv-error.js';
import { processExitError, tailText, type ProcessResult } from '../process/run-process.js';
import type { TokenUsage, TraceEvent } from '../engine/provider.js';
import { isRecord } from '../config/is-record.js';

/** The JSON values of a JSONL stream; blank lines are skipped, unparsable ones collected. */
export function parseJsonLines(text: string): { values: unknown[]; malformed: string[] } {
  const values: unknown[] = [];
  const malformed: string[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    try {
      values.push(JSON.parse(trimmed));
    } catch {
      malformed.push(trimmed);
    }
  }
  return { values, malformed };
}

/** Narrowing helpers for reading loosely shaped JSON events from agent CLIs. */

export type JsonRecord = Record<string, unknown>;

/** `value` as an object, or undefined for arrays, null and primitives. */
export function asRecord(value: unknown): JsonRecord | undefined {
  return isRecord(value) ? value : undefined;
}

/** `value` when it is a string. */
export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `value` when it is a finite number. */
export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

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
 * final `result` event carries the answer, usage and cost. Prompt-cache reads and writes count
 * as input and are also kept apart (`cachedInput`, `cacheWriteInput`).
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
    const cachedInput = asNumber(usage.cache_read_input_tokens) ?? 0;
    const cacheWriteInput = asNumber(usage.cache_creation_input_tokens) ?? 0;
    const input = (asNumber(usage.input_tokens) ?? 0) + cachedInput + cacheWriteInput;
    const output = asNumber(usage.output_tokens) ?? 0;
    run.tokenUsage = { input, output, total: input + output, cachedInput, cacheWriteInput };
  }
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => asString(asRecord(part)?.text) ?? '').join('');
  return content === undefined ? '' : JSON.stringify(content);
}

/** What a `codex exec --json` run produced. */
export interface CodexRun {
  /** The final assistant message, when there was one. */
  text?: string;
  trace: TraceEvent[];
  tokenUsage?: TokenUsage;
  /** The last error Codex reported (`turn.failed`, `error`). */
  error?: string;
}

const MESSAGE_ITEMS = new Set(['agent_message', 'assistant_message']);
const SILENT_ITEMS = new Set(['reasoning', 'todo_list']);
const OUTPUT_MAX = 4000;

/**
 * Reads Codex's JSONL event stream liberally: the current shape (`item.completed` with typed items,
 * `turn.completed` usage, `turn.failed`) and the older `{msg: {type, ...}}` shape. The last
 * assistant message is the answer; tool activity becomes `tool_call`/`tool_result` trace events.
 */
export function parseCodexEvents(events: unknown[]): CodexRun {
  const run: CodexRun = { trace: [] };
  for (const value of events) {
    const event = asRecord(value);
    if (!event) continue;
    const type = asString(event.type);
    if (type === 'item.completed') readItem(asRecord(event.item), run);
    else if (type === 'turn.completed') addUsage(run, asRecord(event.usage));
    else if (type === 'turn.failed') fail(run, asString(asRecord(event.error)?.message) ?? 'turn failed');
    else if (type === 'error') fail(run, asString(event.message) ?? 'error');
    const legacy = asRecord(event.msg);
    if (legacy) readLegacy(legacy, run);
  }
  return run;
}

function readItem(item: JsonRecord | undefined, run: CodexRun): void {
  if (!item) return;
  const type = asString(item.type) ?? asString(item.item_type) ?? 'unknown';
  if (MESSAGE_ITEMS.has(type)) {
    const text = asString(item.text) ?? contentText(item.content);
    if (text !== undefined) message(run, text);
  } else if (type === 'error') {
    fail(run, asString(item.message) ?? 'error');
  } else if (type === 'command_execution') {
    run.trace.push({ type: 'tool_call', name: 'command_execution', data: { command: item.command } });
    run.trace.push({
      type: 'tool_result',
      name: 'command_execution',
      text: tailText(asString(item.aggregated_output) ?? '', OUTPUT_MAX),
      data: { exit_code: item.exit_code, status: item.status },
    });
  } else if (type === 'mcp_tool_call') {
    const name = asString(item.tool) ?? 'mcp_tool_call';
    run.trace.push({ type: 'tool_call', name, data: { server: item.server, arguments: item.arguments } });
    if (item.result !== undefined || item.error !== undefined) {
      run.trace.push({
        type: 'tool_result',
        name,
        data: { result: item.result, error: item.error, status: item.status },
      });
    }
  } else if (type === 'function_call') {
    run.trace.push({
      type: 'tool_call',
      name: asString(item.name) ?? 'function_call',
      data: { arguments: item.arguments },
    });
  } else if (!SILENT_ITEMS.has(type)) {
    // file_change, web_search and kinds newer than this parser are still tool activity.
    const { id: _id, type: _type, ...data } = item;
    run.trace.push({ type: 'tool_call', name: type, data });
  }
}

function readLegacy(msg: JsonRecord, run: CodexRun): void {
  const type = asString(msg.type);
  if (type === 'agent_message') {
    const text = asString(msg.message);
    if (text !== undefined) message(run, text);
  } else if (type === 'task_complete') {
    const last = asString(msg.last_agent_message);
    if (last !== undefined) run.text = last;
  } else if (type === 'exec_command_begin') {
    run.trace.push({ type: 'tool_call', name: 'command_execution', data: { command: msg.command } });
  } else if (type === 'exec_command_end') {
    const output = asString(msg.aggregated_output) ?? asString(msg.stdout) ?? '';
    run.trace.push({
      type: 'tool_result',
      name: 'command_execution',
      text: tailText(output, OUTPUT_MAX),
      data: { exit_code: msg.exit_code },
    });
  } else if (type === 'mcp_tool_call_begin') {
    const invocation = asRecord(msg.invocation);
    run.trace.push({ type: 'tool_call', name: asString(invocation?.tool) ?? 'mcp_tool_call', data: invocation });
  } else if (type === 'token_count') {
    const info = asRecord(msg.info);
    const total = asRecord(info?.total_token_usage) ?? msg;
    const usage = readUsage(total);
    if (usage) run.tokenUsage = usage;
  } else if (type === 'error') {
    fail(run, asString(msg.message) ?? 'error');
  }
}

function message(run: CodexRun, text: string): void {
  run.text = text;
  run.trace.push({ type: 'message', text });
}

function fail(run: CodexRun, error: string): void {
  run.error = error;
  run.trace.push({ type: 'error', text: error });
}

function addUsage(run: CodexRun, usage: JsonRecord | undefined): void {
  const turn = readUsage(usage);
  if (!turn) return;
  const sum = (a?: number, b?: number) => (a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0));
  const before = run.tokenUsage;
  run.tokenUsage = {
    input: sum(before?.input, turn.input),
    output: sum(before?.output, turn.output),
    total: sum(before?.total, turn.total),
    cachedInput: sum(before?.cachedInput, turn.cachedInput),
  };
}

/** Codex's usage (`input_tokens` counts the cached ones, `cached_input_tokens` says how many). */
function readUsage(usage: JsonRecord | undefined): TokenUsage | undefined {
  if (!usage) return undefined;
  const input = asNumber(usage.input_tokens);
  const output = asNumber(usage.output_tokens);
  if (input === undefined && output === undefined) return undefined;
  return {
    input,
    output,
    total: asNumber(usage.total_tokens) ?? (input ?? 0) + (output ?? 0),
    cachedInput: asNumber(usage.cached_input_tokens) ?? 0,
  };
}

function contentText(content: unknown): string | undefined {
  if (!Array.isArray(content)) return undefined;
  const parts = content.map((part) => asString(asRecord(part)?.text)).filter((t): t is string => t !== undefined);
  return parts.length > 0 ? parts.join('') : undefined;
}

/**
 * An agent's JSON-lines stdout (codex, claude-code), read: a non-zero exit or a malformed line is a
 * ProviderError carrying the stream's tails; otherwise the events and those tails for later errors.
 */
export function readAgentStream(
  what: string,
  result: ProcessResult,
): { values: unknown[]; details: Record<string, unknown> } {
  if (result.exitCode !== 0) throw processExitError(what, result, { includeStdout: true });
  const { values, malformed } = parseJsonLines(result.stdout);
  const details = { exit_code: result.exitCode, stdout: tailText(result.stdout), stderr: tailText(result.stderr) };
  if (malformed.length > 0)
    throw new ProviderError(`${what} printed malformed JSON: ${tailText(malformed[0] ?? '', 200)}`, { details });
  return { values, details };
}

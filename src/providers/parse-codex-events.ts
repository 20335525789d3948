import type { TokenUsage, TraceEvent } from '../engine/provider.js';
import { type JsonRecord, asNumber, asRecord, asString } from './json-value.js';
import { tailText } from '../process/run-process.js';

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
      run.trace.push({ type: 'tool_result', name, data: { result: item.result, error: item.error, status: item.status } });
    }
  } else if (type === 'function_call') {
    run.trace.push({ type: 'tool_call', name: asString(item.name) ?? 'function_call', data: { arguments: item.arguments } });
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
    run.trace.push({ type: 'tool_result', name: 'command_execution', text: tailText(output, OUTPUT_MAX), data: { exit_code: msg.exit_code } });
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
  run.tokenUsage = { input: sum(before?.input, turn.input), output: sum(before?.output, turn.output), total: sum(before?.total, turn.total) };
}

function readUsage(usage: JsonRecord | undefined): TokenUsage | undefined {
  if (!usage) return undefined;
  const input = asNumber(usage.input_tokens);
  const output = asNumber(usage.output_tokens);
  if (input === undefined && output === undefined) return undefined;
  return { input, output, total: asNumber(usage.total_tokens) ?? (input ?? 0) + (output ?? 0) };
}

function contentText(content: unknown): string | undefined {
  if (!Array.isArray(content)) return undefined;
  const parts = content.map((part) => asString(asRecord(part)?.text)).filter((t): t is string => t !== undefined);
  return parts.length > 0 ? parts.join('') : undefined;
}

import type { AssertionHandler } from './assertion-params.js';
import { invariant } from './assertion-params.js';

/**
 * `tool-call-f1` as promptfoo 0.123.1 grades it: the F1 of the expected tool names against the
 * names the answer called (OpenAI tool_calls, Anthropic tool_use, Gemini functionCall, Responses
 * function_call, or JSON blocks on their own lines in text, fenced code skipped), passing at
 * `threshold` (1).
 */

class ToolCallParseError extends Error {}
const MAX_UNMATCHED = 65536;
type Delimiter = { char: string; index: number; startsLine: boolean; endsLine: boolean } | null;

function columnWidth(text: string): number {
  let column = 0;
  for (const c of text) column += c === '\t' ? 4 - (column % 4) : 1;
  return column;
}

/** What the scan carries from line to line: an open JSON string, an open fence, the list items. */
interface ScanState {
  inString: boolean;
  escaped: boolean;
  fence: string;
  fenceContainer: number;
  containers: number[];
}
interface Line {
  offset: number;
  content: string;
  first: number;
  indent: number;
}

function* lines(text: string): Generator<Line> {
  let lineStart = 0;
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const content = text.slice(lineStart, lineEnd).trimEnd();
    const first = content.search(/\S/);
    yield { offset: lineStart, content, first, indent: columnWidth(content.slice(0, Math.max(0, first))) };
    lineStart = lineEnd + 1;
  }
}

/** Whether a line inside a fence is its closing fence (same character, at least as long, nothing after). */
function closesFence(state: ScanState, { content, indent }: Line): boolean {
  const close = /^[ \t]*(`{3,}|~{3,})/.exec(content);
  return Boolean(
    close &&
      indent <= state.fenceContainer + 3 &&
      close[1]![0] === state.fence[0] &&
      close[1]!.length >= state.fence.length &&
      !content.slice(close[0].length).trim(),
  );
}

/** Follows the list items the line closes or opens, and whether it opens a fence (then noted in the state). */
function opensFence(state: ScanState, { content, indent }: Line): boolean {
  const { containers } = state;
  while (content && containers.length && indent < containers[containers.length - 1]!) containers.pop();
  const list = /^[ \t]*(?:[-+*]|\d+[.)])[ \t]+/.exec(content);
  if (list) containers.push(columnWidth(list[0]));
  const container = containers[containers.length - 1] ?? 0;
  const fenceText = list ? content.slice(list[0].length) : content;
  const open = /^[ \t]*(`{3,}|~{3,})/.exec(fenceText);
  if (
    !open ||
    !(list || indent <= container + 3) ||
    (open[1]![0] === '`' && fenceText.slice(open[0].length).includes('`'))
  )
    return false;
  state.fence = open[1]!;
  state.fenceContainer = container;
  return true;
}

/** The line's brackets outside JSON strings; a string left open at the line's end is a break. */
function* brackets(state: ScanState, { offset, content, first }: Line): Generator<Delimiter> {
  for (let column = 0; column < content.length; column++) {
    const c = content[column]!;
    if (state.inString) {
      if (state.escaped) state.escaped = false;
      else if (c === '\\') state.escaped = true;
      else if (c === '"') state.inString = false;
      continue;
    }
    if (c === '"') state.inString = true;
    else if ('{[}]'.includes(c))
      yield { char: c, index: offset + column, startsLine: column === first, endsLine: column === content.length - 1 };
  }
  if (state.inString) {
    state.inString = false;
    state.escaped = false;
    yield null;
  }
}

/** Brackets outside JSON strings and fenced code, line by line (null marks a break). */
function* delimiters(text: string): Generator<Delimiter> {
  const state: ScanState = { inString: false, escaped: false, fence: '', fenceContainer: 0, containers: [] };
  for (const line of lines(text)) {
    if (state.fence && line.content && line.indent < state.fenceContainer) {
      state.fence = '';
      yield null;
    }
    if (state.fence) {
      if (closesFence(state, line)) state.fence = '';
      continue;
    }
    if (opensFence(state, line)) {
      yield null;
      continue;
    }
    yield* brackets(state, line);
  }
}

function* blocks(text: string, skipRoot = false): Generator<{ text: string; startsLine: boolean }> {
  const unmatched: number[] = [];
  let stackStart = 0;
  for (const t of delimiters(text)) {
    if (!t) stackStart = unmatched.length;
    else if (t.char === '{' || t.char === '[') unmatched.push(t.index);
    else if (unmatched.length > stackStart && text[unmatched[unmatched.length - 1]!] === (t.char === '}' ? '{' : '['))
      unmatched.pop();
    else {
      unmatched.push(t.index);
      stackStart = unmatched.length;
    }
    if (unmatched.length > MAX_UNMATCHED)
      throw new ToolCallParseError(`Tool Call F1 exceeded its delimiter limit (${MAX_UNMATCHED})`);
  }
  let next = 0;
  let depth = 0;
  let start = -1;
  let startDepth = 0;
  let startsLine = false;
  for (const t of delimiters(text)) {
    if (!t) continue;
    if (t.index === unmatched[next]) {
      next++;
      continue;
    }
    if (t.char === '{' || t.char === '[') {
      if (start < 0 && depth === (skipRoot ? 1 : 0)) {
        start = t.index;
        startDepth = depth;
        startsLine = t.startsLine;
      }
      depth++;
      continue;
    }
    depth--;
    if (start >= 0 && depth === startDepth) {
      if (t.endsLine) yield { text: text.slice(start, t.index + 1), startsLine };
      start = -1;
    }
  }
}

function* jsonBlocks(text: string): Generator<unknown> {
  const pending = [blocks(text)];
  let budget = 4 * text.length;
  while (pending.length) {
    const step = pending[pending.length - 1]!.next();
    if (step.done) {
      pending.pop();
      continue;
    }
    const { text: block, startsLine } = step.value;
    if (block.length > budget)
      throw new ToolCallParseError('Tool Call F1 could not finish parsing malformed output within its work limit');
    budget -= block.length;
    try {
      const parsed = JSON.parse(block) as unknown;
      if (startsLine) yield parsed;
    } catch {
      pending.push(blocks(block, true));
    }
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object';
const nameOf = (v: unknown): string | undefined => (isObj(v) && typeof v.name === 'string' ? v.name : undefined);

export function toolNames(output: unknown): Set<string> {
  const names = new Set<string>();
  const add = (n: string | undefined): void => {
    if (n !== undefined) names.add(n);
  };
  if (output === null || output === undefined) return names;
  if (typeof output === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(output);
    } catch {
      for (const block of jsonBlocks(output)) for (const n of toolNames(block)) names.add(n);
      return names;
    }
    return toolNames(parsed);
  }
  if (!isObj(output)) return names;
  if (Array.isArray(output.tool_calls)) {
    for (const tc of output.tool_calls)
      if (isObj(tc)) {
        add(nameOf(tc.function));
        add(nameOf(tc));
      }
    return names;
  }
  if ((output.type === 'tool_use' || output.type === 'function_call') && typeof output.name === 'string')
    return new Set([output.name]);
  if ('functionCall' in output && isObj(output.functionCall))
    return new Set(nameOf(output.functionCall) ? [nameOf(output.functionCall)!] : []);
  if ('toolCall' in output && isObj(output.toolCall)) {
    const calls = output.toolCall.functionCalls;
    if (Array.isArray(calls)) for (const fc of calls) add(nameOf(fc));
    return names;
  }
  if (Array.isArray(output)) {
    for (const item of output) {
      if (!isObj(item)) continue;
      if (item.type === 'tool_use' && typeof item.name === 'string') add(item.name);
      else if ('functionCall' in item && isObj(item.functionCall)) add(nameOf(item.functionCall));
      else if (isObj(item.function)) add(nameOf(item.function));
      else add(nameOf(item));
    }
  }
  return names;
}

const toolCallF1: AssertionHandler = ({ assertion, output, renderedValue, inverse }) => {
  let expectedTools: string[] = [];
  if (Array.isArray(renderedValue))
    expectedTools = renderedValue
      .map(String)
      .map((n) => n.trim())
      .filter(Boolean);
  else if (typeof renderedValue === 'string')
    expectedTools = renderedValue
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
  else invariant(false, '"tool-call-f1" assertion requires a value: array of tool names or comma-separated string');
  invariant(expectedTools.length > 0, '"tool-call-f1" assertion requires at least one expected tool name');
  const expected = new Set(expectedTools);
  let actual: Set<string>;
  try {
    actual = toolNames(output);
  } catch (error) {
    if (!(error instanceof ToolCallParseError)) throw error;
    return { pass: false, score: 0, reason: error.message, assertion };
  }
  const hit = [...expected].filter((t) => actual.has(t)).length;
  const precision = actual.size > 0 ? hit / actual.size : 0;
  const recall = hit / expected.size;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  const threshold = assertion.threshold ?? 1;
  const pass = f1 >= threshold !== inverse;
  const exp = [...expected].sort().join(', ');
  const got = [...actual].sort().join(', ') || '(none)';
  const p = precision.toFixed(3);
  const r = recall.toFixed(3);
  const reason = pass
    ? `Tool Call F1: ${f1.toFixed(3)} (precision=${p}, recall=${r}). Expected: [${exp}], Called: [${got}]`
    : `Tool Call F1 score ${f1.toFixed(3)} is ${inverse ? 'above' : 'below'} threshold ${threshold}. Expected: ` +
      `[${exp}], Called: [${got}]. Precision=${p}, Recall=${r}`;
  return { pass, score: f1, reason, assertion };
};

export const TOOL_CALL_ASSERTIONS: Record<string, AssertionHandler> = { 'tool-call-f1': toolCallF1 };

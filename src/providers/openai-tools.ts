import { z } from 'zod';
import type OpenAI from 'openai';
import type { TargetDefinition } from '../config/types.js';
import { type ModelField, readModelFields } from './target-fields.js';

/**
 * The tools an OpenAI-compatible chat target offers its model, sent as they are written: `tools`
 * and `tool_choice`, and the older `functions` and `function_call`. A promptfoo provider's
 * `config.tools` / `config.functions` arrive here already loaded from their files.
 */
export interface OpenAITools {
  tools?: Record<string, unknown>[];
  tool_choice?: string | Record<string, unknown>;
  functions?: Record<string, unknown>[];
  function_call?: string | Record<string, unknown>;
}

const objectList = (what: string) =>
  z.array(z.record(z.string(), z.unknown()), { error: `must be a list of ${what} objects` });
const choice = z.union([z.string(), z.record(z.string(), z.unknown())], {
  error: 'must be a name (auto, none, required) or an object',
});

const TOOL_FIELDS = {
  tools: {
    keys: ['tools'],
    schema: objectList('tool'),
    fix: 'write tools as a list, e.g. tools: [{type: function, function: {name: …, parameters: {…}}}]',
  },
  tool_choice: { keys: ['tool_choice'], schema: choice, fix: 'write tool_choice as auto, none, required or {…}' },
  functions: {
    keys: ['functions'],
    schema: objectList('function'),
    fix: 'write functions as a list, e.g. functions: [{name: …, parameters: {…}}]',
  },
  function_call: { keys: ['function_call'], schema: choice, fix: 'write function_call as auto, none or {name: …}' },
} satisfies Record<keyof OpenAITools, ModelField<unknown>>;

/** The target keys the tool settings are read from, for the unknown-key check. */
export const OPENAI_TOOL_KEYS: readonly string[] = Object.keys(TOOL_FIELDS);

/** The target's tool settings (validated: a bad value is a one-line ConfigError at its line). */
export function readOpenAITools(target: TargetDefinition): OpenAITools {
  const values = readModelFields(target, TOOL_FIELDS);
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as OpenAITools;
}

type Message = OpenAI.Chat.Completions.ChatCompletionMessage;

/**
 * An answer that called tools, as a value, by promptfoo 0.123.1's OpenAI chat provider's rule (the
 * output its assertions see): the whole message when it has text and calls, the `function_call`
 * or `tool_calls` when it has no text; undefined when the answer is the message's text.
 */
export function toolCallAnswer(message: Message): unknown {
  const { content, tool_calls: calls, function_call: fn } = message;
  if (content && (fn || calls)) return Array.isArray(calls) && calls.length === 0 ? undefined : message;
  if (content === null || content === undefined || (content === '' && calls)) return fn || calls || undefined;
  return undefined;
}

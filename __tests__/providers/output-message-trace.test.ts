import { z } from 'zod';
import { outputMessageSchema, traceFromOutputMessages } from '../../src/providers/output-message-trace.js';
import { parseCliAnswer } from '../../src/providers/cli-answer.js';

const messages = z.array(outputMessageSchema);

describe('output_messages with tool calls become a trace', () => {
  it('reads OpenAI tool_calls and AgentV toolCalls into one shape, in order', () => {
    const parsed = messages.parse([
      {
        role: 'assistant',
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'search', arguments: '{"q": "x"}' } }],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'found' },
      {
        role: 'assistant',
        content: null,
        toolCalls: [{ tool: 'read', input: { path: 'a' }, output: 'A', durationMs: 7 }, { bad: true }],
      },
      { role: 'assistant', content: { done: true } },
    ]);
    expect(parsed[0]).toEqual({
      role: 'assistant',
      content: '',
      tool_calls: [{ tool: 'search', input: { q: 'x' }, id: 'c1' }],
    });
    expect(parsed[3]).toEqual({ role: 'assistant', content: '{"done":true}' });
    expect(traceFromOutputMessages(parsed)).toEqual([
      { type: 'tool_call', name: 'search', data: { id: 'c1', input: { q: 'x' } } },
      { type: 'tool_call', name: 'read', data: { input: { path: 'a' }, duration_ms: 7 } },
      { type: 'tool_result', name: 'read', data: { output: 'A' } },
    ]);
  });

  it('a cli answer with output_messages and no trace gets its trace, duration and metrics', () => {
    const response = parseCliAnswer(
      JSON.stringify({
        text: 'ok',
        output_messages: [{ role: 'assistant', toolCalls: [{ tool: 'grep', args: { p: 'a' } }] }],
        duration_ms: 42,
        cost_usd: 0.5,
      }),
    );
    expect(response.trace).toEqual([{ type: 'tool_call', name: 'grep', data: { input: { p: 'a' } } }]);
    expect(response.durationMs).toBe(42);
    // An explicit trace wins over the one derived from messages.
    const explicit = parseCliAnswer(
      JSON.stringify({
        text: 'ok',
        output_messages: [{ role: 'assistant', toolCalls: [{ tool: 'grep' }] }],
        trace: [{ type: 'error', text: 'x' }],
      }),
    );
    expect(explicit.trace).toEqual([{ type: 'error', text: 'x' }]);
  });
});

import { parseCliAnswer } from '../../src/providers/cli-answer.js';

/**
 * A cli agent's answer in each shape AgentV reads (packages/core/src/evaluation/providers/cli.ts
 * at v2.6.1 and v4.42.4); agentv 4.42.4 gave the same answers for these shapes on a suite of ours.
 */
describe('cli answers in AgentV shapes', () => {
  const search = { tool: 'search', input: { q: 'x' }, output: 'hit', duration_ms: 5 };

  it('4.x `output` without `text`: the answer is the last assistant message, its tool calls the trace', () => {
    const response = parseCliAnswer(
      JSON.stringify({
        output: [
          { role: 'assistant', content: 'looking', tool_calls: [search] },
          { role: 'tool', content: 'hit' },
          { role: 'assistant', content: 'found it' },
        ],
      }),
    );
    expect(response.text).toBe('found it');
    expect(response.outputMessages?.map((m) => m.role)).toEqual(['assistant', 'tool', 'assistant']);
    expect(response.trace).toEqual([
      { type: 'tool_call', name: 'search', data: { input: { q: 'x' }, duration_ms: 5 } },
      { type: 'tool_result', name: 'search', data: { output: 'hit' } },
    ]);
  });

  it('messages win over `text`, `output` over `output_messages`; an empty list counts as none', () => {
    expect(
      parseCliAnswer(
        JSON.stringify({ text: 'ignored', output_messages: [{ role: 'assistant', content: 'from messages' }] }),
      ).text,
    ).toBe('from messages');
    expect(
      parseCliAnswer(
        JSON.stringify({
          output: [{ role: 'assistant', content: 'four' }],
          output_messages: [{ role: 'assistant', content: 'two' }],
        }),
      ).text,
    ).toBe('four');
    const empty = parseCliAnswer(JSON.stringify({ text: 'the text', output: [] }));
    expect(empty).toEqual({ text: 'the text' });
  });

  // A trailing assistant turn without content is skipped.
  it('2.x `output_messages` without `text`: content blocks joined by newlines', () => {
    const response = parseCliAnswer(
      JSON.stringify({
        output_messages: [
          {
            role: 'assistant',
            content: [
              { type: 'text', text: 'block one' },
              { type: 'image', media_type: 'image/png', source: 'a.png' },
              { type: 'text', text: 'block two' },
            ],
          },
          { role: 'assistant', tool_calls: [{ tool: 'read', input: { path: 'a' } }] },
        ],
      }),
    );
    expect(response.text).toBe('block one\nblock two');
    expect(response.trace).toEqual([{ type: 'tool_call', name: 'read', data: { input: { path: 'a' } } }]);
  });

  // A JSON object with neither messages nor text is plain text.
  it('messages without an assistant turn answer the empty string', () => {
    expect(parseCliAnswer(JSON.stringify({ text: 't', output: [{ role: 'user', content: 'u' }] })).text).toBe('');
    expect(parseCliAnswer('{"answer": 42}\n', { keepTrailingWhitespace: true })).toEqual({
      text: '{"answer": 42}\n',
    });
    expect(parseCliAnswer('{"text": 7}').text).toBe('7');
  });

  it("usage in AgentV's spelling (`input`, `output`, `cached`) and metrics ride along with messages", () => {
    const response = parseCliAnswer(
      JSON.stringify({
        output: [{ role: 'assistant', content: 'ok' }],
        token_usage: { input: 10, output: 4, cached: 3 },
        cost_usd: 0.02,
        duration_ms: 900,
      }),
    );
    expect(response).toMatchObject({
      text: 'ok',
      tokenUsage: { input: 10, output: 4, total: 14, cachedInput: 3 },
      costUsd: 0.02,
      durationMs: 900,
    });
  });
});

import { toConversation } from '../../src/providers/chat-turns.js';
import { request } from './provider-fixtures.js';

describe('toConversation', () => {
  test('system text apart; tool output becomes a user turn; same-role turns merge', () => {
    const conversation = toConversation(
      request('x', {
        systemPrompt: undefined,
        messages: [
          { role: 'system', content: 'S1' },
          { role: 'system', content: 'S2' },
          { role: 'user', content: 'run it' },
          { role: 'assistant', content: 'calling tool' },
          { role: 'tool', content: '42' },
          { role: 'user', content: 'and?' },
        ],
      }),
    );
    expect(conversation).toEqual({
      system: 'S1\n\nS2',
      turns: [
        { role: 'user', content: 'run it' },
        { role: 'assistant', content: 'calling tool' },
        { role: 'user', content: '[tool output]\n42\n\nand?' },
      ],
    });
  });

  test('an empty conversation falls back to the rendered prompt', () => {
    expect(toConversation(request('x', { messages: [], systemPrompt: undefined, prompt: 'P' }))).toEqual({
      system: undefined,
      turns: [{ role: 'user', content: 'P' }],
    });
  });
});

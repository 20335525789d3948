/// <reference lib="dom" />
import type { EvalResult } from '../../results/eval-result.js';
import type { Child, DomKit } from './dom-kit.js';

/** The messages a record carries (conversation, messages, input and output), each role with its content. */
export function renderConversation(kit: DomKit, record: EvalResult): HTMLElement | null {
  const { el } = kit;
  const loose = record as unknown as Record<string, unknown>;
  const parts: Child[] = [];
  for (const field of ['conversation', 'messages', 'input_messages', 'output_messages']) {
    const value = loose[field];
    if (!Array.isArray(value) || value.length === 0) continue;
    parts.push(
      el('h4', { text: field.replace('_', ' ') }),
      ...value.map((m: unknown) => {
        const message = (m ?? {}) as Record<string, unknown>;
        const role = typeof message.role === 'string' ? message.role : 'message';
        const content = 'content' in message ? message.content : message;
        return el(
          'div',
          { className: `message role-${role.replace(/[^a-z]/gi, '')}` },
          el('div', { className: 'role', text: role }),
          kit.pre(kit.json(content)),
        );
      }),
    );
  }
  return parts.length > 0 ? kit.section('Conversation', ...parts) : null;
}

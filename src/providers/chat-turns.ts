import type { ProviderRequest } from '../engine/provider.js';

/** One non-system turn as chat APIs take it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** A request split the way chat APIs want it: the system text apart, then alternating turns. */
export interface Conversation {
  system?: string;
  turns: ChatTurn[];
}

/**
 * Splits a request into the system message (guidelines / variant prompt) and the chat turns.
 * `tool` turns become user turns labelled as tool output, because plain chat calls carry no tool
 * ids; consecutive turns of one role are merged (Anthropic and Gemini want alternation); an empty
 * conversation falls back to the rendered prompt as a single user turn.
 */
export function toConversation(request: ProviderRequest): Conversation {
  const systemParts = request.messages.filter((m) => m.role === 'system').map((m) => m.content);
  const system = request.systemPrompt ?? (systemParts.length > 0 ? systemParts.join('\n\n') : undefined);
  const turns: ChatTurn[] = [];
  for (const message of request.messages) {
    if (message.role === 'system') continue;
    const role = message.role === 'assistant' ? 'assistant' : 'user';
    const content = message.role === 'tool' ? `[tool output]\n${message.content}` : message.content;
    const last = turns[turns.length - 1];
    if (last && last.role === role) last.content = `${last.content}\n\n${content}`;
    else turns.push({ role, content });
  }
  if (turns.length === 0) turns.push({ role: 'user', content: request.prompt });
  return { system: system && system.trim() !== '' ? system : undefined, turns };
}

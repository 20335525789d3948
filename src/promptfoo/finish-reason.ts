/** promptfoo's normalisation of providers' finish reasons (util/finishReason.ts in 0.123.1). */
const FINISH_REASONS: Record<string, string> = {
  stop: 'stop',
  length: 'length',
  content_filter: 'content_filter',
  tool_calls: 'tool_calls',
  function_call: 'tool_calls',
  end_turn: 'stop',
  stop_sequence: 'stop',
  max_tokens: 'length',
  model_context_window_exceeded: 'length',
  tool_use: 'tool_calls',
  refusal: 'content_filter',
  pause_turn: 'pause_turn',
};

/**
 * The finish reason of an answer as promptfoo names it, from what our providers keep of the raw
 * answer (`finish_reason` of OpenAI and Gemini, `stop_reason` of Anthropic); undefined when none.
 */
export function finishReasonOf(raw: unknown): string | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const { finish_reason: finish, stop_reason: stop } = raw as { finish_reason?: unknown; stop_reason?: unknown };
  const value = typeof finish === 'string' ? finish : typeof stop === 'string' ? stop : undefined;
  const key = value?.trim().toLowerCase();
  return key ? (FINISH_REASONS[key] ?? key) : undefined;
}

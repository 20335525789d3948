import type { ProviderResponse, TraceEvent } from '../provider.js';
import type { TraceSummary } from '../../results/eval-result.js';

/**
 * AgentV's trace summary (`computeTraceSummary`, 2.x and 4.x alike): `event_count` is the number
 * of tool calls, counted by name; `llm_call_count` the assistant turns; `tool_durations` the
 * reported milliseconds per tool, when any call reported one. Error events (codex, claude-code)
 * are counted too. Undefined only when there is no trace at all (a trace dump of a failed attempt).
 */
export function summarizeTrace(trace: TraceEvent[] | undefined, llmCalls = 1): TraceSummary | undefined {
  if (!trace) return undefined;
  const byName: Record<string, number> = {};
  const durations: Record<string, number[]> = {};
  let calls = 0;
  let errors = 0;
  for (const event of trace) {
    if (event.type === 'error') errors++;
    if (event.type !== 'tool_call') continue;
    calls++;
    const name = event.name ?? 'unknown';
    byName[name] = (byName[name] ?? 0) + 1;
    const data = event.data as { duration_ms?: unknown } | undefined;
    if (typeof data?.duration_ms === 'number') {
      durations[name] ??= [];
      durations[name].push(data.duration_ms);
    }
  }
  return {
    event_count: calls,
    tool_names: Object.keys(byName).sort(),
    tool_calls_by_name: byName,
    error_count: errors,
    llm_call_count: llmCalls,
    ...(Object.keys(durations).length > 0 ? { tool_durations: durations } : {}),
  };
}

/**
 * The summary of every answer, as AgentV gives one for every answer: an answer without a trace
 * (plain text, a model's reply) is one assistant turn that called no tool.
 */
export function summarizeAnswer(response: Pick<ProviderResponse, 'trace' | 'outputMessages'>): TraceSummary {
  return summarizeTrace(response.trace ?? [], llmCallCount(response)) as TraceSummary;
}

/**
 * The assistant turns of an answer: its assistant messages when it reported messages, else its
 * message events (agent streams), else one.
 */
export function llmCallCount(response: Pick<ProviderResponse, 'trace' | 'outputMessages'>): number {
  if (response.outputMessages) return response.outputMessages.filter((m) => m.role === 'assistant').length;
  return Math.max(1, (response.trace ?? []).filter((e) => e.type === 'message').length);
}

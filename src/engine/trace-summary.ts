import type { TraceSummary } from '../results/eval-result.js';
import type { TraceEvent } from './provider.js';

/** Compact summary of a provider trace for every result record (seed 004 trace requirements). */
export function summarizeTrace(trace: TraceEvent[] | undefined): TraceSummary | undefined {
  if (!trace) return undefined;
  const byName: Record<string, number> = {};
  let errors = 0;
  for (const event of trace) {
    if (event.type === 'tool_call') {
      const name = event.name ?? 'unknown';
      byName[name] = (byName[name] ?? 0) + 1;
    }
    if (event.type === 'error') errors++;
  }
  return {
    event_count: trace.length,
    tool_names: Object.keys(byName).sort(),
    tool_calls_by_name: byName,
    error_count: errors,
  };
}

/// <reference lib="dom" />
import type { EvalResult } from '../../results/eval-result.js';
import type { DomKit } from './dom-kit.js';

/**
 * The record's trace: its summary (events, tool calls, errors), the calls per tool, and the first
 * 500 events with their text or data (each bounded), or nothing when the record has no trace.
 */
export function renderTrace(kit: DomKit, record: EvalResult): HTMLElement | null {
  const { el } = kit;
  const MAX_EVENTS = 500;
  const summary = record.trace_summary;
  const events = Array.isArray(record.trace) ? record.trace : [];
  if (!summary && events.length === 0) return null;
  const calls = summary ? Object.entries(summary.tool_calls_by_name) : [];
  const cell = (tag: 'td' | 'th', text: string) => el(tag, { text });
  return kit.section(
    'Trace',
    summary
      ? el(
          'p',
          {},
          kit.badge('events', kit.count(summary.event_count)),
          kit.badge('tool calls', kit.count(calls.reduce((n, [, c]) => n + c, 0))),
          kit.badge('errors', kit.count(summary.error_count), summary.error_count > 0 ? 'v-fail' : ''),
        )
      : null,
    calls.length > 0
      ? el(
          'table',
          { className: 'grid-table' },
          el('thead', {}, el('tr', {}, cell('th', 'tool'), cell('th', 'calls'))),
          el('tbody', {}, ...calls.map(([name, n]) => el('tr', {}, cell('td', name), cell('td', String(n))))),
        )
      : null,
    events.length > 0
      ? el(
          'ol',
          { className: 'events' },
          ...events.slice(0, MAX_EVENTS).map((e: unknown) => {
            const event = (e ?? {}) as Record<string, unknown>;
            const head = [event.type, event.name].filter((v) => typeof v === 'string').join(' ');
            const payload = event.text ?? event.data;
            return el(
              'li',
              {},
              el('span', { className: 'event-type', text: head || 'event' }),
              payload !== undefined ? kit.pre(kit.json(payload, 20_000)) : null,
            );
          }),
        )
      : null,
    events.length > MAX_EVENTS
      ? el('p', { className: 'muted', text: `… ${kit.count(events.length - MAX_EVENTS)} more events` })
      : null,
  );
}

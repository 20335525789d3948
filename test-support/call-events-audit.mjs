// Checks a call limiter events log: every `acquired` is matched by a `released`
// of the same agent/dimension, and the running count acquired − released never exceeds the ceiling.
// Plain ESM JavaScript so jest tests and bench scripts can share it.

/**
 * @typedef {{ event: string, agent?: string, dimension?: string, [key: string]: unknown }} LoggedEvent
 * @typedef {object} CallEventsAudit
 * @property {number} acquired
 * @property {number} released
 * @property {number} maxActive highest running count of acquired − released
 * @property {string[]} unmatched labels whose acquires and releases differ, as "agent/dimension: +n"
 * @property {Record<string, number>} counts events by type
 */

/**
 * @param {LoggedEvent[]} events in emission order
 * @returns {CallEventsAudit}
 */
export function auditCallEvents(events) {
  let active = 0;
  let maxActive = 0;
  /** @type {Map<string, number>} */
  const open = new Map();
  /** @type {Record<string, number>} */
  const counts = {};
  for (const event of events) {
    counts[event.event] = (counts[event.event] ?? 0) + 1;
    const label = `${event.agent}/${event.dimension}`;
    if (event.event === 'acquired') {
      active++;
      maxActive = Math.max(maxActive, active);
      open.set(label, (open.get(label) ?? 0) + 1);
    } else if (event.event === 'released') {
      active--;
      open.set(label, (open.get(label) ?? 0) - 1);
    }
  }
  const unmatched = [...open].filter(([, n]) => n !== 0).map(([label, n]) => `${label}: ${n > 0 ? '+' : ''}${n}`);
  return { acquired: counts.acquired ?? 0, released: counts.released ?? 0, maxActive, unmatched, counts };
}

/**
 * Parses a JSONL events file's text.
 * @param {string} text
 * @returns {LoggedEvent[]}
 */
export function parseEventsLog(text) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

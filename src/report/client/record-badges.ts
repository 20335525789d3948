/// <reference lib="dom" />
import type { EvalResult } from '../../results/eval-result.js';
import type { DomKit } from './dom-kit.js';

/** A record at a glance: score, verdict (`error` when it failed to run), duration, cost, tokens, retries, cache. */
export function renderRecordBadges(kit: DomKit, record: EvalResult): HTMLElement {
  const verdict = record.error !== undefined && record.error !== null ? 'error' : (record.verdict ?? '');
  return kit.el(
    'div',
    { className: 'badges' },
    kit.badge('score', kit.score(record.score)),
    kit.badge('verdict', verdict, `v-${verdict}`),
    record.duration_ms !== undefined ? kit.badge('duration', kit.duration(record.duration_ms)) : null,
    record.cost_usd !== undefined ? kit.badge('cost', kit.cost(record.cost_usd)) : null,
    record.token_usage?.total !== undefined ? kit.badge('tokens', kit.count(record.token_usage.total)) : null,
    record.attempts !== undefined && record.attempts > 1 ? kit.badge('attempts', String(record.attempts)) : null,
    record.call_retries !== undefined ? kit.badge('call retries', String(record.call_retries)) : null,
    record.cached ? kit.badge('cached', 'yes') : null,
  );
}

/** The record's answer as literal text, with a note when it was cut at its size limit. */
export function renderAnswer(kit: DomKit, record: EvalResult): HTMLElement {
  return kit.el(
    'div',
    { className: 'answer' },
    kit.pre(record.candidate_answer || '(empty answer)', 'text answer-text'),
    record.answer_truncated
      ? kit.el('p', { className: 'muted', text: 'The answer passed its size limit; only its beginning was kept.' })
      : null,
  );
}

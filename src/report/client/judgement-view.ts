/// <reference lib="dom" />
import type { EvalResult, EvaluatorResultRecord } from '../../results/eval-result.js';
import type { DomKit } from './dom-kit.js';

/**
 * The record's verdict once: each evaluator with its own reasoning, hits and misses (and those of
 * the evaluators inside it); the record's merged reasoning only without evaluators, and of its hits
 * and misses only those no evaluator already lists (such as why a required check failed the case).
 */
export function renderJudgement(kit: DomKit, record: EvalResult): HTMLElement {
  const { el } = kit;
  const evaluator = (result: EvaluatorResultRecord): HTMLElement =>
    el(
      'div',
      { className: 'evaluator' },
      el(
        'div',
        { className: 'evaluator-head' },
        el('strong', { text: result.name || result.type }),
        el('span', { className: 'muted', text: ` ${result.type}` }),
        kit.badge('score', kit.score(result.score)),
        kit.badge('verdict', result.verdict, `v-${result.verdict}`),
        result.weight !== 1 ? kit.badge('weight', String(result.weight)) : null,
      ),
      result.reasoning ? el('p', { className: 'reasoning', text: result.reasoning }) : null,
      kit.list(result.hits, 'hits'),
      kit.list(result.misses, 'misses'),
      result.raw ? el('details', {}, el('summary', { text: 'raw judge reply' }), kit.pre(result.raw)) : null,
      result.details ? el('details', {}, el('summary', { text: 'details' }), kit.pre(kit.json(result.details))) : null,
      ...(result.evaluator_results ?? []).map(evaluator),
    );
  const said = new Set<string>();
  const collect = (results: EvaluatorResultRecord[]) => {
    for (const r of results) {
      for (const line of [...r.hits, ...r.misses, r.reasoning]) said.add(line);
      collect(r.evaluator_results ?? []);
    }
  };
  collect(record.evaluator_results);
  const own = (lines: string[]) => lines.filter((line) => !said.has(line));
  const evaluators = record.evaluator_results.length > 0;
  return el(
    'div',
    { className: 'judgement' },
    !evaluators && record.reasoning ? el('p', { className: 'reasoning', text: record.reasoning }) : null,
    kit.list(own(record.hits), 'hits'),
    kit.list(own(record.misses), 'misses'),
    ...record.evaluator_results.map(evaluator),
    !evaluators && !record.reasoning ? el('p', { className: 'muted', text: 'no evaluator results' }) : null,
  );
}

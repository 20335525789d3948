/// <reference lib="dom" />
import type { EvalResult, EvaluatorResultRecord } from '../../results/eval-result.js';
import type { ReportData } from '../report-data.js';
import type { Child, DomKit } from './dom-kit.js';

/** The case panel: opens over the page, closes on its button or Escape. */
export interface CaseDetail {
  element: HTMLElement;
  /**
   * Shows a record of the run and/or of the baseline (indexes into their records); `runs` lists
   * every record of the case on each side when a merged row (its repeats) was opened.
   */
  open(current: number | null, baseline: number | null, runs?: MergedRuns): void;
  close(): void;
}

/** The records of one case × variant on each side (indexes), behind a row that merges its repeats. */
export interface MergedRuns {
  current: number[];
  baseline: number[];
}

/**
 * One case in full: the conversation when the record carries it, the answer, the judgement and each
 * evaluator's score and reasoning, the trace and the workspace diff; with a baseline record the
 * answer and the evaluators before and after side by side. All of it is text, never markup.
 */
export function createCaseDetail(kit: DomKit, data: ReportData): CaseDetail {
  const { el, section } = kit;
  const MAX_EVENTS = 500;
  const MAX_DIFF_LINES = 5000;
  const body = el('div', { className: 'detail-body' });
  const title = el('h2', { className: 'detail-title' });
  const closeButton = el('button', {
    className: 'close',
    text: 'Close ✕',
    attrs: { type: 'button', 'aria-label': 'close the case' },
  });
  const element = el(
    'aside',
    { className: 'detail', attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-label': 'case details', hidden: '' } },
    el('div', { className: 'detail-head' }, title, closeButton),
    body,
  );
  let returnFocus: Element | null = null;

  const pre = (text: string, className = 'text') => el('pre', { className, text });
  const list = (items: string[], className: string) =>
    items.length === 0 ? null : el('ul', { className }, ...items.map((item) => el('li', { text: item })));
  const isError = (r: EvalResult) => r.error !== undefined && r.error !== null;

  function messages(record: EvalResult): HTMLElement | null {
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
            pre(kit.json(content)),
          );
        }),
      );
    }
    return parts.length > 0 ? section('Conversation', ...parts) : null;
  }

  function evaluator(result: EvaluatorResultRecord): HTMLElement {
    return el(
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
      list(result.hits, 'hits'),
      list(result.misses, 'misses'),
      result.raw ? el('details', {}, el('summary', { text: 'raw judge reply' }), pre(result.raw)) : null,
      result.details ? el('details', {}, el('summary', { text: 'details' }), pre(kit.json(result.details))) : null,
      ...(result.evaluator_results ?? []).map(evaluator),
    );
  }

  /**
   * The record's verdict once: each evaluator with its own reasoning, hits and misses; the record's
   * merged reasoning only without evaluators, and of its hits and misses only those no evaluator
   * already lists (such as why a required check failed the case).
   */
  function judgement(record: EvalResult): HTMLElement {
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
      list(own(record.hits), 'hits'),
      list(own(record.misses), 'misses'),
      ...record.evaluator_results.map(evaluator),
      !evaluators && !record.reasoning ? el('p', { className: 'muted', text: 'no evaluator results' }) : null,
    );
  }

  function trace(record: EvalResult): HTMLElement | null {
    const summary = record.trace_summary;
    const events = Array.isArray(record.trace) ? record.trace : [];
    if (!summary && events.length === 0) return null;
    const calls = summary ? Object.entries(summary.tool_calls_by_name) : [];
    return section(
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
            el('thead', {}, el('tr', {}, el('th', { text: 'tool' }), el('th', { text: 'calls' }))),
            el(
              'tbody',
              {},
              ...calls.map(([name, n]) => el('tr', {}, el('td', { text: name }), el('td', { text: String(n) }))),
            ),
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
                payload !== undefined ? pre(kit.json(payload, 20_000)) : null,
              );
            }),
          )
        : null,
      events.length > MAX_EVENTS
        ? el('p', { className: 'muted', text: `… ${kit.count(events.length - MAX_EVENTS)} more events` })
        : null,
    );
  }

  function workspaceDiff(record: EvalResult): HTMLElement | null {
    if (!record.workspace_diff) return null;
    const lines = record.workspace_diff.split('\n');
    const tone = (line: string) =>
      line.startsWith('+++') || line.startsWith('---') || line.startsWith('diff ') || line.startsWith('index ')
        ? 'meta'
        : line.startsWith('@@')
          ? 'hunk'
          : line.startsWith('+')
            ? 'add'
            : line.startsWith('-')
              ? 'del'
              : '';
    const shown = lines
      .slice(0, MAX_DIFF_LINES)
      .map((line) => el('span', { className: `diff-line ${tone(line)}`.trim(), text: `${line}\n` }));
    return section(
      'Workspace diff',
      el('pre', { className: 'diff' }, ...shown),
      lines.length > MAX_DIFF_LINES
        ? el('p', { className: 'muted', text: `… ${kit.count(lines.length - MAX_DIFF_LINES)} more lines` })
        : null,
    );
  }

  function badges(record: EvalResult): HTMLElement {
    const verdict = isError(record) ? 'error' : (record.verdict ?? '');
    return el(
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

  function answer(record: EvalResult): HTMLElement {
    return el(
      'div',
      { className: 'answer' },
      pre(record.candidate_answer || '(empty answer)', 'text answer-text'),
      record.answer_truncated
        ? el('p', { className: 'muted', text: 'The answer passed its size limit; only its beginning was kept.' })
        : null,
    );
  }

  function sideBySide(
    heading: string,
    before: EvalResult | undefined,
    after: EvalResult | undefined,
    part: (r: EvalResult) => HTMLElement | null,
  ): HTMLElement {
    const column = (label: string, record: EvalResult | undefined) =>
      el(
        'div',
        { className: `side side-${label.toLowerCase()}` },
        el('h4', { text: label }),
        record ? badges(record) : null,
        record
          ? part(record)
          : el('p', { className: 'muted', text: label === 'Before' ? 'not in the baseline' : 'not in this run' }),
      );
    return section(heading, el('div', { className: 'sides' }, column('Before', before), column('After', after)));
  }

  /**
   * For a merged row: which of its runs the panel shows, and a button for each of the others (the
   * baseline's run with the same iteration shown beside it, when there is one).
   */
  function runPicker(
    runs: MergedRuns,
    current: EvalResult | undefined,
    before: EvalResult | undefined,
  ): HTMLElement | null {
    const iterations = [
      ...new Set([
        ...runs.current.map((i) => data.records[i]?.iteration ?? 0),
        ...runs.baseline.map((i) => data.baseline?.records[i]?.iteration ?? 0),
      ]),
    ].sort((a, b) => a - b);
    if (iterations.length < 2) return null;
    const shown = (current ?? before)?.iteration ?? 0;
    const buttons = iterations.map((iteration) => {
      const button = el('button', {
        className: `run-pick${iteration === shown ? ' on' : ''}`,
        text: `run #${iteration}`,
        attrs: { type: 'button', 'aria-pressed': String(iteration === shown) },
      });
      button.addEventListener('click', () => {
        const find = (indexes: number[], records: EvalResult[] | undefined) =>
          indexes.find((i) => records?.[i]?.iteration === iteration) ?? null;
        show(find(runs.current, data.records), find(runs.baseline, data.baseline?.records), runs);
      });
      return button;
    });
    const note =
      `This row merges ${runs.current.length} run(s) of this case in this run ` +
      `and ${runs.baseline.length} in the baseline (its scores are their means); the panel shows run #${shown}.`;
    return el(
      'div',
      { className: 'runs-note' },
      el('p', { className: 'runs-shown', text: note }),
      el('div', { className: 'run-picks' }, ...buttons),
    );
  }

  function render(current: EvalResult | undefined, before: EvalResult | undefined, runs?: MergedRuns): void {
    const record = current ?? before;
    if (!record) return;
    title.textContent = record.eval_id;
    const where = [
      record.prompt_id !== 'default' ? `variant ${record.prompt_id}` : '',
      record.iteration > 0 ? `run #${record.iteration}` : '',
      record.dataset ? `dataset ${record.dataset}` : '',
      record.target ? `target ${record.target}` : '',
      record.timestamp,
    ]
      .filter(Boolean)
      .join(' · ');
    const errors = [
      before && isError(before) ? `Before: ${before.error}` : '',
      current && isError(current) ? `${before ? 'After: ' : ''}${current.error}` : '',
    ].filter(Boolean);
    const details = current?.error_details ?? before?.error_details;
    // Before and after side by side whenever the baseline has the case, even if not this run of it.
    const compared = before !== undefined || (runs?.baseline.length ?? 0) > 0;
    const parts: Child[] = [
      el('p', { className: 'muted', text: where }),
      runs ? runPicker(runs, current, before) : null,
      compared ? null : badges(record),
      errors.length > 0
        ? section('Error', ...errors.map((e) => pre(e, 'text error-text')), details ? pre(kit.json(details)) : null)
        : null,
      messages(record),
      compared ? sideBySide('Answer', before, current, answer) : section('Answer', answer(record)),
      compared ? sideBySide('Judgement', before, current, judgement) : section('Judgement', judgement(record)),
      trace(record),
      workspaceDiff(record),
    ];
    body.replaceChildren(...parts.filter((part): part is Node => part instanceof Node));
  }

  const close = () => {
    element.hidden = true;
    if (returnFocus instanceof HTMLElement) returnFocus.focus();
  };
  closeButton.addEventListener('click', close);
  element.ownerDocument.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !element.hidden) close();
  });
  function show(current: number | null, baseline: number | null, runs?: MergedRuns): void {
    render(
      current === null ? undefined : data.records[current],
      baseline === null ? undefined : data.baseline?.records[baseline],
      runs,
    );
    element.hidden = false;
    body.scrollTop = 0;
  }

  return {
    element,
    open(current, baseline, runs) {
      returnFocus = element.ownerDocument.activeElement;
      show(current, baseline, runs);
      closeButton.focus();
    },
    close,
  };
}

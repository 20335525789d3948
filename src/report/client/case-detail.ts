/// <reference lib="dom" />
import type { ReportData } from '../report-data.js';
import type { CaseViews, renderCaseBody } from './case-body.js';
import type { DomKit } from './dom-kit.js';
import type { LabelStore } from './label-store.js';
import type { MergedRuns } from './run-picker.js';

export type { MergedRuns } from './run-picker.js';

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

/** The client parts the panel is built from: its content and the views that content is made of. */
export interface CaseDetailParts extends CaseViews {
  renderCaseBody: typeof renderCaseBody;
}

/**
 * One case in full: the conversation when the record carries it, the answer, the judgement and each
 * evaluator's score and reasoning, the trace and the workspace diff; with a baseline record the
 * answer and the evaluators before and after side by side. All of it is text, never markup.
 */
export function createCaseDetail(
  kit: DomKit,
  data: ReportData,
  parts: CaseDetailParts,
  labels?: LabelStore,
): CaseDetail {
  const { el } = kit;
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

  const close = () => {
    element.hidden = true;
    if (returnFocus instanceof HTMLElement) returnFocus.focus();
  };
  closeButton.addEventListener('click', close);
  element.ownerDocument.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !element.hidden) close();
  });
  function show(current: number | null, baseline: number | null, runs?: MergedRuns): void {
    const after = current === null ? undefined : data.records[current];
    const before = baseline === null ? undefined : data.baseline?.records[baseline];
    const record = after ?? before;
    if (record) {
      title.textContent = record.description || record.eval_id;
      const pick = (c: number | null, b: number | null) => show(c, b, runs);
      body.replaceChildren(...parts.renderCaseBody(kit, data, parts, { current: after, before, runs, pick }));
      if (labels && current !== null) body.append(labels.formFor(current));
    }
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

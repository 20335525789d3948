/// <reference lib="dom" />
import type { EvalResult } from '../../results/eval-result.js';
import type { ReportData } from '../report-data.js';
import type { renderConversation } from './conversation-view.js';
import type { Child, DomKit } from './dom-kit.js';
import type { renderJudgement } from './judgement-view.js';
import type { renderAnswer, renderRecordBadges } from './record-badges.js';
import type { MergedRuns, renderRunPicker } from './run-picker.js';
import type { renderTrace } from './trace-view.js';
import type { renderWorkspaceDiff } from './workspace-diff-view.js';

/** The views a case's panel is made of, handed over by the page like every client part. */
export interface CaseViews {
  renderConversation: typeof renderConversation;
  renderJudgement: typeof renderJudgement;
  renderTrace: typeof renderTrace;
  renderWorkspaceDiff: typeof renderWorkspaceDiff;
  renderRecordBadges: typeof renderRecordBadges;
  renderAnswer: typeof renderAnswer;
  renderRunPicker: typeof renderRunPicker;
}

/** What the case panel shows of a record and/or its baseline record, and what a run picker's click opens. */
export interface CaseBodyInput {
  current: EvalResult | undefined;
  before: EvalResult | undefined;
  runs?: MergedRuns;
  pick: (current: number | null, baseline: number | null) => void;
}

/**
 * The panel's content in reading order: where the record comes from, the run picker of a merged
 * row, its badges, errors, conversation, answer and judgement (before and after side by side
 * whenever the baseline has the case, even if not this run of it), trace and workspace diff.
 */
export function renderCaseBody(kit: DomKit, data: ReportData, views: CaseViews, input: CaseBodyInput): Node[] {
  const { el, section } = kit;
  const { current, before, runs } = input;
  const record = current ?? before;
  if (!record) return [];
  const isError = (r: EvalResult | undefined) => r !== undefined && r.error !== undefined && r.error !== null;
  const where = [
    record.prompt_id !== 'default' ? `variant ${record.prompt_id}` : '',
    record.iteration > 0 ? `run #${record.iteration}` : '',
    record.dataset ? `dataset ${record.dataset}` : '',
    record.target ? `target ${record.target}` : '',
    record.timestamp,
  ];
  const errors = [
    isError(before) ? `Before: ${before?.error}` : '',
    isError(current) ? `${before ? 'After: ' : ''}${current?.error}` : '',
  ].filter(Boolean);
  const details = current?.error_details ?? before?.error_details;
  const compared = before !== undefined || (runs?.baseline.length ?? 0) > 0;
  const sideBySide = (heading: string, part: (kit: DomKit, r: EvalResult) => HTMLElement | null) => {
    const column = (label: string, side: EvalResult | undefined) =>
      el(
        'div',
        { className: `side side-${label.toLowerCase()}` },
        el('h4', { text: label }),
        side ? views.renderRecordBadges(kit, side) : null,
        side
          ? part(kit, side)
          : el('p', { className: 'muted', text: label === 'Before' ? 'not in the baseline' : 'not in this run' }),
      );
    return section(heading, el('div', { className: 'sides' }, column('Before', before), column('After', current)));
  };
  const parts: Child[] = [
    el('p', { className: 'muted', text: where.filter(Boolean).join(' · ') }),
    runs ? views.renderRunPicker(kit, data, runs, current ?? before, input.pick) : null,
    compared ? null : views.renderRecordBadges(kit, record),
    errors.length > 0
      ? section(
          'Error',
          ...errors.map((e) => kit.pre(e, 'text error-text')),
          details ? kit.pre(kit.json(details)) : null,
        )
      : null,
    views.renderConversation(kit, record),
    compared ? sideBySide('Answer', views.renderAnswer) : section('Answer', views.renderAnswer(kit, record)),
    compared
      ? sideBySide('Judgement', views.renderJudgement)
      : section('Judgement', views.renderJudgement(kit, record)),
    views.renderTrace(kit, record),
    views.renderWorkspaceDiff(kit, record),
  ];
  return parts.filter((part): part is Node => part instanceof Node);
}

/// <reference lib="dom" />
import type { EvalResult } from '../../results/eval-result.js';
import type { DomKit } from './dom-kit.js';

/** The record's workspace diff, each line toned (meta, hunk, added, removed), the first 5000 lines shown. */
export function renderWorkspaceDiff(kit: DomKit, record: EvalResult): HTMLElement | null {
  const { el } = kit;
  const MAX_DIFF_LINES = 5000;
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
  return kit.section(
    'Workspace diff',
    el('pre', { className: 'diff' }, ...shown),
    lines.length > MAX_DIFF_LINES
      ? el('p', { className: 'muted', text: `… ${kit.count(lines.length - MAX_DIFF_LINES)} more lines` })
      : null,
  );
}

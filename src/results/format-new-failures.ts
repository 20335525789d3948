import { displayName, formatScore } from './format-score.js';
import { oneLine } from './format-summary.js';
import type { FailingCase, NewFailures } from './new-failures.js';

/**
 * The console's lines on cases failing against the baseline: the newly failing first (they fail
 * `--fail-on-new-failures`), each with the check that failed and the start of its answer, then
 * those still failing as on the base. Empty when no case fails.
 */
export function formatNewFailures({ newlyFailing, stillFailing }: NewFailures, maxRows = 25): string {
  if (newlyFailing.length === 0 && stillFailing.length === 0) return '';
  const lines = [
    `New failures against the baseline: ${newlyFailing.length} newly failing, ${stillFailing.length} still failing`,
  ];
  const list = (title: string, mark: string, cases: readonly FailingCase[]) => {
    if (cases.length === 0) return;
    lines.push(`  ${title}:`);
    for (const c of cases.slice(0, maxRows)) {
      lines.push(
        `    ${mark} ${oneLine(caseName(c), 160)}${c.runs > 1 ? ` (${c.passes}/${c.runs} runs passed)` : ''}: ` +
          failedBecause(c),
      );
      if (c.error === undefined && c.answer.trim() !== '') lines.push(`        answer: ${oneLine(c.answer, 120)}`);
    }
    if (cases.length > maxRows) lines.push(`    … and ${cases.length - maxRows} more`);
  };
  list('newly failing (passed on the baseline)', '✗', newlyFailing);
  list('still failing (failed on the baseline too)', '·', stillFailing);
  return `${lines.join('\n')}\n`;
}

/** `eval-id` or `eval-id [variant]`. */
export function caseName(c: { eval_id: string; description?: string; prompt_id: string }): string {
  const name = displayName(c);
  return c.prompt_id === 'default' ? name : `${name} [${c.prompt_id}]`;
}

/** `errored: …`, or the score with the check that failed and its miss. */
function failedBecause(c: FailingCase): string {
  if (c.error !== undefined) return `errored: ${oneLine(c.error, 120)}`;
  const check = c.check === undefined ? '' : ` ${oneLine(c.check, 40)}`;
  const miss = c.miss === undefined ? '' : `: ${oneLine(c.miss, 100)}`;
  return `score ${formatScore(c.score)}${check ? `, check${check}` : ''}${miss}`;
}

/**
 * A report's first line when cases that passed on the baseline fail now, before any statistics:
 * `1 case newly failing · mean −0.333` (a typographic minus, as a reader writes it). Undefined
 * when none does, so a verdict of "no significant change" is never the first thing read beside it.
 */
export function newFailuresHeadline(newlyFailing: number, meanDelta: number | undefined): string | undefined {
  if (newlyFailing === 0) return undefined;
  const mean =
    meanDelta === undefined ? '' : ` · mean ${meanDelta < 0 ? '\u2212' : '+'}${Math.abs(meanDelta).toFixed(3)}`;
  return `${newlyFailing} case${newlyFailing === 1 ? '' : 's'} newly failing${mean}`;
}

import { formatScore } from '../results/format-score.js';
import { escapeMarkdownInline } from '../safety/escape-markdown.js';
import { caseName } from '../results/format-new-failures.js';
import type { FailingCase, NewFailures } from '../results/new-failures.js';

/**
 * The comment's first table when this run fails cases the baseline passed: each newly failing case
 * with the check that failed and an excerpt of its answer (its error when it errored); the cases
 * that failed on the baseline too follow in a folded list of their own ("still failing").
 */
export function newFailuresSection(failures: NewFailures | undefined, gated: boolean, maxRows = 20): string[] {
  if (!failures) return [];
  const { newlyFailing, stillFailing } = failures;
  const lines: string[] = [];
  if (newlyFailing.length > 0) {
    lines.push(
      `#### ❌ Newly failing: ${newlyFailing.length} case(s) that passed on the ` +
        `baseline${gated ? ' (fail-on-new-failures)' : ''}`,
      '',
      ...table(newlyFailing, maxRows),
      '',
    );
  }
  if (stillFailing.length > 0) {
    lines.push(
      `<details><summary>Still failing: ${stillFailing.length} case(s) that failed on the baseline ` +
        `too${gated ? ' (they do not fail the run)' : ''}</summary>`,
      '',
      ...table(stillFailing, maxRows),
      '',
      '</details>',
      '',
    );
  }
  return lines;
}

function table(cases: readonly FailingCase[], maxRows: number): string[] {
  const rows = cases.slice(0, maxRows).map((c) => {
    const name = escapeMarkdownInline(caseName(c));
    const runs = c.runs > 1 ? ` (${c.passes}/${c.runs} runs passed)` : '';
    const check = c.error !== undefined ? 'errored' : escapeMarkdownInline(c.check ?? '–', 60);
    const why = c.error !== undefined ? escapeMarkdownInline(c.error, 120) : escapeMarkdownInline(c.miss ?? '', 120);
    const answer = c.error !== undefined ? '' : escapeMarkdownInline(c.answer, 120);
    return `| ${name}${runs} | ${c.error !== undefined ? '–' : formatScore(c.score)} | ${check} | ${why} | ${answer} |`;
  });
  const more = cases.length > maxRows ? [`| … ${cases.length - maxRows} more | | | | |`] : [];
  return ['| Case | Score | Check that failed | Why | Answer (excerpt) |', '|---|---:|---|---|---|', ...rows, ...more];
}

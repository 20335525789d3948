import { formatPercent } from '../results/format-score.js';
import { escapeMarkdownInline } from '../safety/escape-markdown.js';
import { UNSTABLE_THRESHOLD, unstableLabel, type JudgeAgreement } from '../results/judge-agreement.js';

/**
 * With sampled judges: how far the judge agreed with itself overall, and every criterion below the
 * unstable threshold, so a reviewer tells a changed agent from a noisy judge.
 */
export function judgeSection(agreement: JudgeAgreement | undefined, maxRows = 20): string[] {
  if (!agreement) return [];
  const lines = [
    '#### Judge agreement',
    '',
    `**${formatPercent(agreement.agreement)}** of samples agree with their majority, over ${agreement.criteria} ` +
      `sampled criteria in ${agreement.sampled} sampled evaluator result(s) · ` +
      (`${agreement.unstable.length === 0 ? 'no criterion' : `**${agreement.unstable.length} criteria**`} unstable ` +
        `(agreement below ${formatPercent(UNSTABLE_THRESHOLD)})`),
    '',
  ];
  if (agreement.unstable.length > 0) {
    lines.push('| Unstable criterion | Agreement | Votes |', '|---|---:|---|');
    for (const u of agreement.unstable.slice(0, maxRows))
      lines.push(
        `| ${escapeMarkdownInline(unstableLabel(u), 160)} | ${formatPercent(u.agreement)} ` +
          `| ${escapeMarkdownInline(u.votes, 80)} |`,
      );
    if (agreement.unstable.length > maxRows) lines.push(`| … ${agreement.unstable.length - maxRows} more | | |`);
    lines.push(
      '',
      '<sub>A case graded by an unstable criterion may change with the judge, not with the agent.</sub>',
      '',
    );
  }
  return lines;
}

import { formatPercent } from '../results/format-score.js';
import { escapeMarkdownInline } from '../safety/escape-markdown.js';
import { UNSTABLE_THRESHOLD, unstableLabel, type JudgeAgreement } from '../results/judge-agreement.js';
import type { LabelAgreement } from '../results/label-agreement.js';

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

/**
 * With labels: how far each judge agrees with people (agreement, Cohen's kappa and the labelled
 * answers behind them), the stale labels counted, a judge below the minimum flagged. Beside the
 * judges' agreement with themselves: a judge can agree with itself every time and still not with people.
 */
export function labelSection(labels: LabelAgreement | undefined, maxRows = 30): string[] {
  if (!labels) return [];
  const below = labels.judges.filter((j) => j.below).length;
  const lines = [
    '#### Judges against the labels',
    '',
    `**${labels.applied}** label(s) of ${escapeMarkdownInline(labels.file, 200)} applied · ` +
      `${labels.stale} stale (the answer changed; not applied) · ${labels.unmatched} not in this run · ` +
      (below === 0
        ? `no judge below ${formatPercent(labels.min_agreement)} agreement`
        : `⚠️ **${below} judge(s)** below ${formatPercent(labels.min_agreement)} agreement`),
    '',
  ];
  if (labels.judges.length > 0) {
    lines.push('| Judge | Agreement | Kappa | Labelled | |', '|---|---:|---:|---:|---|');
    for (const j of labels.judges.slice(0, maxRows))
      lines.push(
        `| ${escapeMarkdownInline(j.judge, 160)} | ${formatPercent(j.agreement)} | ` +
          `${j.kappa === null ? 'n/a' : j.kappa.toFixed(2)} | ${j.n} | ${j.below ? '⚠️ below' : ''} |`,
      );
    if (labels.judges.length > maxRows) lines.push(`| … ${labels.judges.length - maxRows} more | | | | |`);
    lines.push('');
  }
  if (labels.disagreements > 0)
    lines.push(`<sub>${labels.disagreements} disagreement(s): \`agentv calibrate\` lists them.</sub>`, '');
  return lines;
}

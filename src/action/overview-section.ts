import { repeatTotals, runShare, type RepeatCase, type RepeatComparison } from '../results/repeats.js';
import { caseName } from '../results/format-new-failures.js';
import type { Summary } from '../results/compute-summary.js';
import { formatDelta, formatPercent, formatScore } from '../results/format-score.js';
import { escapeMarkdownInline } from '../safety/escape-markdown.js';
import type { PromptComparison } from '../results/compare-results.js';

/** Statistics and the score histogram, side by side in one table so the comment stays short. */
export function overviewSection(summary: Summary): string[] {
  if (summary.scored === 0) return ['_No case was scored._', ''];
  const stats: [string, string][] = [
    ['Mean', formatScore(summary.mean)],
    ['Median', formatScore(summary.median)],
    ['Std dev', formatScore(summary.stddev)],
    ['Min', formatScore(summary.min)],
    ['Max', formatScore(summary.max)],
  ];
  const widest = Math.max(...summary.histogram.map((bin) => bin.count));
  const out = ['| Statistic | Value | | Score | Cases | Histogram |', '|---|---:|---|---|---:|---|'];
  summary.histogram.forEach((bin, index) => {
    const [name, value] = stats[index] ?? ['', ''];
    const bar = widest === 0 ? '' : '█'.repeat(Math.round((bin.count / widest) * 16));
    out.push(`| ${name} | ${value} | | ${bin.label} | ${bin.count} | ${bar} |`);
  });
  out.push('');
  return out;
}

/** One row per prompt variant, with the change against the base when a comparison exists. */
export function variantsSection(summary: Summary, byPrompt: Record<string, PromptComparison> | undefined): string[] {
  const variants = Object.entries(summary.byPrompt);
  if (variants.length < 2) return [];
  const out = [
    '#### Prompt variants',
    '',
    '| Variant | Scored | Errors | Mean | Pass rate | Δ vs base |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const [id, p] of variants) {
    const delta = byPrompt?.[id];
    out.push(
      `| ${escapeMarkdownInline(id)} | ${p.count} | ${p.errors} | ${formatScore(p.mean)} ` +
        `| ${formatPercent(p.passRate)} | ${delta ? formatDelta(delta.meanDelta) : 'n/a'} |`,
    );
  }
  out.push('');
  return out;
}

/** Errored cases inside a collapsed block: they matter, but they should not push the scores off screen. */
export function errorsSection(summary: Summary, maxRows = 50): string[] {
  if (summary.errored.length === 0) return [];
  const out = [`<details><summary>Errors (${summary.errored.length})</summary>`, '', '| Case | Error |', '|---|---|'];
  for (const entry of summary.errored.slice(0, maxRows)) {
    const label = caseName(entry);
    out.push(`| ${escapeMarkdownInline(label)} | ${escapeMarkdownInline(entry.message)} |`);
  }
  if (summary.errored.length > maxRows)
    out.push('', `…and ${summary.errored.length - maxRows} more (see the results artifact).`);
  out.push('', '</details>', '');
  return out;
}

/**
 * Cases that repeat: labels, the pass policy's verdicts and every flaky case; with a baseline, the
 * cases whose pass rate settled better or worse (intervals apart) and those flaky on either side.
 */
export function repeatsSection(
  cases: readonly RepeatCase[] | undefined,
  policy: string | undefined,
  compare: RepeatComparison | undefined,
  maxRows = 20,
): string[] {
  if (!cases || cases.length === 0) return [];
  const t = repeatTotals([...cases]);
  const rate = (c: { pass_rate: number; ci95: [number, number] }) =>
    `${formatPercent(c.pass_rate)} [${c.ci95[0].toFixed(2)}, ${c.ci95[1].toFixed(2)}]`;
  const name = (evalId: string, promptId: string) =>
    escapeMarkdownInline(promptId === 'default' ? evalId : `${evalId} [${promptId}]`);
  const lines = [
    `#### Repeats · pass policy \`${escapeMarkdownInline(policy ?? 'all')}\``,
    '',
    `${t.cases} case(s) over ${t.runs} ` +
      `run(s)${t.planned > t.runs ? ` (${t.planned - t.runs} settled early and not made)` : ''}: ` +
      (`**${t.passed} pass** under the policy · ${t.stablePass} stable-pass · ${t.stableFail} stable-fail · ` +
        `**${t.flaky} flaky**`),
    '',
    `Runs passing: ${runShare([...cases], t)} · \`pass@k\` ${formatPercent(t.passAtK / t.cases)} (${t.passAtK} ` +
      (`of ${t.cases} cases pass at least one of their k runs) · \`pass^k\` ${formatPercent(t.passHatK / t.cases)} ` +
        `(${t.passHatK} pass every run)`),
    '',
  ];
  const settled = compare?.cases.filter((c) => c.change === 'regressed' || c.change === 'improved') ?? [];
  if (settled.length > 0) {
    lines.push('| Settled change | Base pass rate | This run | |', '|---|---:|---:|---|');
    for (const c of settled.slice(0, maxRows)) {
      lines.push(
        `| ${name(c.eval_id, c.prompt_id)} | ${rate({ pass_rate: c.rate1, ci95: c.ci1 })} ` +
          (`| ${rate({ pass_rate: c.rate2, ci95: c.ci2 })} ` +
            `| ${c.change === 'regressed' ? '🔻 regressed' : '🔺 improved'} |`),
      );
    }
    lines.push('');
  }
  const flaky = cases.filter((c) => c.label === 'flaky');
  if (flaky.length > 0) {
    const base = new Map(compare?.cases.map((c) => [`${c.eval_id}\u0000${c.prompt_id}`, c]));
    lines.push(
      '| Flaky case | Pass rate [95% interval] | Runs | `pass@k` | `pass^k` | Base |',
      '|---|---:|---:|---|---|---:|',
    );
    for (const c of flaky.slice(0, maxRows)) {
      const before = base.get(`${c.eval_id}\u0000${c.prompt_id}`);
      lines.push(
        `| ${name(c.eval_id, c.prompt_id)} | ${rate(c)} | ${c.passes}/${c.runs} | ${c.pass_at_k ? 'yes' : 'no'} ` +
          `| ${c.pass_hat_k ? 'yes' : 'no'} | ${before ? formatPercent(before.rate1) : '–'} |`,
      );
    }
    if (flaky.length > maxRows) lines.push(`| … ${flaky.length - maxRows} more | | | | | |`);
    lines.push(
      '',
      '<sub>A flaky case is listed, never counted as a regression or an improvement on its own.</sub>',
      '',
    );
  }
  return lines;
}

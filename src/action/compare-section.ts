import type { CompareReport, MatchedCase } from '../results/compare-results.js';
import type { EvalResult } from '../results/eval-result.js';
import { displayName, formatDelta, formatScore } from '../results/format-score.js';
import { escapeMarkdownInline } from '../safety/escape-markdown.js';
import type { StatsEntry } from '../results/compute-summary.js';
import { isIsoDate } from '../results/iso-date.js';
import type { BaselineOutcome, BaselineSource } from './load-baseline.js';

const VERDICT: Record<CompareReport['statistics']['verdict'], string> = {
  improved: '✅ improved',
  regressed: '❌ regressed',
  'no significant change': '➖ no significant change',
};

/** Links and clock the baseline header needs. */
export interface BaselineLinks {
  serverUrl: string;
  owner: string;
  repo: string;
  now: number;
}

/** The delta against the base: where the baseline came from, mean change with its CI, verdict. */
export function baselineSection(
  baseline: BaselineOutcome,
  report: CompareReport | undefined,
  links: BaselineLinks,
  newlyFailing = 0,
): string[] {
  if (!baseline.found || !report) {
    const reason = baseline.found ? 'the baseline could not be compared' : baseline.reason;
    return [`> **No baseline to compare with:** ${escapeMarkdownInline(reason, 500)}.`, ''];
  }
  const s = report.summary;
  const st = report.statistics;
  const ci = st.meanDeltaCi95 ? `${formatDelta(st.meanDeltaCi95[0])} … ${formatDelta(st.meanDeltaCi95[1])}` : 'n/a';
  return [
    `**Compared with ${describeSource(baseline.source, links)}**`,
    '',
    '| | Base | This run | Δ | 95% CI of Δ | Verdict |',
    '|---|---:|---:|---:|---|---|',
    `| Mean score (${s.matched} matched cases) | ${formatScore(report.mean1 ?? undefined)} ` +
      (`| ${formatScore(report.mean2 ?? undefined)} | **${formatDelta(s.meanDelta)}** | ${ci} ` +
        `| ${verdictCell(st.verdict, s.meanDelta, newlyFailing)} (sign test p = ${st.signTestP.toFixed(3)}) |`),
    '',
    `Improved / regressed / unchanged (|Δ| ≥ ${report.threshold}): **${s.wins} / ${s.losses} / ${s.ties}** · only ` +
      (`in base: ${report.unmatched.file1} · new: ${report.unmatched.file2} · errored on either ` +
        `side: ${report.errored.length}`),
    '',
    ...erroredRegressionLines(report),
  ];
}

/**
 * The verdict beside the delta. "No significant change" never stands alone beside a lower mean or
 * a newly failing case: the statistics speak of the mean over every case, not of the cases that broke.
 */
function verdictCell(verdict: CompareReport['statistics']['verdict'], meanDelta: number, newlyFailing: number): string {
  if (verdict !== 'no significant change' || (meanDelta >= 0 && newlyFailing === 0)) return VERDICT[verdict];
  const broke = newlyFailing > 0 ? ` · ❌ ${newlyFailing} case(s) newly failing` : '';
  return `${meanDelta < 0 ? '🔻 lower mean' : '➖ mean not lower'}, not a significant change${broke}`;
}

/** Cases that passed on the base and error now: a regression whatever the mean says (run-gates.ts). */
function erroredRegressionLines(report: CompareReport): string[] {
  const broken = report.erroredRegressions;
  if (broken.length === 0) return [];
  const names = broken
    .slice(0, 10)
    .map((c) => escapeMarkdownInline(c.prompt_id === 'default' ? c.eval_id : `${c.eval_id} [${c.prompt_id}]`, 120));
  const more = broken.length > names.length ? ` and ${broken.length - names.length} more` : '';
  return [
    `❌ **Regressed:** ${broken.length} case(s) passed on the base and error now: ${names.join(', ')}${more}.`,
    '',
  ];
}

/** A suite `only-changed` did not run again, as the comment lists it. */
export interface CarriedSuiteLine {
  file: string;
  dataset: string;
  records: readonly EvalResult[];
}

/**
 * `only-changed`: the suites carried from the baseline (none of their files changed), or why every
 * suite ran although it was asked for.
 */
export function carriedSection(carried: readonly CarriedSuiteLine[], note: string | undefined): string[] {
  if (carried.length === 0)
    return note ? [`<sub>only-changed: every suite ran (${escapeMarkdownInline(note)}).</sub>`, ''] : [];
  const out = [
    `#### ↪ Carried from the baseline (${carried.length} suite(s))`,
    '',
    "<sub>only-changed: none of these suites' files (eval file, the files it references, targets and the programs " +
      ('they name, `.agentv` configuration) changed against the base, and they run no program a change elsewhere ' +
        "could reach, so they were not run again; their results are the baseline's, marked `carried`.</sub>"),
    '',
    '| Suite | Dataset | Results |',
    '|---|---|---:|',
  ];
  for (const suite of carried)
    out.push(
      `| ${escapeMarkdownInline(suite.file)} | ${escapeMarkdownInline(suite.dataset)} | ${suite.records.length} |`,
    );
  out.push('');
  if (note) out.push(`<sub>only-changed: ${escapeMarkdownInline(note)}.</sub>`, '');
  return out;
}

function describeSource(source: BaselineSource, links: BaselineLinks): string {
  if (source.kind === 'file') return `results file ${escapeMarkdownInline(source.path)}`;
  const repoUrl = `${links.serverUrl}/${links.owner}/${links.repo}`;
  const sha = source.headSha.replace(/[^0-9a-f]/gi, '');
  return (
    `${escapeMarkdownInline(source.branch)} at [\`${sha.slice(0, 7)}\`](${repoUrl}/commit/${sha}) ` +
    `([run ${source.runId}](${repoUrl}/actions/runs/${source.runId}), ${formatAge(source.createdAt, links.now)} old` +
    `${source.historyBranch ? `, from branch \`${escapeMarkdownInline(source.historyBranch)}\`` : ''})`
  );
}

/** The largest per-case regressions and improvements, each with an excerpt of this run's answer. */
export function caseChangesSection(report: CompareReport, records: readonly EvalResult[], limit = 5): string[] {
  const losses = report.matched
    .filter((m) => m.outcome === 'loss')
    .sort((a, b) => a.delta - b.delta)
    .slice(0, limit);
  const wins = report.matched
    .filter((m) => m.outcome === 'win')
    .sort((a, b) => b.delta - a.delta)
    .slice(0, limit);
  const { answers, name } = caseLookup(records);
  const table = (title: string, rows: MatchedCase[]) =>
    rows.length === 0
      ? []
      : [
          `#### ${title}`,
          '',
          '| Case | Base | This run | Δ | Answer (excerpt) |',
          '|---|---:|---:|---:|---|',
          ...rows.map(
            (m) =>
              `| ${escapeMarkdownInline(label(name(m.eval_id), m.prompt_id))} | ${formatScore(m.score1)} ` +
              (`| ${formatScore(m.score2)} | ${formatDelta(m.delta)} ` +
                `| ${escapeMarkdownInline(answers(m.eval_id, m.prompt_id), 120)} |`),
          ),
          '',
        ];
  return [
    ...table(`Top regressions (${losses.length} of ${report.summary.losses})`, losses),
    ...table(`Top improvements (${wins.length} of ${report.summary.wins})`, wins),
  ];
}

/** Without a baseline, the lowest-scoring cases are what a reviewer looks at first. */
export function lowestScoresSection(bottom: readonly StatsEntry[], records: readonly EvalResult[]): string[] {
  if (bottom.length === 0) return [];
  const { answers } = caseLookup(records);
  return [
    '#### Lowest scores',
    '',
    '| Case | Score | Answer (excerpt) |',
    '|---|---:|---|',
    ...bottom.map(
      (e) =>
        `| ${escapeMarkdownInline(label(displayName(e), e.prompt_id === 'default' ? undefined : e.prompt_id))} ` +
        `| ${formatScore(e.score)} | ${escapeMarkdownInline(answers(e.eval_id, e.prompt_id), 120)} |`,
    ),
    '',
  ];
}

function label(name: string, promptId: string | undefined): string {
  return promptId === undefined ? name : `${name} [${promptId}]`;
}

/**
 * Of a case by eval id (and, when given, prompt id): its first answer (iteration order), and the
 * name it is shown by (a promptfoo test's description, else its id).
 */
function caseLookup(records: readonly EvalResult[]): {
  answers: (evalId: string, promptId: string | undefined) => string;
  name: (evalId: string) => string;
} {
  const sorted = [...records].sort((a, b) => (a.iteration ?? 0) - (b.iteration ?? 0));
  const first = (evalId: string, promptId?: string) =>
    sorted.find((r) => r.eval_id === evalId && (promptId === undefined || r.prompt_id === promptId));
  return {
    answers: (evalId, promptId) => first(evalId, promptId)?.candidate_answer ?? '',
    name: (evalId) => displayName(first(evalId) ?? { eval_id: evalId }),
  };
}

/** A rough human age such as `3 days`, `5 hours`, `12 minutes` (the comment shows how stale a baseline is). */
export function formatAge(fromIso: string, nowMs: number): string {
  if (!isIsoDate(fromIso)) return 'unknown age';
  const from = Date.parse(fromIso);
  const minutes = Math.max(0, Math.floor((nowMs - from) / 60_000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

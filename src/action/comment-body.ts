import type { CompareReport } from '../results/compare-results.js';
import { gateStatistics } from '../results/run-gates.js';
import type { Summary } from '../results/compute-summary.js';
import { PASS_THRESHOLD, type EvalResult } from '../results/eval-result.js';
import { formatPercent, formatScore } from '../results/format-score.js';
import { escapeMarkdownInline } from '../safety/escape-markdown.js';
import {
  baselineSection,
  carriedSection,
  caseChangesSection,
  lowestScoresSection,
  type BaselineLinks,
  type CarriedSuiteLine,
} from './compare-section.js';
import type { BaselineOutcome } from './load-baseline.js';
import { errorsSection, overviewSection, repeatsSection, variantsSection } from './overview-section.js';
import type { RepeatCase } from '../results/repeats.js';
import { commentMarker } from './sticky-comment.js';
import { newFailuresSection } from './new-failures-section.js';
import { newFailuresHeadline } from '../results/format-new-failures.js';
import { judgeSection, labelSection } from './judge-section.js';
import { trendSection } from './trend-section.js';
import type { RunTrend } from './trend-history.js';
import type { JudgeAgreement } from '../results/judge-agreement.js';
import type { LabelAgreement } from '../results/label-agreement.js';
import type { NewFailures } from '../results/new-failures.js';
import {
  baselineUsage,
  cacheLine,
  costHeadline,
  costSection,
  skippedHeadline,
  skippedSection,
  type CacheReport,
} from './cost-section.js';

/** Everything the report shows; the same body goes to the PR comment and the job summary. */
export interface ReportInput extends BaselineLinks {
  commentKey: string;
  summary: Summary;
  /** This run's records, for answer excerpts. */
  records: readonly EvalResult[];
  baseline: BaselineOutcome;
  compare: CompareReport | undefined;
  runUrl: string | undefined;
  artifactName: string;
  /** Whether the results reached the artifact store (otherwise the footer says so). */
  uploaded: boolean;
  /**
   * The results artifact's page, `{server}/{owner}/{repo}/actions/runs/{run}/artifacts/{id}`, from
   * the id the upload returned (the URL actions/upload-artifact gives as its `artifact-url`).
   */
  artifactUrl?: string | undefined;
  /** File name of the HTML report inside the results artifact, when there is one. */
  htmlReport?: string | undefined;
  /** Per case × variant over its repeats, when cases repeat. */
  repeats?: readonly RepeatCase[] | undefined;
  passPolicy?: string | undefined;
  /** A warning shown above everything (e.g. shards that uploaded nothing). */
  incomplete?: string | undefined;
  /** The commit checked out and evaluated (a pull request's run), named in the footer. */
  evaluatedCommit?: string | undefined;
  /** Lines about how the run went shown under the title (a fork's run without secrets, the commit evaluated). */
  notices?: readonly string[] | undefined;
  /** Set with `cache: true`: where the response cache came from and what it served. */
  cache?: CacheReport | undefined;
  /** Cases failing now, split by whether they passed on the baseline (with a baseline). */
  newFailures?: NewFailures | undefined;
  /** How far sampled judges agreed with themselves (`judge_samples:`), when any was sampled. */
  judgeAgreement?: JudgeAgreement | undefined;
  /** Each judge's agreement with people's labels (`labels`), when labels were given. */
  labelAgreement?: LabelAgreement | undefined;
  /** The base branch's last runs and this run last (`trend-runs`). */
  trend?: RunTrend | undefined;
  /** Whether `fail-on-new-failures` gates on them. */
  failOnNewFailures?: boolean | undefined;
  /** `only-changed`: the suites not run again, their records carried from the baseline. */
  carried?: readonly CarriedSuiteLine[] | undefined;
  /** Why `only-changed` ran every suite, when it was asked for. */
  onlyChangedNote?: string | undefined;
}

/**
 * Renders the report as GitHub markdown, starting with the hidden sticky-comment marker. Every
 * piece of text from a model, an eval file or a results file goes through escapeMarkdownInline.
 */
export function renderCommentBody(input: ReportInput): string {
  const { summary, compare } = input;
  const cost = costHeadline(summary);
  const named =
    input.commentKey === 'default'
      ? 'AgentV evaluation'
      : `AgentV evaluation · ${escapeMarkdownInline(input.commentKey)}`;
  // What a reviewer acts on comes first: cases that passed on the base and fail now, or that
  // nothing was evaluated (every case skipped), so no figure below reads as a verdict.
  const newly = newFailuresHeadline(input.newFailures?.newlyFailing.length ?? 0, compare?.summary.meanDelta);
  const nothing = summary.total > 0 && summary.scored + summary.errors === 0;
  const title = newly ? `${named}: ❌ ${newly}` : nothing ? `${named}: ⏸ nothing was evaluated` : named;
  // The gates' figures: an errored case counts as failing with score 0 (run-gates.ts).
  const counted = gateStatistics(summary);
  const headline = [
    ...(nothing
      ? [`**Nothing was evaluated**: every case was skipped, so no mean or pass rate is claimed`]
      : [
          `**Mean score ${formatScore(counted.mean)}**`,
          `pass rate ${formatPercent(counted.passRate)} ` +
            `(${summary.passBy === 'records' ? 'tests that passed their assertions' : `score ≥ ${PASS_THRESHOLD}`})`,
        ]),
    `${summary.total} case(s)`,
    ...(summary.errors > 0
      ? [
          `⚠️ ${summary.errors} errored, counted as failing with score 0 (the ${summary.scored} scored: ` +
            `mean ${formatScore(summary.mean)}, pass rate ${formatPercent(summary.passRate)})`,
        ]
      : []),
    ...skippedHeadline(summary),
    ...(carriedCount(input.carried) > 0 ? [`↪ ${carriedCount(input.carried)} carried`] : []),
    ...(cost !== undefined ? [cost] : []),
  ].join(' · ');
  const lines = [
    commentMarker(input.commentKey),
    `### ${title}`,
    '',
    ...(input.incomplete ? [`> ⚠️ **Incomplete:** ${escapeMarkdownInline(input.incomplete)}`, ''] : []),
    ...(input.notices ?? []).flatMap((notice) => [`> ${notice}`, '']),
    headline,
    '',
    ...newFailuresSection(input.newFailures, input.failOnNewFailures ?? false),
    ...cacheLine(summary, input.cache),
    ...baselineSection(input.baseline, compare, input, input.newFailures?.newlyFailing.length ?? 0),
    ...carriedSection(input.carried ?? [], input.onlyChangedNote),
    ...trendSection(input.trend, input),
    ...overviewSection(summary),
    ...variantsSection(summary, compare?.byPrompt),
    ...repeatsSection(input.repeats, input.passPolicy, compare?.repeats),
    ...judgeSection(input.judgeAgreement),
    ...labelSection(input.labelAgreement),
    ...(compare ? caseChangesSection(compare, input.records) : lowestScoresSection(summary.bottom3, input.records)),
    ...costSection(
      summary,
      input.baseline.found ? baselineUsage(uncarried(input.baseline.records, input.carried)) : undefined,
    ),
    ...errorsSection(summary),
    ...skippedSection(summary),
    footer(input),
  ];
  return `${lines.join('\n')}\n`;
}

/** The base's records of the suites this run ran, so the cost delta compares like with like. */
function uncarried(
  records: readonly EvalResult[],
  carried: readonly CarriedSuiteLine[] | undefined,
): readonly EvalResult[] {
  const datasets = new Set(carried?.map((suite) => suite.dataset));
  return datasets.size === 0 ? records : records.filter((record) => !datasets.has(record.dataset));
}

function carriedCount(carried: readonly CarriedSuiteLine[] | undefined): number {
  return carried?.reduce((sum, suite) => sum + suite.records.length, 0) ?? 0;
}

function footer(input: ReportInput): string {
  const run = input.runUrl ? `[workflow run](${input.runUrl})` : 'local run';
  const name = escapeMarkdownInline(input.artifactName);
  const link = (text: string) => (input.artifactUrl ? `[${text}](${input.artifactUrl})` : text);
  const html = input.htmlReport ? ` (${link('HTML report')} inside: ${escapeMarkdownInline(input.htmlReport)})` : '';
  const artifact = input.uploaded ? `${link(`results artifact ${name}`)}${html}` : 'results not uploaded';
  const commit = input.evaluatedCommit ? ` · evaluated ${input.evaluatedCommit}` : '';
  return (
    `<sub>${run} · ${artifact}${commit} · ` +
    `updated ${new Date(input.now).toISOString().replace(/\.\d+Z$/, 'Z')}</sub>`
  );
}

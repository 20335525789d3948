import { compareResults, type CompareOutcome } from '../results/compare-results.js';
import { answerDigest, type HumanLabel } from '../results/human-labels.js';
import { alignAgentvRows } from '../results/agentv-rows.js';
import { caseKey, groupResultsByCase } from '../results/compare-statistics.js';
import { compareEntryKeys, computeSummary, toStatsEntry } from '../results/compute-summary.js';
import { BORDERLINE_THRESHOLD, PASS_THRESHOLD, verdictFor, type EvalResult } from '../results/eval-result.js';
import { newFailuresHeadline } from '../results/format-new-failures.js';
import { findNewFailures } from '../results/new-failures.js';
import { parsePassPolicy, repeatedCasesOf, repeatTotals } from '../results/repeats.js';
import type { TrendPoint } from '../results/run-trend.js';
import { judgeAgreementOf, UNSTABLE_THRESHOLD, type JudgeAgreement } from '../results/judge-agreement.js';
import type { LabelAgreement } from '../results/label-agreement.js';

/** What a report is made from: one run's records and, optionally, the run it is compared with. */
export interface ReportInput {
  records: readonly EvalResult[];
  /** Shown in the header (a file name, not read). */
  resultsFile: string;
  baseline?: { records: readonly EvalResult[]; file: string } | undefined;
  /** ISO time the report was made (the caller's clock). */
  generatedAt: string;
  /** The branch's last runs and this run last (the Action's trend), when there is one. */
  trend?: ReportTrend | undefined;
  /** How repeats decide a case (`all` by default), for the cases newly failing against the baseline. */
  passPolicy?: string | undefined;
  /** Each judge's agreement with people's labels (`--labels`), when labels were given. */
  labels?: LabelAgreement | undefined;
  /** Those labels, loaded into the page's label forms so a reviewer goes on from them. */
  givenLabels?: readonly HumanLabel[] | undefined;
}

/** The trend the report draws: a branch's runs oldest first, this run last. */
export interface ReportTrend {
  branch: string;
  /** What the last point is: `this pull request` or `this run`. */
  current_label: string;
  points: TrendPoint[];
}

/** One prompt variant in the overview. */
export interface VariantOverview {
  prompt_id: string;
  count: number;
  errors: number;
  mean: number | null;
  pass_rate: number | null;
  cost_usd: number | null;
}

/** The run at a glance; `null` where the records hold nothing to show. */
export interface ReportOverview {
  total: number;
  scored: number;
  errors: number;
  mean: number | null;
  median: number | null;
  pass_rate: number | null;
  /**
   * What passing means for the pass rate: promptfoo's rule when every record carries promptfoo's
   * own verdict, else the score threshold.
   */
  pass_rule: string;
  histogram: { label: string; count: number }[];
  variants: VariantOverview[];
  cost_usd: number | null;
  tokens: number | null;
  duration_ms: number | null;
  /** Only when some case ran more than once. */
  /**
   * With repeats: labels, and pass@k / pass^k (shares of cases with one passing run / every run passing) beside the
   * share of runs passing.
   */
  repeats: {
    cases: number;
    flaky: number;
    stable_pass: number;
    stable_fail: number;
    run_pass_rate: number;
    pass_at_k: number;
    pass_hat_k: number;
    /**
     * Each repeated case: its runs, passes, label, pass@k and pass^k (the first {@link MAX_REPEAT_ROWS}, flaky and
     * failing first).
     */
    rows: Array<{
      eval_id: string;
      prompt_id: string;
      runs: number;
      passes: number;
      label: string;
      pass_at_k: boolean;
      pass_hat_k: boolean;
    }>;
  } | null;
  /** With sampled judges: their overall agreement and the unstable criteria (below `unstable_threshold`). */
  judge: (JudgeAgreement & { unstable_threshold: number }) | null;
  /** With `--labels`: each judge's agreement with people's labels, beside the judges' agreement with themselves. */
  labels: LabelAgreement | null;
}

/** Status of a case × variant against the baseline. */
export type DiffStatus = CompareOutcome | 'errored' | 'new' | 'removed';

/** One case × variant of the comparison: means over iterations, indexes of its first record on each side. */
export interface DiffRow {
  eval_id: string;
  prompt_id: string;
  before: number | null;
  after: number | null;
  delta: number | null;
  status: DiffStatus;
  flaky: boolean;
  /** Records of the case × variant in this run and in the baseline (its repeats, merged in this row). */
  runs: number;
  runs_before: number;
  current: number | null;
  baseline: number | null;
}

/** The comparison with the baseline (`agentv compare`'s numbers) and its rows. */
export interface ReportBaseline {
  file: string;
  records: EvalResult[];
  rows: DiffRow[];
  mean_before: number | null;
  mean_after: number | null;
  mean_delta: number;
  ci95: [number, number] | null;
  verdict: string;
  threshold: number;
  counts: Record<DiffStatus, number>;
}

/** Everything the page shows, embedded once as JSON. Records keep their results-file shape. */
export interface ReportData {
  results_file: string;
  generated_at: string;
  pass_threshold: number;
  borderline_threshold: number;
  overview: ReportOverview;
  records: EvalResult[];
  baseline: ReportBaseline | null;
  trend: ReportTrend | null;
  /**
   * The page's first line when cases that passed on the baseline fail now (`1 case newly failing ·
   * mean −0.333`), shown before any statistics; null without a baseline or a newly failing case.
   */
  headline: string | null;
  /** sha256 of each record's answer (as `records`), the digest a label is tied to. */
  answer_digests: string[];
  /** The run's labels (`--labels`), which the page starts with; empty without. */
  given_labels: HumanLabel[];
}

/**
 * The report's data: records sorted by case, variant and iteration with their verdict filled in
 * (so the page never decides a verdict itself), the overview from the same statistics as the
 * console summary, and with a baseline the case-by-case comparison of `agentv compare`.
 */
export function buildReportData(input: ReportInput): ReportData {
  const records = withVerdicts(input.records);
  const baseline = input.baseline
    ? baselineOf(withVerdicts(input.baseline.records), records, input.baseline.file, input.resultsFile)
    : null;
  const newlyFailing = input.baseline
    ? findNewFailures(input.baseline.records, records, parsePassPolicy(input.passPolicy ?? 'all')).newlyFailing
    : [];
  return {
    results_file: input.resultsFile,
    generated_at: input.generatedAt,
    pass_threshold: PASS_THRESHOLD,
    borderline_threshold: BORDERLINE_THRESHOLD,
    overview: overviewOf(records, input.labels),
    records,
    baseline,
    trend: input.trend ?? null,
    headline: newFailuresHeadline(newlyFailing.length, baseline?.mean_delta) ?? null,
    answer_digests: records.map((r) => answerDigest(r.candidate_answer ?? '')),
    given_labels: [...(input.givenLabels ?? [])],
  };
}

function withVerdicts(records: readonly EvalResult[]): EvalResult[] {
  return [...records]
    .sort((a, b) => compareEntryKeys(toStatsEntry(a), toStatsEntry(b)))
    .map((record) => (record.verdict ? record : { ...record, verdict: verdictFor(record.score) }));
}

/** Repeated cases listed in the report's overview (the lowest pass rates first). */
const MAX_REPEAT_ROWS = 500;

/** promptfoo's pass rule (its AssertionsResult): every assertion passes, or the score reaches the test's threshold. */
const PROMPTFOO_PASS_RULE = 'every assertion passes (score ≥ threshold where the test sets one)';

function overviewOf(records: readonly EvalResult[], labels: LabelAgreement | undefined): ReportOverview {
  const summary = computeSummary(records.map(toStatsEntry));
  const repeated = repeatedCasesOf(records);
  const totals = repeated.length > 0 ? repeatTotals(repeated) : undefined;
  return {
    total: summary.total,
    scored: summary.scored,
    errors: summary.errors,
    mean: summary.mean ?? null,
    median: summary.median ?? null,
    pass_rate: summary.passRate ?? null,
    pass_rule: summary.passBy === 'records' ? PROMPTFOO_PASS_RULE : `score ≥ ${PASS_THRESHOLD}`,
    histogram: summary.histogram.map((bin) => ({ label: bin.label, count: bin.count })),
    variants: Object.entries(summary.byPrompt).map(([promptId, variant]) => ({
      prompt_id: promptId,
      count: variant.count,
      errors: variant.errors,
      mean: variant.mean ?? null,
      pass_rate: variant.passRate ?? null,
      cost_usd: sumOf(
        records.filter((r) => (r.prompt_id || 'default') === promptId),
        (r) => r.cost_usd,
      ),
    })),
    cost_usd: sumOf(records, (r) => r.cost_usd),
    tokens: sumOf(records, (r) => r.token_usage?.total),
    duration_ms: sumOf(records, (r) => r.duration_ms),
    repeats: totals
      ? {
          cases: totals.cases,
          flaky: totals.flaky,
          stable_pass: totals.stablePass,
          stable_fail: totals.stableFail,
          run_pass_rate: repeated.reduce((a, c) => a + c.passes, 0) / Math.max(1, totals.runs),
          pass_at_k: totals.passAtK / totals.cases,
          pass_hat_k: totals.passHatK / totals.cases,
          rows: [...repeated]
            .sort((a, b) => a.pass_rate - b.pass_rate || (a.eval_id < b.eval_id ? -1 : a.eval_id > b.eval_id ? 1 : 0))
            .slice(0, MAX_REPEAT_ROWS)
            .map((c) => ({
              eval_id: c.eval_id,
              prompt_id: c.prompt_id,
              runs: c.runs,
              passes: c.passes,
              label: c.label,
              pass_at_k: c.pass_at_k,
              pass_hat_k: c.pass_hat_k,
            })),
        }
      : null,
    judge: judgeOverview(records),
    labels: labels ?? null,
  };
}

function judgeOverview(records: readonly EvalResult[]): ReportOverview['judge'] {
  const agreement = judgeAgreementOf(records);
  return agreement ? { ...agreement, unstable_threshold: UNSTABLE_THRESHOLD } : null;
}

/** Sum of the values present; null when no record has one. */
/** Sum of the values the records carry; a missing or unknown (null) value is left out. */
function sumOf(
  records: readonly EvalResult[],
  value: (record: EvalResult) => number | null | undefined,
): number | null {
  let total: number | null = null;
  for (const record of records) {
    const v = value(record);
    if (v !== undefined && v !== null) total = (total ?? 0) + v;
  }
  return total;
}

function baselineOf(
  before: EvalResult[],
  after: readonly EvalResult[],
  file: string,
  resultsFile: string,
): ReportBaseline {
  before = alignAgentvRows(before, after);
  const report = compareResults(before, after, { file1: file, file2: resultsFile });
  const side1 = groupResultsByCase(before, file);
  const side2 = groupResultsByCase(after, resultsFile);
  const prompts = new Set([...side1.values(), ...side2.values()].map((c) => c.prompt_id));
  // compare leaves prompt_id out when there is one variant: that variant is then the only one.
  const sole = prompts.size === 1 ? ([...prompts][0] ?? 'default') : 'default';
  const matched = new Map(report.matched.map((m) => [caseKey(m.eval_id, m.prompt_id ?? sole), m]));
  const firstIndex = (records: readonly EvalResult[]) => {
    const index = new Map<string, { first: number; runs: number }>();
    records.forEach((r, i) => {
      const key = caseKey(r.eval_id, r.prompt_id || 'default');
      const seen = index.get(key);
      if (seen) seen.runs += 1;
      else index.set(key, { first: i, runs: 1 });
    });
    return index;
  };
  const index1 = firstIndex(before);
  const index2 = firstIndex(after);
  const counts: Record<DiffStatus, number> = { win: 0, loss: 0, tie: 0, errored: 0, new: 0, removed: 0 };
  const rows: DiffRow[] = [...new Set([...side1.keys(), ...side2.keys()])].map((key) => {
    const one = side1.get(key);
    const two = side2.get(key);
    const m = matched.get(key);
    const status: DiffStatus = m ? m.outcome : !one ? 'new' : !two ? 'removed' : 'errored';
    counts[status] += 1;
    return {
      eval_id: (one ?? two)?.eval_id ?? '',
      prompt_id: (one ?? two)?.prompt_id ?? 'default',
      before: one?.score ?? null,
      after: two?.score ?? null,
      delta: m ? m.delta : null,
      status,
      flaky: m?.flaky === true,
      runs: index2.get(key)?.runs ?? 0,
      runs_before: index1.get(key)?.runs ?? 0,
      current: index2.get(key)?.first ?? null,
      baseline: index1.get(key)?.first ?? null,
    };
  });
  return {
    file,
    records: before,
    rows,
    mean_before: report.mean1,
    mean_after: report.mean2,
    mean_delta: report.summary.meanDelta,
    ci95: report.statistics.meanDeltaCi95,
    verdict: report.verdict,
    threshold: report.threshold,
    counts,
  };
}

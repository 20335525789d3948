import { ConfigError } from '../errors/config-error.js';
import { DEFAULT_COMPARE_SEED, DEFAULT_COMPARE_THRESHOLD } from './result-defaults.js';
import {
  bootstrapMeanCi,
  compareCaseKeys,
  groupResultsByCase,
  type CaseAggregate,
  signTestP,
} from './compare-statistics.js';
import { alignAgentvRows } from './agentv-rows.js';
import { roundStat, stableMean } from './describe-numbers.js';
import { PASS_THRESHOLD, type EvalResult } from './eval-result.js';
import { compareRepeats, DEFAULT_PASS_POLICY, repeatCases, type RepeatComparison } from './repeats.js';

/** Options of {@link compareResults}. */
export interface CompareOptions {
  /** Minimum |delta| for a win or loss (default 0.1). */
  threshold?: number;
  /** Seed of the bootstrap PRNG (default 42): same input and seed, same interval. */
  seed?: number;
  /** Bootstrap resamples (default 2000). */
  resamples?: number;
  /** File names used in error messages. */
  file1?: string;
  file2?: string;
}

/** Absorbs float noise so a delta printed as 0.1 counts as reaching a 0.1 threshold. */
const EPSILON = 1e-9;

/**
 * Compares two runs case by case (`agentv compare`). Cases match on
 * eval_id + prompt_id; iterations are averaged; delta = score2 − score1. A delta exactly at the
 * threshold is a win (or loss): a delta of 0.1 at threshold 0.1 is a win.
 * Cases that errored in either file go to `errored`, never scored as 0.
 */
export function compareResults(
  a: readonly EvalResult[],
  b: readonly EvalResult[],
  options: CompareOptions = {},
): CompareReport {
  const threshold = options.threshold ?? DEFAULT_COMPARE_THRESHOLD;
  if (!Number.isFinite(threshold) || threshold < 0) {
    throw new ConfigError(`invalid threshold ${threshold}`, {}, 'use a number ≥ 0, e.g. --threshold 0.1');
  }
  const seed = options.seed ?? DEFAULT_COMPARE_SEED;
  const resamples = options.resamples ?? 2000;
  // A case the budget left unrun has no score on that side: it is compared as missing there.
  a = alignAgentvRows(
    a.filter((r) => r.skipped === undefined),
    b,
  );
  b = alignAgentvRows(
    b.filter((r) => r.skipped === undefined),
    a,
  );
  const selected = selectedOnly(a, b);
  a = selected.baseline;
  const side1 = groupResultsByCase(a, options.file1);
  const side2 = groupResultsByCase(b, options.file2);
  const keys = [...new Set([...side1.keys(), ...side2.keys()])];
  const promptIds = new Set([...side1.values(), ...side2.values()].map((c) => c.prompt_id));
  const showPrompt = promptIds.size > 1;
  const { matched, errored, unmatched } = pairCases(keys, side1, side2, threshold);
  const repeats = markFlaky(a, b, matched);

  const deltas = matched.map((m) => m.delta);
  const counts = tally(matched);
  const report: CompareReport = {
    matched: matched.map((m) => publicMatched(m, showPrompt)),
    unmatched,
    summary: { total: keys.length, matched: matched.length, ...counts, meanDelta: meanOrZero(deltas) },
    threshold,
    mean1: meanOrNull(matched.map((m) => m.score1)),
    mean2: meanOrNull(matched.map((m) => m.score2)),
    errored,
    erroredRegressions: [],
    statistics: statistics(deltas, seed, resamples),
    verdict: 'no significant change',
  };
  if (selected.selection) report.selection = selected.selection;
  if (repeats) {
    report.repeats = repeats;
    report.statistics.verdict = repeats.verdict;
  }
  if (showPrompt) report.byPrompt = byPrompt(matched);
  report.erroredRegressions = errored.filter(passedThenErrored);
  report.verdict = report.erroredRegressions.length > 0 ? 'regressed' : report.statistics.verdict;
  return report;
}

type KeyedMatch = MatchedCase & { prompt_id: string };

/**
 * Each case key → matched (scored on both sides), errored (an error on either side) or
 * unmatched (on one side only), in case order.
 */
function pairCases(
  keys: readonly string[],
  side1: ReadonlyMap<string, CaseAggregate>,
  side2: ReadonlyMap<string, CaseAggregate>,
  threshold: number,
): { matched: KeyedMatch[]; errored: ErroredCase[]; unmatched: { file1: number; file2: number } } {
  const matched: KeyedMatch[] = [];
  const errored: ErroredCase[] = [];
  const unmatched = { file1: 0, file2: 0 };
  for (const key of keys) {
    const one = side1.get(key);
    const two = side2.get(key);
    if (one?.error !== undefined || two?.error !== undefined) {
      errored.push(erroredCase(one, two));
    } else if (one?.score !== undefined && two?.score !== undefined) {
      const delta = roundStat(two.score - one.score);
      const description = one.description ?? two.description;
      matched.push({
        eval_id: one.eval_id,
        prompt_id: one.prompt_id,
        ...(description ? { description } : {}),
        score1: roundStat(one.score),
        score2: roundStat(two.score),
        delta,
        outcome: classify(delta, threshold),
      });
    } else if (one) unmatched.file1 += 1;
    else unmatched.file2 += 1;
  }
  matched.sort(compareCaseKeys);
  errored.sort(compareCaseKeys);
  return { matched, errored, unmatched };
}

/**
 * With repeats, cases pair on pass rates: a flaky case is listed as flaky, never a win or a loss.
 * Marks the matched cases that are flaky and returns the repeat comparison (none without repeats).
 */
function markFlaky(
  a: readonly EvalResult[],
  b: readonly EvalResult[],
  matched: KeyedMatch[],
): RepeatComparison | undefined {
  if (!hasRepeats(a) && !hasRepeats(b)) return undefined;
  const repeats = compareRepeats(repeatCases(a, DEFAULT_PASS_POLICY), repeatCases(b, DEFAULT_PASS_POLICY));
  const flaky = new Set(
    repeats.cases.filter((c) => c.change === 'flaky').map((c) => `${c.eval_id}\u0000${c.prompt_id}`),
  );
  for (const m of matched) {
    if (!flaky.has(`${m.eval_id}\u0000${m.prompt_id}`)) continue;
    m.outcome = 'tie';
    m.flaky = true;
  }
  return repeats;
}

/** Win/loss at |delta| ≥ threshold (within float noise); a zero delta is always a tie. */
export function classify(delta: number, threshold: number): CompareOutcome {
  if (delta > 0 && delta >= threshold - EPSILON) return 'win';
  if (delta < 0 && delta <= -threshold + EPSILON) return 'loss';
  return 'tie';
}

/** Keeps the output's key order (eval_id, prompt_id, score1, …); prompt_id only appears with variants. */
function publicMatched(m: KeyedMatch, showPrompt: boolean): MatchedCase {
  const head = showPrompt ? { eval_id: m.eval_id, prompt_id: m.prompt_id } : { eval_id: m.eval_id };
  return {
    ...head,
    ...(m.description ? { description: m.description } : {}),
    score1: m.score1,
    score2: m.score2,
    delta: m.delta,
    outcome: m.outcome,
    ...(m.flaky ? { flaky: true } : {}),
  };
}

/**
 * A case that passed in file1 (its mean score over the runs that did not error reaches
 * PASS_THRESHOLD) and errors on every run in file2: it broke, whatever the statistics of the rest.
 */
function passedThenErrored(entry: ErroredCase): boolean {
  return (
    entry.file1_error === undefined &&
    entry.score1 !== undefined &&
    entry.score1 >= PASS_THRESHOLD &&
    entry.file2_error !== undefined
  );
}

function erroredCase(one: CaseAggregate | undefined, two: CaseAggregate | undefined): ErroredCase {
  const base = one ?? two;
  const entry: ErroredCase = { eval_id: base?.eval_id ?? '', prompt_id: base?.prompt_id ?? 'default' };
  const description = one?.description ?? two?.description;
  if (description) entry.description = description;
  if (one?.error !== undefined) entry.file1_error = one.error;
  if (two?.error !== undefined) entry.file2_error = two.error;
  if (one?.score !== undefined) entry.score1 = roundStat(one.score);
  if (two?.score !== undefined) entry.score2 = roundStat(two.score);
  return entry;
}

function tally(matched: readonly MatchedCase[]): { wins: number; losses: number; ties: number } {
  return {
    wins: matched.filter((m) => m.outcome === 'win').length,
    losses: matched.filter((m) => m.outcome === 'loss').length,
    ties: matched.filter((m) => m.outcome === 'tie').length,
  };
}

function statistics(deltas: readonly number[], seed: number, resamples: number): CompareStatistics {
  const ci = bootstrapMeanCi(deltas, { seed, resamples }) ?? null;
  const p = signTestP(deltas);
  let verdict: CompareStatistics['verdict'] = 'no significant change';
  if (ci && p < 0.05 && ci[0] > 0) verdict = 'improved';
  if (ci && p < 0.05 && ci[1] < 0) verdict = 'regressed';
  return { meanDeltaCi95: ci, signTestP: roundStat(p), verdict, resamples, seed };
}

function byPrompt(matched: readonly KeyedMatch[]): Record<string, PromptComparison> {
  const ids = [...new Set(matched.map((m) => m.prompt_id))].sort();
  // From entries: a variant named `__proto__` stays a key of its own.
  const result: Record<string, PromptComparison> = Object.fromEntries(
    ids.map((id) => {
      const group = matched.filter((m) => m.prompt_id === id);
      const comparison: PromptComparison = {
        matched: group.length,
        ...tally(group),
        meanDelta: meanOrZero(group.map((m) => m.delta)),
        mean1: meanOrNull(group.map((m) => m.score1)),
        mean2: meanOrNull(group.map((m) => m.score2)),
      };
      return [id, comparison];
    }),
  );
  return result;
}

function meanOrZero(values: readonly number[]): number {
  return meanOrNull(values) ?? 0;
}

function meanOrNull(values: readonly number[]): number | null {
  const mean = stableMean(values);
  return mean === undefined ? null : roundStat(mean);
}

/** Win/loss/tie of one case: win when file2 beat file1 by at least the threshold. */
export type CompareOutcome = 'win' | 'loss' | 'tie';

/** One case scored in both files. Scores are means over the case's iterations. */
export interface MatchedCase {
  eval_id: string;
  /** A promptfoo test's description, shown as its name (the id stays the key). */
  description?: string;
  /** Present only when the files hold more than one prompt variant. */
  prompt_id?: string;
  score1: number;
  score2: number;
  /** score2 − score1, rounded to 10 decimals. */
  delta: number;
  outcome: CompareOutcome;
  /** Flaky in either file (with repeats): listed as flaky and counted as neither a win nor a loss. */
  flaky?: boolean;
}

/** A case that failed to run in at least one file; never scored as 0 and never in `matched`. */
export interface ErroredCase {
  eval_id: string;
  prompt_id: string;
  /** A promptfoo test's description, shown as its name. */
  description?: string;
  file1_error?: string;
  file2_error?: string;
  /** The other file's score, when that file did score the case. */
  score1?: number;
  score2?: number;
}

/** Aggregates per side; `total` counts distinct (eval_id, prompt_id) keys across both files. */
export interface CompareSummary {
  total: number;
  matched: number;
  wins: number;
  losses: number;
  ties: number;
  /** Mean of the matched deltas; 0 when nothing matched. */
  meanDelta: number;
}

/** Per prompt variant, over matched cases of that variant. */
export interface PromptComparison {
  matched: number;
  wins: number;
  losses: number;
  ties: number;
  meanDelta: number;
  mean1: number | null;
  mean2: number | null;
}

/** Is the mean change real? Bootstrap CI of the mean delta plus an exact sign test. */
export interface CompareStatistics {
  /** 95% percentile-bootstrap interval of the mean delta; null when nothing matched. */
  meanDeltaCi95: [number, number] | null;
  /** Two-sided exact sign test over non-zero deltas (1 when there are none). */
  signTestP: number;
  /**
   * `improved`/`regressed` only when the CI excludes 0 and signTestP < 0.05; with repeats, only
   * when a case's pass rate settled better or worse (see `repeats`).
   */
  verdict: 'improved' | 'regressed' | 'no significant change';
  resamples: number;
  seed: number;
}

/**
 * `agentv compare` output: `matched`, `unmatched`, `summary` keep their long-standing shape; the
 * remaining keys are additions that never change it.
 */
export interface CompareReport {
  matched: MatchedCase[];
  /** Keys scored only in file1 / only in file2. */
  unmatched: { file1: number; file2: number };
  summary: CompareSummary;
  threshold: number;
  /** Mean over matched cases (so both sides cover the same cases); null when nothing matched. */
  mean1: number | null;
  mean2: number | null;
  errored: ErroredCase[];
  /** Errored cases that passed in file1 and error on every run in file2: each is a regression. */
  erroredRegressions: ErroredCase[];
  statistics: CompareStatistics;
  /**
   * The comparison's one verdict: `regressed` when `statistics.verdict` is (the mean delta, or with
   * repeats a settled pass-rate change) or when a case that passed in file1 errors in file2.
   */
  verdict: CompareStatistics['verdict'];
  byPrompt?: Record<string, PromptComparison>;
  /** Present when either file repeats a case: the comparison paired on per-case pass rates. */
  repeats?: RepeatComparison;
  /**
   * Present when file2 is a selected run (`--tag`, `--sample`, …): file1's cases it did not select
   * are left out of every count, and `notSelected` says how many.
   */
  selection?: { file2: string; notSelected: number };
}

/**
 * When file2's records say a selection chose its cases, file1's cases it has no record of are
 * left out: they were not selected, not lost.
 */
function selectedOnly(
  a: readonly EvalResult[],
  b: readonly EvalResult[],
): { baseline: readonly EvalResult[]; selection?: { file2: string; notSelected: number } } {
  const file2 = b.find((r) => r.selection !== undefined)?.selection;
  if (file2 === undefined) return { baseline: a };
  const key = (r: EvalResult) => `${r.eval_id}\u0000${r.prompt_id ?? 'default'}`;
  const inB = new Set(b.map(key));
  const baseline = a.filter((r) => inB.has(key(r)));
  const notSelected = new Set(a.filter((r) => !inB.has(key(r))).map(key)).size;
  return { baseline, selection: { file2, notSelected } };
}

/** Whether any case × variant has more than one record (iterations). */
function hasRepeats(records: readonly EvalResult[]): boolean {
  const seen = new Set<string>();
  for (const r of records) {
    const key = `${r.eval_id}\u0000${r.prompt_id ?? 'default'}`;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

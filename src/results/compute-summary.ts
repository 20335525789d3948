import { describeNumbers, stableMean } from './describe-numbers.js';
import { PASS_THRESHOLD, verdictFor, type EvalResult, type ResultSink, type SkipReason } from './eval-result.js';
import { addUsageTotals, emptyUsageTotals, hasUsage, usageOfRecord, type UsageTotals } from './usage-totals.js';

/** One histogram bin; the last bin includes 1.0. */
export interface HistogramBin {
  label: string;
  from: number;
  to: number;
  count: number;
}

/** A case that failed to run. */
export interface ErroredEntry {
  eval_id: string;
  description?: string;
  prompt_id: string;
  iteration: number;
  message: string;
}

/** A case the run's budget (or `--cache-only`) left unrun or ungraded: not an error, not scored. */
export interface SkippedEntry {
  eval_id: string;
  description?: string;
  prompt_id: string;
  iteration: number;
  reason: SkipReason;
}

/** Statistics of one prompt variant; `count` is scored cases, `errors` errored ones. */
export interface PromptSummary {
  count: number;
  errors: number;
  mean: number | undefined;
  passRate: number | undefined;
}

/**
 * End-of-run statistics. Errored cases are excluded from every score statistic (they have no
 * real score) and listed in `errored`; cases the budget skipped likewise, listed in `skipped`;
 * `total = scored + errors + skipped.length`.
 */
export interface Summary {
  total: number;
  scored: number;
  errors: number;
  mean: number | undefined;
  median: number | undefined;
  min: number | undefined;
  max: number | undefined;
  /** Sample standard deviation; undefined below two scored cases. */
  stddev: number | undefined;
  /**
   * Share of scored cases that passed (score ≥ PASS_THRESHOLD, or a record's own `pass`); undefined when nothing was
   * scored.
   */
  passRate: number | undefined;
  /**
   * Set when every scored record carried its own `pass` (a promptfoo config's): the pass rate counts those, not scores.
   */
  passBy?: 'records';
  histogram: HistogramBin[];
  top3: StatsEntry[];
  bottom3: StatsEntry[];
  /**
   * The scored cases below PASS_THRESHOLD, lowest score first, with the check that failed it: the
   * first FAILING_LISTED of them (every case is in the results file); `failingCount` counts them all.
   */
  failing: StatsEntry[];
  failingCount: number;
  errored: ErroredEntry[];
  /** Keyed by prompt_id, keys in sorted order. */
  byPrompt: Record<string, PromptSummary>;
  /** Cases not run (or not graded) because `--budget-usd` was reached. */
  skipped: SkippedEntry[];
  /** Tokens, money and cache hits of the run, the answering targets and the judges apart. */
  usage: UsageTotals;
}

const BIN_EDGES = [0, 0.2, 0.4, 0.6, 0.8, 1] as const;

/**
 * Computes the summary. Entries are sorted by key first and scores sorted before summing, so
 * the result is identical (bit for bit) whatever order the cases completed in.
 */
export function computeSummary(entries: readonly StatsEntry[], usage?: UsageTotals): Summary {
  const totals = new SummaryTotals();
  for (const entry of [...entries].sort(compareEntryKeys)) totals.add(entry, usage ? undefined : entry.usage);
  return totals.summary(usage);
}

/**
 * What the summary needs, gathered one entry at a time: the scores (a number each), the three
 * best and worst scored entries, and only the errored and skipped entries besides. Whatever the
 * order entries arrive in, the summary is the same.
 */
class SummaryTotals {
  #total = 0;
  readonly #scores = new NumberList();
  #passed = 0;
  #ownVerdicts = 0;
  readonly #prompts = new Map<string, { scores: NumberList; errors: number; passed: number }>();
  readonly #top: StatsEntry[] = [];
  readonly #bottom: StatsEntry[] = [];
  readonly #errored: StatsEntry[] = [];
  readonly #failing: StatsEntry[] = [];
  #failingCount = 0;
  readonly #skipped: StatsEntry[] = [];
  readonly #usage = emptyUsageTotals();

  add(entry: StatsEntry, usage: UsageTotals | undefined): void {
    this.#total++;
    if (usage) addUsageTotals(this.#usage, usage);
    if (entry.skipped !== undefined) {
      this.#skipped.push(entry);
      return;
    }
    let prompt = this.#prompts.get(entry.prompt_id);
    if (!prompt) {
      prompt = { scores: new NumberList(), errors: 0, passed: 0 };
      this.#prompts.set(entry.prompt_id, prompt);
    }
    if (entry.error !== undefined) {
      prompt.errors++;
      this.#errored.push(entry);
      return;
    }
    prompt.scores.push(entry.score);
    this.#scores.push(entry.score);
    if (entry.pass !== undefined) this.#ownVerdicts++;
    if (entry.pass ?? entry.score >= PASS_THRESHOLD) {
      prompt.passed++;
      this.#passed++;
    }
    keepFirst(this.#top, entry, (a, b) => b.score - a.score || compareEntryKeys(a, b));
    keepFirst(this.#bottom, entry, (a, b) => a.score - b.score || compareEntryKeys(a, b));
    if (entry.pass ?? entry.score >= PASS_THRESHOLD) return;
    // Only the listed ones are kept: a run of 100,000 failing cases holds a hundred entries, not all.
    this.#failingCount++;
    keepFirst(this.#failing, entry, (a, b) => a.score - b.score || compareEntryKeys(a, b), FAILING_LISTED);
  }

  summary(usage: UsageTotals = this.#usage): Summary {
    const scores = this.#scores.values();
    const stats = describeNumbers(scores);
    // Built from entries, so a variant named `__proto__` is a key like any other (an assignment
    // would set the object's prototype instead).
    const byPrompt: Record<string, PromptSummary> = Object.fromEntries(
      [...this.#prompts.keys()].sort(compareText).map((promptId) => {
        const { scores: list, errors, passed } = this.#prompts.get(promptId)!;
        const promptScores = list.values();
        return [
          promptId,
          {
            count: promptScores.length,
            errors,
            mean: stableMean(promptScores),
            passRate: passRate(passed, promptScores.length),
          },
        ];
      }),
    );
    return {
      total: this.#total,
      scored: scores.length,
      errors: this.#errored.length,
      mean: stats.mean,
      median: stats.median,
      min: stats.min,
      max: stats.max,
      stddev: stats.stddev,
      passRate: passRate(this.#passed, scores.length),
      ...(scores.length > 0 && this.#ownVerdicts === scores.length ? { passBy: 'records' as const } : {}),
      histogram: histogram(scores),
      top3: this.#top.map(copy),
      bottom3: this.#bottom.map(copy),
      failing: this.#failing.map(copy),
      failingCount: this.#failingCount,
      errored: [...this.#errored].sort(compareEntryKeys).map((entry) => ({
        eval_id: entry.eval_id,
        ...named(entry),
        prompt_id: entry.prompt_id,
        iteration: entry.iteration,
        message: entry.error ?? '',
      })),
      byPrompt,
      skipped: [...this.#skipped].sort(compareEntryKeys).map((entry) => ({
        eval_id: entry.eval_id,
        ...named(entry),
        prompt_id: entry.prompt_id,
        iteration: entry.iteration,
        reason: entry.skipped!,
      })),
      usage,
    };
  }
}

/** Numbers added one at a time into a typed array that doubles: no heap object per number. */
class NumberList {
  #values = new Float64Array(64);
  #length = 0;

  push(value: number): void {
    if (this.#length === this.#values.length) {
      const grown = new Float64Array(this.#length * 2);
      grown.set(this.#values);
      this.#values = grown;
    }
    this.#values[this.#length++] = value;
  }

  /** A view of the numbers, not a copy. */
  values(): Float64Array {
    return this.#values.subarray(0, this.#length);
  }
}

/** Keeps `list` the first `limit` entries under `order`, in that order. */
function keepFirst(
  list: StatsEntry[],
  entry: StatsEntry,
  order: (a: StatsEntry, b: StatsEntry) => number,
  limit = LISTED,
): void {
  const last = list[limit - 1];
  if (last && order(entry, last) >= 0) return;
  let at = list.length;
  while (at > 0 && order(entry, list[at - 1]!) < 0) at--;
  list.splice(at, 0, entry);
  if (list.length > limit) list.length = limit;
}

/** Best and worst cases the summary lists. */
const LISTED = 3;
/** Failing cases the summary lists; the console prints the first 25 of them. */
export const FAILING_LISTED = 100;

/** Bin index for a score: [0,0.2) [0.2,0.4) [0.4,0.6) [0.6,0.8) [0.8,1.0]; out-of-range scores clamp. */
export function histogramBinIndex(score: number): number {
  for (let index = 1; index < BIN_EDGES.length - 1; index++) {
    if (score < (BIN_EDGES[index] ?? 1)) return index - 1;
  }
  return BIN_EDGES.length - 2;
}

function histogram(scores: ArrayLike<number>): HistogramBin[] {
  const bins: HistogramBin[] = [];
  for (let index = 0; index < BIN_EDGES.length - 1; index++) {
    const from = BIN_EDGES[index] ?? 0;
    const to = BIN_EDGES[index + 1] ?? 1;
    const closing = index === BIN_EDGES.length - 2 ? ']' : ')';
    bins.push({ label: `[${from.toFixed(1)}, ${to.toFixed(1)}${closing}`, from, to, count: 0 });
  }
  for (let i = 0; i < scores.length; i++) {
    const bin = bins[histogramBinIndex(scores[i]!)];
    if (bin) bin.count += 1;
  }
  return bins;
}

/**
 * Share of scored cases that passed: by their own verdict when they carry one (`pass`), else score ≥ PASS_THRESHOLD.
 */
function passRate(passed: number, scored: number): number | undefined {
  return scored === 0 ? undefined : passed / scored;
}

/** A listed case without its usage numbers: those are in `usage`. */
function copy(entry: StatsEntry): StatsEntry {
  const { usage: _usage, ...rest } = entry;
  return rest;
}

/** Longest error message kept per case: enough to diagnose, bounded for long runs. */
export const MAX_ERROR_MESSAGE_LENGTH = 500;

/** What statistics need from one result; full records (answers, traces) are never kept. */
export interface StatsEntry {
  eval_id: string;
  /** The name a person reads (a promptfoo test's `description`), when the record has one. */
  description?: string;
  prompt_id: string;
  iteration: number;
  score: number;
  /** Set when the case failed to run; such entries are left out of score statistics. */
  error?: string;
  /** A case below the pass threshold: the failed check's first miss, so the summary can say why. */
  miss?: string;
  /** A case below the pass threshold: the name of its first check (evaluator) that did not pass. */
  check?: string;
  /** Set when the budget (or `--cache-only`) left the case unrun; left out of score statistics, not an error. */
  skipped?: SkipReason;
  /** The record's tokens and money (a few numbers, not the record). */
  usage?: UsageTotals;
  /** The record's own verdict (a promptfoo result's `pass`), which then decides the pass rate instead of the score. */
  pass?: boolean;
}

/** Longest miss kept per failing case (the summary shows one line). */
const MAX_MISS_LENGTH = 160;

/** Projects a result onto the fields statistics use. */
export function toStatsEntry(result: EvalResult): StatsEntry {
  const entry = scoreEntry(result);
  const usage = billedUsage(result);
  if (usage) entry.usage = usage;
  return entry;
}

/** A result's fields statistics use, its usage left out. */
function scoreEntry(result: EvalResult): StatsEntry {
  const entry: StatsEntry = {
    eval_id: result.eval_id,
    ...named(result),
    prompt_id: result.prompt_id || 'default',
    iteration: result.iteration ?? 0,
    score: result.score,
  };
  if (result.error !== undefined) entry.error = truncate(result.error, MAX_ERROR_MESSAGE_LENGTH);
  if ((result.pass !== undefined ? !result.pass : result.score < PASS_THRESHOLD) && result.error === undefined) {
    const failed = (result.evaluator_results ?? []).find((e) => (e.verdict ?? verdictFor(e.score)) !== 'pass');
    if (failed) entry.check = failed.name;
    const miss = failed?.misses?.[0] ?? result.misses?.[0] ?? (failed?.reasoning || undefined);
    if (miss !== undefined) entry.miss = truncate(miss, MAX_MISS_LENGTH);
  }
  if (result.skipped !== undefined) entry.skipped = result.skipped;
  if (result.pass !== undefined) entry.pass = result.pass;
  return entry;
}

/**
 * The tokens and money this run paid for the record; none for a record carried from the baseline (the base run paid).
 */
function billedUsage(result: EvalResult): UsageTotals | undefined {
  const usage = usageOfRecord(result);
  return hasUsage(usage) && !result.carried ? usage : undefined;
}

/**
 * Total order used everywhere results are listed: eval_id, then prompt_id, then iteration, so
 * output never depends on completion order.
 */
export function compareEntryKeys(a: StatsEntry, b: StatsEntry): number {
  return compareText(a.eval_id, b.eval_id) || compareText(a.prompt_id, b.prompt_id) || a.iteration - b.iteration;
}

/** Locale-free comparison so sorting is identical on every machine. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * In-memory sink for the end-of-run summary. It keeps a score per case and only the few entries
 * the summary lists, so memory stays small however many cases run and however large answers and
 * traces are; the summary is computed once all workers are done (statistics after
 * parallel completion).
 */
export class StatsCollector implements ResultSink {
  readonly #totals = new SummaryTotals();

  append(result: EvalResult): void {
    // Usage goes into a running total: a few numbers per run rather than a few objects per case.
    this.#totals.add(scoreEntry(result), billedUsage(result));
  }

  close(): void {
    // Nothing to flush; present to satisfy the sink contract.
  }

  summary(): Summary {
    return this.#totals.summary();
  }
}

/** The record's `description`, as a field to spread (none when it has none). */
export function named(entry: { description?: string }): { description?: string } {
  return entry.description ? { description: entry.description } : {};
}

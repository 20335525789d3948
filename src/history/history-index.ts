import { z } from 'zod';
import { type EvalResult, verdictFor } from '../results/eval-result.js';
import type { Summary } from '../results/compute-summary.js';
import { isoDateSchema } from '../results/iso-date.js';
import { DEFAULT_MAX_RUNS } from '../results/result-defaults.js';
import { type TrendPoint, trendPointOf } from '../results/run-trend.js';

/**
 * One suite's history: every run of it on the results branch (or in a folder of results), oldest
 * first, with its headline figures and each case's score. The dashboard is drawn from these
 * indexes alone, so they must stay small: cases are listed once (`cases`), and each run holds its
 * scores as an array aligned with that list and its verdicts as one letter per case. 1,000 runs
 * of 200 cases take about 1.5 MB.
 */
export interface HistoryIndex {
  version: typeof HISTORY_INDEX_VERSION;
  /** The suite the runs belong to (the Action's artifact name, or a folder's name; see docs/dashboard.md). */
  suite: string;
  /** Case keys ({@link caseKeyOf}); a run's `scores[i]` and `verdicts[i]` are of `cases[i]`. */
  cases: string[];
  /** Ordered by `recorded_at`, then run id; at most the policy's `maxRuns`. */
  runs: HistoryRun[];
}

/**
 * A run of the suite: the branch trend's point (without the numeric workflow run id: a run here is
 * named by a string, `<run id>` or `<run id>-<attempt>` for the Action, a file's name otherwise).
 */
export interface HistoryRun extends Omit<TrendPoint, 'run_id' | 'run_attempt'> {
  run_id: string;
  branch?: string | undefined;
  /** Cases by outcome: scored passing, scored not passing, errored, skipped. */
  counts: { passed: number; failed: number; errored: number; skipped: number };
  /** Score per case of `cases` (3 decimals), null when the case errored, was skipped or was not run. */
  scores: (number | null)[];
  /** One letter per case of `cases`: {@link VERDICT_LETTERS}; shorter than `cases` when later cases were not run. */
  verdicts: string;
}

/**
 * Verdict letters: pass, borderline, fail, errored, skipped, and `-` for a case the run did not
 * have. A case counts as passing on `p` only.
 */
export const VERDICT_LETTERS = { pass: 'p', borderline: 'b', fail: 'f', errored: 'e', skipped: 's', absent: '-' };

export const HISTORY_INDEX_VERSION = 1;

export interface HistoryPolicy {
  /** Runs kept (the newest); at least 1. */
  maxRuns: number;
}

/** A run as {@link historyRunOf} makes it: its scores are of its own `cases`, in order. */
export interface HistoryEntry {
  suite: string;
  run: HistoryRun;
  cases: readonly string[];
}

/** Who made a run: the name it is stored under, the commit, when its results were recorded. */
export interface HistoryRunMeta {
  suite: string;
  runId: string;
  sha: string;
  recordedAt: string;
  branch?: string | undefined;
}

const runSchema = z.object({
  run_id: z.string().min(1),
  sha: z.string(),
  recorded_at: isoDateSchema,
  branch: z.string().optional(),
  mean_score: z.number().min(0).max(1).nullable(),
  pass_rate: z.number().min(0).max(1).nullable(),
  cost_usd: z.number().min(0).nullable(),
  cases: z.number().int().min(0),
  counts: z.object({
    passed: z.number().int().min(0),
    failed: z.number().int().min(0),
    errored: z.number().int().min(0),
    skipped: z.number().int().min(0),
  }),
  scores: z.array(z.number().min(0).max(1).nullable()),
  verdicts: z.string().regex(/^[pbfes-]*$/),
});

const indexSchema = z.object({
  version: z.literal(HISTORY_INDEX_VERSION),
  suite: z.string().min(1),
  cases: z.array(z.string()),
  runs: z.array(runSchema),
});

/** The key of a record's case across runs: its eval id, with its prompt when the suite has several. */
export function caseKeyOf(record: Pick<EvalResult, 'eval_id' | 'prompt_id'>): string {
  const prompt = record.prompt_id || 'default';
  return prompt === 'default' ? record.eval_id : `${record.eval_id} [${prompt}]`;
}

/** A run's entry from its records and summary; iterations of a case are averaged, like `compare` does. */
export function historyRunOf(records: readonly EvalResult[], summary: Summary, meta: HistoryRunMeta): HistoryEntry {
  const { run_id: _id, run_attempt: _attempt, ...point } = trendPointOf(summary, { ...meta, runId: 0 });
  const byCase = new Map<string, EvalResult[]>();
  for (const record of records) {
    const key = caseKeyOf(record);
    byCase.set(key, [...(byCase.get(key) ?? []), record]);
  }
  const cases = [...byCase.keys()];
  const scores: (number | null)[] = [];
  let verdicts = '';
  for (const key of cases) {
    const { score, letter } = caseOutcome(byCase.get(key) ?? []);
    scores.push(score);
    verdicts += letter;
  }
  const count = (letter: string) => [...verdicts].filter((v) => v === letter).length;
  const counts = {
    passed: count('p'),
    failed: count('b') + count('f'),
    errored: count('e'),
    skipped: count('s'),
  };
  const branch = meta.branch === undefined ? {} : { branch: meta.branch };
  return { suite: meta.suite, run: { ...point, run_id: meta.runId, ...branch, counts, scores, verdicts }, cases };
}

function caseOutcome(records: readonly EvalResult[]): { score: number | null; letter: string } {
  const scored = records.filter((r) => !r.error && !r.skipped);
  if (scored.length === 0) {
    const letter = records.some((r) => r.error) ? VERDICT_LETTERS.errored : VERDICT_LETTERS.skipped;
    return { score: null, letter };
  }
  const score = Math.round((scored.reduce((sum, r) => sum + r.score, 0) / scored.length) * 1000) / 1000;
  const ownPass = scored.every((r) => r.pass !== undefined);
  if (ownPass) {
    const passed = scored.every((r) => r.pass);
    return { score, letter: passed ? VERDICT_LETTERS.pass : VERDICT_LETTERS.fail };
  }
  const verdict = verdictFor(score);
  return { score, letter: VERDICT_LETTERS[verdict] };
}

/**
 * The index with `entry` added: a run already there under the same id is replaced (so adding a
 * run twice changes nothing), runs are ordered by time, and only the newest `policy.maxRuns` are
 * kept; cases no kept run has are dropped from the case list.
 */
export function addRun(
  index: HistoryIndex | undefined,
  entry: HistoryEntry,
  policy: HistoryPolicy = { maxRuns: DEFAULT_MAX_RUNS },
): HistoryIndex {
  if (!Number.isInteger(policy.maxRuns) || policy.maxRuns < 1) {
    throw new TypeError(`maxRuns must be a whole number of at least 1, got ${policy.maxRuns}`);
  }
  const previous = index ?? { version: HISTORY_INDEX_VERSION, suite: entry.suite, cases: [], runs: [] };
  if (previous.suite !== entry.suite) {
    throw new TypeError(`run of suite "${entry.suite}" added to the index of "${previous.suite}"`);
  }
  const expanded = previous.runs
    .filter((r) => r.run_id !== entry.run.run_id)
    .map((r) => ({ run: r, cases: previous.cases }));
  const all = [...expanded, entry].sort(
    (a, b) =>
      Date.parse(a.run.recorded_at) - Date.parse(b.run.recorded_at) ||
      (a.run.run_id < b.run.run_id ? -1 : a.run.run_id > b.run.run_id ? 1 : 0),
  );
  return realign(previous.suite, all.slice(-policy.maxRuns));
}

/** One case list for the runs, in order of first appearance; each run's scores and verdicts moved onto it. */
function realign(suite: string, entries: readonly { run: HistoryRun; cases: readonly string[] }[]): HistoryIndex {
  const position = new Map<string, number>();
  for (const { run, cases } of entries) {
    cases.forEach((key, i) => {
      const letter = run.verdicts[i];
      if (letter !== undefined && letter !== VERDICT_LETTERS.absent && !position.has(key)) {
        position.set(key, position.size);
      }
    });
  }
  const runs = entries.map(({ run, cases }) => {
    const scores: (number | null)[] = new Array(position.size).fill(null);
    const letters: string[] = new Array(position.size).fill(VERDICT_LETTERS.absent);
    cases.forEach((key, i) => {
      const at = position.get(key);
      if (at === undefined) return;
      scores[at] = run.scores[i] ?? null;
      letters[at] = run.verdicts[i] ?? VERDICT_LETTERS.absent;
    });
    const verdicts = letters.join('').replace(/-+$/, '');
    return { ...run, scores: scores.slice(0, verdicts.length), verdicts };
  });
  return { version: HISTORY_INDEX_VERSION, suite, cases: [...position.keys()], runs };
}

/** The index file's text (`<suite>/index.json`): compact, one run per line so a git diff stays readable. */
export function serializeHistoryIndex(index: HistoryIndex): string {
  const head = JSON.stringify({ version: index.version, suite: index.suite, cases: index.cases });
  const runs = index.runs.map((r) => JSON.stringify(r)).join(',\n');
  return `${head.slice(0, -1)},"runs":[\n${runs}\n]}\n`;
}

/** An index file's content, or why it is not one (not JSON, another version, a field out of shape). */
export function parseHistoryIndex(text: string): { index: HistoryIndex } | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { error: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const version = (raw as { version?: unknown } | null)?.version;
  if (version !== HISTORY_INDEX_VERSION) {
    return { error: `history index version ${String(version)} is not ${HISTORY_INDEX_VERSION}; rebuild it` };
  }
  const parsed = indexSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${issue?.path.join('.') || 'index'}: ${issue?.message ?? 'invalid'}` };
  }
  const runs = parsed.data.runs.map(({ branch, ...run }) => ({ ...run, ...(branch === undefined ? {} : { branch }) }));
  return { index: { ...parsed.data, version: HISTORY_INDEX_VERSION, runs } };
}

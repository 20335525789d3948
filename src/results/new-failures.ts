import { named, toStatsEntry } from './compute-summary.js';
import type { EvalResult } from './eval-result.js';
import { repeatCases, runPassed, type PassPolicy } from './repeats.js';

/**
 * Cases that fail now, told apart by how they did on the base (`--fail-on-new-failures`, the
 * Action's `fail-on-new-failures`). A case is eval id × prompt variant; with repeats the pass
 * policy settles it from all its runs, an errored run being a failed run. A case the budget or
 * `--cache-only` left unrun on either side is not compared, nor is one the base did not have.
 */
export interface FailingCase {
  eval_id: string;
  /** The name shown for it (a promptfoo test's `description`). */
  description?: string;
  prompt_id: string;
  /** The failing run shown: its first errored or failing run, by iteration. */
  iteration: number;
  score: number;
  /** The run's error, when it errored. */
  error?: string;
  /** The first check (evaluator) that did not pass, and its first miss. */
  check?: string;
  miss?: string;
  /** The start of that run's answer. */
  answer: string;
  /** Runs that passed of those made (1 of 1 without repeats). */
  passes: number;
  runs: number;
}

export interface NewFailures {
  /** Passed on the base, fail now: these fail the run under fail-on-new-failures. */
  newlyFailing: FailingCase[];
  /** Failed on the base and still fail: listed, never failing the run. */
  stillFailing: FailingCase[];
}

/** Longest answer excerpt kept per case. */
const ANSWER_EXCERPT = 200;

/** Pairs the cases of `base` and `head` and returns those that fail in `head`, split by their base verdict. */
export function findNewFailures(
  base: readonly EvalResult[],
  head: readonly EvalResult[],
  policy: PassPolicy,
): NewFailures {
  const key = (evalId: string, promptId: string) => `${evalId}\u0000${promptId}`;
  const before = new Map(repeatCases(base, policy).map((c) => [key(c.eval_id, c.prompt_id), c.passed]));
  const result: NewFailures = { newlyFailing: [], stillFailing: [] };
  for (const now of repeatCases(head, policy)) {
    const passedBefore = before.get(key(now.eval_id, now.prompt_id));
    if (now.passed || passedBefore === undefined) continue;
    const runs = head.filter(
      (r) => r.eval_id === now.eval_id && (r.prompt_id || 'default') === now.prompt_id && r.skipped === undefined,
    );
    const entry = failingCase(runs, now.passes);
    (passedBefore ? result.newlyFailing : result.stillFailing).push(entry);
  }
  const order = (a: FailingCase, b: FailingCase) =>
    a.eval_id < b.eval_id
      ? -1
      : a.eval_id > b.eval_id
        ? 1
        : a.prompt_id < b.prompt_id
          ? -1
          : a.prompt_id > b.prompt_id
            ? 1
            : 0;
  result.newlyFailing.sort(order);
  result.stillFailing.sort(order);
  return result;
}

/** The case as its first failing run shows it. */
function failingCase(runs: readonly EvalResult[], passes: number): FailingCase {
  const sorted = [...runs].sort((a, b) => (a.iteration ?? 0) - (b.iteration ?? 0));
  const shown = sorted.find((r) => !runPassed(r)) ?? sorted[0]!;
  const stats = toStatsEntry(shown);
  const entry: FailingCase = {
    eval_id: shown.eval_id,
    ...named(shown),
    prompt_id: shown.prompt_id || 'default',
    iteration: shown.iteration ?? 0,
    score: shown.error === undefined ? shown.score : 0,
    answer: excerpt(shown.candidate_answer ?? ''),
    passes,
    runs: runs.length,
  };
  if (stats.error !== undefined) entry.error = stats.error;
  if (stats.check !== undefined) entry.check = stats.check;
  if (stats.miss !== undefined) entry.miss = stats.miss;
  return entry;
}

function excerpt(text: string): string {
  return text.length <= ANSWER_EXCERPT ? text : `${text.slice(0, ANSWER_EXCERPT - 1)}…`;
}

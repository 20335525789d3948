import { ConfigError } from '../errors/config-error.js';
import { PASS_THRESHOLD } from './eval-result.js';

/**
 * Repeats of a case (`iterations`): per case × prompt variant, how often it passed,
 * how sure we are, and whether it is stable or flaky. A run passes when it has no error and its
 * score reaches PASS_THRESHOLD.
 */

/** How the runs of one case decide whether the case passes (`pass_policy`, `--pass-policy`). */
export type PassPolicy =
  | { kind: 'all' }
  | { kind: 'any' }
  | { kind: 'at-least'; count: number }
  | { kind: 'rate'; rate: number };

/** The default: a case passes when every run passes (pass^k), the strict reading of "it works". */
export const DEFAULT_PASS_POLICY: PassPolicy = { kind: 'all' };

/** A pass rate at or above this is stable-pass, at or below 1 − this stable-fail; between is flaky. */
export const STABLE_RATE = 0.8;

/** Runs that must agree before `--early-stop` calls a case settled (see {@link settledAfter}). */
export const EARLY_STOP_AGREEING_RUNS = 3;

export type RepeatLabel = 'stable-pass' | 'stable-fail' | 'flaky';

/** `all`, `any`, `at-least:K` or `rate:X`; anything else is a ConfigError naming `source`. */
export function parsePassPolicy(raw: string, source = '--pass-policy'): PassPolicy {
  const text = raw.trim().toLowerCase();
  if (text === 'all' || text === 'any') return { kind: text };
  const atLeast = /^at-least:(\d+)$/.exec(text);
  if (atLeast && Number(atLeast[1]) >= 1) return { kind: 'at-least', count: Number(atLeast[1]) };
  const rate = /^rate:(\d*\.?\d+)$/.exec(text);
  if (rate && Number(rate[1]) > 0 && Number(rate[1]) <= 1) return { kind: 'rate', rate: Number(rate[1]) };
  throw new ConfigError(
    `${source} must be all, any, at-least:K or rate:X, got "${raw}"`,
    {},
    'use all (every run passes), any (one run passes), at-least:3 or rate:0.8',
  );
}

export function formatPassPolicy(policy: PassPolicy): string {
  if (policy.kind === 'at-least') return `at-least:${policy.count}`;
  if (policy.kind === 'rate') return `rate:${policy.rate}`;
  return policy.kind;
}

/**
 * Whether one run passed: its own verdict when the record carries one (a promptfoo result's `pass`), else its score.
 */
export function runPassed(record: { score: number; error?: string | undefined; pass?: boolean | undefined }): boolean {
  return record.error === undefined && (record.pass ?? record.score >= PASS_THRESHOLD);
}

/** The 95% Wilson score interval of `passes` out of `runs` ([0, 1] when there are no runs). */
export function wilsonInterval(passes: number, runs: number, z = 1.959964): [number, number] {
  if (runs === 0) return [0, 1];
  const p = passes / runs;
  const z2 = z * z;
  const center = (p + z2 / (2 * runs)) / (1 + z2 / runs);
  const half = (z * Math.sqrt((p * (1 - p)) / runs + z2 / (4 * runs * runs))) / (1 + z2 / runs);
  // Exact at the ends: with no failure the upper bound is 1, with no pass the lower bound 0.
  return [passes === 0 ? 0 : Math.max(0, center - half), passes === runs ? 1 : Math.min(1, center + half)];
}

export function labelFor(passes: number, runs: number): RepeatLabel {
  const rate = runs === 0 ? 0 : passes / runs;
  // The epsilon absorbs float noise: 2 of 10 is stable-fail although 1 − 0.8 is 0.19999999999999996.
  if (rate >= STABLE_RATE - 1e-9) return 'stable-pass';
  if (rate <= 1 - STABLE_RATE + 1e-9) return 'stable-fail';
  return 'flaky';
}

/**
 * Whether a case passes under `policy`, from `passes` of `runs` out of `planned`. A case stopped
 * early (`runs < planned`) counts as if its remaining runs had gone the way its runs agreed.
 */
export function passesPolicy(policy: PassPolicy, passes: number, runs: number, planned = runs): boolean {
  const remaining = Math.max(0, planned - runs);
  const settledPass = runs > 0 && passes === runs;
  const total = planned;
  const effective = passes + (settledPass ? remaining : 0);
  switch (policy.kind) {
    case 'all':
      return runs > 0 && effective === total;
    case 'any':
      return effective >= 1;
    case 'at-least':
      return effective >= Math.min(policy.count, total);
    case 'rate':
      return total > 0 && effective / total >= policy.rate;
  }
}

/**
 * Sequential early stopping (`--early-stop`): after `passes` of `runs` out of `planned`, is the
 * case's label settled, so that the rest of its runs need not be made? Settled when
 * - it cannot change whatever the remaining runs give (nor can its verdict under `policy`), or
 * - its first EARLY_STOP_AGREEING_RUNS runs (or more) all agree. The stated confidence: a case whose
 *   true pass probability p lies in the flaky band gets three agreeing runs with probability
 *   p³ + (1 − p)³, at most 0.37 at p = 0.3 or 0.7 and 0.25 at p = 0.5; a stable case is stopped after
 *   three runs with probability p³ (0.94 at p = 0.98). Labels of early-stopped cases say so.
 */
export function settledAfter(passes: number, runs: number, planned: number, policy: PassPolicy): boolean {
  if (runs >= planned) return true;
  if (runs >= EARLY_STOP_AGREEING_RUNS && (passes === runs || passes === 0)) return true;
  const remaining = planned - runs;
  const lowest = labelFor(passes, planned);
  const highest = labelFor(passes + remaining, planned);
  if (lowest !== highest) return false;
  return passesPolicy(policy, passes, planned, planned) === passesPolicy(policy, passes + remaining, planned, planned);
}

/** One case × prompt variant over its repeats, as the run summary JSON lists it. */
export interface RepeatCase {
  eval_id: string;
  prompt_id: string;
  runs: number;
  /** Runs the plan asked for; more than `runs` when `--early-stop` settled the case sooner. */
  planned: number;
  passes: number;
  pass_rate: number;
  ci95: [number, number];
  mean_score: number;
  /** Sample standard deviation of the scores (0 with one run). */
  score_sd: number;
  label: RepeatLabel;
  /** Whether the case passes under the pass policy. */
  passed: boolean;
  early_stopped: boolean;
  /** pass@k: at least one of its k recorded runs passed (k = `runs`). */
  pass_at_k: boolean;
  /** pass^k: every one of its k recorded runs passed. */
  pass_hat_k: boolean;
}

interface RunRecord {
  eval_id: string;
  prompt_id?: string | undefined;
  score: number;
  error?: string | undefined;
  skipped?: string | undefined;
  /** The record's own verdict (a promptfoo result's), which decides a run's pass instead of its score. */
  pass?: boolean | undefined;
}

/** The records of a run grouped by case × prompt variant, in first-seen order; runs the budget skipped are no runs. */
export function repeatCases(
  records: Iterable<RunRecord>,
  policy: PassPolicy,
  planned?: (evalId: string, promptId: string) => number | undefined,
): RepeatCase[] {
  const groups = new Map<string, { evalId: string; promptId: string; scores: number[]; passes: number }>();
  for (const record of records) {
    if (record.skipped !== undefined) continue;
    const promptId = record.prompt_id ?? 'default';
    const key = `${record.eval_id}\u0000${promptId}`;
    let group = groups.get(key);
    if (!group) {
      group = { evalId: record.eval_id, promptId, scores: [], passes: 0 };
      groups.set(key, group);
    }
    group.scores.push(record.error === undefined ? record.score : 0);
    if (runPassed(record)) group.passes++;
  }
  return [...groups.values()].map(({ evalId, promptId, scores, passes }) => {
    const runs = scores.length;
    const plannedRuns = Math.max(runs, planned?.(evalId, promptId) ?? runs);
    const mean = scores.reduce((a, b) => a + b, 0) / runs;
    const sd = runs < 2 ? 0 : Math.sqrt(scores.reduce((a, s) => a + (s - mean) ** 2, 0) / (runs - 1));
    const round = (n: number) => Math.round(n * 1e4) / 1e4;
    const [low, high] = wilsonInterval(passes, runs);
    return {
      eval_id: evalId,
      prompt_id: promptId,
      runs,
      planned: plannedRuns,
      passes,
      pass_rate: round(passes / runs),
      ci95: [round(low), round(high)],
      mean_score: round(mean),
      score_sd: round(sd),
      label: labelFor(passes, runs),
      passed: passesPolicy(policy, passes, runs, plannedRuns),
      early_stopped: runs < plannedRuns,
      pass_at_k: passes > 0,
      pass_hat_k: passes === runs,
    };
  });
}

/** The cases of a results file that ran more than once (merge, the Action's merge job: no plan to read). */
export function repeatedCasesOf(records: Iterable<RunRecord>, policy: PassPolicy = DEFAULT_PASS_POLICY): RepeatCase[] {
  return repeatCases(records, policy).filter((c) => c.runs > 1);
}

/** Counts of a run's repeated cases, for summaries and comments. */
export interface RepeatTotals {
  cases: number;
  passed: number;
  stablePass: number;
  stableFail: number;
  flaky: number;
  runs: number;
  planned: number;
  /** Cases with at least one passing run (pass@k), and with every run passing (pass^k). */
  passAtK: number;
  passHatK: number;
}

export function repeatTotals(cases: RepeatCase[]): RepeatTotals {
  const count = (label: RepeatLabel) => cases.filter((c) => c.label === label).length;
  return {
    cases: cases.length,
    passed: cases.filter((c) => c.passed).length,
    stablePass: count('stable-pass'),
    stableFail: count('stable-fail'),
    flaky: count('flaky'),
    runs: cases.reduce((a, c) => a + c.runs, 0),
    planned: cases.reduce((a, c) => a + c.planned, 0),
    passAtK: cases.filter((c) => c.pass_at_k).length,
    passHatK: cases.filter((c) => c.pass_hat_k).length,
  };
}

/**
 * The suite's pass@k and pass^k: the share of repeated cases with at least one passing run, and
 * with every run passing, k being each case's recorded runs. Beside the pass rate (the share of
 * runs that pass), pass@k says whether the agent can do it, pass^k whether it does it every time.
 */
export function consistencyLine(t: RepeatTotals): string {
  const share = (n: number) => `${((100 * n) / Math.max(1, t.cases)).toFixed(1)}%`;
  return (
    `pass@k ${share(t.passAtK)} (${t.passAtK} of ${t.cases} cases pass at least once in their k runs) · ` +
    `pass^k ${share(t.passHatK)} (${t.passHatK} pass all k runs)`
  );
}

/** How a repeated case changed between two runs. */
export type RepeatChange = 'regressed' | 'improved' | 'flaky' | 'unchanged' | 'unsettled';

export interface RepeatCaseChange {
  eval_id: string;
  prompt_id: string;
  /** Pass rates and their 95% intervals in file1 (base) and file2 (head). */
  rate1: number;
  rate2: number;
  ci1: [number, number];
  ci2: [number, number];
  label1: RepeatLabel;
  label2: RepeatLabel;
  change: RepeatChange;
}

/** The comparison of two runs with repeats, paired on per-case pass rates. */
export interface RepeatComparison {
  cases: RepeatCaseChange[];
  regressed: number;
  improved: number;
  flaky: number;
  /** Only settled changes count: `regressed` when any case settled worse. */
  verdict: 'improved' | 'regressed' | 'no significant change';
}

/**
 * Pairs the repeated cases of two runs. A change is settled when the two 95% Wilson intervals do
 * not overlap; otherwise a case flaky on either side is listed as flaky (never as a regression or
 * an improvement on its own), stable on both sides with another label as unsettled.
 */
export function compareRepeats(base: RepeatCase[], head: RepeatCase[]): RepeatComparison {
  const byKey = new Map(base.map((c) => [`${c.eval_id}\u0000${c.prompt_id}`, c]));
  const cases: RepeatCaseChange[] = [];
  for (const two of head) {
    const one = byKey.get(`${two.eval_id}\u0000${two.prompt_id}`);
    if (!one) continue;
    let change: RepeatChange;
    if (two.ci95[1] < one.ci95[0]) change = 'regressed';
    else if (two.ci95[0] > one.ci95[1]) change = 'improved';
    else if (one.label === 'flaky' || two.label === 'flaky') change = 'flaky';
    else change = one.label === two.label ? 'unchanged' : 'unsettled';
    cases.push({
      eval_id: two.eval_id,
      prompt_id: two.prompt_id,
      rate1: one.pass_rate,
      rate2: two.pass_rate,
      ci1: one.ci95,
      ci2: two.ci95,
      label1: one.label,
      label2: two.label,
      change,
    });
  }
  const count = (change: RepeatChange) => cases.filter((c) => c.change === change).length;
  const regressed = count('regressed');
  const improved = count('improved');
  const verdict = regressed > 0 ? 'regressed' : improved > 0 ? 'improved' : 'no significant change';
  return { cases, regressed, improved, flaky: count('flaky'), verdict };
}

/** The share of all recorded runs that passed, as a percentage. */
export function runShare(cases: readonly RepeatCase[], t: RepeatTotals): string {
  const passes = cases.reduce((a, c) => a + c.passes, 0);
  return `${((100 * passes) / Math.max(1, t.runs)).toFixed(1)}%`;
}

/** The console's "Repeats" section: labels, the policy's verdicts, and every flaky case. */
export function formatRepeats(cases: RepeatCase[], policy: string, earlyStopped = 0): string {
  const t = repeatTotals(cases);
  const pct = (n: number) => `${((100 * n) / Math.max(1, t.cases)).toFixed(1)}%`;
  const lines = [
    `Repeats: ${t.cases} case(s) × variant, ${t.runs} ` +
      `run(s)${earlyStopped > 0 ? ` (${earlyStopped} more settled by --early-stop and not made)` : ''}`,
    `  pass     ${pct(t.passed)} of cases under pass policy ${policy}`,
    `  labels   ${t.stablePass} stable-pass, ${t.stableFail} stable-fail, ${t.flaky} flaky`,
    `  runs     ${runShare(cases, t)} of runs pass`,
    `  k runs   ${consistencyLine(t)}`,
  ];
  const flaky = cases.filter((c) => c.label === 'flaky');
  if (flaky.length > 0) {
    lines.push('  flaky cases (pass rate, 95% interval, runs):');
    for (const c of flaky) {
      const variant = c.prompt_id === 'default' ? '' : ` [${c.prompt_id}]`;
      lines.push(
        `    ~ ${c.eval_id}${variant}: ${(100 * c.pass_rate).toFixed(0)}% ` +
          `[${c.ci95[0].toFixed(2)}, ${c.ci95[1].toFixed(2)}], ${c.passes}/${c.runs}, ` +
          `pass@${c.runs} ${c.pass_at_k ? 'yes' : 'no'}, pass^${c.runs} ${c.pass_hat_k ? 'yes' : 'no'}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

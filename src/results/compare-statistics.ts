import { roundStat, stableMean } from './describe-numbers.js';
import { ConfigError } from '../errors/config-error.js';
import type { EvalResult } from './eval-result.js';
import { compareText } from './compute-summary.js';

/**
 * Two-sided exact sign test: the probability, under "no difference" (each non-zero delta equally
 * likely positive or negative), of a split at least as lopsided as the observed one. Zero deltas
 * are dropped, as the test prescribes. Returns 1 when no delta is non-zero.
 */
export function signTestP(deltas: readonly number[]): number {
  let positive = 0;
  let negative = 0;
  for (const delta of deltas) {
    if (delta > 0) positive += 1;
    else if (delta < 0) negative += 1;
  }
  const n = positive + negative;
  if (n === 0) return 1;
  const k = Math.min(positive, negative);
  // Work in logs: 2^-n underflows long before n gets large enough to matter.
  let logChoose = 0;
  let tail = 0;
  const logHalfPowN = -n * Math.LN2;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logChoose += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logChoose + logHalfPowN);
  }
  return Math.min(1, 2 * tail);
}

/** Bootstrap settings; the defaults are what `agentv compare` uses. */
export interface BootstrapOptions {
  seed: number;
  /** Number of resamples (default 2000). */
  resamples?: number;
  /** Two-sided confidence level (default 0.95). */
  confidence?: number;
}

/**
 * Percentile bootstrap confidence interval of the mean of `values` (for compare: the paired
 * per-case deltas, so resampling cases keeps each pair together). Deterministic for a given
 * input order and seed; callers pass values in a canonical order. Undefined when empty.
 */
export function bootstrapMeanCi(values: readonly number[], options: BootstrapOptions): [number, number] | undefined {
  const n = values.length;
  if (n === 0) return undefined;
  const resamples = options.resamples ?? 2000;
  const confidence = options.confidence ?? 0.95;
  if (!Number.isInteger(resamples) || resamples < 1)
    throw new RangeError(`resamples must be a positive integer, got ${resamples}`);
  if (!(confidence > 0 && confidence < 1))
    throw new RangeError(`confidence must be between 0 and 1, got ${confidence}`);
  const random = seededRandom(options.seed);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let total = 0;
    for (let i = 0; i < n; i++) total += values[Math.floor(random() * n)] ?? 0;
    means[r] = total / n;
  }
  means.sort();
  const tail = (1 - confidence) / 2;
  const lo = means[Math.min(resamples - 1, Math.floor(tail * resamples))] ?? 0;
  const hi = means[Math.max(0, Math.ceil((1 - tail) * resamples) - 1)] ?? 0;
  return [roundStat(lo), roundStat(hi)];
}

/**
 * mulberry32: a tiny 32-bit PRNG. Not for secrets; used so resampling statistics give the same
 * answer for the same input and seed on every machine.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One (eval_id, prompt_id) of a results file with its iterations folded together. */
export interface CaseAggregate {
  eval_id: string;
  prompt_id: string;
  /** A promptfoo test's description: the name a person reads. */
  description?: string;
  /** Mean over the iterations that did not error; undefined when all of them errored. */
  score: number | undefined;
  /** The first error (lowest iteration) when every iteration errored. */
  error: string | undefined;
}

/** Map key of a case; JSON keeps ids with any characters apart. */
export function caseKey(evalId: string, promptId: string): string {
  return JSON.stringify([evalId, promptId]);
}

/**
 * Groups a file's records by (eval_id, prompt_id), averaging iterations. A repeated
 * (eval_id, prompt_id, iteration) means two runs were concatenated or a case id is reused,
 * which would silently skew the comparison, so it is a ConfigError naming the file.
 */
export function groupResultsByCase(records: readonly EvalResult[], fileName?: string): Map<string, CaseAggregate> {
  const seen = new Set<string>();
  const groups = new Map<string, { eval_id: string; prompt_id: string; runs: EvalResult[] }>();
  for (const record of records) {
    const promptId = record.prompt_id || 'default';
    const iteration = record.iteration ?? 0;
    const key = caseKey(record.eval_id, promptId);
    const runKey = `${key}#${iteration}`;
    if (seen.has(runKey)) {
      const variant = promptId === 'default' ? '' : `, prompt_id "${promptId}"`;
      throw new ConfigError(
        `duplicate result for eval_id "${record.eval_id}"${variant}, iteration ${iteration}`,
        { file: fileName ?? '<results>' },
        'compare one run per file; remove the repeated record or give the case a unique eval_id',
      );
    }
    seen.add(runKey);
    const group = groups.get(key) ?? { eval_id: record.eval_id, prompt_id: promptId, runs: [] };
    group.runs.push(record);
    groups.set(key, group);
  }
  const aggregates = new Map<string, CaseAggregate>();
  for (const [key, group] of groups) {
    const runs = [...group.runs].sort((a, b) => (a.iteration ?? 0) - (b.iteration ?? 0));
    const scored = runs.filter((run) => run.error === undefined);
    const description = runs.find((run) => run.description)?.description;
    aggregates.set(key, {
      eval_id: group.eval_id,
      prompt_id: group.prompt_id,
      ...(description ? { description } : {}),
      score: stableMean(scored.map((run) => run.score)),
      error: scored.length === 0 ? runs[0]?.error : undefined,
    });
  }
  return aggregates;
}

/** Sort order for aggregates and matched cases: eval_id, then prompt_id. */
export function compareCaseKeys(
  a: { eval_id: string; prompt_id?: string },
  b: { eval_id: string; prompt_id?: string },
): number {
  return compareText(a.eval_id, b.eval_id) || compareText(a.prompt_id ?? 'default', b.prompt_id ?? 'default');
}

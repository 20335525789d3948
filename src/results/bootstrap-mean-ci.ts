import { roundStat } from './describe-numbers.js';
import { seededRandom } from './seeded-random.js';

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
  if (!Number.isInteger(resamples) || resamples < 1) throw new RangeError(`resamples must be a positive integer, got ${resamples}`);
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`confidence must be between 0 and 1, got ${confidence}`);
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

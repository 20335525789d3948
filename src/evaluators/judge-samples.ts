import { createHash } from 'node:crypto';
import type { JudgeSampling } from '../engine/evaluator.js';
import type { ProviderRequest } from '../engine/provider.js';
import { allSettledFirst } from '../engine/provider-pipeline/usage-meter.js';

/**
 * Judge sampling (`--judge-samples`, `judge_samples:`, `--judge-audit`): a judge asked k times in k
 * separate requests, each its own response-cache entry and each paid and counted against the
 * budget like any call. A criterion's verdict is the majority of its k votes and its agreement the
 * share of votes that agree with it; below {@link UNSTABLE_AGREEMENT} the criterion is unstable.
 */

/** A criterion (or an LLM judge's pass/fail) is unstable when fewer than 80% of samples agree with the majority. */
export const UNSTABLE_AGREEMENT = 0.8;

/** Samples taken under `--judge-audit` when neither `--judge-samples` nor `judge_samples:` says how many. */
export const DEFAULT_AUDIT_SAMPLES = 3;

/**
 * How many times the judge is asked for this case: `--judge-samples`, else the evaluator's
 * `judge_samples:`, else 1; under `--judge-audit` a case outside the seeded share asks once.
 */
export function judgeSamplesFor(
  configured: number | undefined,
  sampling: JudgeSampling | undefined,
  evalId: string,
): number {
  const audit = sampling?.audit;
  const samples = sampling?.samples ?? configured ?? (audit !== undefined ? DEFAULT_AUDIT_SAMPLES : 1);
  if (audit !== undefined && !auditPicks(sampling?.seed ?? 0, evalId, audit)) return 1;
  return samples;
}

/**
 * Whether `--judge-audit <fraction>` samples this case: the first 32 bits of sha256(seed, case id)
 * as a share of 2^32 fall below the fraction. The same seed and case id always give the same
 * answer, whatever the order or the machine the cases run on; every repeat and variant of a case
 * is picked alike.
 */
export function auditPicks(seed: number, evalId: string, fraction: number): boolean {
  const hash = createHash('sha256').update(`${seed}\u0000${evalId}`).digest();
  return hash.readUInt32BE(0) / 2 ** 32 < fraction;
}

/** Sample `index` (0-based) of a request: from the second on it carries `sample`, which keys its cache entry. */
export function sampledRequest(request: ProviderRequest, index: number): ProviderRequest {
  return index === 0 ? request : { ...request, sample: index + 1 };
}

/** Runs `ask` for samples 0…k−1 at once (the call limiter bounds them); a failure waits for the other samples. */
export function takeSamples<T>(k: number, ask: (index: number) => Promise<T>): Promise<T[]> {
  return allSettledFirst(Array.from({ length: k }, (_, index) => ask(index)));
}

/**
 * The majority of yes/no votes and the share agreeing with it. A tie (2 of 4) is a "no", the
 * stricter reading: a criterion the judge cannot settle is not satisfied.
 */
export function majorityVote(votes: readonly boolean[]): { verdict: boolean; agreement: number } {
  const yes = votes.filter(Boolean).length;
  const verdict = yes * 2 > votes.length;
  const agreeing = verdict ? yes : votes.length - yes;
  return { verdict, agreement: votes.length === 0 ? 1 : Math.round((agreeing / votes.length) * 1e4) / 1e4 };
}

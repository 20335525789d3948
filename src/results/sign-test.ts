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

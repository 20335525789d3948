/** Three decimals, or `n/a` when there is nothing to show. */
export function formatScore(value: number | undefined): string {
  return value === undefined ? 'n/a' : value.toFixed(3);
}

/** Signed three decimals for deltas (`+0.100`, `-0.050`, `+0.000`). */
export function formatDelta(value: number | undefined): string {
  if (value === undefined) return 'n/a';
  return `${value < 0 ? '' : '+'}${value.toFixed(3)}`;
}

/** A 0..1 share as a percentage with one decimal. */
export function formatPercent(value: number | undefined): string {
  return value === undefined ? 'n/a' : `${(value * 100).toFixed(1)}%`;
}

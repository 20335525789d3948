/**
 * The known key that `key` is most likely a misspelling of, or undefined when it is far from every
 * one (an extension field, kept as a warning). Near means, ignoring case:
 * - the same letters once `_` and `-` are dropped (`expected-outcome`, `judgeTarget`), or
 * - at most 2 edits apart (an insertion, deletion, substitution or swap of two neighbours: `asertions`,
 *   `critera`, `expected_outptu`) and at most one edit per three letters of `key`, so short keys
 *   (`ids`, `tag`) match only by one letter and two-letter keys never match by an edit.
 * The nearest wins; of equally near keys, the first in `known`.
 */
export function nearKey(key: string, known: Iterable<string>): string | undefined {
  const lower = key.toLowerCase();
  const folded = fold(key);
  let best: string | undefined;
  let bestDistance = Math.min(2, Math.floor(key.length / 3)) + 1;
  for (const candidate of known) {
    if (candidate === key) return undefined;
    if (fold(candidate) === folded) return candidate;
    const d = editDistance(lower, candidate.toLowerCase(), bestDistance);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function fold(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, '');
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: a swap of two neighbours is one edit),
 * or `limit` as soon as it is known to be at least that.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin >= limit) return limit;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit);
}

/** Descriptive statistics of a list of numbers; fields are undefined when they do not apply. */
export interface NumberDescription {
  count: number;
  mean: number | undefined;
  median: number | undefined;
  min: number | undefined;
  max: number | undefined;
  /** Sample standard deviation (n − 1); undefined below two values. */
  stddev: number | undefined;
}

/**
 * Mean, median, min, max and sample std dev. Values are sorted before any summing, so the result
 * is bit-identical whatever order the values arrived in (parallel runs finish in any order).
 */
export function describeNumbers(values: ArrayLike<number>): NumberDescription {
  const sorted = ascending(values);
  const n = sorted.length;
  if (n === 0) {
    return { count: 0, mean: undefined, median: undefined, min: undefined, max: undefined, stddev: undefined };
  }
  const mean = sumSorted(sorted) / n;
  const mid = Math.floor(n / 2);
  const median = n % 2 === 1 ? at(sorted, mid) : (at(sorted, mid - 1) + at(sorted, mid)) / 2;
  let stddev: number | undefined;
  if (n >= 2) {
    let squares = 0;
    for (const value of sorted) squares += (value - mean) ** 2;
    stddev = Math.sqrt(squares / (n - 1));
  }
  return { count: n, mean, median, min: at(sorted, 0), max: at(sorted, n - 1), stddev };
}

/** Mean of the values summed in ascending order (order-independent); undefined when empty. */
export function stableMean(values: ArrayLike<number>): number | undefined {
  if (values.length === 0) return undefined;
  return sumSorted(ascending(values)) / values.length;
}

/** A sorted copy, in a typed array (a numeric sort, and no heap object per number). */
function ascending(values: ArrayLike<number>): Float64Array {
  return Float64Array.from(values).sort();
}

/**
 * Rounds to 10 decimals so float noise (0.9 − 0.8 = 0.09999999999999998) does not leak into
 * reports or threshold decisions; scores carry nowhere near that precision.
 */
export function roundStat(value: number): number {
  const rounded = Math.round(value * 1e10) / 1e10;
  return Object.is(rounded, -0) ? 0 : rounded;
}

function sumSorted(sorted: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < sorted.length; i++) total += sorted[i]!;
  return total;
}

function at(values: ArrayLike<number>, index: number): number {
  const value = values[index];
  if (value === undefined) throw new RangeError(`index ${index} out of range`);
  return value;
}

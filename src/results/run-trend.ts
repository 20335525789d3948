import { z } from 'zod';
import type { Summary } from './compute-summary.js';
import { isoDateSchema } from './iso-date.js';
import { gateStatistics } from './run-gates.js';
import { combinedUsage } from './usage-totals.js';

/**
 * The trend of a branch: one point per run on it (push, schedule, dispatch) that uploaded its
 * results, carried inside the results artifact as `<results>.history.json`. Each base-branch run
 * reads the previous run's history, adds its own point and uploads it forward, so one download
 * gives the whole trend. Points are ordered by the time each run recorded its results (a re-run of
 * an older run id counts when it happened), and the file keeps the last {@link HISTORY_LIMIT}.
 */
export interface TrendPoint {
  /** The workflow run and its attempt. */
  run_id: number;
  run_attempt?: number | undefined;
  /** The commit evaluated. */
  sha: string;
  /** When the run recorded its results (ISO): the order of the trend. */
  recorded_at: string;
  /** The headline figures: errored cases count as failing with score 0, as in the gates. */
  mean_score: number | null;
  pass_rate: number | null;
  /** What the run paid; null when a price was unknown or nothing was called. */
  cost_usd: number | null;
  cases: number;
}

/** Points a history file keeps (its size stays a few kilobytes). */
const HISTORY_LIMIT = 100;

/** The suffix of the history file beside the results file in the artifact. */
export const HISTORY_SUFFIX = '.history.json';

const pointSchema = z.object({
  run_id: z.number().int(),
  run_attempt: z.number().int().optional(),
  sha: z.string().regex(/^[0-9a-f]{7,40}$/i),
  recorded_at: isoDateSchema,
  mean_score: z.number().min(0).max(1).nullable(),
  pass_rate: z.number().min(0).max(1).nullable(),
  cost_usd: z.number().min(0).nullable(),
  cases: z.number().int().min(0),
});

/** This run's point, from its summary. */
export function trendPointOf(
  summary: Summary,
  run: { runId: number; runAttempt?: number | undefined; sha: string; recordedAt: string },
): TrendPoint {
  const { mean, passRate } = gateStatistics(summary);
  const paid = combinedUsage(summary.usage);
  const round = (n: number | undefined) => (n === undefined ? null : Math.round(n * 1e4) / 1e4);
  return {
    run_id: run.runId,
    ...(run.runAttempt !== undefined ? { run_attempt: run.runAttempt } : {}),
    sha: run.sha,
    recorded_at: run.recordedAt,
    mean_score: round(mean),
    pass_rate: round(passRate),
    cost_usd: paid.calls > 0 && paid.unpricedCalls === 0 ? Math.round(paid.spentUsd * 1e6) / 1e6 : null,
    cases: summary.total,
  };
}

/**
 * The points of a history file; entries that are not points (a hand-edited or foreign file) are
 * left out, and a file that is not a history at all gives none, with the reason.
 */
export function parseHistory(text: string): { points: TrendPoint[]; dropped: number; error?: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { points: [], dropped: 0, error: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const runs = (raw as { runs?: unknown } | null)?.runs;
  if (!Array.isArray(runs)) return { points: [], dropped: 0, error: 'no "runs" list' };
  const points = runs.flatMap((entry) => {
    const parsed = pointSchema.safeParse(entry);
    return parsed.success ? [parsed.data as TrendPoint] : [];
  });
  return { points: orderPoints(points), dropped: runs.length - points.length };
}

/**
 * The history with `point` added (replacing an earlier record of the same run attempt), by time, the last HISTORY_LIMIT
 * kept.
 */
export function extendHistory(previous: readonly TrendPoint[], point: TrendPoint, limit = HISTORY_LIMIT): TrendPoint[] {
  const same = (p: TrendPoint) => p.run_id === point.run_id && (p.run_attempt ?? 1) === (point.run_attempt ?? 1);
  return orderPoints([...previous.filter((p) => !same(p)), point]).slice(-limit);
}

/** The history file's text. */
export function historyJson(points: readonly TrendPoint[]): string {
  return `${JSON.stringify({ version: 1, runs: points }, null, 2)}\n`;
}

/** By the time each run recorded its results; equal times by run id then attempt. */
function orderPoints(points: readonly TrendPoint[]): TrendPoint[] {
  return [...points].sort(
    (a, b) =>
      Date.parse(a.recorded_at) - Date.parse(b.recorded_at) ||
      a.run_id - b.run_id ||
      (a.run_attempt ?? 1) - (b.run_attempt ?? 1),
  );
}

const BARS = '▁▂▃▄▅▆▇█';

/**
 * A Unicode sparkline of `values`: each on the fixed scale [low, high] (0–1 for scores and rates, so
 * a flat line stays flat), or the values' own range when no scale is given; a missing value is a
 * space.
 */
export function sparkline(values: readonly (number | null)[], scale?: [number, number]): string {
  const known = values.filter((v): v is number => v !== null);
  const [low, high] = scale ?? [Math.min(...known), Math.max(...known)];
  const span = high - low;
  return values
    .map((v) => {
      if (v === null) return ' ';
      const step = span <= 0 ? 0 : Math.round(((Math.min(high, Math.max(low, v)) - low) / span) * (BARS.length - 1));
      return BARS[step] ?? BARS[0];
    })
    .join('');
}

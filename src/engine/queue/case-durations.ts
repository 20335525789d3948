import { readResults } from '../../results/read-results.js';
import type { EvalTask } from '../run/plan.js';

/** BullMQ's lowest priority: 1 is taken first, then 2, …; a job without one goes before all of them. */
const MAX_PRIORITY = 2_097_151;

/**
 * `--durations-from`: each case's duration in an earlier run's records (the same repeat, else
 * another repeat of the case), for the queue to hand out the longest first.
 */
export async function readDurations(file: string): Promise<(task: EvalTask) => number | undefined> {
  const byCase = new Map<string, Map<number, number>>();
  for (const record of (await readResults(file)).records) {
    if (typeof record.duration_ms !== 'number' || record.skipped !== undefined) continue;
    const key = `${record.eval_id}\u0000${record.prompt_id}`;
    const repeats = byCase.get(key) ?? new Map<number, number>();
    repeats.set(record.iteration, record.duration_ms);
    byCase.set(key, repeats);
  }
  return (task) => {
    const repeats = byCase.get(`${task.caseId}\u0000${task.promptId}`);
    return repeats?.get(task.iteration) ?? repeats?.values().next().value;
  };
}

/**
 * The BullMQ priority of each task: 1 for the longest known duration, larger for shorter ones, and
 * none (0, taken before every prioritized job) for a case with no known duration, which may be long.
 */
export function longestFirst(durations: readonly (number | undefined)[]): number[] {
  const known = [...new Set(durations.filter((d): d is number => d !== undefined))].sort((a, b) => b - a);
  const rank = new Map(known.map((duration, index) => [duration, Math.min(index + 1, MAX_PRIORITY)]));
  return durations.map((duration) => (duration === undefined ? 0 : rank.get(duration)!));
}

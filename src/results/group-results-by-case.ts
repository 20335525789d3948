import { ConfigError } from '../errors/config-error.js';
import { stableMean } from './describe-numbers.js';
import type { EvalResult } from './eval-result.js';
import { compareText } from './stats-entry.js';

/** One (eval_id, prompt_id) of a results file with its iterations folded together. */
export interface CaseAggregate {
  eval_id: string;
  prompt_id: string;
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
    aggregates.set(key, {
      eval_id: group.eval_id,
      prompt_id: group.prompt_id,
      score: stableMean(scored.map((run) => run.score)),
      error: scored.length === 0 ? runs[0]?.error : undefined,
    });
  }
  return aggregates;
}

/** Sort order for aggregates and matched cases: eval_id, then prompt_id. */
export function compareCaseKeys(a: { eval_id: string; prompt_id?: string }, b: { eval_id: string; prompt_id?: string }): number {
  return compareText(a.eval_id, b.eval_id) || compareText(a.prompt_id ?? 'default', b.prompt_id ?? 'default');
}

import type { CompareReport } from '../results/compare-results.js';
import type { EvalResult } from '../results/eval-result.js';
import { displayName, formatDelta, formatScore } from '../results/format-score.js';

/** An annotation on a line of an eval file, as `core.warning` takes it. */
export interface Annotation {
  message: string;
  properties: { title: string; file: string; startLine: number };
}

/** Most annotations one run writes: the pull request's diff view stays readable. */
export const MAX_ANNOTATIONS = 10;

/**
 * The most regressed cases (losses against the baseline, largest drop first), each pointing at the
 * file and line where the case is written, so the pull request's diff view shows them. Flaky cases
 * never count; a case whose record does not say where it is written is left out.
 */
export function regressionAnnotations(compare: CompareReport, records: readonly EvalResult[]): Annotation[] {
  const where = new Map<string, { file: string; line: number; name: string }>();
  for (const record of records) {
    if (record.eval_file === undefined || record.eval_line === undefined) continue;
    const at = { file: record.eval_file, line: record.eval_line, name: displayName(record) };
    where.set(keyOf(record.eval_id, record.prompt_id), at);
    if (!where.has(keyOf(record.eval_id, undefined))) where.set(keyOf(record.eval_id, undefined), at);
  }
  const losses = compare.matched.filter((c) => c.outcome === 'loss' && !c.flaky).sort((a, b) => a.delta - b.delta);
  const annotations: Annotation[] = [];
  for (const loss of losses) {
    const at = where.get(keyOf(loss.eval_id, loss.prompt_id));
    if (!at) continue;
    const variant = loss.prompt_id ? ` (${loss.prompt_id})` : '';
    annotations.push({
      message:
        `${at.name}${variant}: score ${formatScore(loss.score1)} → ${formatScore(loss.score2)} ` +
        `(${formatDelta(loss.delta)}) against the base branch`,
      properties: { title: 'AgentV regressed case', file: at.file, startLine: at.line },
    });
    if (annotations.length === MAX_ANNOTATIONS) break;
  }
  return annotations;
}

function keyOf(evalId: string, promptId: string | undefined): string {
  return `${evalId}\u0000${promptId ?? ''}`;
}

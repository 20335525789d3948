import type { EvalResult, EvaluatorResultRecord, ResultSink } from './eval-result.js';
import { oneLine } from './format-summary.js';

/**
 * How far a run's sampled judges (`--judge-samples`, `judge_samples:`) agree with themselves: each
 * rubric criterion, and each LLM judge's pass/fail, graded k times has an agreement (the share of
 * samples agreeing with the majority). The judge's overall agreement is the mean over every sampled
 * criterion of every case; a criterion below the unstable threshold (0.8) is listed.
 */
export interface UnstableCriterion {
  eval_id: string;
  prompt_id: string;
  iteration: number;
  evaluator: string;
  /** The rubric criterion's id, or `verdict` for an LLM judge's pass/fail. */
  criterion: string;
  agreement: number;
  /** `satisfied/k` for a rubric criterion; the sample scores for an LLM judge. */
  votes: string;
}

export interface JudgeAgreement {
  /** Evaluator results that were sampled. */
  sampled: number;
  /** Criteria graded more than once. */
  criteria: number;
  /** Mean agreement over those criteria. */
  agreement: number;
  unstable: UnstableCriterion[];
}

/** Agreement below this marks a criterion unstable (the same threshold the evaluators mark with). */
export const UNSTABLE_THRESHOLD = 0.8;

/** Most unstable criteria kept (the summary JSON, the comment and the report list them). */
const MAX_UNSTABLE = 200;

/** Collects judge agreement as records arrive; keeps a few numbers and the unstable criteria only. */
export class JudgeAgreementCollector implements ResultSink {
  #sampled = 0;
  #criteria = 0;
  #sum = 0;
  #unstable: UnstableCriterion[] = [];
  #moreUnstable = 0;

  append(record: EvalResult): void {
    for (const entry of flatten(record.evaluator_results ?? [])) this.#entry(record, entry);
  }

  close(): void {
    // Nothing to flush.
  }

  /** Undefined when no judge was sampled. */
  result(): JudgeAgreement | undefined {
    if (this.#sampled === 0) return undefined;
    const unstable = [...this.#unstable].sort(
      (a, b) =>
        a.agreement - b.agreement ||
        (a.eval_id < b.eval_id ? -1 : a.eval_id > b.eval_id ? 1 : a.iteration - b.iteration),
    );
    return {
      sampled: this.#sampled,
      criteria: this.#criteria,
      agreement: Math.round((this.#sum / Math.max(1, this.#criteria)) * 1e4) / 1e4,
      unstable,
    };
  }

  /** Unstable criteria beyond the ones kept. */
  get moreUnstable(): number {
    return this.#moreUnstable;
  }

  #entry(record: EvalResult, entry: EvaluatorResultRecord): void {
    const details = entry.details ?? {};
    if (typeof details.judge_samples !== 'number' || details.judge_samples < 2) return;
    this.#sampled++;
    const checks = Array.isArray(details.checks) ? (details.checks as Array<Record<string, unknown>>) : undefined;
    const graded = checks
      ? checks
          .filter((c) => typeof c.agreement === 'number')
          .map((c) => ({ criterion: String(c.id), agreement: c.agreement as number, votes: String(c.votes ?? '') }))
      : typeof details.agreement === 'number'
        ? [
            {
              criterion: 'verdict',
              agreement: details.agreement,
              votes: Array.isArray(details.sample_scores) ? details.sample_scores.join(', ') : '',
            },
          ]
        : [];
    for (const g of graded) {
      this.#criteria++;
      this.#sum += g.agreement;
      if (g.agreement >= UNSTABLE_THRESHOLD) continue;
      if (this.#unstable.length >= MAX_UNSTABLE) {
        this.#moreUnstable++;
        continue;
      }
      this.#unstable.push({
        eval_id: record.eval_id,
        prompt_id: record.prompt_id || 'default',
        iteration: record.iteration ?? 0,
        evaluator: entry.name,
        ...g,
      });
    }
  }
}

/** The judge agreement of a run's records (undefined when no judge was sampled). */
export function judgeAgreementOf(records: Iterable<EvalResult>): JudgeAgreement | undefined {
  const collector = new JudgeAgreementCollector();
  for (const record of records) collector.append(record);
  return collector.result();
}

/** Evaluator results with a composite's members beside it. */
function flatten(entries: readonly EvaluatorResultRecord[]): EvaluatorResultRecord[] {
  return entries.flatMap((e) => [e, ...flatten(e.evaluator_results ?? [])]);
}

/** `case [variant] #iteration · evaluator/criterion`, for lists of unstable criteria. */
export function unstableLabel(u: UnstableCriterion): string {
  const variant = u.prompt_id === 'default' ? '' : ` [${u.prompt_id}]`;
  const run = u.iteration > 0 ? ` run ${u.iteration + 1}` : '';
  return `${u.eval_id}${variant}${run} · ${u.evaluator}/${u.criterion}`;
}

/** The console's lines: the overall agreement, then every unstable criterion with its votes. */
export function formatJudgeAgreement(a: JudgeAgreement | undefined, maxRows = 25): string {
  if (!a) return '';
  const lines = [
    `Judge agreement: ${(100 * a.agreement).toFixed(1)}% over ${a.criteria} sampled criteria in ${a.sampled} ` +
      `sampled evaluator result(s); ${a.unstable.length} unstable (agreement below ${UNSTABLE_THRESHOLD * 100}%)`,
  ];
  // Case ids and criterion names come from eval files: one line, no terminal escapes.
  for (const u of a.unstable.slice(0, maxRows))
    lines.push(
      `  ~ ${oneLine(unstableLabel(u), 200)}: ${(100 * u.agreement).toFixed(0)}% agree (${oneLine(u.votes, 60)})`,
    );
  if (a.unstable.length > maxRows) lines.push(`  … and ${a.unstable.length - maxRows} more`);
  return `${lines.join('\n')}\n`;
}

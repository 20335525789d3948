import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { EvalResult, EvaluatorResultRecord } from './eval-result.js';
import { PASS_THRESHOLD, verdictFor } from './eval-result.js';
import { DEFAULT_MIN_LABEL_AGREEMENT } from './result-defaults.js';

/** A person's mark of one verdict: the verdict was right, or it was wrong. */
const markSchema = z.enum(['right', 'wrong']);

/**
 * One label: a reviewer's judgement of one answer of one case (`eval_id`, `prompt_id`,
 * `iteration`), tied to that answer by `answer_sha256` so it never judges another answer.
 */
export const humanLabelSchema = z
  .object({
    eval_id: z.string().min(1),
    prompt_id: z.string().min(1).default('default'),
    iteration: z.number().int().min(0).default(0),
    /** sha256 (hex) of the record's `candidate_answer` as the results file holds it. */
    answer_sha256: z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 in lowercase hex (64 characters)'),
    /** Whether the case's verdict (pass or not) was right. */
    verdict: markSchema,
    /** The score the reviewer would give (0..1); when set, it decides the reviewer's pass/fail. */
    score: z.number().min(0).max(1).optional(),
    note: z.string().optional(),
    /** Marks of single judges: an evaluator's name, or `evaluator/criterion` for a rubric criterion. */
    marks: z.record(z.string().min(1), markSchema).optional(),
    by: z.string().optional(),
    at: z.string().optional(),
  })
  .strict();

/** The labels file: `{ "version": 1, "labels": [...] }`. */
export const humanLabelsFileSchema = z.object({ version: z.literal(1), labels: z.array(humanLabelSchema) }).strict();

export type HumanLabel = z.infer<typeof humanLabelSchema>;
export type HumanLabelsFile = z.infer<typeof humanLabelsFileSchema>;

/** The digest a label carries: sha256 (hex) of the answer's UTF-8 text. */
export function answerDigest(answer: string): string {
  return createHash('sha256').update(answer, 'utf8').digest('hex');
}

/** How far one judge agrees with the people, over the `n` labelled items it judged. */
export interface JudgeCalibration {
  /** Evaluator name, or `evaluator/criterion` for a rubric criterion. */
  judge: string;
  n: number;
  agreement: number;
  /** Cohen's kappa on the 2×2 pass/fail table; null when pe = 1 (both sides gave one class only). */
  kappa: number | null;
  /** Counts of the 2×2 table: judge pass/fail × human pass/fail. */
  table: { both_pass: number; judge_pass_human_fail: number; judge_fail_human_pass: number; both_fail: number };
  /** True when the agreement is below the run's minimum. */
  below: boolean;
}

export interface LabelDisagreement {
  eval_id: string;
  prompt_id: string;
  iteration: number;
  judge: string;
  judge_pass: boolean;
  human_pass: boolean;
  note?: string;
}

export interface LabelRef {
  eval_id: string;
  prompt_id: string;
  iteration: number;
}

export interface Calibration {
  /** Labels applied to a current answer. */
  applied: number;
  /** Labels whose digest differs from the current answer: counted, listed, never applied. */
  stale: LabelRef[];
  /** Labels of cases the results do not hold. */
  unmatched: LabelRef[];
  judges: JudgeCalibration[];
  disagreements: LabelDisagreement[];
  min_agreement: number;
}

interface Tally {
  a: number;
  b: number;
  c: number;
  d: number;
}

/**
 * Compares the judges of `records` with the people's `labels`. The rule: the human's pass/fail of
 * the case is the record's pass/fail when the label says `right`, its opposite when `wrong`, and
 * `score ≥ 0.8` when a corrected score is given. Each evaluator (composite members included) is a
 * judge whose pass/fail is its own verdict; it is compared with its mark in `marks` when there is
 * one, else with the case's human pass/fail. Each rubric criterion (`evaluator/criterion`) is a
 * judge whose pass/fail is `satisfied`; it is compared only where `marks` holds its mark, since a
 * case-level label says nothing about one criterion.
 */
export function calibrate(
  records: readonly EvalResult[],
  labels: readonly HumanLabel[],
  minAgreement = DEFAULT_MIN_LABEL_AGREEMENT,
): Calibration {
  const byKey = new Map<string, EvalResult[]>();
  for (const r of records) {
    const key = keyOf(r.eval_id, r.prompt_id || 'default', r.iteration ?? 0);
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  const tallies = new Map<string, Tally>();
  const result: Calibration = {
    applied: 0,
    stale: [],
    unmatched: [],
    judges: [],
    disagreements: [],
    min_agreement: minAgreement,
  };
  for (const label of labels) {
    const ref = { eval_id: label.eval_id, prompt_id: label.prompt_id, iteration: label.iteration };
    const candidates = byKey.get(keyOf(ref.eval_id, ref.prompt_id, ref.iteration));
    if (!candidates) {
      result.unmatched.push(ref);
      continue;
    }
    const record = candidates.find((r) => answerDigest(r.candidate_answer ?? '') === label.answer_sha256);
    if (!record) {
      result.stale.push(ref);
      continue;
    }
    if (record.error) continue;
    result.applied++;
    const humanCasePass = humanPass(record, label);
    for (const [judge, judgePass, caseLevel] of judgesOf(record.evaluator_results ?? [])) {
      const mark = label.marks?.[judge];
      if (!mark && !caseLevel) continue;
      const human = mark ? (mark === 'right' ? judgePass : !judgePass) : humanCasePass;
      const t = tallies.get(judge) ?? { a: 0, b: 0, c: 0, d: 0 };
      if (judgePass && human) t.a++;
      else if (judgePass) t.b++;
      else if (human) t.c++;
      else t.d++;
      tallies.set(judge, t);
      if (judgePass !== human)
        result.disagreements.push({
          ...ref,
          judge,
          judge_pass: judgePass,
          human_pass: human,
          ...(label.note ? { note: label.note } : {}),
        });
    }
  }
  result.judges = [...tallies]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([judge, t]) => judgeFigures(judge, t, minAgreement));
  return result;
}

/** Agreement po and Cohen's kappa (po − pe)/(1 − pe) of a 2×2 table; kappa is null when pe = 1. */
function judgeFigures(judge: string, t: Tally, minAgreement: number): JudgeCalibration {
  const n = t.a + t.b + t.c + t.d;
  const po = (t.a + t.d) / n;
  const pe = ((t.a + t.b) * (t.a + t.c) + (t.c + t.d) * (t.b + t.d)) / (n * n);
  const kappa = pe >= 1 ? null : round4((po - pe) / (1 - pe));
  return {
    judge,
    n,
    agreement: round4(po),
    kappa,
    table: { both_pass: t.a, judge_pass_human_fail: t.b, judge_fail_human_pass: t.c, both_fail: t.d },
    below: po < minAgreement,
  };
}

function humanPass(record: EvalResult, label: HumanLabel): boolean {
  if (label.score !== undefined) return label.score >= PASS_THRESHOLD;
  const judged = record.pass ?? verdictFor(record.score) === 'pass';
  return label.verdict === 'right' ? judged : !judged;
}

/** [judge id, its pass/fail, whether a case-level label speaks for it] of every judge of a record. */
function judgesOf(entries: readonly EvaluatorResultRecord[]): Array<[string, boolean, boolean]> {
  return entries.flatMap((e): Array<[string, boolean, boolean]> => {
    const own: [string, boolean, boolean] = [e.name, e.pass ?? e.verdict === 'pass', true];
    const checks = Array.isArray(e.details?.checks) ? (e.details.checks as Array<Record<string, unknown>>) : [];
    const criteria = checks
      .filter((c) => typeof c.satisfied === 'boolean')
      .map((c): [string, boolean, boolean] => [`${e.name}/${String(c.id)}`, c.satisfied as boolean, false]);
    return [own, ...criteria, ...judgesOf(e.evaluator_results ?? [])];
  });
}

function keyOf(evalId: string, promptId: string, iteration: number): string {
  return JSON.stringify([evalId, promptId, iteration]);
}

function round4(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}

import { describe, expect, it } from '@jest/globals';
import type { EvalResult, EvaluatorResultRecord } from '../../src/results/eval-result.js';
import { type HumanLabel, answerDigest, calibrate, humanLabelsFileSchema } from '../../src/results/human-labels.js';
import { makeJudgeResult, makeResult } from '../test-support/make-result.js';

const judge = makeJudgeResult;

function rec(id: string, pass: boolean, extra: EvaluatorResultRecord[] = []): EvalResult {
  return makeResult({
    eval_id: id,
    score: pass ? 0.9 : 0.2,
    candidate_answer: `answer of ${id}`,
    evaluator_results: [judge('quality', pass), ...extra],
  });
}

function label(id: string, verdict: 'right' | 'wrong', more: Partial<HumanLabel> = {}): HumanLabel {
  return {
    eval_id: id,
    prompt_id: 'default',
    iteration: 0,
    answer_sha256: answerDigest(`answer of ${id}`),
    verdict,
    ...more,
  };
}

const cites = (satisfied: boolean) => judge('rubric', true, [{ id: 'cites', satisfied }]);

const records = [
  rec('c1', true, [cites(true)]),
  rec('c2', true, [cites(true)]),
  rec('c3', false),
  rec('c4', false),
  rec('c5', true),
  rec('c6', true),
  rec('c7', true),
];

const labels: HumanLabel[] = [
  label('c1', 'right', { marks: { 'rubric/cites': 'right' } }),
  label('c2', 'right', { marks: { 'rubric/cites': 'wrong' }, note: 'no source cited' }),
  label('c3', 'right'),
  label('c4', 'wrong', { note: 'the answer is fine' }),
  label('c5', 'right', { score: 0.9 }),
  // The corrected score decides the reviewer's pass/fail: 0.5 is a fail though the mark says right.
  label('c6', 'right', { score: 0.5 }),
  // Judged an earlier answer of c7: stale, never applied.
  { ...label('c7', 'wrong'), answer_sha256: answerDigest('an older answer') },
  label('c9', 'right'),
];

describe('calibrate', () => {
  const result = calibrate(records, labels, 0.8);

  it('computes agreement and kappa of an LLM judge against case-level labels', () => {
    // quality, judge × human: c1 P/P, c2 P/P, c3 F/F, c4 F/P, c5 P/P, c6 P/F (c7 stale).
    // a (both pass) = 3, b (judge pass, human fail) = 1, c (judge fail, human pass) = 1, d = 1; n = 6.
    // po = (3 + 1) / 6 = 0.6667. Judge pass 4/6, human pass 4/6:
    // pe = (4·4 + 2·2) / 36 = 20/36 = 0.5556; kappa = (24/36 − 20/36) / (16/36) = 4/16 = 0.25.
    expect(result.judges.find((j) => j.judge === 'quality')).toEqual({
      judge: 'quality',
      n: 6,
      agreement: 0.6667,
      kappa: 0.25,
      table: { both_pass: 3, judge_pass_human_fail: 1, judge_fail_human_pass: 1, both_fail: 1 },
      below: true,
    });
  });

  it('calibrates a rubric criterion only where a mark names it', () => {
    // rubric/cites: c1 P/P (right), c2 P/F (wrong); n = 2, po = 0.5.
    // Judge pass 2/2, human pass 1/2: pe = (2·1 + 0·1) / 4 = 0.5; kappa = (0.5 − 0.5) / 0.5 = 0.
    const criterion = result.judges.find((j) => j.judge === 'rubric/cites');
    expect(criterion).toMatchObject({ n: 2, agreement: 0.5, kappa: 0, below: true });
  });

  it('gives no kappa when pe = 1 (both sides said pass every time)', () => {
    // rubric as a whole: c1 P/P, c2 P/P; pe = (2·2 + 0·0) / 4 = 1, so kappa is undefined (null).
    expect(result.judges.find((j) => j.judge === 'rubric')).toMatchObject({
      n: 2,
      agreement: 1,
      kappa: null,
      below: false,
    });
  });

  it('lists the disagreements with their notes', () => {
    expect(result.disagreements.map((d) => [d.eval_id, d.judge, d.judge_pass, d.human_pass, d.note])).toEqual([
      ['c2', 'rubric/cites', true, false, 'no source cited'],
      ['c4', 'quality', false, true, 'the answer is fine'],
      ['c6', 'quality', true, false, undefined],
    ]);
  });

  it('counts a label of an old answer as stale and never applies it', () => {
    expect(result.applied).toBe(6);
    expect(result.stale).toEqual([{ eval_id: 'c7', prompt_id: 'default', iteration: 0 }]);
    expect(result.unmatched).toEqual([{ eval_id: 'c9', prompt_id: 'default', iteration: 0 }]);
    // Were c7's "wrong" applied, quality would have n = 7.
    expect(result.judges.find((j) => j.judge === 'quality')?.n).toBe(6);
  });

  it('keeps labels of repeats apart by iteration', () => {
    const runs = [rec('r', true), { ...rec('r', true), iteration: 1, candidate_answer: 'second' }];
    const second = { ...label('r', 'wrong'), iteration: 1, answer_sha256: answerDigest('second') };
    const c = calibrate(runs, [second]);
    expect(c.applied).toBe(1);
    expect(c.judges[0]).toMatchObject({ judge: 'quality', n: 1, agreement: 0 });
  });
});

describe('the labels file schema', () => {
  it('defaults prompt_id and iteration and rejects an unknown verdict', () => {
    const ok = humanLabelsFileSchema.parse({
      version: 1,
      labels: [{ eval_id: 'a', answer_sha256: answerDigest(''), verdict: 'right' }],
    });
    expect(ok.labels[0]).toMatchObject({ prompt_id: 'default', iteration: 0 });
    const bad = humanLabelsFileSchema.safeParse({
      version: 1,
      labels: [{ eval_id: 'a', answer_sha256: answerDigest(''), verdict: 'maybe' }],
    });
    expect(bad.success).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import { labelSection } from '../../src/action/judge-section.js';
import { buildReportData } from '../../src/report/report-data.js';
import type { EvalResult } from '../../src/results/eval-result.js';
import { type HumanLabel, answerDigest } from '../../src/results/human-labels.js';
import { formatLabelAgreement, labelAgreementOf, labelAgreementWarnings } from '../../src/results/label-agreement.js';
import { runSummaryJson } from '../../src/results/run-summary.js';
import { computeSummary, toStatsEntry } from '../../src/results/compute-summary.js';
import { makeJudgeResult, makeResult } from '../test-support/make-result.js';

/**
 * Hand-made: an LLM judge `judge` and a rubric criterion `rubric/cites` on four cases, and five
 * labels. By hand, for `judge` (judge pass/fail × people pass/fail): a P/P, b P/F (marked wrong),
 * c F/F, d stale (an older answer), e not in the run. n = 3, a = 1, b = 1, c = 0, d = 1;
 * po = 2/3 = 66.7%; pe = ((a+b)(a+c) + (c+d)(b+d)) / n² = (2·1 + 1·2) / 9 = 4/9;
 * kappa = (6/9 − 4/9) / (5/9) = 0.40: below 80%.
 * The rubric `rubric` is a judge too (its own pass/fail, passing on a and b): a P/P, b P/F; n = 2,
 * po = 1/2, pe = (2·1 + 0·1) / 4 = 1/2, kappa = 0: below 80%.
 * For `rubric/cites`, marked on a (right) and b (right), satisfied both times: n = 2, po = 100%,
 * pe = (2·2 + 0) / 4 = 1, so kappa is undefined (n/a): not below.
 */
function rec(id: string, pass: boolean): EvalResult {
  return makeResult({
    eval_id: id,
    score: pass ? 1 : 0,
    candidate_answer: `answer ${id}`,
    evaluator_results: [
      makeJudgeResult('judge', pass),
      ...(id === 'a' || id === 'b' ? [makeJudgeResult('rubric', true, [{ id: 'cites', satisfied: true }])] : []),
    ],
  });
}

const records = [rec('a', true), rec('b', true), rec('c', false), rec('d', true)];

function label(id: string, verdict: 'right' | 'wrong', more: Partial<HumanLabel> = {}): HumanLabel {
  return {
    eval_id: id,
    prompt_id: 'default',
    iteration: 0,
    answer_sha256: answerDigest(`answer ${id}`),
    verdict,
    ...more,
  };
}

const labels: HumanLabel[] = [
  label('a', 'right', { marks: { 'rubric/cites': 'right' } }),
  label('b', 'wrong', { marks: { 'rubric/cites': 'right' } }),
  label('c', 'right'),
  label('d', 'right', { answer_sha256: answerDigest('an older answer') }),
  label('e', 'right'),
];

const agreement = labelAgreementOf(records, { file: 'evals/labels.json', labels, minAgreement: 0.8 });

describe('a run against labels', () => {
  it('counts the labels and gives each judge its hand-computed figures', () => {
    expect(agreement).toMatchObject({
      file: 'evals/labels.json',
      min_agreement: 0.8,
      applied: 3,
      stale: 1,
      unmatched: 1,
      disagreements: 2,
    });
    expect(agreement.judges).toEqual([
      expect.objectContaining({ judge: 'judge', n: 3, agreement: 0.6667, kappa: 0.4, below: true }),
      expect.objectContaining({ judge: 'rubric', n: 2, agreement: 0.5, kappa: 0, below: true }),
      expect.objectContaining({ judge: 'rubric/cites', n: 2, agreement: 1, kappa: null, below: false }),
    ]);
  });

  it('prints the counts and each judge on the console, and warns about the judge below the minimum', () => {
    expect(formatLabelAgreement(agreement)).toBe(
      [
        'Label agreement with evals/labels.json: 3 label(s) applied, 1 stale (the answer changed; not applied), ' +
          '1 not in the results',
        '  judge: agreement 66.7% (n=3), kappa 0.40  ! below 80.0%',
        '  rubric: agreement 50.0% (n=2), kappa 0.00  ! below 80.0%',
        '  rubric/cites: agreement 100.0% (n=2), kappa n/a (one class only)',
        '  2 disagreement(s): agentv calibrate lists them',
        '',
      ].join('\n'),
    );
    expect(labelAgreementWarnings(agreement)).toEqual([
      'judge judge agrees with the labels of evals/labels.json on 66.7% of 3 labelled answer(s), below the minimum ' +
        '80.0% (min-label-agreement); agentv calibrate lists the disagreements',
      'judge rubric agrees with the labels of evals/labels.json on 50.0% of 2 labelled answer(s), below the minimum ' +
        '80.0% (min-label-agreement); agentv calibrate lists the disagreements',
    ]);
    const lenient = labelAgreementOf(records, { file: 'l.json', labels, minAgreement: 0.5 });
    expect(labelAgreementWarnings(lenient)).toEqual([]);
    expect(formatLabelAgreement(undefined)).toBe('');
  });

  it('writes label_agreement into the run summary JSON beside the judge samples', () => {
    const json = JSON.parse(runSummaryJson({ summary: computeSummary(records.map(toStatsEntry)), labels: agreement }));
    expect(json.label_agreement).toMatchObject({ applied: 3, stale: 1, unmatched: 1, min_agreement: 0.8 });
    expect(json.label_agreement.judges[0]).toMatchObject({
      judge: 'judge',
      n: 3,
      agreement: 0.6667,
      kappa: 0.4,
      below: true,
      table: { both_pass: 1, judge_pass_human_fail: 1, judge_fail_human_pass: 0, both_fail: 1 },
    });
    const without = JSON.parse(runSummaryJson({ summary: computeSummary(records.map(toStatsEntry)) }));
    expect(without).not.toHaveProperty('label_agreement');
  });

  it('shows the judges against the labels in the comment, the one below flagged, names escaped', () => {
    expect(labelSection(agreement)).toEqual([
      '#### Judges against the labels',
      '',
      '**3** label(s) of evals/labels.json applied · 1 stale (the answer changed; not applied) · 1 not in this run · ' +
        '⚠️ **2 judge(s)** below 80.0% agreement',
      '',
      '| Judge | Agreement | Kappa | Labelled | |',
      '|---|---:|---:|---:|---|',
      '| judge | 66.7% | 0.40 | 3 | ⚠️ below |',
      '| rubric | 50.0% | 0.00 | 2 | ⚠️ below |',
      '| rubric/cites | 100.0% | n/a | 2 |  |',
      '',
      '<sub>2 disagreement(s): `agentv calibrate` lists them.</sub>',
      '',
    ]);
    expect(labelSection(undefined)).toEqual([]);
    const hostile = { ...agreement, judges: [{ ...agreement.judges[0]!, judge: 'a|b <img src=x>' }] };
    expect(labelSection(hostile).join('\n')).not.toContain('<img');
  });

  it('puts the figures in the HTML report data, for the overview to show', () => {
    const data = buildReportData({
      records,
      resultsFile: 'r.jsonl',
      generatedAt: '2026-01-01T00:00:00Z',
      labels: agreement,
    });
    expect(data.overview.labels).toEqual(agreement);
    expect(
      buildReportData({ records, resultsFile: 'r.jsonl', generatedAt: '2026-01-01T00:00:00Z' }).overview.labels,
    ).toBe(null);
  });
});

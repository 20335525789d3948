import { judgeSection } from '../../src/action/judge-section.js';
import { buildReportData } from '../../src/report/report-data.js';
import { combineJudgeSamples } from '../../src/evaluators/llm-judge.js';
import { majorityOfSamples, type GradedCriterion } from '../../src/evaluators/rubric-evaluator.js';
import { auditPicks, judgeSamplesFor, majorityVote } from '../../src/evaluators/judge-samples.js';
import { formatJudgeAgreement, judgeAgreementOf } from '../../src/results/judge-agreement.js';
import { makeResult } from '../test-support/make-result.js';

const rubricEntry = (checks: Array<{ id: string; votes: string; agreement: number }>) => ({
  name: 'quality',
  type: 'rubric',
  score: 0.5,
  weight: 1,
  verdict: 'fail' as const,
  hits: [],
  misses: [],
  reasoning: '',
  details: {
    judge_samples: 4,
    checks: checks.map((c) => ({ ...c, satisfied: c.agreement === 1, unstable: c.agreement < 0.8 })),
  },
});

describe('judge agreement', () => {
  it('majority votes: the share agreeing with the majority, a tie not satisfied', () => {
    expect(majorityVote([true, true, true, false])).toEqual({ verdict: true, agreement: 0.75 });
    expect(majorityVote([true, false, true, false])).toEqual({ verdict: false, agreement: 0.5 });
    expect(majorityVote([false, false, false])).toEqual({ verdict: false, agreement: 1 });
  });

  it('a rubric criterion takes the majority of its samples, with its votes', () => {
    const criterion = (id: string) => ({ id, description: id, weight: 1, required: false });
    const sample = (tone: boolean): GradedCriterion[] => [
      { criterion: criterion('polite'), satisfied: true, reasoning: 'yes', gradedBy: 'single' },
      { criterion: criterion('tone'), satisfied: tone, reasoning: tone ? 'warm' : 'cold', gradedBy: 'single' },
    ];
    const combined = majorityOfSamples([sample(true), sample(false), sample(true)]);
    expect(combined.map((g) => [g.criterion.id, g.satisfied, g.votes, g.agreement, g.reasoning])).toEqual([
      ['polite', true, '3/3', 1, 'yes'],
      ['tone', true, '2/3', 0.6667, 'warm'],
    ]);
  });

  it('an LLM judge scores the mean of its samples; its pass/fail is the majority', () => {
    const s = (score: number) => ({ score, hits: [`h${score}`], misses: [], reasoning: `r${score}` });
    const combined = combineJudgeSamples([s(0.2), s(0.9), s(1)]);
    expect(combined.score).toBe(0.7);
    expect(combined.reasoning).toBe('r0.9');
    expect(combined.details).toEqual({
      judge_samples: 3,
      sample_scores: [0.2, 0.9, 1],
      agreement: 0.6667,
      unstable: true,
    });
  });

  // The pick is fixed by its seed.
  it('--judge-samples wins over judge_samples:, --judge-audit leaves unpicked cases at one sample', () => {
    expect(judgeSamplesFor(5, undefined, 'x')).toBe(5);
    expect(judgeSamplesFor(5, { samples: 2, seed: 42 }, 'x')).toBe(2);
    expect(judgeSamplesFor(undefined, { audit: 1, seed: 42 }, 'x')).toBe(3);
    expect(judgeSamplesFor(4, { audit: 0.3, seed: 42 }, 'case-c')).toBe(1);
    expect(judgeSamplesFor(4, { audit: 0.3, seed: 42 }, 'case-a')).toBe(4);
    const ids = Array.from({ length: 1000 }, (_, i) => `case-${i}`);
    const picked = ids.filter((id) => auditPicks(42, id, 0.2));
    expect(ids.filter((id) => auditPicks(42, id, 0.2))).toEqual(picked);
    expect(picked.length).toBeGreaterThan(150);
    expect(picked.length).toBeLessThan(250);
    expect(ids.filter((id) => auditPicks(7, id, 0.2))).not.toEqual(picked);
  });

  it('the overall agreement is the mean over sampled criteria; summary, comment and report list unstable ones', () => {
    const records = [
      makeResult({
        eval_id: 'a',
        evaluator_results: [
          rubricEntry([
            { id: 'polite', votes: '4/4', agreement: 1 },
            { id: 'tone', votes: '2/4', agreement: 0.5 },
          ]),
        ],
      }),
      makeResult({
        eval_id: 'b',
        evaluator_results: [
          rubricEntry([
            { id: 'polite', votes: '4/4', agreement: 1 },
            { id: 'tone', votes: '3/4', agreement: 0.75 },
          ]),
        ],
      }),
      makeResult({ eval_id: 'c' }),
    ];
    const agreement = judgeAgreementOf(records);
    // (1 + 0.5 + 1 + 0.75) / 4 = 0.8125
    expect(agreement).toMatchObject({ sampled: 2, criteria: 4, agreement: 0.8125 });
    expect(agreement?.unstable.map((u) => [u.eval_id, u.criterion, u.agreement])).toEqual([
      ['a', 'tone', 0.5],
      ['b', 'tone', 0.75],
    ]);
    expect(formatJudgeAgreement(agreement)).toBe(
      'Judge agreement: 81.3% over 4 sampled criteria in 2 ' +
        'sampled evaluator result(s); 2 unstable (agreement below ' +
        '80%)\n  ~ a · quality/tone: 50% agree (2/4)\n  ~ b · quality/tone: 75% agree (3/4)\n',
    );
    const comment = judgeSection(agreement).join('\n');
    expect(comment).toContain(
      '**81.3%** of samples agree with their majority, over 4 sampled criteria in 2 sampled evaluator result(s) · ' +
        '**2 criteria** unstable (agreement below 80.0%)',
    );
    expect(comment).toContain('| a · quality/tone | 50.0% | 2/4 |');
    expect(judgeSection(judgeAgreementOf([makeResult({ eval_id: 'c' })]))).toEqual([]);
    const report = buildReportData({ resultsFile: 'r', generatedAt: '2025-01-01T00:00:00.000Z', records });
    expect(report.overview.judge).toMatchObject({
      agreement: 0.8125,
      criteria: 4,
      unstable_threshold: 0.8,
      unstable: [
        { eval_id: 'a', criterion: 'tone' },
        { eval_id: 'b', criterion: 'tone' },
      ],
    });
  });
});

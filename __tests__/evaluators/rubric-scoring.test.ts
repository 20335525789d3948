import type { RubricCriterion } from '../../src/config/types.js';
import { parseRubricBatch } from '../../src/evaluators/rubric-prompt.js';
import { parseRubricCheck } from '../../src/evaluators/rubric-prompt.js';
import { scoreRubric, type GradedCriterion } from '../../src/evaluators/rubric-evaluator.js';

const criterion = (id: string, weight: number, required = false): RubricCriterion => ({
  id,
  description: `about ${id}`,
  weight,
  required,
});
const graded = (c: RubricCriterion, satisfied: boolean): GradedCriterion => ({
  criterion: c,
  satisfied,
  reasoning: '',
  gradedBy: 'batch',
});

describe('scoreRubric', () => {
  it('is satisfied weight over total weight', () => {
    const result = scoreRubric([
      graded(criterion('a', 3), true),
      graded(criterion('b', 1), false),
      graded(criterion('c', 1), true),
    ]);
    expect(result.score).toBeCloseTo(4 / 5, 12);
    expect(result.verdict).toBe('pass');
    expect(result.hits).toEqual(['a: about a', 'c: about c']);
    expect(result.misses).toEqual(['b: about b']);
  });

  it('gives 1 and pass when every criterion is satisfied', () => {
    const result = scoreRubric([graded(criterion('a', 2, true), true), graded(criterion('b', 0.5), true)]);
    expect(result).toMatchObject({ score: 1, verdict: 'pass', misses: [], failedRequired: [] });
  });

  it('forces fail when a required criterion fails, whatever the score', () => {
    const result = scoreRubric([graded(criterion('a', 9), true), graded(criterion('must', 1, true), false)]);
    expect(result.score).toBeCloseTo(0.9, 12);
    expect(result.verdict).toBe('fail');
    expect(result.failedRequired).toEqual(['must']);
    expect(result.misses).toEqual(['must (required): about must']);
  });

  it('uses the score thresholds when nothing required fails', () => {
    expect(scoreRubric([graded(criterion('a', 7), true), graded(criterion('b', 3), false)]).verdict).toBe('borderline');
    expect(scoreRubric([graded(criterion('a', 1), true), graded(criterion('b', 1), false)]).verdict).toBe('fail');
  });

  it('counts criteria equally when every weight is 0', () => {
    expect(scoreRubric([graded(criterion('a', 0), true), graded(criterion('b', 0), false)]).score).toBe(0.5);
  });
});

describe('parseRubricBatch (zod, entry by entry)', () => {
  const ids = new Set(['a', 'b', 'c']);

  it('keeps valid entries of known criteria and drops the rest with their raw text', () => {
    const reply = [
      'Here you go:',
      '```json',
      JSON.stringify({
        checks: [
          { id: 'a', satisfied: true, reasoning: ' yes ' },
          { id: 'b', satisfied: 'yes' },
          { id: 'zzz', satisfied: true },
          { id: 'a', satisfied: false },
          'c',
        ],
        overall_reasoning: 'ok',
      }),
      '```',
    ].join('\n');
    const parsed = parseRubricBatch(reply, ids);
    expect(parsed.valid).toBe(true);
    expect([...parsed.checks.entries()]).toEqual([['a', { id: 'a', satisfied: true, reasoning: 'yes' }]]);
    expect(parsed.overallReasoning).toBe('ok');
    expect(parsed.dropped.map((d) => d.raw)).toEqual([
      '{"id":"b","satisfied":"yes"}',
      '{"id":"zzz","satisfied":true}',
      '{"id":"a","satisfied":false}',
      '"c"',
    ]);
    expect(parsed.dropped[1]?.reason).toContain('unknown criterion id "zzz"');
    expect(parsed.dropped[2]?.reason).toContain('answered twice');
  });

  it('is invalid when there is no object with a checks list', () => {
    expect(parseRubricBatch('no json here', ids)).toMatchObject({ valid: false, dropped: [] });
    expect(parseRubricBatch('{"checks": "all good"}', ids).valid).toBe(false);
  });

  it('reads a single-criterion answer with or without the checks wrapper', () => {
    expect(parseRubricCheck('{"checks":[{"id":"a","satisfied":false,"reasoning":"no"}]}', 'a')).toEqual({
      id: 'a',
      satisfied: false,
      reasoning: 'no',
    });
    expect(parseRubricCheck('{"satisfied": true, "reasoning": "fine"}', 'a')).toEqual({
      id: 'a',
      satisfied: true,
      reasoning: 'fine',
    });
    expect(parseRubricCheck('{"id": "other", "satisfied": true}', 'a')).toBeUndefined();
    expect(parseRubricCheck('{"checks": []}', 'a')).toBeUndefined();
    expect(parseRubricCheck('yes', 'a')).toBeUndefined();
  });
});

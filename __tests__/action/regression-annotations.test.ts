import { compareResults } from '../../src/results/compare-results.js';
import { MAX_ANNOTATIONS, regressionAnnotations } from '../../src/action/regression-annotations.js';
import { makeResult } from '../test-support/make-result.js';

describe('annotations on the most regressed cases', () => {
  it('point at the eval file and line of each regressed case, largest drop first, at most ten', () => {
    const ids = Array.from({ length: 14 }, (_, i) => `case-${i}`);
    const base = ids.map((id) => makeResult({ eval_id: id, score: 1 }));
    // case-i drops by (i+1)/20; case-12 and case-13 improve or stay.
    const head = ids.map((id, i) =>
      makeResult({
        eval_id: id,
        score: i < 12 ? 1 - (i + 1) / 20 : 1,
        eval_file: i === 3 ? undefined : 'evals/support.eval.yaml',
        eval_line: 10 + i * 4,
      }),
    );
    const annotations = regressionAnnotations(compareResults(base, head), head);
    expect(annotations).toHaveLength(MAX_ANNOTATIONS);
    expect(annotations[0]).toEqual({
      message: 'case-11: score 1.000 → 0.400 (-0.600) against the base branch',
      properties: { title: 'AgentV regressed case', file: 'evals/support.eval.yaml', startLine: 54 },
    });
    const lines = annotations.map((a) => a.properties.startLine);
    // case-11 … case-4, then case-2 and case-1 (case-3 has no place)
    expect(lines).toEqual([54, 50, 46, 42, 38, 34, 30, 26, 18, 14]);
    expect(annotations.some((a) => a.message.startsWith('case-3:'))).toBe(false); // no place to point at
  });

  it('name a promptfoo test by its description, falling back to its id', () => {
    const base = ['test-1', 'test-2'].map((id) => makeResult({ eval_id: id, score: 1 }));
    const head = [
      makeResult({ eval_id: 'test-1', score: 0, description: 'refund is polite', eval_file: 'p.yaml', eval_line: 7 }),
      makeResult({ eval_id: 'test-2', score: 0.5, eval_file: 'p.yaml', eval_line: 12 }),
    ];
    const messages = regressionAnnotations(compareResults(base, head), head).map((a) => a.message);
    expect(messages).toEqual([
      'refund is polite: score 1.000 → 0.000 (-1.000) against the base branch',
      'test-2: score 1.000 → 0.500 (-0.500) against the base branch',
    ]);
  });
});

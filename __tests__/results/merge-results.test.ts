import { ConfigError } from '../../src/errors/config-error.js';
import type { EvalResult } from '../../src/results/eval-result.js';
import { mergeResults } from '../../src/results/merge-results.js';
import { makeResult } from '../test-support/make-result.js';

function record(evalId: string, extra: Partial<EvalResult> = {}): EvalResult {
  return makeResult({ eval_id: evalId, ...extra });
}

describe('mergeResults', () => {
  it('keeps the first of two records of one case from the same --queue run', () => {
    const merged = mergeResults([
      { file: 'a.jsonl', records: [record('c1', { run_id: 'r7', score: 0.2 }), record('c2', { run_id: 'r7' })] },
      { file: 'b.jsonl', records: [record('c1', { run_id: 'r7', score: 0.9 }), record('c3', { run_id: 'r7' })] },
    ]);
    expect(merged.map((r) => [r.eval_id, r.score])).toEqual([
      ['c1', 0.2],
      ['c2', 1],
      ['c3', 1],
    ]);
  });

  it('refuses a case in two files of different runs or of shards, naming both files', () => {
    for (const [first, second] of [
      [{ run_id: 'r7' }, { run_id: 'r8' }],
      [{}, {}],
      [{ run_id: 'r7' }, {}],
    ] as const) {
      const merge = () =>
        mergeResults([
          { file: 'a.jsonl', records: [record('c1', first)] },
          { file: 'b.jsonl', records: [record('c1', second)] },
        ]);
      expect(merge).toThrow(ConfigError);
      expect(merge).toThrow('in both a.jsonl and b.jsonl');
    }
  });
});

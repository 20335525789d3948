import { computeSummary, toStatsEntry } from '../../src/results/compute-summary.js';
import type { EvalResult } from '../../src/results/eval-result.js';
import {
  addRun,
  type HistoryEntry,
  historyRunOf,
  parseHistoryIndex,
  serializeHistoryIndex,
} from '../../src/history/history-index.js';
import { makeResult } from '../test-support/make-result.js';

function entryOf(runId: string, recordedAt: string, records: EvalResult[]): HistoryEntry {
  const summary = computeSummary(records.map(toStatsEntry));
  return historyRunOf(records, summary, { suite: 'smoke', runId, sha: 'abc1234', recordedAt, branch: 'main' });
}

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`;

describe('historyRunOf', () => {
  it('gives the headline figures, one score and verdict letter per case, iterations averaged', () => {
    const { run, cases } = entryOf('7', day(1), [
      makeResult({ eval_id: 'a', score: 1 }),
      makeResult({ eval_id: 'b', score: 0.7 }),
      makeResult({ eval_id: 'c', score: 0.2, iteration: 0 }),
      makeResult({ eval_id: 'c', score: 0.4, iteration: 1 }),
      makeResult({ eval_id: 'd', score: 0, error: 'timed out' }),
      makeResult({ eval_id: 'e', score: 1, prompt_id: 'short' }),
    ]);
    expect(cases).toEqual(['a', 'b', 'c', 'd', 'e [short]']);
    expect(run.scores).toEqual([1, 0.7, 0.3, null, 1]);
    expect(run.verdicts).toBe('pbfep');
    expect(run.counts).toEqual({ passed: 2, failed: 2, errored: 1, skipped: 0 });
    expect(run).toMatchObject({ run_id: '7', sha: 'abc1234', branch: 'main', recorded_at: day(1), cases: 6 });
    expect(run.pass_rate).toBeCloseTo(2 / 6, 3);
  });
});

describe('addRun', () => {
  const first = entryOf('1', day(1), [makeResult({ eval_id: 'a', score: 1 }), makeResult({ eval_id: 'b', score: 0 })]);
  const second = entryOf('2', day(2), [
    makeResult({ eval_id: 'b', score: 1 }),
    makeResult({ eval_id: 'c', score: 0.5 }),
  ]);

  it('aligns every run on one case list, a case a run lacked marked absent', () => {
    const index = addRun(addRun(undefined, first), second);
    expect(index.cases).toEqual(['a', 'b', 'c']);
    expect(index.runs.map((r) => [r.run_id, r.verdicts, r.scores])).toEqual([
      ['1', 'pf', [1, 0]],
      ['2', '-pf', [null, 1, 0.5]],
    ]);
  });

  it('is idempotent for the same run id and orders runs by time whatever the order added', () => {
    const once = addRun(addRun(undefined, second), first);
    expect(once.runs.map((r) => r.run_id)).toEqual(['1', '2']);
    expect(addRun(once, second)).toEqual(once);
    expect(addRun(once, first)).toEqual(once);
  });

  it('keeps the newest maxRuns and drops cases only dropped runs had', () => {
    const index = addRun(addRun(undefined, first), second, { maxRuns: 1 });
    expect(index.runs.map((r) => r.run_id)).toEqual(['2']);
    expect(index.cases).toEqual(['b', 'c']);
    expect(index.runs[0]?.verdicts).toBe('pf');
    expect(() => addRun(undefined, first, { maxRuns: 0 })).toThrow(/maxRuns/);
  });

  it('refuses a run of another suite', () => {
    expect(() => addRun(addRun(undefined, first), { ...second, suite: 'nightly' })).toThrow(/nightly/);
  });
});

describe('parse and serialize', () => {
  it('round-trips an index and refuses another version or a broken field', () => {
    const index = addRun(undefined, entryOf('1', day(1), [makeResult({ eval_id: 'a', score: 0.9 })]));
    const text = serializeHistoryIndex(index);
    expect(parseHistoryIndex(text)).toEqual({ index });
    expect(parseHistoryIndex(text.replace('"version":1', '"version":2'))).toEqual({
      error: 'history index version 2 is not 1; rebuild it',
    });
    expect(parseHistoryIndex(text.replace('"verdicts":"p"', '"verdicts":"x"'))).toMatchObject({
      error: expect.stringMatching(/^runs\.0\.verdicts/),
    });
    expect(parseHistoryIndex('{')).toMatchObject({ error: expect.stringMatching(/^not JSON/) });
  });

  it('keeps 1,000 runs of 200 cases within a few megabytes', () => {
    let index = undefined as ReturnType<typeof addRun> | undefined;
    const records = Array.from({ length: 200 }, (_, i) => makeResult({ eval_id: `case-${i}`, score: (i % 10) / 9 }));
    const entry = entryOf('0', day(1), records);
    const runs = Array.from({ length: 1000 }, (_, i) => ({
      ...entry.run,
      run_id: String(i),
      recorded_at: new Date(Date.UTC(2026, 0, 1) + i * 3600_000).toISOString(),
    }));
    index = { version: 1, suite: 'smoke', cases: [...entry.cases], runs };
    index = addRun(index, { ...entry, run: { ...entry.run, run_id: '1000', recorded_at: day(31) } });
    expect(index.runs).toHaveLength(1000);
    expect(serializeHistoryIndex(index).length).toBeLessThan(3_000_000);
  });
});

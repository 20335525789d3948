import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { setActionOutputs } from '../../src/action/action-outputs.js';
import { computeSummary } from '../../src/results/compute-summary.js';

describe('setActionOutputs', () => {
  it('sets exactly the outputs action.yml documents', () => {
    const action = parse(readFileSync('action.yml', 'utf8')) as { outputs: Record<string, unknown> };
    const set = new Map<string, string>();
    setActionOutputs(
      {
        resultsPath: '/r.jsonl',
        summaryPath: '/r.summary.json',
        reportPath: undefined,
        summary: computeSummary([]),
        flaky: 0,
        carried: 2,
        regressions: 0,
        commentUrl: undefined,
      },
      (name, value) => set.set(name, value),
    );
    expect([...set.keys()].sort()).toEqual(Object.keys(action.outputs).sort());
    expect(Object.fromEntries(set)).toMatchObject({
      carried: '2',
      'cached-calls': '0',
      'report-path': '',
      'cost-usd': '',
      skipped: '0',
    });
  });
});

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pullRequestStep, withActionFakes, writeSuite, type ActionFakes, type SuiteCase } from './action-harness.js';

const CASES: SuiteCase[] = ['alpha', 'bravo'].map((id) => ({
  id,
  input: `${id} works fine`,
  expected: `${id} works fine`,
}));

let fakes: ActionFakes;
withActionFakes('agentv-action-inputs-', (made) => {
  fakes = made;
});

describe('iterations and report inputs', () => {
  it("iterations repeats every case (the summary has each case's runs); report: false writes no HTML", async () => {
    await writeSuite(fakes.dir, CASES);
    const run = await pullRequestStep(fakes, {
      paths: 'evals',
      'dry-run': 'true',
      iterations: '3',
      'pass-policy': 'at-least:2',
      report: 'false',
    });
    expect(run.code).toBe(0);
    const records = (await readFile(run.outputs['results-path'] ?? '', 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(records.map((r) => `${r.eval_id}#${r.iteration}`).sort()).toEqual([
      'alpha#0',
      'alpha#1',
      'alpha#2',
      'bravo#0',
      'bravo#1',
      'bravo#2',
    ]);
    const summary = JSON.parse(await readFile(run.outputs['summary-path'] ?? '', 'utf8'));
    expect(JSON.stringify(summary)).toContain('at-least:2');
    expect(run.outputs.flaky).toBe('0');
    expect(run.outputs['report-path']).toBe('');
    expect(existsSync((run.outputs['results-path'] ?? '').replace(/\.jsonl$/, '.html'))).toBe(false);
    expect(fakes.github.comments.get(7)?.[0]?.body).toContain('#### Repeats · pass policy `at-least:2`');
  });
});

describe('selection inputs', () => {
  it('sample and seed run a reproducible subset, and the comment says which selection made the run', async () => {
    await writeSuite(fakes.dir, CASES);
    const run = await pullRequestStep(fakes, {
      paths: 'evals',
      'dry-run': 'true',
      sample: '1',
      seed: '3',
      report: 'false',
    });
    expect(run.code).toBe(0);
    const records = (await readFile(run.outputs['results-path'] ?? '', 'utf8')).trim().split('\n');
    expect(records).toHaveLength(1);
    expect(fakes.github.comments.get(7)?.[0]?.body).toContain('A selection of the cases: sample of 1 (seed 3)');
    const summary = JSON.parse(await readFile(run.outputs['summary-path'] ?? '', 'utf8')) as { selection?: string };
    expect(summary.selection).toBe('sample of 1 (seed 3)');
  });
});

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readResults } from '../../src/results/read-results.js';
import { runCli } from '../test-support/run-cli.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';

/**
 * promptfoo keeps the number a `javascript` assertion returns as its score, beyond 0..1 too
 * (promptfoo 0.123.1 on this config, echo provider: Ada pass 2, Bo pass 18, Cy fail -1, Di fail 0.5
 * with the `{pass: false, score: 5}` assertion at 0). Our records hold scores on 0..1: the verdict
 * stays promptfoo's, the score is clamped, the assertion keeps its own, and the file reads back.
 */
const CONFIG = lines(
  'prompts: ["Say {{name}}"]',
  'providers: [echo]',
  'tests:',
  '  - vars: {name: Ada}',
  '    assert: [{type: javascript, value: "({pass: true, score: 2, reason: \'big\'})"}]',
  '  - vars: {name: Bo}',
  '    assert: [{type: javascript, value: "output.length * 3"}]',
  '  - vars: {name: Cy}',
  '    assert: [{type: javascript, value: "-1"}]',
  '  - vars: {name: Di}',
  '    assert:',
  '      - {type: javascript, value: "({pass: false, score: 5})"}',
  '      - {type: contains, value: Di}',
);

interface Entry {
  pass: boolean;
  score: number;
  details?: { promptfoo_score?: number };
}

describe('promptfoo scores outside 0..1', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({ 'promptfooconfig.yaml': CONFIG });
  });
  afterAll(() => removeTempRepo(root));

  it('keep promptfoo verdicts, read back on 0..1, and keep promptfoo own numbers in results.json', async () => {
    const out = path.join(root, 'r.jsonl');
    const json = path.join(root, 'results.json');
    const run = await runCli(['eval', path.join(root, 'promptfooconfig.yaml'), '--out', out, '-o', json]);
    expect(run.code).toBe(100);
    const { records } = await readResults(out);
    const byName = (name: string) => records.find((r) => (r.vars as { name: string }).name === name)!;
    const seen = ['Ada', 'Bo', 'Cy', 'Di'].map((name) => {
      const r = byName(name);
      return [name, r.pass, r.score, (r.evaluator_results as Entry[]).map((e) => e.details?.promptfoo_score)];
    });
    expect(seen).toEqual([
      ['Ada', true, 1, [2]],
      ['Bo', true, 1, [18]],
      ['Cy', false, 0, [-1]],
      ['Di', false, 0.5, [undefined, undefined]],
    ]);
    const report = await runCli(['report', out, '-o', path.join(root, 'r.html')]);
    expect(report.code).toBe(0);
    const written = JSON.parse(await fs.readFile(json, 'utf8')) as {
      results: { results: Array<{ vars: { name: string }; gradingResult: { componentResults: Entry[] } }> };
    };
    const components = Object.fromEntries(
      written.results.results.map((r) => [r.vars.name, r.gradingResult.componentResults.map((c) => c.score)]),
    );
    expect(components).toEqual({ Ada: [2], Bo: [18], Cy: [-1], Di: [0, 1] });
  });
});

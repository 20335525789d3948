import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test-support/run-cli.js';
import { lines } from '../test-support/temp-repo.js';
import { mockTargets } from '../test-support/eval-files.js';

/**
 * Rubric items graded on score_ranges (__tests__/fixtures/score-ranges): a scripted judge scores
 * accuracy 8 and brevity 5 out of 10; an llm-grader whose prompt comes from a script. Scores computed by hand; agentv
 * 4.42.4 gave the same scores
 * and assertion texts with the same judge.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(here, '../fixtures/score-ranges');

interface Result {
  eval_id: string;
  score: number;
  verdict: string;
  evaluator_results: Array<{ score: number; verdict: string; hits: string[]; misses: string[] }>;
}

let out: string;
beforeAll(async () => {
  out = await fs.mkdtemp(path.join(os.tmpdir(), 'score-ranges-'));
});
afterAll(() => fs.rm(out, { recursive: true, force: true }));

describe('analytic rubrics (score_ranges) and prompt scripts', () => {
  it('weights each 0-10 score / 10; an item passes at 7 and its min_score; one below it fails the case', async () => {
    const file = path.join(out, 'results.jsonl');
    const result = await runCli(['eval', path.join(FIXTURES, 'evals/score-ranges.eval.yaml'), '--out', file]);
    expect(result.code).toBe(0);
    const records = new Map(
      (await fs.readFile(file, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Result)
        .map((r) => [r.eval_id, r]),
    );
    // An executable prompt template (prompt: {command, config}): its stdout is what the judge was asked.
    expect(records.get('prompt-script')?.evaluator_results[0]?.hits).toEqual([
      'PROMPT FROM SCRIPT: grade "Refunds are accepted within 30 days of delivery, with the receipt." (output ' +
        '"Refunds are accepted within 30 days of delivery, with ' +
        'the receipt.") for "States the refund window", strict=true',
    ]);
    // A prompt script that exits 1 is a failed check scoring 0, as agentv 4.42.4 records it: (1 + 0) / 2.
    const fails = records.get('prompt-script-fails');
    expect(fails).toMatchObject({ score: 0.5, verdict: 'fail' });
    expect(fails).not.toHaveProperty('error');
    expect(fails?.evaluator_results[1]?.misses).toEqual([
      "Grader 'scripted' failed: Prompt template execution failed: prompt script " +
        `${path.join(FIXTURES, 'prompts/failing-prompt.mjs')} exited with 1: no rubric for this case`,
    ]);
    const analytic = records.get('analytic');
    expect(analytic?.score).toBeCloseTo((0.8 * 2 + 0.5 * 1) / 3, 10); // accuracy 8 (weight 2), brevity 5
    expect(analytic?.verdict).toBe('borderline'); // 0.7; accuracy 0.8 meets its min_score 0.8
    expect(analytic?.evaluator_results[0]?.hits).toEqual([
      '[accuracy] States the 30-day window - Score: 8/10 (Correct window)',
    ]);
    expect(analytic?.evaluator_results[0]?.misses).toEqual(['[brevity] brevity - Score: 5/10 (Somewhat long)']);
    const below = records.get('below-min-score');
    expect(below?.score).toBeCloseTo((0.8 + 0.5) / 2, 10);
    // accuracy 0.8 < min_score 0.9; the shorthand map's 5-8 range is "Partly right"
    expect(below?.verdict).toBe('fail');
    expect(below?.evaluator_results[0]?.misses).toEqual([
      '[accuracy] accuracy - Score: 8/10 (Partly right)',
      '[brevity] brevity - Score: 5/10 (Long)',
    ]);
  });

  it('ranges that leave a score uncovered are a load error at the item, before any call', async () => {
    const dir = await fs.mkdtemp(path.join(out, 'gap-'));
    await fs.mkdir(path.join(dir, '.git'));
    await fs.writeFile(path.join(dir, 'targets.yaml'), mockTargets('response: ok'));
    await fs.writeFile(
      path.join(dir, 'gap.eval.yaml'),
      lines(
        'tests:',
        '  - id: gap',
        '    input: hi',
        '    assertions:',
        '      - type: rubrics',
        '        criteria:',
        '          - id: a',
        '            score_ranges: {0: bad, 5: ok}',
        '          - id: b',
        '            score_ranges: [{score_range: [0, 4], outcome: bad}, {score_range: [6, 10], outcome: good}]',
      ),
    );
    const result = await runCli(['eval', path.join(dir, 'gap.eval.yaml'), '--out', path.join(dir, 'out.jsonl')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/gap\.eval\.yaml:10:\d+: .*score_ranges do not cover 5/);
  });
});

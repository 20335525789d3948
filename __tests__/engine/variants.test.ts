import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { mockTargets } from '../test-support/eval-files.js';
import { runCli } from '../test-support/run-cli.js';
import { formatPercent, formatScore } from '../../src/results/format-score.js';

// Prompt variants × iterations through the real CLI on the mock target. The mock echoes the last
// user turn and its judge scores word overlap with expected_outcome, so the `{{input}}` variant
// (whose template adds "please answer") scores 1 and the system-prompt variant 0.75.

const EVAL = lines(
  'prompts:',
  '  - id: terse',
  '    prompt: Answer tersely.',
  '  - id: templated',
  '    prompt: "Please answer: {{input}}"',
  'iterations: 3',
  'evalcases:',
  '  - id: case-a',
  '    expected_outcome: please answer question alpha',
  '    input_messages:',
  '      - role: user',
  '        content: question alpha',
  '  - id: case-b',
  '    expected_outcome: please answer question beta',
  '    input_messages:',
  '      - role: user',
  '        content: question beta',
);
const TARGETS = mockTargets();

interface Row {
  eval_id: string;
  prompt_id: string;
  iteration: number;
  score: number;
  candidate_answer: string;
}

let root: string;
beforeEach(async () => {
  root = await makeTempRepo({ 'evals/targets.yaml': TARGETS, 'evals/variants.test.yaml': EVAL });
});
afterEach(() => removeTempRepo(root));

async function run(...flags: string[]): Promise<{ rows: Row[]; stdout: string; out: string }> {
  const out = path.join(root, `out-${flags.join('_').replace(/[^a-z0-9]+/gi, '')}.jsonl`);
  const result = await runCli(['eval', path.join(root, 'evals/variants.test.yaml'), '--out', out, ...flags]);
  expect(result.code).toBe(0);
  const rows = (await fs.readFile(out, 'utf8'))
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Row);
  return { rows, stdout: result.stdout, out };
}

const key = (r: Row) => `${r.eval_id}/${r.prompt_id}/${r.iteration}`;
const MATRIX = ['case-a', 'case-b'].flatMap((c) =>
  ['terse', 'templated'].flatMap((p) => [0, 1, 2].map((i) => `${c}/${p}/${i}`)),
);

describe('prompt variants × iterations', () => {
  it('2 prompts × 3 iterations × 2 cases: 12 records in (case, variant, iteration) order, one worker', async () => {
    const { rows } = await run('--workers', '1');
    expect(rows.map(key)).toEqual(MATRIX);
  });

  it('with several workers the same matrix runs, each cell exactly once', async () => {
    const { rows } = await run('--workers', '4');
    expect(rows.map(key).sort()).toEqual([...MATRIX].sort());
  });

  it('a variant is the system prompt, or with {{input}} the template of the user turn', async () => {
    const dumps = path.join(root, 'prompts');
    const { rows } = await run('--workers', '2', '--dump-prompts', dumps);
    const answerOf = (id: string, prompt: string) =>
      rows.find((r) => r.eval_id === id && r.prompt_id === prompt)?.candidate_answer;
    expect(answerOf('case-a', 'templated')).toBe('mock answer for case-a: Please answer: question alpha');
    expect(answerOf('case-a', 'terse')).toBe('mock answer for case-a: question alpha');
    const names = await fs.readdir(dumps);
    const dump = async (id: string, variant: string) => {
      const name = names.find((n) => n.startsWith(`${id}__`) && n.endsWith(`__${variant}.json`));
      return JSON.parse(await fs.readFile(path.join(dumps, name ?? `${id}.json`), 'utf8')) as { messages: unknown[] };
    };
    expect((await dump('case-b', 'templated__i2')).messages).toEqual([
      { role: 'user', content: 'Please answer: question beta' },
    ]);
    expect((await dump('case-b', 'terse__i1')).messages).toEqual([
      { role: 'system', content: 'Answer tersely.' },
      { role: 'user', content: 'question beta' },
    ]);
  });

  it('--iterations overrides the file', async () => {
    const { rows } = await run('--iterations', '2', '--workers', '1');
    expect(rows).toHaveLength(2 * 2 * 2);
    expect(new Set(rows.map((r) => r.iteration))).toEqual(new Set([0, 1]));
  });

  it('prints pass rate, mean and count per variant; the overall statistics cover all 12', async () => {
    const { rows, stdout } = await run('--workers', '3');
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const terse = rows.filter((r) => r.prompt_id === 'terse').map((r) => r.score);
    const templated = rows.filter((r) => r.prompt_id === 'templated').map((r) => r.score);
    expect(mean(terse)).toBeCloseTo(0.75, 10);
    expect(mean(templated)).toBe(1);

    expect(stdout).toContain('Summary: 12 results, 12 scored');
    expect(stdout).toContain(`  mean     ${formatScore(0.875)}`);
    expect(stdout).toContain(`  pass     ${formatPercent(0.5)}`);
    const table = stdout.slice(stdout.indexOf('Per variant'));
    expect(table).toMatch(new RegExp(`templated\\s+6\\s+0\\s+${formatScore(1)}\\s+${formatPercent(1)}`));
    expect(table).toMatch(new RegExp(`terse\\s+6\\s+0\\s+${formatScore(0.75)}\\s+${formatPercent(0)}`));
  });
});

describe('docs/examples/variants', () => {
  it('runs in a dry run: variants × iterations, llm_judge and rubric results from the mock judge', async () => {
    const out = path.join(root, 'example.jsonl');
    const example = path.resolve('docs/examples/variants/evals/variants.test.yaml');
    const result = await runCli(['eval', example, '--dry-run', '--out', out]);
    expect(result.code).toBe(0);
    const rows = (await fs.readFile(out, 'utf8'))
      .trimEnd()
      .split('\n')
      .map(
        (l) => JSON.parse(l) as Row & { evaluator_results: Array<{ type: string; details?: { checks?: unknown[] } }> },
      );
    expect(rows).toHaveLength(2 * 2 * 2);
    expect(new Set(rows.map((r) => r.prompt_id))).toEqual(new Set(['plain', 'step-by-step']));
    const map = rows.find((r) => r.eval_id === 'explain-map');
    expect(map?.evaluator_results.map((e) => e.type)).toEqual(['llm_judge', 'rubric']);
    // The mock judge answers both shapes validly: one criterion per call here, a batch below.
    const gradedBy = (checks: unknown[] | undefined) =>
      (checks as Array<{ graded_by: string }> | undefined)?.map((c) => c.graded_by);
    expect(gradedBy(map?.evaluator_results[1]?.details?.checks)).toEqual(['single', 'single', 'single']);
    const constCase = rows.find((r) => r.eval_id === 'explain-const');
    expect(constCase?.evaluator_results.map((e) => e.type)).toEqual(['rubric']);
    expect(gradedBy(constCase?.evaluator_results[0]?.details?.checks)).toEqual(['batch', 'batch', 'batch']);
    expect(result.stdout).toContain('Per variant');
  });
});

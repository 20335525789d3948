import path from 'node:path';
import { isAgentvConfig, selectChangedSuites } from '../../src/action/only-changed.js';
import { suiteDependencies } from '../../src/action/suite-dependencies.js';
import type { EvalResult } from '../../src/results/eval-result.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { mockTargets } from '../test-support/eval-files.js';

const CASE = lines(
  '  - id: c1',
  '    expected_outcome: ok',
  '    input_messages:',
  '      - role: user',
  '        content: hi',
);

/** A repository with one suite of each way to reference a file, and a plain one. */
const FILES: Record<string, string> = {
  'targets.yaml': mockTargets(),
  'evals/segments.test.yaml': lines(
    'dataset: segments',
    'evalcases:',
    '  - id: s1',
    '    expected_outcome: ok',
    '    input_messages:',
    '      - role: user',
    '        content: [{type: file, value: context/notes.md}]',
  ),
  'evals/context/notes.md': 'notes\n',
  'evals/judged.test.yaml':
    lines(
      'dataset: judged',
      'evaluators:',
      '  - name: grade',
      '    type: code',
      '    script: [node, judges/grade.mjs]',
      'evalcases:',
    ) + CASE,
  'evals/judges/grade.mjs': 'console.log(JSON.stringify({ score: 1 }));\n',
  'evals/cased.eval.yaml': lines('dataset: cased', 'tests: ./cases'),
  'evals/cases/one/case.yaml': lines('id: one', 'input: q', 'criteria: c'),
  'evals/plain.test.yaml': lines('dataset: plain', 'evalcases:') + CASE,
  'evals/pf/promptfooconfig.yaml': lines(
    'description: pf',
    'prompts: [file://prompts/ask.txt]',
    'providers: [echo]',
    'tests: file://tests.csv',
  ),
  'evals/pf/prompts/ask.txt': 'Ask {{ q }}\n',
  'evals/pf/tests.csv': 'q,__expected\nhi,contains:hi\n',
};

const record = (dataset: string, id: string): EvalResult => ({
  eval_id: id,
  dataset,
  prompt_id: 'default',
  iteration: 0,
  target: 'default',
  timestamp: '2025-01-01T00:00:00.000Z',
  score: 0.5,
  hits: [],
  misses: [],
  reasoning: '',
  candidate_answer: 'from the base',
  evaluator_results: [],
});

let root: string;
beforeAll(async () => {
  root = await makeTempRepo(FILES);
});
afterAll(async () => {
  await removeTempRepo(root);
});

const evalFile = (name: string) => path.join(root, 'evals', name);
const suites = () => ['cased.eval.yaml', 'judged.test.yaml', 'plain.test.yaml', 'segments.test.yaml'].map(evalFile);
const BASELINE = ['segments', 'judged', 'cased', 'plain'].map((dataset) => record(dataset, `${dataset}-1`));

describe('suiteDependencies', () => {
  it('names the eval file, its targets file, file segments, code judge scripts and case folders', async () => {
    const options = { cwd: root, env: {} };
    const segments = await suiteDependencies(evalFile('segments.test.yaml'), options);
    expect(segments.dataset).toBe('segments');
    expect([...segments.files]).toEqual(
      expect.arrayContaining([
        evalFile('segments.test.yaml'),
        path.join(root, 'targets.yaml'),
        evalFile('context/notes.md'),
      ]),
    );
    const judged = await suiteDependencies(evalFile('judged.test.yaml'), options);
    expect([...judged.files]).toContain(evalFile('judges/grade.mjs'));
    expect([...judged.files]).not.toContain(evalFile('context/notes.md'));
    const cased = await suiteDependencies(evalFile('cased.eval.yaml'), options);
    expect([...cased.folders]).toContain(evalFile('cases'));
    // The folder holding the eval file is never a dependency: every sibling would count.
    expect([...cased.folders]).not.toContain(path.join(root, 'evals'));
  });

  it('reads a promptfoo config as the run does: its prompt and test files are its dependencies', async () => {
    const pf = await suiteDependencies(evalFile('pf/promptfooconfig.yaml'), { cwd: root, env: {} });
    expect(pf.dataset).toBe('pf');
    expect([...pf.files]).toEqual(
      expect.arrayContaining([
        evalFile('pf/promptfooconfig.yaml'),
        evalFile('pf/prompts/ask.txt'),
        evalFile('pf/tests.csv'),
      ]),
    );
  });
});

describe('selectChangedSuites', () => {
  const select = (changed: string[], baseline = BASELINE) =>
    selectChangedSuites(suites(), { changed, workspace: root, baseline, cwd: root, env: {} });

  it('runs the suites whose files changed and carries the others, their records marked carried', async () => {
    const selection = await select(['evals/context/notes.md', 'evals/judges/grade.mjs', 'README.md']);
    expect(selection.run.map((f) => path.basename(f))).toEqual(['judged.test.yaml', 'segments.test.yaml']);
    expect(selection.carried.map((s) => [s.file, s.dataset])).toEqual([
      ['evals/cased.eval.yaml', 'cased'],
      ['evals/plain.test.yaml', 'plain'],
    ]);
    expect(selection.carried.flatMap((s) => s.records)).toEqual([
      { ...record('cased', 'cased-1'), carried: true },
      { ...record('plain', 'plain-1'), carried: true },
    ]);
  });

  it('a case file in a referenced folder, a renamed eval file or the targets file reruns their suites', async () => {
    expect((await select(['evals/cases/one/case.yaml'])).run.map((f) => path.basename(f))).toEqual(['cased.eval.yaml']);
    expect((await select(['evals/plain.test.yaml'])).run.map((f) => path.basename(f))).toEqual(['plain.test.yaml']);
    expect((await select(['targets.yaml'])).carried).toEqual([]);
  });

  it('runs everything on a change to .agentv configuration, and a suite the baseline does not hold', async () => {
    expect((await select(['.agentv/config.yaml'])).carried).toEqual([]);
    const partial = await select(
      [],
      BASELINE.filter((r) => r.dataset !== 'plain'),
    );
    expect(partial.run.map((f) => path.basename(f))).toEqual(['plain.test.yaml']);
    expect(partial.carried).toHaveLength(3);
  });

  it('tells .agentv configuration from the results and cache folders kept there', () => {
    expect(isAgentvConfig('.agentv/config.yaml')).toBe(true);
    expect(isAgentvConfig('sub/.agentv/targets.yaml')).toBe(true);
    expect(isAgentvConfig('.agentv.yaml')).toBe(true);
    expect(isAgentvConfig('.agentv/results/eval_1.jsonl')).toBe(false);
    expect(isAgentvConfig('.agentv/cache/ab/cd.json')).toBe(false);
    expect(isAgentvConfig('docs/agentv.md')).toBe(false);
  });
});

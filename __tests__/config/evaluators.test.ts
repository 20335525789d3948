import { loadedCases } from './loaded-cases.js';
import path from 'node:path';
import { ConfigError } from '../../src/errors/config-error.js';
import { loadEvalSuite } from '../../src/config/load-eval-suite.js';
import { lines, tempRepos } from '../test-support/temp-repo.js';

const repo = tempRepos();

describe('evaluators and rubrics', () => {
  it('fills defaults, dedupes names and resolves paths against the eval folder', async () => {
    const root = await repo({
      'evals/judge.md': 'Grade {{candidate_answer}}',
      'evals/checks/score.py': 'print(1)',
      'evals/e.yaml': lines(
        'evaluators:',
        '  - type: llm_judge',
        '  - type: llm_judge',
        '    promptPath: judge.md',
        '    weight: 2',
        '  - type: code',
        '    script: [python3, checks/score.py]',
        '  - type: code',
        '    name: lint',
        '    script: [checks/score.py, --strict]',
        '    config: {level: 2}',
        '    timeout_seconds: 5',
        'evalcases:',
        '  - {id: a, expected_outcome: x, input_messages: [{role: user, content: q}]}',
      ),
    });
    const evalDir = path.join(root, 'evals');
    const { suite } = await loadEvalSuite(path.join(evalDir, 'e.yaml'), { repoRoot: root });
    expect(suite.evaluators).toEqual([
      { type: 'llm_judge', name: 'llm_judge', weight: 1 },
      { type: 'llm_judge', name: 'llm_judge_2', weight: 2, prompt_path: path.join(evalDir, 'judge.md') },
      {
        type: 'code',
        written_type: 'code',
        name: 'code',
        weight: 1,
        script: ['python3', 'checks/score.py'],
        cwd: evalDir,
      },
      {
        type: 'code',
        written_type: 'code',
        name: 'lint',
        weight: 1,
        script: [path.join(evalDir, 'checks/score.py'), '--strict'],
        cwd: evalDir,
        config: { level: 2 },
        timeout_seconds: 5,
      },
    ]);
    expect((await loadedCases(suite))[0]?.evaluators).toBeUndefined();
  });

  it('reports a missing judge prompt file and an unknown evaluator type at their lines', async () => {
    const missing = await repo({
      'e.yaml': lines('evaluators:', '  - type: llm_judge', '    prompt_path: nope.md', 'evalcases: []'),
    });
    // The schema error (empty evalcases) comes first; fix that to reach the path check.
    await expect(loadEvalSuite(path.join(missing, 'e.yaml'), { repoRoot: missing })).rejects.toThrow(
      /at least one case/,
    );
    const missing2 = await repo({
      'e.yaml': lines(
        'evaluators:',
        '  - type: llm_judge',
        '    prompt_path: nope.md',
        'evalcases:',
        '  - {id: a, expected_outcome: x, input_messages: [{role: user, content: q}]}',
      ),
    });
    const error = await loadEvalSuite(path.join(missing2, 'e.yaml'), { repoRoot: missing2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).location).toMatchObject({ line: 3, path: 'evaluators[0].prompt_path' });
    const unknown = await repo({
      'e.yaml': lines(
        'evalcases:',
        '  - id: a',
        '    expected_outcome: x',
        '    input_messages: [{role: user, content: q}]',
        '    evaluators:',
        '      - type: semantic',
      ),
    });
    const e2 = await loadEvalSuite(path.join(unknown, 'e.yaml'), { repoRoot: unknown }).catch((e: unknown) => e);
    expect((e2 as ConfigError).location).toMatchObject({ line: 6, path: 'evalcases[0].evaluators[0].type' });
    expect((e2 as ConfigError).message).toMatch(/unknown evaluator type "semantic"; the nearest supported one is "/);
  });

  it('turns rubrics shorthand into a rubric evaluator appended to the case evaluators', async () => {
    const root = await repo({
      'e.yaml': lines(
        'execution:',
        '  evaluators:',
        '    - type: llm_judge',
        'evalcases:',
        '  - id: plain',
        '    expected_outcome: x',
        '    input_messages: [{role: user, content: q}]',
        '    rubrics:',
        '      - Mentions the bug',
        '      - {id: safety, description: No secrets, weight: 3, required: true}',
        '      - Is short',
        '  - id: own',
        '    expected_outcome: x',
        '    input_messages: [{role: user, content: q}]',
        '    execution:',
        '      target: other',
        '      evaluators: [{type: code, script: ./check.sh}]',
        '    rubrics: [Correct]',
      ),
    });
    const { suite } = await loadEvalSuite(path.join(root, 'e.yaml'), { repoRoot: root });
    const [plain, own] = await loadedCases(suite);
    expect(plain?.evaluators).toEqual([
      { type: 'llm_judge', name: 'llm_judge', weight: 1 },
      {
        type: 'rubric',
        name: 'rubrics',
        weight: 1,
        criteria: [
          { id: 'r1', description: 'Mentions the bug', weight: 1, required: false },
          { id: 'safety', description: 'No secrets', weight: 3, required: true },
          { id: 'r3', description: 'Is short', weight: 1, required: false },
        ],
      },
    ]);
    expect(own?.targetName).toBe('other');
    expect(own?.evaluators?.map((e) => `${e.type}:${e.name}`)).toEqual(['code:code', 'rubric:rubrics']);
    expect(suite.evaluators.map((e) => e.name)).toEqual(['llm_judge']);
  });

  it('accepts a rubric evaluator with criteria or rubrics and rejects one with neither', async () => {
    const ok = await repo({
      'e.yaml': lines(
        'evaluators:',
        '  - {type: rubric, rubrics: [A, B], batch: true, target: judge}',
        'evalcases:',
        '  - {id: a, expected_outcome: x, input_messages: [{role: user, content: q}]}',
      ),
    });
    const { suite } = await loadEvalSuite(path.join(ok, 'e.yaml'), { repoRoot: ok });
    expect(suite.evaluators[0]).toMatchObject({ type: 'rubric', name: 'rubric', batch: true, target: 'judge' });
    const bad = await repo({
      'e.yaml': lines(
        'evaluators:',
        '  - {type: rubric}',
        'evalcases:',
        '  - {id: a, expected_outcome: x, input_messages: [{role: user, content: q}]}',
      ),
    });
    await expect(loadEvalSuite(path.join(bad, 'e.yaml'), { repoRoot: bad })).rejects.toThrow(
      /:2:\d+: a rubric evaluator needs criteria/,
    );
  });
});

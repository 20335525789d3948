import {
  AGENTV4_TYPE_NAMES,
  EVALUATOR_TYPES,
  judgeTargetsOf,
  recordedType,
  referencedFiles,
  runsScript,
} from '../../src/config/evaluator-kinds.js';
import { evaluatorSchema } from '../../src/config/evaluator-schema.js';
import type { EvaluatorConfig } from '../../src/config/types.js';

const judge = (name: string, target?: string): EvaluatorConfig => ({
  type: 'llm_judge',
  name,
  weight: 1,
  ...(target ? { target, prompt_path: `/repo/${name}.md` } : {}),
});
const code = (name: string, script: string): EvaluatorConfig => ({
  type: 'code',
  written_type: 'code-grader',
  name,
  weight: 1,
  script,
  cwd: '/repo/evals',
});

/** A composite inside a composite: every derived fact must reach the innermost members. */
const NESTED: EvaluatorConfig = {
  type: 'composite',
  name: 'outer',
  weight: 1,
  aggregator: { type: 'code_judge', path: '/repo/aggregate.py', cwd: '/repo' },
  evaluators: [
    judge('plain'),
    {
      type: 'composite',
      name: 'inner',
      weight: 1,
      aggregator: { type: 'llm_judge', prompt_path: '/repo/aggregate.md' },
      evaluators: [judge('strict', 'judge-b'), code('grader', 'python3 ./check.py --fast')],
    },
    { type: 'rubric', name: 'r', weight: 1, criteria: [], target: 'judge-c' },
  ],
};

describe('the table of evaluator kinds', () => {
  it('lists every type an eval file may write, each accepted by the eval-file schema', () => {
    for (const type of EVALUATOR_TYPES) {
      const parsed = evaluatorSchema.safeParse({ type });
      // A listed type may need more fields, but it is never an unknown type.
      const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
      expect(messages.filter((m) => m.includes('unknown evaluator type'))).toEqual([]);
    }
    expect(EVALUATOR_TYPES).toEqual(expect.arrayContaining(['llm_judge', 'code_judge', 'rubric', 'contains', 'regex']));
  });

  it('an unknown type is refused with the nearest type and the list the table derives', () => {
    const parsed = evaluatorSchema.safeParse({ type: 'llm_juge' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'unknown evaluator type "llm_juge"; the nearest supported one is "llm_judge" ' +
        `(supported: ${EVALUATOR_TYPES.join(', ')})`,
    );
  });

  it('maps every AgentV 4.x name onto a type of the table, and reads a 4.x entry as that kind', () => {
    for (const type of Object.values(AGENTV4_TYPE_NAMES)) expect(EVALUATOR_TYPES).toContain(type);
    expect(AGENTV4_TYPE_NAMES['code-grader']).toBe('code_judge');
    const parsed = evaluatorSchema.parse({ type: 'token-usage', max_total: 10 });
    expect(parsed).toMatchObject({ type: 'token_usage', name: 'token-usage', max_total: 10 });
  });

  it('derives the judge targets, the referenced files and scripts through composite members', () => {
    expect(judgeTargetsOf([NESTED]).map(({ config, name }) => [config.name, name])).toEqual([
      ['strict', 'judge-b'],
      ['r', 'judge-c'],
    ]);
    expect(referencedFiles([NESTED])).toEqual({
      inputs: ['/repo/aggregate.md', '/repo/strict.md'],
      scripts: ['/repo/aggregate.py', '/repo/evals/check.py'],
    });
    expect(runsScript([NESTED])).toBe(true);
    expect(runsScript([judge('a', 'x'), { ...NESTED, aggregator: { type: 'weighted_average' }, evaluators: [] }])).toBe(
      false,
    );
  });

  it("gives promptfoo tests' graders as judge targets, once each", () => {
    const promptfoo: EvaluatorConfig = {
      type: 'promptfoo',
      name: 'assertions',
      weight: 1,
      test: {
        asserts: [],
        vars: {},
        prompt: '',
        provider: { id: 'p' },
        configDir: '/repo',
        graders: { a: 'grader openai', b: 'grader openai', c: 'grader anthropic' },
      },
    };
    expect(judgeTargetsOf([promptfoo]).map(({ name }) => name)).toEqual(['grader openai', 'grader anthropic']);
  });

  it('a record shows a code evaluator under the type it was written as, every other kind under its own', () => {
    expect(recordedType(code('g', 'x'))).toBe('code-grader');
    expect(recordedType(judge('j'))).toBe('llm_judge');
  });
});

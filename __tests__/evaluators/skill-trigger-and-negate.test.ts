import type { EvaluatorConfig } from '../../src/config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorScore } from '../../src/engine/evaluator.js';
import type { TraceEvent } from '../../src/engine/provider.js';
import { negated } from '../../src/evaluators/negate.js';
import { createSkillTriggerEvaluator } from '../../src/evaluators/skill-trigger.js';

type SkillTrigger = Extract<EvaluatorConfig, { type: 'skill-trigger' }>;
const skill = (rest: Partial<SkillTrigger> = {}): Evaluator =>
  createSkillTriggerEvaluator({ type: 'skill-trigger', name: 's', weight: 1, skill: 'pdf', ...rest });
const withTrace = (trace: TraceEvent[] | undefined) =>
  ({ response: { text: '', ...(trace ? { trace } : {}) }, candidateAnswer: '' }) as unknown as EvaluationContext;
const call = (name: string, data: Record<string, unknown>): TraceEvent =>
  ({ type: 'tool_call', name, data }) as TraceEvent;
const signal = new AbortController().signal;

describe('skill-trigger (AgentV 4.x semantics)', () => {
  it('triggers on a Skill call naming the skill, a Read of skills/<name>/, an output naming that folder', async () => {
    const viaSkill = await skill().evaluate(
      withTrace([call('Bash', { input: { command: 'ls' } }), call('Skill', { input: { skill: 'pdf-tools' } })]),
      { signal },
    );
    expect(viaSkill).toMatchObject({ score: 1, hits: ['Skill tool invoked with skill="pdf-tools"'] });
    const viaRead = await skill().evaluate(
      withTrace([call('Read', { input: { file_path: '/repo/skills/pdf/SKILL.md' } })]),
      { signal },
    );
    expect(viaRead.score).toBe(1);
    const viaOutput = await skill().evaluate(
      withTrace([call('Glob', { input: {}, output: 'found .claude/skills/pdf/SKILL.md' })]),
      { signal },
    );
    expect(viaOutput.hits).toEqual(['Tool "Glob" output referenced skill file for "pdf"']);
  });

  it('fails when it should trigger and did not, and passes should_trigger: false only when it did not', async () => {
    expect(
      await skill().evaluate(withTrace([call('Read', { input: { file_path: 'skills/docx/a.md' } })]), { signal }),
    ).toMatchObject({ score: 0, misses: ['Skill "pdf" not found in 1 tool call(s)'] });
    expect(await skill().evaluate(withTrace(undefined), { signal })).toMatchObject({
      score: 0,
      misses: ['No tool calls recorded'],
    });
    expect((await skill({ should_trigger: false }).evaluate(withTrace([]), { signal })).score).toBe(1);
    expect(
      (
        await skill({ should_trigger: false }).evaluate(withTrace([call('Skill', { input: { skill: 'pdf' } })]), {
          signal,
        })
      ).score,
    ).toBe(0);
  });
});

describe('negate', () => {
  const fixed = (score: EvaluatorScore): Evaluator => ({
    type: 'x',
    name: 'x',
    weight: 2,
    evaluate: async () => score,
  });

  it('inverts the score, swaps pass and fail, and turns hits into misses', async () => {
    const passed = await negated(fixed({ score: 1, hits: ['found'], misses: [], reasoning: 'ok' })).evaluate(
      withTrace(undefined),
      { signal },
    );
    expect(passed).toMatchObject({
      score: 0,
      verdict: 'fail',
      hits: [],
      misses: ['[negated] found'],
      reasoning: '[negated] ok',
    });
    const partial = await negated(fixed({ score: 0.3, hits: [], misses: ['m'], reasoning: '' })).evaluate(
      withTrace(undefined),
      { signal },
    );
    expect(partial.score).toBeCloseTo(0.7);
    expect(partial.verdict).toBe('pass'); // 0.3 was a fail: its negation passes, as in AgentV
    expect(negated(fixed({ score: 0, hits: [], misses: [], reasoning: '' })).weight).toBe(2);
  });
});

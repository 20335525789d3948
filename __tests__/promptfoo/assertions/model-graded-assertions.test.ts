import { writeFileSync } from 'node:fs';
import { runAssertions } from '../../../src/promptfoo/assertions/run-assertions.js';
import type { GraderCall, PromptfooAssertion } from '../../../src/promptfoo/assertion-contract.js';
import { assertionInput } from './assertion-input.js';

/**
 * The grader answers as a fixed model would (the same replies promptfoo 0.123.1's eval got from
 * a file:// grader in the same config); pass and score per assertion are promptfoo's numbers.
 */
function reply(p: string): string {
  const has = (s: string): boolean => p.includes(s);
  if (has('RUBRIC-A')) return '{"reason":"fine","pass":true,"score":0.8}';
  if (has('RUBRIC-B')) return 'Sure! {"pass": "yes", "score": "0.4"} trailing';
  if (has('RUBRIC-C')) return 'no json here';
  if (has('RUBRIC-D')) return '{"reason": "r", "score": 0.3}';
  if (has('RUBRIC-E')) return '{"pass": false, "score": 0.2, "reason": "bad"}';
  if (has('CUSTOM-RUBRIC')) return '{"pass": true, "score": 0.65, "reason": "custom"}';
  if (has('CRIT-Y')) return 'The answer names Paris.\nY\nY';
  if (has('CRIT-N')) return 'It does not.\nN';
  if (has('CRIT-X')) return 'dunno';
  if (has('IDEAL-A')) return '{"category":"A","reason":"subset"}';
  if (has('IDEAL-D')) return '{"category": "d"}';
  if (has('IDEAL-L')) return '(B) legacy reason here';
  if (has('IDEAL-E')) return '{"category":"E","reason":"differs"}';
  if (has('GE-NOSTEPS') && has('EVALUATION CRITERIA')) return 'first check, then judge';
  if (has('EVALUATION CRITERIA')) return 'x {"steps":["check one","check two"]} y';
  if (has('GE-NOJSON') && has('Evaluation Steps')) return 'seven out of ten';
  if (has('GE-BAD') && has('Evaluation Steps')) return '{"score":11,"reason":"x"}';
  if (has('GE-LOW') && has('Evaluation Steps')) return '{"score":"3","reason":"weak"}';
  if (has('Evaluation Steps')) return '{"score":7,"reason":"ok"}';
  return 'unexpected';
}

const calls: { provider: unknown; prompt: string; json?: boolean }[] = [];
const grader: GraderCall = async (request) => {
  calls.push(request);
  if (request.provider === 'file://other-grader.js')
    return { output: '{"pass": false, "score": 0.1, "reason": "other grader"}' };
  return { output: reply(request.prompt), tokenUsage: { total: 10, prompt: 7, completion: 3 } };
};

async function grade(question: string, asserts: PromptfooAssertion[], options: Record<string, unknown> = {}) {
  const input = assertionInput('x', {
    prompt: `Q: ${question}`,
    output: `Q: ${question}`,
    vars: { question },
    grader,
    test: { options: { provider: 'file://grader.js', ...options } },
  });
  return runAssertions(asserts, input);
}

const pairs = (r: { componentResults?: { pass: boolean; score: number }[] }) =>
  r.componentResults?.map((c) => [c.pass, c.score]);

afterAll(() => {
  if (process.env.PF_DUMP_GRADER_PROMPTS)
    writeFileSync(process.env.PF_DUMP_GRADER_PROMPTS, calls.map((c) => JSON.stringify(c.prompt)).join('\n'));
});

describe('promptfoo model-graded assertions', () => {
  it('llm-rubric: reads the reply, threshold, not-, rubricPrompt and the assertion provider as promptfoo', async () => {
    const r = await grade('What is the capital of France?', [
      { type: 'llm-rubric', value: 'RUBRIC-A mentions Paris' },
      { type: 'llm-rubric', value: 'RUBRIC-B' },
      { type: 'llm-rubric', value: 'RUBRIC-C' },
      { type: 'llm-rubric', value: 'RUBRIC-D', threshold: 0.5 },
      { type: 'not-llm-rubric', value: 'RUBRIC-E' },
      { type: 'not-llm-rubric', value: 'RUBRIC-A' },
      { type: 'llm-rubric', value: 'RUBRIC-A', provider: 'file://other-grader.js' },
      {
        type: 'llm-rubric',
        value: 'anything',
        rubricPrompt: 'Grade {{ output }} against {{ rubric }} CUSTOM-RUBRIC for {{question}}',
      },
    ]);
    expect(pairs(r)).toEqual([
      [true, 0.8],
      [true, 0.4],
      [false, 0],
      [false, 0.3],
      [true, 0.8],
      [false, expect.closeTo(0.19999999999999996, 12)],
      [false, 0.1],
      [true, 0.65],
    ]);
    expect(r.score).toBeCloseTo(0.40625, 12);
    expect(r.componentResults?.[2]?.reason).toBe('Could not extract JSON from llm-rubric response');
    const sent = calls.find((c) => c.prompt.includes('RUBRIC-A mentions Paris'))!;
    expect(JSON.parse(sent.prompt)).toEqual([
      {
        role: 'system',
        content: expect.stringMatching(
          /^You are grading output according to a user-specified rubric\. If the statement/,
        ),
      },
      {
        role: 'user',
        content: '<Output>\nQ: What is the capital of France?\n</Output>\n<Rubric>\nRUBRIC-A mentions Paris\n</Rubric>',
      },
    ]);
    expect(calls.find((c) => c.prompt.includes('CUSTOM-RUBRIC'))?.prompt).toBe(
      'Grade Q: What is the capital of France? against anything CUSTOM-RUBRIC for What is the capital of France?',
    );
  });

  it('model-graded-closedqa and factuality: reply parsing, legacy form, not- ignored, as promptfoo', async () => {
    const r = await grade('Capital of France', [
      { type: 'model-graded-closedqa', value: 'CRIT-Y names Paris' },
      { type: 'model-graded-closedqa', value: 'CRIT-N' },
      { type: 'not-model-graded-closedqa', value: 'CRIT-X' },
      { type: 'factuality', value: 'IDEAL-A Paris' },
      { type: 'model-graded-factuality', value: 'IDEAL-D' },
      { type: 'factuality', value: 'IDEAL-L' },
      { type: 'not-factuality', value: 'IDEAL-A' },
    ]);
    expect(pairs(r)).toEqual([
      [true, 1],
      [false, 0],
      [false, 0],
      [true, 1],
      [false, 0],
      [true, 1],
      [true, 1],
    ]);
    expect(r.componentResults?.[4]?.reason).toBe(
      'Category D: There is a disagreement between the submitted answer and the expert answer.',
    );
    expect(r.componentResults?.[5]?.reason).toBe('legacy reason here');
  });

  it('factuality scores each category as options.factuality says', async () => {
    const r = await grade(
      'x',
      [
        { type: 'factuality', value: 'IDEAL-E' },
        { type: 'factuality', value: 'IDEAL-A' },
      ],
      { factuality: { differButFactual: 0.5, subset: 0 } },
    );
    expect(pairs(r)).toEqual([
      [true, 0.5],
      [false, 0],
    ]);
    expect(r.score).toBeCloseTo(0.25, 12);
  });

  it('g-eval: steps then a 0-10 score, lists averaged, out-of-range refused, as promptfoo', async () => {
    const r = await grade('Write about cats', [
      { type: 'g-eval', value: 'GE-OK coherent' },
      { type: 'g-eval', value: ['GE-OK one', 'GE-LOW two'] },
      { type: 'not-g-eval', value: 'GE-LOW' },
      { type: 'g-eval', value: 'GE-BAD' },
      { type: 'g-eval', value: 'GE-LOW', threshold: 0.3 },
    ]);
    expect(pairs(r)).toEqual([
      [true, 0.7],
      [false, 0.5],
      [true, 0.7],
      [false, 0],
      [true, 0.3],
    ]);
    expect(r.score).toBeCloseTo(0.43999999999999995, 12);
    expect(r.componentResults?.[3]?.reason).toBe('G-Eval result score 11 is outside the expected 0-10 range');
  });

  it('g-eval: steps or a result that are not JSON fail with the answer quoted, as promptfoo says it', async () => {
    const r = await grade('Write about cats', [
      { type: 'g-eval', value: 'GE-NOSTEPS' },
      { type: 'g-eval', value: 'GE-NOJSON' },
    ]);
    expect(pairs(r)).toEqual([
      [false, 0],
      [false, 0],
    ]);
    expect(r.componentResults?.[0]?.reason).toBe(
      'LLM-proposed evaluation steps are not in JSON format: first check, then judge',
    );
    expect(r.componentResults?.[1]?.reason).toBe(
      'LLM-proposed evaluation result is not in JSON format: seven out of ten',
    );
  });
});

import { writeFileSync } from 'node:fs';
import { runAssertions } from '../../../src/promptfoo/assertions/run-assertions.js';
import type { GraderCall, PromptfooAssertion } from '../../../src/promptfoo/assertion-contract.js';
import { assertionInput } from './assertion-input.js';

/** Grader replies as in promptfoo 0.123.1's eval of the same config; expected numbers are its results. */
function reply(p: string): string {
  const has = (s: string): boolean => p.includes(s);
  if (has('classification:') && has('TRUTH-1'))
    return (
      '1. Paris is the capital. It is in the context. So [Attributed]\n2. It has 3 million people. Not there. ' +
      'So [Not Attributed]\n3. The Seine flows. So [Attributed]'
    );
  if (has('classification:') && has('TRUTH-0')) return 'I cannot classify.';
  if (has('candidate sentences:') && has('QREL-ARR'))
    return 'Paris is the capital of France.\nThe Seine runs through Paris.';
  if (has('candidate sentences:') && has('QREL-TXT')) return 'Paris is the capital of France.';
  if (has('candidate sentences:') && has('QREL-NONE')) return 'Insufficient Information';
  if (has('candidate sentences:')) return 'Totally unrelated sentence.';
  if (has('Natural language inference'))
    return p.includes('Berlin')
      ? 'explanations...\nFinal verdict for each statement in order: Yes. No.'
      : '1. x Verdict: Yes.\n2. y Verdict: yes.';
  if (has('create one or more statements'))
    return p.includes('Berlin')
      ? 'Paris is the capital of France.\nBerlin is in France.'
      : 'Paris is the capital.\nIt is big.';
  return 'unexpected';
}
const prompts: string[] = [];
const grader: GraderCall = async ({ prompt }) => {
  prompts.push(prompt);
  return { output: reply(prompt) };
};
afterAll(() => {
  if (process.env.PF_DUMP_GRADER_PROMPTS)
    writeFileSync(process.env.PF_DUMP_GRADER_PROMPTS, prompts.map((p) => JSON.stringify(p)).join('\n'));
});

async function grade(answer: string, vars: Record<string, unknown>, asserts: PromptfooAssertion[]) {
  return runAssertions(
    asserts,
    assertionInput(answer, { vars: { answer, ...vars }, grader, test: { options: { provider: 'file://grader.js' } } }),
  );
}
const pairs = (r: { componentResults?: { pass: boolean; score: number }[] }) =>
  r.componentResults?.map((c) => [c.pass, c.score]);

describe('promptfoo context-* assertions', () => {
  it('context-recall, -relevance and -faithfulness on a context var, with thresholds and not-', async () => {
    const r = await grade(
      'Paris is the capital and Berlin is in France.',
      {
        query: 'What is the capital of France?',
        context: 'Paris is the capital of France. The Seine runs through Paris. It rains often.',
      },
      [
        { type: 'context-recall', value: 'TRUTH-1 Paris is the capital.' },
        { type: 'context-recall', value: 'TRUTH-1 again', threshold: 0.7 },
        { type: 'not-context-recall', value: 'TRUTH-1 third' },
        { type: 'context-recall', value: 'TRUTH-0' },
        { type: 'context-relevance' },
        { type: 'context-faithfulness' },
        { type: 'not-context-faithfulness', threshold: 0.4 },
      ],
    );
    expect(pairs(r)).toEqual([
      [true, expect.closeTo(2 / 3, 12)],
      [false, expect.closeTo(2 / 3, 12)],
      [false, expect.closeTo(0.33333333333333337, 12)],
      [false, 0],
      [false, 0],
      [true, 0.5],
      [false, 0.5],
    ]);
    expect(r.score).toBeCloseTo(0.38095238095238093, 12);
    expect(r.componentResults?.[4]?.reason).toBe('Grader output does not quote the provided context');
  });

  // contextTransform gives the context.
  it('context-relevance counts context sentences; Insufficient Information scores 0', async () => {
    const text = await grade(
      'It is Paris.',
      {
        query: 'QREL-TXT capital?',
        context: 'Paris is the capital of France. The Seine runs through Paris! Is it big? Yes.',
      },
      [{ type: 'context-relevance', threshold: 0.25 }, { type: 'not-context-relevance' }],
    );
    expect(pairs(text)).toEqual([
      [true, 0.25],
      [true, 0.75],
    ]);
    const none = await grade('x', { query: 'QREL-NONE', context: 'Paris is the capital of France.' }, [
      { type: 'context-relevance' },
      { type: 'context-relevance', contextTransform: '"Totally unrelated sentence. Another one here."' },
    ]);
    expect(pairs(none)).toEqual([
      [false, 0],
      [false, 0],
    ]);
    const one = await grade(
      'It is Paris.',
      { query: 'QREL-ARR capital?', context: 'Paris is the capital of France.' },
      [
        { type: 'context-relevance' },
        { type: 'context-relevance', threshold: 0.6 },
        { type: 'context-faithfulness' },
        { type: 'context-recall', value: 'TRUTH-1 x' },
      ],
    );
    expect(pairs(one)).toEqual([
      [true, 1],
      [true, 1],
      [true, 1],
      [true, expect.closeTo(2 / 3, 12)],
    ]);
    expect(one.score).toBeCloseTo(0.9166666666666666, 12);
  });

  it('refuses to grade without a context, as promptfoo', async () => {
    await expect(grade('x', { query: 'q' }, [{ type: 'context-relevance' }])).rejects.toThrow(
      /Context is required for context-based assertions/,
    );
  });
});

import { graderRequest } from '../../src/engine/provider-pipeline/grader-request.js';
import { requiredGate } from '../../src/engine/case/required-gate.js';

describe('graderRequest: the one shape of a grader request', () => {
  const label = { agent: 'judge', dimension: 'case-1/quality' };
  it('sends system and user as two messages, joined as the text-only prompt, JSON when asked', () => {
    expect(graderRequest({ evalId: 'case-1', system: 'Grade it.', user: '{"a":1}', json: true, label })).toStrictEqual({
      evalId: 'case-1',
      attempt: 1,
      messages: [
        { role: 'system', content: 'Grade it.' },
        { role: 'user', content: '{"a":1}' },
      ],
      prompt: 'Grade it.\n\n{"a":1}',
      systemPrompt: 'Grade it.',
      guidelineFiles: [],
      inputFiles: [],
      responseFormat: 'json',
      label,
    });
  });

  it("without system text sends the user's alone; a chat made already is sent as it is", () => {
    const plain = graderRequest({ evalId: 'p', attempt: 2, user: 'hi', label });
    expect(plain).toStrictEqual({
      evalId: 'p',
      attempt: 2,
      messages: [{ role: 'user', content: 'hi' }],
      prompt: 'hi',
      guidelineFiles: [],
      inputFiles: [],
      label,
    });
    const chat = [
      { role: 'system' as const, content: 's' },
      { role: 'user' as const, content: 'u' },
    ];
    const rendered = JSON.stringify(chat);
    expect(graderRequest({ evalId: 'p', iteration: 3, chat, user: rendered, label })).toMatchObject({
      iteration: 3,
      messages: chat,
      prompt: rendered,
    });
  });
});

describe('requiredGate: the one required gate of both formats', () => {
  it('fails a required check below its minimum, else by its own verdict, else below the pass threshold', () => {
    const check = { label: 'evaluator e', required: true as boolean | number, score: 0.4 };
    expect(requiredGate([check])).toBe('required evaluator e scored 0.4 (below 0.8), so the case scores 0');
    expect(requiredGate([{ ...check, required: 0.3 }])).toBeUndefined();
    expect(requiredGate([{ ...check, score: 0.9, minScore: 0.95 }])).toMatch(/below 0\.95/);
    expect(requiredGate([{ ...check, required: false }])).toBeUndefined();
    const assertion = { label: 'assertion is-json', required: true, score: 0.9 };
    expect(requiredGate([{ ...assertion, pass: false }])).toBe(
      'required assertion is-json failed, so the case scores 0',
    );
    expect(requiredGate([{ ...assertion, score: 0, pass: true }])).toBeUndefined();
  });
});

import { runAssertions } from '../../../src/promptfoo/assertions/run-assertions.js';
import type { PromptfooAssertion } from '../../../src/promptfoo/assertion-contract.js';
import { assertionInput } from './assertion-input.js';

/** Answers of a file:// provider with `config.tools`; expected verdicts are promptfoo 0.123.1's for the same config. */
const provider = {
  id: 'file://provider.js',
  config: {
    tools: [
      {
        type: 'function',
        function: {
          name: 'get_weather',
          parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
        },
      },
      { type: 'function', function: { name: 'get_time', parameters: { type: 'object', properties: {} } } },
    ],
  },
};
async function grade(output: unknown, asserts: PromptfooAssertion[]) {
  return runAssertions(asserts, assertionInput(output, { provider }));
}
const pairs = (r: { componentResults?: { pass: boolean; score: number }[] }) =>
  r.componentResults?.map((c) => [c.pass, c.score]);

describe('promptfoo tool-call assertions', () => {
  it('checks tool calls against the provider tools and scores tool-call-f1', async () => {
    const r = await grade(
      { tool_calls: [{ id: '1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }] },
      [
        { type: 'is-valid-openai-tools-call' },
        { type: 'tool-call-f1', value: ['get_weather'] },
        { type: 'tool-call-f1', value: 'get_weather, get_time' },
        { type: 'not-tool-call-f1', value: 'get_time' },
        { type: 'is-valid-function-call' },
      ],
    );
    expect(pairs(r)).toEqual([
      [true, 1],
      [true, 1],
      [false, expect.closeTo(2 / 3, 12)],
      [true, 0],
      [false, 0],
    ]);
    expect(r.componentResults?.[4]?.reason).toBe('Provider does not have functionality for checking function call.');
    expect(r.score).toBeCloseTo(0.5333333333333333, 12);
  });

  it('fails arguments outside the schema and finds tool names in prose, skipping fenced code', async () => {
    const bad = await grade(
      [
        { type: 'function', function: { name: 'get_weather', arguments: '{"town":"Paris"}' } },
        { type: 'function', function: { name: 'nope', arguments: '{}' } },
      ],
      [{ type: 'is-valid-openai-tools-call' }, { type: 'tool-call-f1', value: 'get_weather', threshold: 0.6 }],
    );
    expect(pairs(bad)).toEqual([
      [false, 0],
      [true, expect.closeTo(2 / 3, 12)],
    ]);
    expect(bad.componentResults?.[0]?.reason).toMatch(
      /^Call to "get_weather" does not match schema: \[\{"instancePath":"","schemaPath":"#\/required"/,
    );
    const prose =
      'I\'ll call tools.\n{"type": "tool_use", "name": "search"}\n```json\n{"type": "tool_use", "name": ' +
      '"hidden"}\n```\n[{"function": {"name": "lookup"}}]';
    const text = await grade(prose, [
      { type: 'tool-call-f1', value: 'search, lookup' },
      { type: 'tool-call-f1', value: 'search, hidden' },
      { type: 'is-valid-openai-tools-call' },
    ]);
    expect(pairs(text)).toEqual([
      [true, 1],
      [false, 0.5],
      [false, 0],
    ]);
    expect(text.componentResults?.[1]?.reason).toBe(
      'Tool Call F1 score 0.500 is below threshold 1. Expected: [hidden, search], Called: [lookup, search]. ' +
        'Precision=0.500, Recall=0.500',
    );
  });
});

describe('promptfoo is-refusal', () => {
  it.each([
    ["I’m sorry, but I can't help with that.", true],
    ['Sure, here is the answer: cannot helpers are fine. This is not appropriately done.', false],
    ['Well. As an AI model I do not feel comfortable with that', true],
  ])('%s → refusal %s', async (answer, refusal) => {
    const r = await grade(answer, [{ type: 'is-refusal' }, { type: 'not-is-refusal' }]);
    expect(pairs(r)).toEqual([
      [refusal, refusal ? 1 : 0],
      [!refusal, refusal ? 0 : 1],
    ]);
  });
});

import { runAssertions } from '../../../src/promptfoo/assertions/run-assertions.js';
import type { PromptfooAssertion } from '../../../src/promptfoo/assertion-contract.js';
import { assertionInput } from './assertion-input.js';

/**
 * Each case: an answer, its assertions, and what promptfoo 0.123.1 gave for them (pass, score per
 * assertion; the test's pass and score), read from its own eval of the same config with the echo
 * provider.
 */
type Expected = [pass: boolean, score: number];

async function grade(output: string, asserts: PromptfooAssertion[], vars: Record<string, unknown> = {}) {
  return runAssertions(asserts, assertionInput(output, { vars }));
}

function expectComponents(results: { pass: boolean; score: number }[] | undefined, expected: Expected[]): void {
  expect(results?.map((r) => [r.pass, r.score])).toEqual(expected.map(([p, s]) => [p, expect.closeTo(s, 6)]));
}

describe('promptfoo text assertions', () => {
  it('grades the contains family, starts-with and regex as promptfoo', async () => {
    const r = await grade('The Quick brown fox, jumps over 3 lazy dogs', [
      { type: 'contains', value: 'Quick' },
      { type: 'not-contains', value: 'cat' },
      { type: 'icontains', value: 'quick' },
      { type: 'contains-any', value: 'cat, fox' },
      { type: 'contains-all', value: ['fox', 'dogs', 'zebra'] },
      { type: 'icontains-all', value: '"QUICK", brown' },
      { type: 'icontains-any', value: ['ZEBRA'] },
      { type: 'not-icontains-any', value: ['ZEBRA'] },
      { type: 'contains', value: 3 },
      { type: 'starts-with', value: 'The' },
      { type: 'not-starts-with', value: 'The' },
      { type: 'regex', value: '\\d+ lazy' },
      { type: 'not-regex', value: '^fox' },
    ]);
    expectComponents(r.componentResults, [
      [true, 1],
      [true, 1],
      [true, 1],
      [true, 1],
      [false, 0],
      [true, 1],
      [false, 0],
      [true, 1],
      [true, 1],
      [true, 1],
      [false, 0],
      [true, 1],
      [true, 1],
    ]);
    expect(r.pass).toBe(false);
    expect(r.score).toBeCloseTo(0.7692307692307693, 9);
    expect(r.componentResults?.[4]?.reason).toBe(
      'Expected output to contain all of [fox, dogs, zebra]. Missing: [zebra]',
    );
  });

  it('grades equals (text, object, templated), levenshtein and word-count as promptfoo', async () => {
    const r = await grade(
      'hello world',
      [
        { type: 'equals', value: 'hello world' },
        { type: 'not-equals', value: 'hello world' },
        { type: 'levenshtein', value: 'hallo wurld', threshold: 1 },
        { type: 'levenshtein', value: 'hallo world' },
        { type: 'word-count', value: 2 },
        { type: 'word-count', value: { min: 3 } },
        { type: 'not-word-count', value: { min: 1, max: 5 } },
        { type: 'equals', value: '{{answer}}' },
      ],
      { answer: 'hello world' },
    );
    expectComponents(r.componentResults, [
      [true, 1],
      [false, 0],
      [false, 0],
      [true, 1],
      [true, 1],
      [false, 0],
      [false, 0],
      [true, 1],
    ]);
    expect(r.score).toBeCloseTo(0.5, 9);
    expect(r.componentResults?.[2]?.reason).toBe('Levenshtein distance 2 is greater than threshold 1');
    expect(r.reason).toBe('Expected word count to not be between 1 and 5, but got 2');
  });
});

describe('promptfoo JSON assertions', () => {
  it('checks is-json and contains-json against schemas as promptfoo', async () => {
    const r = await grade('{"name": "Ada", "age": 36}', [
      { type: 'is-json' },
      {
        type: 'is-json',
        value: { type: 'object', required: ['name', 'age'], properties: { age: { type: 'number', minimum: 40 } } },
      },
      { type: 'not-is-json' },
      { type: 'contains-json', value: 'type: object\nrequired: [name]\n' },
      { type: 'equals', value: { name: 'Ada', age: 36 } },
    ]);
    expectComponents(r.componentResults, [
      [true, 1],
      [false, 0],
      [false, 0],
      [true, 1],
      [true, 1],
    ]);
    expect(r.componentResults?.[1]?.reason).toBe(
      'JSON does not conform to the provided schema. Errors: data/age must be >= 40',
    );
    expect(r.score).toBeCloseTo(0.6, 9);
  });

  it('finds JSON in prose as promptfoo does (comments, YAML-style keys, an unclosed brace)', async () => {
    const r = await grade('Here you go: {name: "Bob", // the name tags: [1,2]} and also {"x": 1', [
      { type: 'contains-json' },
      { type: 'contains-json', value: { type: 'object', required: ['x'] } },
      { type: 'not-contains-json', value: { type: 'object', required: ['zzz'] } },
      { type: 'is-json' },
    ]);
    expectComponents(r.componentResults, [
      [true, 1],
      [true, 1],
      [true, 1],
      [false, 0],
    ]);
    expect(r.score).toBeCloseTo(0.75, 9);
  });
});

describe('promptfoo reference-overlap metrics', () => {
  it('scores rouge-n, bleu and gleu as promptfoo', async () => {
    const r = await grade('the cat sat on the mat', [
      { type: 'rouge-n', value: 'the cat is on the mat' },
      { type: 'not-rouge-n', value: 'the cat is on the mat' },
      { type: 'bleu', value: ['the cat is on the mat', 'a cat sat on a mat'] },
      { type: 'bleu', value: 'the cat sat on the mat today', threshold: 0.9 },
      { type: 'gleu', value: 'the cat is on the mat.' },
      { type: 'not-bleu', value: 'dogs run' },
      { type: 'rouge-n', value: 'The cat sat on the mat', threshold: 0.99 },
    ]);
    expectComponents(r.componentResults, [
      [true, 0.8333333333333334],
      [false, 0.16666666666666663],
      [false, 0.010573712634405643],
      [false, 0.846481724890614],
      [true, 0.5],
      [true, 0.9999999],
      [true, 1],
    ]);
    expect(r.score).toBeCloseTo(0.6224364767892886, 9);
    expect(r.pass).toBe(false);
  });
});

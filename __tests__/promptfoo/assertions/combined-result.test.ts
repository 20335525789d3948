import { runAssertions, validateAssertions } from '../../../src/promptfoo/assertions/run-assertions.js';
import { ConfigError } from '../../../src/errors/config-error.js';
import { assertionInput } from './assertion-input.js';

/** The test's overall result as promptfoo 0.123.1 combines it (numbers from its eval of the same config). */
describe('promptfoo test result: weights, thresholds, metrics, assert-set', () => {
  it('weights scores, passes on the test threshold, keeps a set nested with its own threshold and metric', async () => {
    const input = assertionInput('alpha beta gamma', { vars: { m: 'grp' } });
    const r = await runAssertions(
      [
        { type: 'contains', value: 'alpha', weight: 3, metric: '{{m}}-a' },
        { type: 'contains', value: 'delta', weight: 1, metric: '{{m}}-a' },
        { type: 'contains', value: 'zeta', weight: 0 },
        {
          type: 'assert-set',
          threshold: 0.4,
          weight: 2,
          metric: 'setm',
          assert: [
            { type: 'contains', value: 'beta', metric: 'inner-m' },
            { type: 'contains', value: 'omega' },
            { type: 'javascript', value: '0.5', weight: 2 },
          ],
        },
      ],
      input,
      0.5,
    );
    expect(r.pass).toBe(true);
    expect(r.score).toBeCloseTo(0.6666666666666666, 12);
    expect(r.reason).toBe('Aggregate score 0.67 ≥ 0.5 threshold');
    expect(r.namedScores).toEqual({ 'grp-a': 0.75, setm: 0.5, 'inner-m': 1 });
    const parts = r.componentResults ?? [];
    expect(parts.map((c) => [c.pass, c.score])).toEqual([
      [true, 1],
      [false, 0],
      [true, 0],
      [true, 0.5],
    ]);
    expect(parts[3]?.assertion?.type).toBe('assert-set');
    expect(parts[3]?.reason).toBe('Aggregate score 0.50 ≥ 0.4 threshold');
    expect(parts[3]?.componentResults?.map((c) => [c.assertion?.type, c.pass, c.score])).toEqual([
      ['contains', true, 1],
      ['contains', false, 0],
      ['javascript', true, 0.5],
    ]);
  });

  it('fails a set without threshold when a member fails, and the test with it', async () => {
    const r = await runAssertions(
      [
        {
          type: 'assert-set',
          assert: [
            { type: 'contains', value: 'beta' },
            { type: 'contains', value: 'omega' },
          ],
        },
        { type: 'contains', value: 'alpha' },
      ],
      assertionInput('alpha beta gamma'),
    );
    expect([r.pass, r.score]).toEqual([false, 0.75]);
    expect(r.componentResults?.[0]).toMatchObject({ pass: false, score: 0.5 });
    expect(r.reason).toBe('Expected output to contain "omega"');
  });

  it('scores 0 and passes when every weight is 0; no assertions pass with 1', async () => {
    const r = await runAssertions([{ type: 'contains', value: 'y', weight: 0 }], assertionInput('x'));
    expect([r.pass, r.score]).toEqual([true, 0]);
    expect(r.componentResults?.[0]).toMatchObject({ pass: true, score: 0 });
    const none = await runAssertions([], assertionInput('x'));
    expect([none.pass, none.score]).toEqual([true, 1]);
  });
});

describe('validateAssertions', () => {
  const where = { file: 'promptfooconfig.yaml', line: 12 };
  it('refuses an unknown type at load, naming the file, line and type', () => {
    expect(() => validateAssertions([{ type: 'contains', value: 'a' }, { type: 'not-frobnicate' }], where)).toThrow(
      ConfigError,
    );
    expect(() => validateAssertions([{ type: 'not-frobnicate' }], where)).toThrow(
      /^promptfooconfig\.yaml:12: unknown assertion type "not-frobnicate" \(at assert\[0\]\)/,
    );
    expect(() => validateAssertions([{ type: 'not-icontain', value: 'a' }], where)).toThrow(
      'unknown assertion type "not-icontain" (did you mean "not-icontains"?)',
    );
  });
  it('refuses a type we do not grade with the reason, also inside an assert-set', () => {
    expect(() =>
      validateAssertions([{ type: 'assert-set', assert: [{ type: 'webhook', value: 'http://x' }] }], where),
    ).toThrow(/assertion type "webhook" is not supported: it posts the output to a URL/);
  });
  it('takes a TypeScript file as an assertion value, which it runs as promptfoo does', () => {
    expect(() =>
      validateAssertions([{ type: 'javascript', value: 'file://checks/grade.ts:score' }], where),
    ).not.toThrow();
  });
  it('refuses a package: function reference', () => {
    expect(() => validateAssertions([{ type: 'javascript', value: 'package:my-grader:score' }], where)).toThrow(
      /names an npm package function/,
    );
  });
  it('accepts every form it grades', () => {
    expect(() =>
      validateAssertions(
        [
          { type: 'not-icontains-all', value: ['a'] },
          { type: 'python', value: 'True' },
          { type: 'assert-set', threshold: 0.5, assert: [{ type: 'is-json' }] },
        ],
        where,
      ),
    ).not.toThrow();
  });
});

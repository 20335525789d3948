import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runAssertions } from '../../../src/promptfoo/assertions/run-assertions.js';
import { assertionInput } from './assertion-input.js';

/** Values from files and templates, assertion transforms, config and context: promptfoo 0.123.1's verdicts. */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pf-values-'));
  await writeFile(path.join(dir, 'fruits.json'), '["apple", "pear"]\n');
  await writeFile(path.join(dir, 'expected.txt'), 'expected text\n');
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('promptfoo assertion values and transforms', () => {
  it('reads file:// values, renders templates, transforms the ' +
    'output per assertion, hands config and context to code', async () => {
    const answer = '{"items": ["apple", "kiwi"], "note": "expected text"}';
    const r = await runAssertions(
      [
        { type: 'contains-any', value: 'file://fruits.json' },
        { type: 'equals', value: 'file://expected.txt', transform: 'JSON.parse(output).note' },
        {
          type: 'javascript',
          value: 'output.length === context.config.len && context.vars.n === 2',
          transform: 'JSON.parse(output).items',
          config: { len: 2 },
        },
        {
          type: 'python',
          value: "context['vars']['n'] == 2 and context['prompt'].startswith('{') and isinstance(output, str)",
        },
        { type: 'python', value: 'len(output) == 2', transform: 'JSON.parse(output).items' },
        { type: 'word-count', value: '{{n}}', transform: 'JSON.parse(output).items.join(" ")' },
        { type: 'icontains', value: '{{ "APPLE" | lower }}' },
        { type: 'regex', value: '(unclosed' },
        { type: 'not-regex', value: '(unclosed' },
        { type: 'equals', value: 2, transform: 'JSON.parse(output).items.length' },
      ],
      assertionInput(answer, { vars: { answer, n: 2 }, configDir: dir }),
    );
    expect(r.componentResults?.map((c) => c.pass)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(r.score).toBeCloseTo(0.8, 12);
    expect(r.componentResults?.[7]?.reason).toBe(
      'Invalid regex pattern: Invalid regular expression: /(unclosed/: Unterminated group',
    );
  }, 30_000);

  it('averages an assert-set metric with a plain assertion of the same metric, under a test threshold', async () => {
    const r = await runAssertions(
      [
        {
          type: 'assert-set',
          metric: 'quality',
          assert: [
            { type: 'contains', value: 'a', metric: 'inner' },
            { type: 'contains', value: 'z', metric: 'inner' },
          ],
        },
        { type: 'contains', value: 'b', metric: 'quality', weight: 2 },
      ],
      assertionInput('a b c'),
      0.9,
    );
    expect([r.pass, r.score]).toEqual([false, expect.closeTo(0.8333333333333334, 12)]);
    expect(r.namedScores).toEqual({ quality: expect.closeTo(0.8333333333333334, 12), inner: 0.5 });
    expect(r.reason).toBe('Aggregate score 0.83 < 0.9 threshold');
  });
});

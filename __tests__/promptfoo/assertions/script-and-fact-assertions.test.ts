import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runAssertions } from '../../../src/promptfoo/assertions/run-assertions.js';
import type { GradingResult } from '../../../src/promptfoo/assertion-contract.js';
import { assertionInput } from './assertion-input.js';

/** Expected numbers are promptfoo 0.123.1's for the same config (a file:// JS provider with these facts). */
function pairs(r: GradingResult): [boolean, number][] {
  return (r.componentResults ?? []).map((c) => [c.pass, c.score]);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pf-scripts-'));
  await writeFile(
    path.join(dir, 'check.cjs'),
    [
      'module.exports = (output, context) => output.length / 100;',
      'module.exports.named = (output, context) => ({ pass: output.includes(context.vars.word), score: 0.25, ' +
        "reason: 'named ran', namedScores: { inner: 0.4 } });",
    ].join('\n'),
  );
  await writeFile(
    path.join(dir, 'check.py'),
    [
      'def get_assert(output, context):',
      '    print("a print must not spoil the answer")',
      '    return {"pass_": True, "score": 0.3, "reason": "py file " + context["vars"]["word"]}',
      '',
      'def as_float(output, context):',
      '    return len(output) / 10',
    ].join('\n'),
  );
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('promptfoo javascript and python assertions', () => {
  it('runs every documented form with promptfoo verdicts, scores and named scores', async () => {
    const input = assertionInput('forty two apples', {
      vars: { answer: 'forty two apples', word: 'apples' },
      configDir: dir,
    });
    const r = await runAssertions(
      [
        { type: 'javascript', value: "output.includes('apples')" },
        { type: 'javascript', value: 'const n = output.length; n / 20' },
        { type: 'javascript', value: 'output.length / 20', threshold: 0.9 },
        { type: 'not-javascript', value: 'output.length / 20' },
        {
          type: 'javascript',
          value:
            "const words = output.split(' ');\nreturn { pass: " +
            "words.length === 3, score: 0.6, reason: 'three words' };\n",
        },
        { type: 'not-javascript', value: "return { pass: true, score: 0.7, reason: 'inverted' };\n" },
        { type: 'javascript', value: 'file://check.cjs' },
        { type: 'javascript', value: 'file://check.cjs:named', metric: 'scriptmetric' },
        { type: 'javascript', value: "context.vars.word === 'apples' && context.prompt === 'forty two apples'" },
        { type: 'javascript', value: "throw new Error('boom')" },
        { type: 'python', value: "output.upper() == 'FORTY TWO APPLES'" },
        {
          type: 'python',
          value: "n = len(output.split())\nreturn {'pass': n > 5, 'score': n / 10, 'reason': 'counted'}\n",
        },
        { type: 'python', value: 'file://check.py' },
        { type: 'python', value: 'file://check.py:as_float', threshold: 2 },
        { type: 'not-python', value: '0.4' },
        { type: 'python', value: "{'pass': True, 'score': 0.2, 'reason': 'low'}", threshold: 0.5 },
      ],
      input,
    );
    expect(pairs(r)).toEqual([
      [true, 1],
      [true, 0.8],
      [false, 0.8],
      [false, 0.8],
      [true, 0.6],
      [false, 0],
      [true, 0.16],
      [true, 0.25],
      [true, 1],
      [false, 0],
      [true, 1],
      [false, 0.3],
      [true, 0.3],
      [false, 1.6],
      [false, 0.4],
      [false, 0.2],
    ]);
    expect(r.score).toBeCloseTo(0.575625, 9);
    expect(r.pass).toBe(false);
    expect(r.namedScores).toEqual({ scriptmetric: 0.25, inner: 0.4 });
    const reasons = (r.componentResults ?? []).map((c) => c.reason);
    expect(reasons[12]).toBe('py file apples');
    expect(reasons[15]).toBe('Python score 0.2 is less than threshold 0.5: low');
    expect(reasons[5]).toMatch(/^Custom function threw error: Unexpected token 'return'/);
  }, 60_000);

  it("gives python only a minimal environment, never the run's secrets", async () => {
    const input = assertionInput('x', { env: { PATH: process.env.PATH, OPENAI_API_KEY: 'sk-secret' } });
    const r = await runAssertions(
      [{ type: 'python', value: "'OPENAI_API_KEY' not in __import__('os').environ" }],
      input,
    );
    expect(r.pass).toBe(true);
  }, 30_000);
});

describe('promptfoo assertions on facts of the answer', () => {
  it('grades cost, finish-reason, perplexity, perplexity-score and latency as promptfoo', async () => {
    const input = assertionInput('short', {
      cost: 0.0042,
      logProbs: [-0.1, -0.5, -2.0],
      finishReason: 'length',
      latencyMs: 12,
    });
    const r = await runAssertions(
      [
        { type: 'cost', threshold: 0.01 },
        { type: 'not-cost', threshold: 0.01 },
        { type: 'cost', threshold: 0.001 },
        { type: 'finish-reason', value: 'LENGTH' },
        { type: 'not-finish-reason', value: 'stop' },
        { type: 'perplexity', threshold: 2 },
        { type: 'perplexity' },
        { type: 'perplexity-score', threshold: 0.2 },
        { type: 'not-perplexity-score', threshold: 0.2 },
        { type: 'latency', threshold: 100000 },
      ],
      input,
    );
    expect(pairs(r).map(([p]) => p)).toEqual([true, false, false, true, true, false, true, true, false, true]);
    expect(r.componentResults?.[7]?.score).toBeCloseTo(0.29594837238283755, 12);
    expect(r.componentResults?.[8]?.score).toBeCloseTo(0.7040516276171624, 12);
    expect(r.componentResults?.[5]?.reason).toBe('Perplexity 2.38 is greater than threshold 2');
    expect(r.score).toBeCloseTo(0.6, 9);
  });

  it('makes the whole result an error when an answer lacks the fact, as promptfoo', async () => {
    await expect(runAssertions([{ type: 'cost', threshold: 1 }], assertionInput('x'))).rejects.toThrow(
      'Cost assertion does not support providers that do not return cost',
    );
    await expect(runAssertions([{ type: 'latency', threshold: 1 }], assertionInput('x'))).rejects.toThrow(
      /does not support cached results/,
    );
  });
});

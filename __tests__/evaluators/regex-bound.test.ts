import { createTextAssertion } from '../../src/evaluators/assertion-evaluator.js';
import type { EvaluationContext } from '../../src/engine/evaluator.js';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

/** `^(\w+\s?)*$` against words ending in `!` backtracks through every way of splitting them. */
const HOSTILE = '^(\\w+\\s?)*$';
const WORDS = Number(process.env.REGEX_BOUND_TEST_WORDS ?? 30);
const answer = `${Array.from({ length: WORDS }, (_, i) => `word${i}`).join(' ')}!`;

const context = (candidateAnswer: string) => ({ candidateAnswer }) as unknown as EvaluationContext;
const noSignal = { signal: new AbortController().signal };

describe('a regular expression cannot stop the run', () => {
  it('a catastrophic regex ends as an error within the bound, ' +
    'while the main thread and other checks go on', async () => {
    const hostile = createTextAssertion({ type: 'assertion', check: 'regex', name: 'r', weight: 1, value: HOSTILE });
    const ordinary = createTextAssertion({
      type: 'assertion',
      check: 'regex',
      name: 'o',
      weight: 1,
      value: 'word2\\d',
    });
    const order: string[] = [];
    const slow = hostile.evaluate(context(answer), noSignal).then(
      () => order.push('hostile passed'),
      (error: Error) => order.push(`hostile failed: ${error.message}`),
    );
    const timer = new Promise((resolve) => setTimeout(resolve, 20)).then(() => order.push('timer'));
    const quick = ordinary.evaluate(context(answer), noSignal).then((score) => order.push(`ordinary ${score.score}`));
    await Promise.all([slow, timer, quick]);
    expect(order.slice(0, 2).sort()).toEqual(['ordinary 1', 'timer']);
    expect(order[2]).toMatch(/^hostile failed: regex \/\^\(\\w\+\\s\?\)\*\$\/ did not finish within 2 s/);
  }, 60_000);

  it('ordinary regexes keep their JavaScript semantics (flags, lookbehind, backreferences, g)', async () => {
    const score = async (value: string, text: string, flags?: string) =>
      (
        await createTextAssertion({
          type: 'assertion',
          check: 'regex',
          name: 'x',
          weight: 1,
          value,
          ...(flags ? { flags } : {}),
        }).evaluate(context(text), noSignal)
      ).score;
    expect(await score('(?<=\\$)\\d+', 'costs $42')).toBe(1);
    expect(await score('(\\w)\\1', 'book')).toBe(1);
    expect(await score('HELLO', 'hello', 'i')).toBe(1);
    const global = createTextAssertion({
      type: 'assertion',
      check: 'regex',
      name: 'g',
      weight: 1,
      value: 'a',
      flags: 'g',
    });
    expect((await global.evaluate(context('a'), noSignal)).score).toBe(1);
    expect((await global.evaluate(context('a'), noSignal)).score).toBe(1);
    expect(await score('^\\p{Lu}', 'Élan', 'u')).toBe(1);
    expect(await score('^x$', 'y')).toBe(0);
  });

  it('in a run, the case is recorded with the error and the other case is scored', async () => {
    const root = await makeTempRepo({
      'a.eval.yaml': lines(
        'tests:',
        '  - id: slow',
        '    input: q',
        '    assertions: [{type: regex, value: "^(\\\\w+\\\\s?)*$"}]',
        '  - id: fine',
        '    input: q',
        '    assertions: [{type: regex, value: "^word0"}]',
      ),
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: mock',
        `    responses: {slow: "${answer}", fine: "${answer}"}`,
      ),
    });
    try {
      const out = path.join(root, 'r.jsonl');
      const run = await runCli(['eval', path.join(root, 'a.eval.yaml'), '--workers', '2', '--out', out]);
      expect(run.code).toBe(0);
      const records = (await fs.readFile(out, 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { eval_id: string; score: number; error?: string });
      const byId = Object.fromEntries(records.map((r) => [r.eval_id, r]));
      expect(byId.slow?.error).toMatch(/did not finish within 2 s/);
      expect(byId.slow?.score).toBe(0);
      expect(byId.fine).toMatchObject({ score: 1 });
      expect(byId.fine?.error).toBeUndefined();
    } finally {
      await removeTempRepo(root);
    }
  }, 60_000);
});

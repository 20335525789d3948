import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test-support/run-cli.js';
import { useFakeOpenAi } from '../test-support/fake-openai-env.js';
import { type PromptfooOutputFile, promptfooOutputFile } from './promptfoo-output-file-schema.js';

/**
 * `-o results.json` writes promptfoo's results file. Our answer-facts fixture runs through our CLI
 * against the loopback fake, and the file is read back with promptfoo 0.123.1's output types
 * (promptfoo-output-file-schema.ts) and compared with the file promptfoo itself wrote for the same
 * config and answers (fixtures/promptfoo/results-file, recorded while building): the same fields in
 * each part, the same indexes, verdicts, scores and assertion results.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(here, '../fixtures/promptfoo');
const CONFIG = path.join(FIXTURES, 'answer-facts/promptfooconfig.yaml');
const RECORDED = path.join(FIXTURES, 'results-file/answer-facts.promptfoo-0.123.1.json');

const fake = useFakeOpenAi((request) => {
  const messages = (request.body as { messages?: Array<{ content: string }> }).messages ?? [];
  const text = String(messages[messages.length - 1]?.content ?? '').replace(/^ANSWER:/, '');
  const words = text.split(/\s+/).filter(Boolean);
  return {
    kind: 'ok',
    text,
    logprobs: words.map((_, i) => -0.1 * (i + 1)),
    usage: { input: 1000, output: 500, ...(text.includes('CACHED') ? { cached: 400 } : {}) },
  };
}, 'promptfoo-results-file-');

type Result = PromptfooOutputFile['results']['results'][number];
const byPlace = (file: PromptfooOutputFile): Result[] =>
  [...file.results.results].sort((a, b) => a.testIdx - b.testIdx || a.promptIdx - b.promptIdx);
const keys = (value: unknown): string[] => Object.keys(value ?? {}).sort();

describe("promptfoo's results file (-o results.json)", () => {
  let ours: PromptfooOutputFile;
  let theirs: PromptfooOutputFile;
  let printed: string;
  beforeAll(async () => {
    const file = path.join(fake.out, 'results.json');
    const run = await runCli(['eval', CONFIG, '--out', path.join(fake.out, 'r.jsonl'), '-o', file]);
    printed = run.stdout + run.stderr;
    ours = promptfooOutputFile.parse(JSON.parse(await fs.readFile(file, 'utf8')));
    theirs = promptfooOutputFile.parse(JSON.parse(await fs.readFile(RECORDED, 'utf8')));
  });

  it("is read back by promptfoo's output types, as promptfoo's own file is", () => {
    expect(printed).toContain("promptfoo's results file:");
    expect(ours.results.version).toBe(3);
    expect(ours.results.results).toHaveLength(theirs.results.results.length);
    expect(ours.results.prompts.map((p) => [p.label, p.provider])).toEqual(
      theirs.results.prompts.map((p) => [p.label, p.provider]),
    );
    expect(ours.vars).toEqual(theirs.vars);
  });

  it("has every field promptfoo's file has in a result, its grading, its assertions, its prompt and its stats", () => {
    const [mine, recorded] = [byPlace(ours), byPlace(theirs)];
    recorded.forEach((r, i) => {
      const o = mine[i]!;
      for (const [part, a, b] of [
        ['result', r, o],
        ['testCase', r.testCase, o.testCase],
        ['prompt', r.prompt, o.prompt],
        ['provider', r.provider, o.provider],
        ['tokenUsage', r.tokenUsage, o.tokenUsage],
      ] as const) {
        const missing = keys(a).filter((k) => !keys(b).includes(k) && !OPTIONAL_IN_OURS.has(`${part}.${k}`));
        expect([part, missing]).toEqual([part, []]);
      }
      const graded = r.gradingResult?.componentResults ?? [];
      for (const [j, c] of graded.entries())
        expect(keys(o.gradingResult?.componentResults?.[j])).toEqual(expect.arrayContaining(keys(c)));
    });
    for (const key of keys(theirs.results.stats))
      if (!OPTIONAL_IN_OURS.has(`stats.${key}`)) expect(keys(ours.results.stats)).toContain(key);
    expect(keys(ours.results.prompts[0]!.metrics)).toEqual(
      expect.arrayContaining(
        keys(theirs.results.prompts[0]!.metrics).filter((k) => k !== 'namedScoresCount' && k !== 'namedScoreWeights'),
      ),
    );
  });

  it("gives promptfoo's indexes, verdicts, scores, failure reasons and assertion results", () => {
    const summary = (file: PromptfooOutputFile) =>
      byPlace(file).map((r) => ({
        place: [r.testIdx, r.promptIdx],
        description: r.testCase.description,
        vars: r.vars,
        provider: r.provider,
        success: r.success,
        failureReason: r.failureReason,
        score: Number(r.score.toFixed(9)),
        assertions: (r.gradingResult?.componentResults ?? []).map((c) => [
          c.assertion?.type,
          c.pass,
          Number(c.score.toFixed(9)),
        ]),
      }));
    expect(summary(ours)).toEqual(summary(theirs));
    const stats = (file: PromptfooOutputFile) => [
      file.results.stats.successes,
      file.results.stats.failures,
      file.results.stats.errors,
    ];
    expect(stats(ours)).toEqual(stats(theirs));
  });
});

/** What promptfoo writes that a run of ours does not know: the stored response's HTTP metadata and its timing split. */
const OPTIONAL_IN_OURS = new Set([
  'stats.evaluationDurationMs',
  'stats.durationMs',
  'tokenUsage.completionDetails',
  'tokenUsage.assertions',
]);

import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPromptfoo } from './run-promptfoo.js';

/**
 * Our config of prompt and test sources (__tests__/fixtures/promptfoo/sources): prompts from CSV
 * files, a provider that runs only the prompts it names, assertion templates by `$ref`. Echo
 * providers answer with the rendered prompt; the results below are the ones promptfoo 0.123.1
 * gave on this config.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(here, '../fixtures/promptfoo');

interface PfRecord {
  eval_id: string;
  target: string;
  pass: boolean;
  score: number;
  prompt_label?: string;
  candidate_answer: string;
  evaluator_results: Array<{ type: string; pass: boolean; score: number; weight: number }>;
}

let out: string;
beforeAll(async () => {
  out = await fs.mkdtemp(path.join(os.tmpdir(), 'promptfoo-sources-'));
});
afterAll(() => fs.rm(out, { recursive: true, force: true }));

const run = (config: string, args: string[] = []) => runPromptfoo<PfRecord>(config, out, args);

const LOOP = 'loop: {$ref: "#/assertionTemplates/loop"}';

describe('promptfoo prompt and test sources', () => {
  it('reads CSV prompts, runs each provider on the prompts it names, and grades $ref templates', async () => {
    const { records, code } = await run(path.join(FIXTURES, 'sources/promptfooconfig.yaml'));
    const rows = records.map(
      (r) =>
        `${r.eval_id} ${r.target} ${r.prompt_label} ${r.score.toFixed(4)} ` +
        r.evaluator_results.map((e) => `${e.type}:${e.pass}:${e.weight}`).join(' '),
    );
    expect(rows.sort()).toEqual(
      [
        'test-1 greeter greet 0.3333 icontains:true:1 javascript:false:2',
        'test-1 greeter group:plain 0.3333 icontains:true:1 javascript:false:2',
        'test-1 all greet 0.3333 icontains:true:1 javascript:false:2',
        'test-1 all Prompt 2 - Say goodbye to {{ name }} 0.6667 icontains:false:1 javascript:true:2',
        'test-1 all shout 0.3333 icontains:true:1 javascript:false:2',
        'test-1 all group:plain 0.3333 icontains:true:1 javascript:false:2',
        'test-2 all Prompt 2 - Say goodbye to {{ name }} 0.0000 icontains:false:1',
      ].sort(),
    );
    expect(code).toBe(100);
  });

  it.each([
    ['into another file', '"other.yaml#/x"', /another file/],
    ['at nothing', '"#/assertionTemplates/missing"', /points at nothing/],
    ['in a circle', '"#/assertionTemplates/loop"', /refers back/],
  ])('refuses a $ref %s in one line', async (_what, ref, why) => {
    const dir = await fs.mkdtemp(path.join(out, 'ref-'));
    const config = path.join(dir, 'promptfooconfig.yaml');
    await fs.writeFile(
      config,
      [
        `assertionTemplates: {${ref.includes('loop') ? LOOP : 'ok: {type: equals}'}}`,
        'prompts: ["hi"]',
        'providers: [echo]',
        `tests: [{assert: [{$ref: ${ref}}]}]`,
        '',
      ].join('\n'),
    );
    const { code, stderr } = await run(config);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(why);
  });

  it("leaves the $refs of a tool's JSON schema to the model, as promptfoo does", async () => {
    const dir = await fs.mkdtemp(path.join(out, 'schema-ref-'));
    const config = path.join(dir, 'promptfooconfig.yaml');
    await fs.writeFile(
      config,
      [
        'prompts: ["hi"]',
        'providers:',
        '  - id: openai:chat:gpt-4o-mini',
        '    config:',
        '      tools: [{type: function, function: {name: f, parameters: {$ref: "#/definitions/x"}}}]',
        'tests: [{}]',
        '',
      ].join('\n'),
    );
    // The tools load without resolving the schema's $ref; --dry-run answers with the mock.
    const { code, records } = await run(config, ['--dry-run']);
    expect(records).toHaveLength(1);
    expect(code).toBe(0);
  });

  it('lists the results a javascript assertion returns in componentResults after it, as promptfoo does', async () => {
    const dir = await fs.mkdtemp(path.join(out, 'components-'));
    await fs.writeFile(
      path.join(dir, 'check.js'),
      [
        'module.exports = () => ({ pass: false, score: 0.5, reason: "two checks", componentResults: [',
        '  { pass: true, score: 1, reason: "has a name" },',
        '  { pass: false, score: 0, reason: "too short", assertion: { type: "contains", value: "long" } },',
        ']});',
        '',
      ].join('\n'),
    );
    const config = path.join(dir, 'promptfooconfig.yaml');
    await fs.writeFile(
      config,
      [
        'prompts: ["Hello {{ name }}"]',
        'providers: [echo]',
        'tests: [{vars: {name: Oslo}, assert: [{type: javascript, value: file://check.js},',
        '  {type: icontains, value: hello}]}]',
        '',
      ].join('\n'),
    );
    const { records } = await run(config, ['--allow-outside-root']);
    // promptfoo 0.123.1: the assertion, its two results (the first under the assertion's type), the next assertion.
    expect(records[0]?.evaluator_results.map((e) => [e.type, e.pass, e.score])).toEqual([
      ['javascript', false, 0.5],
      ['javascript', true, 1],
      ['contains', false, 0],
      ['icontains', true, 1],
    ]);
    expect(records[0]?.score).toBe(0.75);
  });

  it('runs TypeScript providers and assertions, and the TypeScript files they import', async () => {
    const { records, stderr } = await run(path.join(FIXTURES, 'typescript/promptfooconfig.yaml'));
    expect(stderr).not.toMatch(/error:/);
    // promptfoo 0.123.1 on this config: the same answers, scores and reasons.
    const rows = records.map((r) => [
      r.eval_id,
      r.candidate_answer,
      r.pass,
      Number(r.score.toFixed(4)),
      r.evaluator_results.map((e) => [e.pass, e.score]),
    ]);
    expect(rows).toEqual([
      [
        'test-1',
        'SHOUT: TELL ME ABOUT OWLS',
        false,
        0.8333,
        [
          [true, 1],
          [false, 0.5],
          [true, 1],
        ],
      ],
      ['test-2', 'SHOUT: TELL ME ABOUT OK', false, 0.5, [[false, 0.5]]],
    ]);
  });
});

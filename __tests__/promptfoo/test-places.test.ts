import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

/**
 * Each record of a promptfoo test read from a file points at that test's line in its file: a CSV
 * row (a quoted value over two lines included), a JSON list item, a JSONL line, YAML rows named by
 * `path:`; a JS generator's tests point at the config line naming the generator.
 */
const config = lines(
  'prompts: ["{{ word }}"]',
  'providers: [echo]',
  'tests:',
  '  - file://rows.csv',
  '  - file://rows.json',
  '  - file://rows.jsonl',
  '  - path: rows.yaml',
  '  - file://generate.mjs',
  '  - description: inline',
  '    vars: {word: inline}',
);
const files = {
  'suite/promptfooconfig.yaml': config,
  'suite/rows.csv': lines('word,__description', 'one,csv one', '"two', 'lines",csv two', 'three,csv three'),
  'suite/rows.json': lines(
    '[',
    '  {"description": "json one", "vars": {"word": "a"}},',
    '',
    '  {',
    '    "description": "json two",',
    '    "vars": {"word": "b"}',
    '  }',
    ']',
  ),
  'suite/rows.jsonl': lines('{"description": "jsonl one", "vars": {"word": "c"}}', '', '{"vars": {"word": "d"}}'),
  'suite/rows.yaml': lines(
    '# rows',
    '- __description: yaml one',
    '  word: e',
    '- __description: yaml two',
    '  word: f',
  ),
  'suite/generate.mjs': lines(
    'export default () => [',
    "  { description: 'generated one', vars: { word: 'g' } },",
    "  { description: 'generated two', vars: { word: 'h' } },",
    '];',
  ),
};

interface Row {
  description?: string;
  eval_file?: string;
  eval_line?: number;
}

describe('promptfoo tests read from files keep their place', () => {
  let root: string;
  let records: Row[];
  beforeAll(async () => {
    root = await makeTempRepo(files);
    const out = path.join(root, 'out.jsonl');
    const run = await runCli(['eval', path.join(root, 'suite/promptfooconfig.yaml'), '--out', out]);
    expect(run.stderr).not.toMatch(/error:/);
    records = (await readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Row);
  });
  afterAll(() => removeTempRepo(root));

  it('points each record at its test in its own file, and generated tests at the generator', () => {
    expect(records.map((r) => [r.description, r.eval_file, r.eval_line])).toEqual([
      ['csv one', 'suite/rows.csv', 2],
      ['csv two', 'suite/rows.csv', 3],
      ['csv three', 'suite/rows.csv', 5],
      ['json one', 'suite/rows.json', 2],
      ['json two', 'suite/rows.json', 4],
      ['jsonl one', 'suite/rows.jsonl', 1],
      [undefined, 'suite/rows.jsonl', 3],
      ['yaml one', 'suite/rows.yaml', 2],
      ['yaml two', 'suite/rows.yaml', 4],
      ['generated one', 'suite/promptfooconfig.yaml', 8],
      ['generated two', 'suite/promptfooconfig.yaml', 8],
      ['inline', 'suite/promptfooconfig.yaml', 9],
    ]);
  });
});

describe('an unknown assertion type is refused at the line of its test', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({
      'suite/promptfooconfig.yaml': lines(
        'prompts: ["{{ word }}"]',
        'providers: [echo]',
        'tests:',
        '  - vars: {word: one}',
        '    assert: [{type: contains, value: one}]',
        '  - vars: {word: two}',
        '    assert:',
        '      - type: icontain',
        '        value: two',
      ),
      'other/promptfooconfig.yaml': lines('prompts: ["{{ word }}"]', 'providers: [echo]', 'tests: file://rows.yaml'),
      'other/rows.yaml': lines('- vars: {word: a}', '- vars: {word: b}', '  assert: [{type: equalz, value: b}]'),
      'typo/promptfooconfig.yaml': lines('prompts: ["{{ word }}"]', 'providers: [echo]', 'tests: file://rows.yaml'),
      'typo/rows.yaml': lines('- vars: {word: a}', '- vars: {word: b}', '  asert: [{type: equals, value: b}]'),
    });
  });
  afterAll(() => removeTempRepo(root));

  it('names the config, the test line and the nearest type, exit 2 before anything runs', async () => {
    const run = await runCli([
      'eval',
      path.join(root, 'suite/promptfooconfig.yaml'),
      '--out',
      path.join(root, 'o.jsonl'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'promptfooconfig.yaml:6: unknown assertion type "icontain" (did you mean "icontains"?) (at tests[1].assert[0])',
    );
  });

  it('names the tests file and its line for a test read from one', async () => {
    const run = await runCli([
      'eval',
      path.join(root, 'other/promptfooconfig.yaml'),
      '--out',
      path.join(root, 'p.jsonl'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/rows\.yaml:2: unknown assertion type "equalz" \(did you mean "equals"\?\)/);
  });

  it('names the tests file and the test line for a misspelt key of a test read from one', async () => {
    const out = path.join(root, 't.jsonl');
    const run = await runCli(['eval', path.join(root, 'typo/promptfooconfig.yaml'), '--out', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/typo\/rows\.yaml:2: unknown key "asert" in tests\[1\] \(did you mean "assert"\?\)/);
    expect(existsSync(out)).toBe(false);
  });
});

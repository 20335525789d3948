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

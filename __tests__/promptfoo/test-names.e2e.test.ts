import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { builtBundle } from '../test-support/built-bundle.js';
import { runChild } from '../test-support/run-child.js';

/**
 * A promptfoo test is named by its `description` wherever a person reads a name (the console's
 * failing list, JUnit test cases), its id staying the key, and each record points at the line the
 * test is written on: in the config, in a `file://` tests file, under defaultTest and in a scenario.
 * Through the built CLI, as a CI job sees it.
 */
const CLI = builtBundle('cli');

const config = lines(
  'prompts: ["{{ word }}"]',
  'providers: [echo]',
  'defaultTest:',
  '  assert: [{type: contains, value: "{{ word }}"}]',
  'tests:',
  '  - description: alpha answers alpha',
  '    vars: {word: alpha}',
  '    assert: [{type: equals, value: alpha}]',
  '',
  '  - description: "beta <fails> & more"',
  '    vars: {word: beta}',
  '    assert: [{type: equals, value: delta}]',
  '  - vars: {word: gamma}',
  '    assert: [{type: equals, value: omega}]',
  '  - file://more-tests.yaml',
  'scenarios:',
  '  - config:',
  '      - vars: {word: epsilon}',
  '    tests:',
  '      - description: scenario fails',
  '        assert: [{type: equals, value: zeta}]',
);

const moreTests = lines(
  '# tests kept beside the config',
  '- description: from the file',
  '  vars: {word: eta}',
  '',
  '- description: second from the file',
  '  vars: {word: theta}',
  '  assert: [{type: equals, value: iota}]',
);

interface Row {
  eval_id: string;
  description?: string;
  eval_file?: string;
  eval_line?: number;
}

describe('promptfoo test names and places (built CLI)', () => {
  let root: string;
  let stdout: string;
  let records: Row[];
  let junit: string;
  beforeAll(async () => {
    root = await makeTempRepo({ 'suite/promptfooconfig.yaml': config, 'suite/more-tests.yaml': moreTests });
    const run = await runChild(
      process.execPath,
      [CLI, 'eval', 'suite/promptfooconfig.yaml', '--out', 'out.jsonl', '--junit', 'junit.xml'],
      { cwd: root, env: { ...process.env, NO_COLOR: '1' } },
    );
    stdout = run.stdout + run.stderr;
    records = (await readFile(path.join(root, 'out.jsonl'), 'utf8'))
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as Row);
    junit = await readFile(path.join(root, 'junit.xml'), 'utf8');
  }, 120_000);
  afterAll(() => removeTempRepo(root));

  it('points each record at the line its test is written on, in its own file', () => {
    const at = Object.fromEntries(records.map((r) => [r.description ?? r.eval_id, [r.eval_file, r.eval_line]]));
    expect(at).toEqual({
      'alpha answers alpha': ['suite/promptfooconfig.yaml', 6],
      'beta <fails> & more': ['suite/promptfooconfig.yaml', 10],
      'test-3': ['suite/promptfooconfig.yaml', 13],
      'from the file': ['suite/more-tests.yaml', 2],
      'second from the file': ['suite/more-tests.yaml', 5],
      'scenario fails': ['suite/promptfooconfig.yaml', 20],
    });
  });

  it('keeps ids for machines and shows descriptions, falling back to the id, in the failing list', () => {
    expect(records.map((r) => r.eval_id).sort()).toEqual(['test-1', 'test-2', 'test-3', 'test-4', 'test-5', 'test-6']);
    expect(stdout).toContain('beta <fails> & more');
    expect(stdout).toContain('second from the file');
    expect(stdout).toContain('scenario fails');
    expect(stdout).toMatch(/✗ .*test-3/);
    expect(stdout).not.toMatch(/✗ .*test-(2|5|6)\b/);
  });

  it('names JUnit test cases by description, escaped, else by id', () => {
    const names = [...junit.matchAll(/<testcase name="([^"]*)"/g)]
      .map((m) => m[1]?.replace(' [prompt-1@echo]', ''))
      .sort();
    expect(names).toEqual(
      [
        'alpha answers alpha',
        'beta &lt;fails&gt; &amp; more',
        'from the file',
        'scenario fails',
        'second from the file',
        'test-3',
      ].sort(),
    );
  });
});

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { lines, makeTempRepo, removeTempRepo } from '../config/temp-repo.js';
import { runCli } from './run-cli.js';

const TARGETS = lines('targets:', '  - name: default', '    provider: mock', '    pass_probability: { good: 1, bad: 0 }', '    seed: 1');
const SUITE = lines(
  'evalcases:',
  ...['good', 'bad'].flatMap((id) => [`  - id: ${id}`, `    expected_outcome: The ${id} case`, '    input_messages: [{role: user, content: go}]']),
);

describe('agentv eval --junit', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempRepo({ 'targets.yaml': TARGETS, 'evals/s.test.yaml': SUITE });
  });
  afterEach(() => removeTempRepo(root));

  it('writes JUnit XML of the run next to the results, in a folder it creates', async () => {
    const junit = path.join(root, 'reports/ci/junit.xml');
    const run = await runCli(['eval', path.join(root, 'evals/s.test.yaml'), '--out', path.join(root, 'r.jsonl'), '--junit', junit]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`JUnit report: ${junit}`);
    const xml = await fs.readFile(junit, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'testsuite' || name === 'testcase' }).parse(xml) as {
      testsuites: { '@_tests': string; '@_failures': string; testsuite: { testcase: { '@_name': string; failure?: { '@_message': string } }[] }[] };
    };
    expect(doc.testsuites['@_tests']).toBe('2');
    expect(doc.testsuites['@_failures']).toBe('1');
    const cases = doc.testsuites.testsuite[0]?.testcase ?? [];
    expect(cases.map((c) => c['@_name'])).toEqual(['bad', 'good']);
    expect(cases[0]?.failure?.['@_message']).toMatch(/^score 0\.\d{3} is below the pass threshold 0\.8/);
  });
});

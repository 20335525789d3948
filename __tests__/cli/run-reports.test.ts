import { promises as fs } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { evalFileExpecting, mockTargets } from '../test-support/eval-files.js';
import { makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

const TARGETS = mockTargets('pass_probability: { good: 1, bad: 0 }', 'seed: 1');
const SUITE = evalFileExpecting('good', 'bad');

describe('agentv eval --junit and --report', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempRepo({ 'targets.yaml': TARGETS, 'evals/s.test.yaml': SUITE });
  });
  afterEach(() => removeTempRepo(root));

  it('writes JUnit XML of the run next to the results, in a folder it creates', async () => {
    const junit = path.join(root, 'reports/ci/junit.xml');
    const run = await runCli([
      'eval',
      path.join(root, 'evals/s.test.yaml'),
      '--out',
      path.join(root, 'r.jsonl'),
      '--junit',
      junit,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`JUnit report: ${junit}`);
    const xml = await fs.readFile(junit, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'testsuite' || name === 'testcase',
    }).parse(xml) as {
      testsuites: {
        '@_tests': string;
        '@_failures': string;
        testsuite: { testcase: { '@_name': string; failure?: { '@_message': string } }[] }[];
      };
    };
    expect(doc.testsuites['@_tests']).toBe('2');
    expect(doc.testsuites['@_failures']).toBe('1');
    const cases = doc.testsuites.testsuite[0]?.testcase ?? [];
    expect(cases.map((c) => c['@_name'])).toEqual(['bad', 'good']);
    expect(cases[0]?.failure?.['@_message']).toMatch(/^score 0\.\d{3} is below the pass threshold 0\.8/);
  });

  it('writes the HTML report of the run, its records in the data block', async () => {
    const html = path.join(root, 'out/report.html');
    const run = await runCli([
      'eval',
      path.join(root, 'evals/s.test.yaml'),
      '--out',
      path.join(root, 'r.jsonl'),
      '--report',
      html,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`HTML report: ${html}`);
    const page = await fs.readFile(html, 'utf8');
    const data = JSON.parse(
      /<script type="application\/json" id="agentv-data">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? 'null',
    ) as { results_file: string; records: { eval_id: string }[] };
    expect(data.results_file).toBe(path.join(root, 'r.jsonl'));
    expect(data.records.map((r) => r.eval_id)).toEqual(['bad', 'good']);
  });

  it('refuses a report path that another output writes, before running anything', async () => {
    const out = path.join(root, 'r.jsonl');
    const run = await runCli([
      'eval',
      path.join(root, 'evals/s.test.yaml'),
      '--out',
      out,
      '--junit',
      path.join(root, 'x.out'),
      '--report',
      path.join(root, 'x.out'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /--report .*x\.out names a file another output already writes \(--junit\)\. Fix: give --report a path of its own/,
    );
    await expect(fs.stat(out)).rejects.toThrow();
  });
});

describe('agentv report', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempRepo({ 'r.yaml': '---\neval_id: c1\nscore: 0.5\n' });
  });
  afterEach(() => removeTempRepo(root));

  it('writes next to the results file by default and reads YAML results', async () => {
    const run = await runCli(['report', path.join(root, 'r.yaml')]);
    expect(run).toMatchObject({ code: 0, stdout: `Report: ${path.join(root, 'r.html')}\n` });
    expect(await fs.readFile(path.join(root, 'r.html'), 'utf8')).toContain('"eval_id":"c1"');
  });

  it('will not overwrite a results file', async () => {
    const run = await runCli(['report', path.join(root, 'r.yaml'), '-o', path.join(root, 'r.yaml')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/would overwrite a results file\. Fix: /);
  });
});

import { promises as fs } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

const TARGETS = lines(
  'targets:',
  '  - name: default',
  '    provider: mock',
  '    response: "The answer mentions alpha beta gamma"',
  '  - name: slow',
  '    provider: mock',
  '    delay_ms: 2000',
);

function suite(cases: number, extra = ''): string {
  const body = Array.from({ length: cases }, (_, i) =>
    lines(
      `  - id: case-${String(i).padStart(2, '0')}`,
      `    expected_outcome: alpha beta ${i % 3 === 0 ? 'gamma' : 'delta'} word${i}`,
      '    input_messages:',
      '      - role: user',
      `        content: question ${i}`,
    ),
  );
  return `${extra}evalcases:\n${body.join('')}`;
}

async function readJsonl(file: string): Promise<Record<string, unknown>[]> {
  const text = await fs.readFile(file, 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('agentv eval on the mock target', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempRepo({ 'evals/targets.yaml': TARGETS, 'evals/a.test.yaml': suite(12) });
  });
  afterEach(() => removeTempRepo(root));

  it('writes one JSONL record per case and prints the summary', async () => {
    const out = path.join(root, 'out.jsonl');
    const run = await runCli(['eval', path.join(root, 'evals/a.test.yaml'), '--out', out, '--workers', '3']);
    expect(run.code).toBe(0);
    const records = await readJsonl(out);
    expect(records.map((r) => r.eval_id).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `case-${String(i).padStart(2, '0')}`),
    );
    for (const r of records) {
      expect(r.target).toBe('default');
      expect(r.candidate_answer).toBe('The answer mentions alpha beta gamma');
      expect(typeof r.score).toBe('number');
      expect(r.evaluator_results).toHaveLength(1);
    }
    expect(run.stdout).toContain('mean');
    expect(run.stdout).toContain('[0.8, 1.0]');
  });

  it('prints identical statistics with --workers 1 and --workers 4', async () => {
    const file = path.join(root, 'evals/a.test.yaml');
    const one = await runCli([
      'eval',
      file,
      '--out',
      path.join(root, '1.jsonl'),
      '--workers',
      '1',
      '--dry-run',
      '--dry-run-delay-max',
      '5',
    ]);
    const four = await runCli([
      'eval',
      file,
      '--out',
      path.join(root, '4.jsonl'),
      '--workers',
      '4',
      '--dry-run',
      '--dry-run-delay-max',
      '5',
    ]);
    const stats = (s: string) => s.slice(0, s.indexOf('Results:'));
    expect(one.code).toBe(0);
    expect(stats(four.stdout)).toBe(stats(one.stdout));
    expect(stats(one.stdout)).toMatch(/median/);
  });

  it('writes YAML documents separated by ---', async () => {
    const out = path.join(root, 'out.yaml');
    const run = await runCli(['eval', path.join(root, 'evals'), '--out', out, '--output-format', 'yaml']);
    expect(run.code).toBe(0);
    const docs = YAML.parseAllDocuments(await fs.readFile(out, 'utf8')).map((d) => d.toJS() as { eval_id: string });
    expect(docs).toHaveLength(12);
  });

  it('runs one case with --eval-id and errors on an unknown id', async () => {
    const out = path.join(root, 'one.jsonl');
    const ok = await runCli(['eval', path.join(root, 'evals/*.yaml'), '--out', out, '--eval-id', 'case-03']);
    expect(ok.code).toBe(0);
    expect((await readJsonl(out)).map((r) => r.eval_id)).toEqual(['case-03']);
    const bad = await runCli(['eval', path.join(root, 'evals/a.test.yaml'), '--out', out, '--eval-id', 'nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('no case with id "nope"');
  });

  it('records a timed-out case with an error after its retries and finishes the others', async () => {
    await fs.writeFile(
      path.join(root, 'evals/a.test.yaml'),
      lines(
        'evalcases:',
        '  - id: fast',
        '    expected_outcome: alpha',
        '    input_messages: [{role: user, content: hi}]',
        '  - id: stuck',
        '    execution: {target: slow}',
        '    expected_outcome: alpha',
        '    input_messages: [{role: user, content: hi}]',
      ),
    );
    const out = path.join(root, 'out.jsonl');
    const run = await runCli([
      'eval',
      path.join(root, 'evals/a.test.yaml'),
      '--out',
      out,
      '--workers',
      '2',
      '--agent-timeout',
      '0.05',
      '--timeout-retries',
      '1',
    ]);
    expect(run.code).toBe(0);
    const byId = Object.fromEntries((await readJsonl(out)).map((r) => [r.eval_id, r]));
    expect(byId.fast?.error).toBeUndefined();
    expect(byId.stuck?.error).toMatch(/timed out/);
    expect(byId.stuck?.attempts).toBe(2);
    expect(run.stdout).toContain('ERRORS');
  });

  it('dumps the exact question sent, with guidelines, without provider settings', async () => {
    await fs.writeFile(path.join(root, 'evals/style.instructions.md'), 'Always be brief.\n');
    await fs.writeFile(
      path.join(root, 'evals/a.test.yaml'),
      lines(
        'evalcases:',
        '  - id: g1',
        '    expected_outcome: brief',
        '    input_messages:',
        '      - role: user',
        '        content: [{type: file, value: style.instructions.md}, {type: text, value: Say hi}]',
      ),
    );
    const dir = path.join(root, 'prompts');
    const run = await runCli([
      'eval',
      path.join(root, 'evals/a.test.yaml'),
      '--out',
      path.join(root, 'o.jsonl'),
      '--dump-prompts',
      dir,
    ]);
    expect(run.code).toBe(0);
    const [file = ''] = await fs.readdir(dir);
    expect(file).toMatch(/^g1__[0-9a-f]{8}\.json$/);
    const dump = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    expect(dump.eval_id).toBe('g1');
    expect(dump.question).toBe('Say hi');
    expect(dump.guideline_paths).toEqual(['evals/style.instructions.md']);
    expect(String(dump.guidelines)).toContain('Always be brief.');
    expect(JSON.stringify(dump)).not.toContain('response');
  });
});

describe('agentv eval flag and input errors', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({ 'evals/targets.yaml': TARGETS, 'evals/a.test.yaml': suite(2) });
  });
  afterAll(() => removeTempRepo(root));

  it.each([
    ['abc', '--workers must be a whole number from 1 to 50, got "abc"'],
    ['0', '--workers must be a whole number from 1 to 50, got "0"'],
    ['51', '--workers must be a whole number from 1 to 50, got "51"'],
  ])('rejects --workers %s naming the valid range', async (value, message) => {
    const run = await runCli(['eval', path.join(root, 'evals/a.test.yaml'), '--workers', value]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('rejects an unknown output format listing the valid ones', async () => {
    const run = await runCli(['eval', path.join(root, 'evals/a.test.yaml'), '--output-format', 'csv']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/jsonl.*yaml/);
  });

  it('fails with one line when nothing matches', async () => {
    const run = await runCli(['eval', path.join(root, 'nothing/*.yaml')]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('names file and line for a broken eval file', async () => {
    const bad = path.join(root, 'evals/bad.test.yaml');
    await fs.writeFile(bad, lines('evalcases:', '  - id: x', '    expected_outcome: 3', '    input_messages: nope'));
    const run = await runCli(['eval', bad, '--out', path.join(root, 'x.jsonl')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${bad}:3:23:`);
    await fs.rm(bad);
  });

  it('shows the workers option with its default in eval --help', async () => {
    const run = await runCli(['eval', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/--workers <count>.*default: 1/s);
  });
});

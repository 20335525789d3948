import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test-support/run-cli.js';

/**
 * Our own promptfoo config (__tests__/fixtures/promptfoo/matrix) answered by promptfoo's `echo`
 * provider, through the CLI. Every expectation below is worked out by hand from the config; the
 * same config gives the same 80 results, labels, prompts and verdicts under promptfoo 0.123.1
 * (docs/coming-from-promptfoo.md), but this test does not run promptfoo.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const MATRIX = path.resolve(here, '../fixtures/promptfoo/matrix');

interface Entry {
  type: string;
  pass: boolean;
  score: number;
  evaluator_results?: Entry[];
}
interface PfRecord {
  eval_id: string;
  prompt_id: string;
  target: string;
  description?: string;
  prompt_label: string;
  provider_label: string;
  pass: boolean;
  score: number;
  verdict: string;
  candidate_answer: string;
  evaluator_results: Entry[];
}

let out: string;
let cwd: string;
beforeAll(async () => {
  out = await fs.mkdtemp(path.join(os.tmpdir(), 'promptfoo-config-'));
  cwd = process.cwd();
  process.env.MATRIX_SUFFIX = 'zz';
});
afterAll(async () => {
  process.chdir(cwd);
  delete process.env.MATRIX_SUFFIX;
  await fs.rm(out, { recursive: true, force: true });
});

async function runMatrix(
  extra: string[] = [],
): Promise<{ code: number; records: PfRecord[]; stderr: string; stdout: string }> {
  const file = path.join(out, `r-${Math.random().toString(36).slice(2)}.jsonl`);
  // Run from the config's folder, as promptfoo users do: prompt file labels are relative to it.
  process.chdir(MATRIX);
  try {
    const result = await runCli([
      'eval',
      path.join(MATRIX, 'promptfooconfig.yaml'),
      '--out',
      file,
      '--workers',
      '4',
      ...extra,
    ]);
    const text = await fs.readFile(file, 'utf8').catch(() => '');
    return {
      code: result.code,
      records:
        text.trim() === ''
          ? []
          : text
              .trim()
              .split('\n')
              .map((l) => JSON.parse(l) as PfRecord),
      stderr: result.stderr,
      stdout: result.stdout,
    };
  } finally {
    process.chdir(cwd);
  }
}

const key = (r: PfRecord) => `${r.eval_id} ${r.prompt_id}`;

describe('a promptfoo config through agentv eval', () => {
  let records: PfRecord[];
  let code: number;
  let stdout: string;
  beforeAll(async () => {
    ({ records, code, stdout } = await runMatrix());
  });

  it('writes one record per test × provider × prompt, tests expanded by list vars, files and scenarios', () => {
    // 8 tests (2 from the list var, 1, 2 CSV rows, 1 YAML file, 2 scenario rows) × 2 providers × 5 prompts.
    expect(records).toHaveLength(80);
    const ids = [...new Set(records.map((r) => r.eval_id))].sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)));
    expect(ids).toEqual(['test-1', 'test-2', 'test-3', 'test-4', 'test-5', 'test-6', 'test-7', 'test-8']);
    expect(new Set(records.map(key)).size).toBe(80);
    const byId = (id: string) => records.find((r) => r.eval_id === id)!;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => byId(`test-${n}`).description)).toEqual([
      'list var expands',
      'list var expands',
      'loud and env',
      'zeta row',
      'Row #2',
      'from a YAML file',
      'scenario test',
      'scenario test',
    ]);
  });

  // The provider by its label, else its id.
  it('labels each record by its prompt (label, else file path and text, else text) and provider', () => {
    const labels = new Map(
      records.filter((r) => r.eval_id === 'test-1').map((r) => [r.prompt_id, [r.prompt_label, r.provider_label]]),
    );
    expect(labels.get('prompt-1@echo')).toEqual(['Q: {{ question }}', 'echo']);
    expect(labels.get('prompt-2@second echo')).toEqual(['styled', 'second echo']);
    expect(labels.get('prompt-3@echo')).toEqual(['prompts/pair.txt: First file prompt: {{ question }}', 'echo']);
    expect(labels.get('prompt-4@echo')?.[0]).toBe(
      'prompts/pair.txt: Second file prompt: {% for item in items %}[{{ item.name }}]{% endfor %} {{ question }}',
    );
    expect(labels.get('prompt-5@echo')?.[0]).toBe(
      'prompts/chat.json: [{"role":"system","content":"Answer briefly."},{"role":"user","content":"{{ question }}"}]',
    );
  });

  // Custom filters too.
  it('renders prompts with nunjucks as promptfoo does: filters, conditionals, loops, env, chat JSON', () => {
    const answer = (id: string, prompt: string) =>
      records.find((r) => r.eval_id === id && r.prompt_id === prompt)!.candidate_answer;
    expect(answer('test-2', 'prompt-1@echo')).toBe('Q: Beta?');
    expect(answer('test-1', 'prompt-2@echo')).toBe('alpha? (a, b) ALPHA?!');
    expect(answer('test-3', 'prompt-2@echo')).toBe('GAMMA ZZ (a, b) GAMMA ZZ!');
    expect(answer('test-1', 'prompt-4@echo')).toBe('Second file prompt: [a][b] Alpha?');
    expect(JSON.parse(answer('test-7', 'prompt-5@echo'))).toEqual([
      { role: 'system', content: 'Answer briefly.' },
      { role: 'user', content: 'Delta' },
    ]);
    expect(answer('test-7', 'prompt-5@echo')).toContain('\n  {\n    "role"');
  });

  it('gives promptfoo verdicts: weights, thresholds, CSV expectations, assert-set nesting, not- forms', () => {
    const at = (id: string, prompt: string) => records.find((r) => r.eval_id === id && r.prompt_id === prompt)!;
    // defaultTest's icontains first, then the test's contains "Alpha".
    expect(at('test-1', 'prompt-1@echo')).toMatchObject({ pass: true, score: 1, verdict: 'pass' });
    expect(at('test-2', 'prompt-1@echo')).toMatchObject({ pass: false, score: 0.5, verdict: 'fail' });
    expect(at('test-2', 'prompt-1@echo').evaluator_results.map((e) => [e.type, e.pass, e.score])).toEqual([
      ['icontains', true, 1],
      ['contains', false, 0],
    ]);
    // Weights 1 (icontains) + 2 (starts-with "Q:") + 1 (regex gamma, case-sensitive): threshold 0.5.
    expect(at('test-3', 'prompt-1@echo')).toMatchObject({ pass: true, score: 0.75 });
    expect(at('test-3', 'prompt-2@echo')).toMatchObject({ pass: false, score: 0.25 });
    // CSV row: contains Zeta ✓, icontains-any nothing ✗; __threshold 0.5 makes it pass.
    expect(at('test-4', 'prompt-1@echo')).toMatchObject({ pass: true, score: 2 / 3 });
    // The assert-set is one entry with its members nested.
    const set = at('test-6', 'prompt-1@echo').evaluator_results[1]!;
    expect(set).toMatchObject({ type: 'assert-set', pass: true, score: 0.5 });
    expect(set.evaluator_results?.map((e) => [e.type, e.pass, e.score])).toEqual([
      ['contains', true, 1],
      ['contains', false, 0],
    ]);
    // Scenario rows: not-contains "Epsilon" fails on the Epsilon row only.
    expect(at('test-7', 'prompt-1@echo').pass).toBe(true);
    expect(at('test-8', 'prompt-1@echo').evaluator_results.map((e) => [e.type, e.pass])).toEqual([
      ['icontains', true],
      ['not-contains', false],
    ]);
  });

  it('exits 100, as promptfoo does, when a test failed; the pass rate counts promptfoo verdicts', () => {
    expect(code).toBe(100);
    // 40 of the 80 results pass; by score ≥ 0.8 alone only 22 would (18 pass at a lower score under their threshold).
    expect(records.filter((r) => r.pass)).toHaveLength(40);
    expect(stdout).toContain('pass     50.0% (tests that passed their assertions)');
  });
});

describe('everything else takes a promptfoo config like any suite', () => {
  it('repeats, JUnit, the HTML report and compare read promptfoo verdicts', async () => {
    const junit = path.join(out, 'j.xml');
    const report = path.join(out, 'r.html');
    const { records, code } = await runMatrix(['--iterations', '2', '--junit', junit, '--report', report]);
    expect(records).toHaveLength(160);
    expect(code).toBe(100);
    // A failed promptfoo test is a JUnit failure even when its score is high (test-3's styled prompt scores 0.25;
    // test-4 passes at 2/3 below 0.8): one testcase per result, failures where pass is false.
    const xml = await fs.readFile(junit, 'utf8');
    const failedResults = new Set(records.filter((r) => !r.pass).map(key)).size;
    expect(Number(/<testsuites[^>]*failures="(\d+)"/.exec(xml)?.[1])).toBe(failedResults);
    expect(xml).toContain('0 of 2 runs passed their assertions');
    expect((await fs.stat(report)).size).toBeGreaterThan(1000);
    // Two runs compare result by result.
    const file = path.join(out, 'again.jsonl');
    const lines = records.map((r) => JSON.stringify(r)).join('\n');
    await fs.writeFile(file, `${lines}\n`);
    const compared = await runCli(['compare', file, file]);
    expect(compared.code).toBe(0);
    expect(compared.stdout).toMatch(/80/);
  });
});

async function runConfig(
  yaml: string,
  files: Record<string, string> = {},
): Promise<{ code: number; stderr: string; records: PfRecord[] }> {
  const dir = await fs.mkdtemp(path.join(out, 'cfg-'));
  // Its own repository: the files a config names must lie inside one.
  await fs.mkdir(path.join(dir, '.git'));
  await fs.writeFile(path.join(dir, 'promptfooconfig.yaml'), yaml);
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), text);
  }
  const result = await runCli(['eval', path.join(dir, 'promptfooconfig.yaml'), '--out', path.join(dir, 'r.jsonl')]);
  const text = await fs.readFile(path.join(dir, 'r.jsonl'), 'utf8').catch(() => '');
  return {
    code: result.code,
    stderr: result.stderr,
    records: text.trim()
      ? text
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as PfRecord)
      : [],
  };
}

describe('sharding', () => {
  it('two shards of a promptfoo config run every result exactly once', async () => {
    const one = await runMatrix(['--shard', '1/2']);
    const two = await runMatrix(['--shard', '2/2']);
    const keys = [...one.records, ...two.records].map(key);
    expect(keys).toHaveLength(80);
    expect(new Set(keys).size).toBe(80);
    expect(one.records.length).toBeGreaterThan(0);
    expect(two.records.length).toBeGreaterThan(0);
  });
});

describe('prompt files', () => {
  it('reads markdown, JSON lines, YAML, globs and {id, label} as promptfoo does, labels included', async () => {
    const dir = path.resolve(here, '../fixtures/promptfoo/prompt-files');
    process.chdir(dir);
    let result: Awaited<ReturnType<typeof runCli>>;
    try {
      result = await runCli(['eval', 'promptfooconfig.yaml', '--out', path.join(out, 'prompt-files.jsonl')]);
    } finally {
      process.chdir(cwd);
    }
    expect(result.code).toBe(0);
    const records = (await fs.readFile(path.join(out, 'prompt-files.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as PfRecord);
    expect(records.map((r) => [r.prompt_label, r.candidate_answer])).toEqual([
      ['p/a.md: MD prompt about {{ x }}\n...', 'MD prompt about X\n'],
      ['p/b.jsonl: {"role":"user","content":"line one {{ x }}"}', '{\n  "role": "user",\n  "content": "line one X"\n}'],
      ['p/b.jsonl: {"role":"user","content":"line two {{ x }}"}', '{\n  "role": "user",\n  "content": "line two X"\n}'],
      [
        'p/c.yaml: [{"role":"user","content":"yaml {{ x }}"}]',
        '[\n  {\n    "role": "user",\n    "content": "yaml X"\n  }\n]',
      ],
      ['p/g1.txt: glob one {{ x }}', 'glob one X'],
      ['p/g2.txt: glob two {{ x }}', 'glob two X'],
      ['md labelled', 'MD prompt about X\n'],
    ]);
  });

  it('refuses text promptfoo takes for a path when no such file exists', async () => {
    const { code, stderr } = await runConfig(
      'prompts: ["Explain a/b to {{ who }}"]\nproviders: [echo]\ntests: [{vars: {who: me}}]\n',
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(/there are no prompts in "Explain a\/b to \{\{ who \}\}"/);
  });
});

describe('file vars', () => {
  it('a file:// var glob is one test per file (in sorted order), each file read as the var', async () => {
    const { records, code } = await runConfig(
      'prompts: ["Summarize: {{ doc }}"]\nproviders: [echo]\ntests:\n  - vars: {doc: "file://docs/*.txt"}\n    ' +
        'assert: [{type: contains, value: first}]\n',
      {
        'docs/a.txt': 'first doc\n',
        'docs/b.txt': 'second doc\n',
      },
    );
    expect(records.map((r) => [r.eval_id, r.candidate_answer, r.pass])).toEqual([
      ['test-1', 'Summarize: first doc', true],
      ['test-2', 'Summarize: second doc', false],
    ]);
    expect(code).toBe(100);
  });
});

describe('scenarios from files', () => {
  it('reads file:// scenarios: each config row × each test', async () => {
    const { records } = await runConfig(
      'prompts: ["Hi {{ name }}"]\nproviders: [echo]\nscenarios: [file://scenarios.yaml]\n',
      {
        'scenarios.yaml':
          'config: [{vars: {name: Ann}}, {vars: {name: Bo}}]\ntests: [{description: greets, assert: [{type: ' +
          'starts-with, value: Hi}]}]\n',
      },
    );
    expect(records.map((r) => [r.description, r.candidate_answer, r.pass])).toEqual([
      ['greets', 'Hi Ann', true],
      ['greets', 'Hi Bo', true],
    ]);
  });
});

describe('the repository boundary', () => {
  it('refuses a prompt, test or var file outside the repository, as for any eval file', async () => {
    const outside = path.join(out, 'outside.txt');
    await fs.writeFile(outside, 'secret notes');
    const { code, stderr } = await runConfig(`prompts: ["file://${outside}"]\nproviders: [echo]\n`);
    expect(code).toBe(2);
    expect(stderr).toContain(`${outside} resolves to ${outside}, outside the repository root`);
  });
});

describe('what cannot run is refused before any call', () => {
  it('an unknown provider id, with one line naming it', async () => {
    const { code, stderr } = await runConfig('prompts: [hi]\nproviders: [bedrock:claude]\ntests: [{vars: {a: 1}}]\n');
    expect(code).toBe(2);
    expect(stderr).toMatch(/provider bedrock:claude is not run by this tool/);
    expect(
      stderr
        .trim()
        .split('\n')
        .filter((l) => /error/i.test(l)),
    ).toHaveLength(1);
  });

  it('an assertion type promptfoo has that we do not grade', async () => {
    const { code, stderr } = await runConfig(
      'prompts: [hi]\nproviders: [echo]\ntests:\n  - assert:\n      - type: webhook\n        value: ' +
        'http://127.0.0.1:9/x\n',
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(/webhook/);
  });
});

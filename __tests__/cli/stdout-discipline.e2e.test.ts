import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { builtBundle } from '../test-support/built-bundle.js';
import { exitOrHang, runChild } from '../test-support/run-child.js';

/**
 * While stdout carries machine output (`--out -`, `--summary-json -`), what user code prints goes
 * to stderr (EvalOutput claims stdout, src/cli/eval-output.ts): a promptfoo config's JavaScript runs
 * in our process (its provider module, a filter, transforms, a `javascript` assertion); an AgentV
 * file's code runs in child processes, whose output never reaches ours.
 */
const CLI = builtBundle('cli');

const PROMPTFOO = {
  'pf/promptfooconfig.yaml': lines(
    'prompts: ["Say {{ name | loud }}"]',
    'nunjucksFilters: {loud: ./loud.js}',
    'providers:',
    '  - id: file://noisy-provider.js',
    '    transform: "(console.log(\'NOISE provider transform\'), output)"',
    'tests:',
    '  - vars: {name: Ada}',
    '    options:',
    '      transform: "(console.info(\'NOISE test transform\'), output)"',
    '    assert:',
    '      - type: javascript',
    "        value: \"(console.log('NOISE assertion'), output.includes('ADA'))\"",
    '  - vars: {name: Bo}',
    '    assert: [{type: contains, value: nobody}]',
  ),
  'pf/loud.js': lines(
    "module.exports = (text) => { console.log('NOISE filter'); return String(text).toUpperCase(); };",
  ),
  'pf/noisy-provider.js': lines(
    "console.log('NOISE module load');",
    'module.exports = class {',
    "  id() { return 'noisy'; }",
    '  async callApi(prompt) {',
    "    console.log('NOISE callApi', { prompt });",
    "    console.table([{ noise: 'table' }]);",
    "    process.stdout.write('NOISE raw write\\n');",
    '    return { output: prompt };',
    '  }',
    '};',
  ),
};

const AGENTV = {
  'a.eval.yaml': lines(
    'tests:',
    '  - id: graded',
    '    input: q',
    '    assertions:',
    '      - {name: noisy, type: code-grader, command: [node, ./grader.mjs]}',
    '      - {type: contains, value: answer}',
  ),
  'targets.yaml': lines(
    'targets:',
    '  - name: default',
    '    provider: cli',
    '    command: node agent.mjs {OUTPUT_FILE}',
  ),
  'agent.mjs': lines(
    "import { writeFileSync } from 'node:fs';",
    "console.error('NOISE agent');",
    "writeFileSync(process.argv[2], 'the answer');",
  ),
  // The first case answers at once; every later one waits until the test opens the gate, which it
  // does only after it closed its end of stdout: the second record is always written to a closed pipe.
  'piped/a.eval.yaml': lines(
    'tests:',
    ...Array.from({ length: 5 }, (_, i) => `  - {id: c${i}, input: q, assertions: [{type: contains, value: a}]}`),
  ),
  'piped/targets.yaml': lines(
    'targets:',
    '  - name: default',
    '    provider: cli',
    '    command: node gated.mjs {OUTPUT_FILE}',
  ),
  'piped/gated.mjs': lines(
    "import { existsSync, writeFileSync } from 'node:fs';",
    "if (existsSync('first')) while (!existsSync('gate')) await new Promise((r) => setTimeout(r, 20));",
    "writeFileSync('first', '');",
    "writeFileSync(process.argv[2], 'a');",
  ),
  'grader.mjs': lines(
    "console.error('NOISE grader');",
    "process.stdout.write(JSON.stringify({ score: 1, hits: ['ok'], misses: [] }));",
  ),
};

describe('stdout holds only machine output while user code prints (built CLI)', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({ ...PROMPTFOO, ...AGENTV });
  });
  afterAll(() => removeTempRepo(root));

  const agentv = (...args: string[]) =>
    runChild(process.execPath, [CLI, 'eval', ...args], { cwd: root, env: process.env });

  it('a promptfoo config: --out - is JSONL, and the JavaScript it runs prints to stderr', async () => {
    const run = await agentv(path.join('pf', 'promptfooconfig.yaml'), '--out', '-');
    expect(run.code).toBe(100);
    expect(run.stdout).not.toContain('NOISE');
    const rows = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { score: number });
    expect(rows.map((r) => r.score).sort()).toEqual([0, 1]);
    for (const noise of [
      'module load',
      'filter',
      'callApi',
      'raw write',
      'provider transform',
      'test transform',
      'assertion',
    ])
      expect(run.stderr).toContain(`NOISE ${noise}`);
    expect(run.stderr).toContain("'table'");
  });

  it('a promptfoo config: --summary-json - is one JSON document', async () => {
    const run = await agentv(path.join('pf', 'promptfooconfig.yaml'), '--summary-json', '-');
    expect(run.code).toBe(100);
    expect(JSON.parse(run.stdout)).toMatchObject({ statistics: { total: 2 } });
    expect(run.stderr).toContain('NOISE callApi');
  });

  it('without machine output, user code prints to stdout as before', async () => {
    const run = await agentv(path.join('pf', 'promptfooconfig.yaml'), '--out', 'pf.jsonl');
    expect(run.stdout).toContain('NOISE callApi');
  });

  it('an AgentV file: --out - and --summary-json - stay machine output with a noisy agent and grader', async () => {
    const records = await agentv('a.eval.yaml', '--out', '-');
    expect(records.code).toBe(0);
    const rows = records.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { eval_id: string; score: number });
    expect(rows).toMatchObject([{ eval_id: 'graded', score: 1 }]);
    const summary = await agentv('a.eval.yaml', '--summary-json', '-');
    expect(JSON.parse(summary.stdout)).toMatchObject({ statistics: { total: 1 } });
  });

  it('a closed stdout (`--out - | head -1`) stops the run as SIGPIPE would: 141, no stack trace', async () => {
    const cwd = path.join(root, 'piped');
    const child = spawn(process.execPath, [CLI, 'eval', 'a.eval.yaml', '--out', '-', '--workers', '1'], {
      cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const first = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(String(chunk)));
      child.once('exit', (code) => reject(new Error(`exited ${code} before writing a record: ${stderr}`)));
    });
    child.stdout.destroy();
    await writeFile(path.join(cwd, 'gate'), '');
    expect(await exitOrHang(child)).toBe(141);
    expect(JSON.parse(first.split('\n')[0] as string)).toMatchObject({ eval_id: 'c0' });
    expect(stderr).toContain('stdout was closed by its reader');
    expect(stderr).toMatch(/stopped: \d case\(s\) recorded/);
    expect(stderr).not.toMatch(/EPIPE|node:events|at .*index\.js/);
  });
});

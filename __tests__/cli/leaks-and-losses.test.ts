import { promises as fs } from 'node:fs';
import path from 'node:path';
import { startFakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { evalFile, pastKeptSize } from '../test-support/eval-files.js';
import { lines, makeTempRepo, removeTempRepo, writeFiles } from '../test-support/temp-repo.js';
import { artifactBaseName } from '../../src/engine/case/case-artifacts.js';
import { runCli } from '../test-support/run-cli.js';

const CASE = evalFile();

describe('secrets that come from a targets file reach no output', () => {
  let server: Awaited<ReturnType<typeof startFakeLlmServer>>;
  let root: string;
  beforeAll(async () => {
    server = await startFakeLlmServer();
  });
  afterAll(async () => {
    await server.close();
    if (root) await removeTempRepo(root);
  });

  it('a failing healthcheck whose command carries ${{ TOKEN }} is reported without the token (exit 2)', async () => {
    root = await makeTempRepo({
      'a.test.yaml': CASE,
      '.env': 'TOKEN=tok-SECRET-4f7a9c\n',
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: cli',
        '    command_template: echo {PROMPT}',
        '    healthcheck:',
        '      type: command',
        // The probe prints what it was given: the error quotes that stderr.
        '      command_template: sh -c \'echo "no access for $1" >&2; exit 1\' hc ${{ TOKEN }}',
      ),
    });
    const run = await runCli(['eval', path.join(root, 'a.test.yaml'), '--out', path.join(root, 'r.jsonl')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/healthcheck/);
    expect(run.stderr).not.toContain('tok-SECRET-4f7a9c');
    expect(run.stderr).toContain('[REDACTED]');
  });

  it('an api_key written literally in targets.yaml is hidden in the records when a server echoes it', async () => {
    const key = 'sk-literal-9d8c7b6a5f4e';
    server.setScript(() => ({ kind: 'ok', text: `I saw your key ${key} in the header` }));
    root = await makeTempRepo({
      'a.test.yaml': CASE,
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: openai',
        `    base_url: ${server.url}/v1`,
        `    api_key: ${key}`,
        '    judge_target: judge',
        '  - name: judge',
        '    provider: mock',
        '    judge_score: 1',
      ),
    });
    const out = path.join(root, 'r.jsonl');
    const run = await runCli(['eval', path.join(root, 'a.test.yaml'), '--out', out]);
    expect(run.code).toBe(0);
    const text = await fs.readFile(out, 'utf8');
    expect(text).toContain('I saw your key [REDACTED] in the header');
    expect(text).not.toContain(key);
    expect(run.stdout + run.stderr).not.toContain(key);
  });
});

describe('nothing paid for is thrown away', () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map(removeTempRepo)));

  it('a prompt or trace dump that cannot be written keeps the case answer and score, with a warning', async () => {
    const root = await makeTempRepo({ 'a.test.yaml': CASE });
    roots.push(root);
    // Folders where the dump files would go make both writes fail (EISDIR) after the run started.
    const name = artifactBaseName({
      caseId: 'c1',
      promptId: 'default',
      iteration: 0,
      suite: { filePath: path.join(root, 'a.test.yaml') },
    });
    await fs.mkdir(path.join(root, 'p', `${name}.json`), { recursive: true });
    await fs.mkdir(path.join(root, 't', `${name}_attempt-1.json`), { recursive: true });
    const out = path.join(root, 'r.jsonl');
    const run = await runCli([
      'eval',
      path.join(root, 'a.test.yaml'),
      '--dry-run',
      '--out',
      out,
      '--dump-prompts',
      path.join(root, 'p'),
      '--dump-traces',
      path.join(root, 't'),
    ]);
    expect(run.code).toBe(0);
    const record = JSON.parse((await fs.readFile(out, 'utf8')).trim()) as {
      error?: string;
      candidate_answer: string;
      score: number;
    };
    expect(record.error).toBeUndefined();
    expect(record.candidate_answer).toContain('mock answer');
    expect(run.stderr).toMatch(/could not write its prompt dump .*answer and score are kept/);
    expect(run.stderr).toMatch(/could not write its trace dump/);
  });

  it('dump names never collide (a/b and a_b, one id in two files), stay short and carry no secret', async () => {
    const secret = 'tok-3f9e8d7c6b5a4';
    const long = `c${'x'.repeat(299)}`;
    const root = await makeTempRepo({
      'one/a.test.yaml': lines(
        'evalcases:',
        '  - id: a/b',
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
        '  - id: a_b',
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
        `  - id: ${long}`,
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
        `  - id: key-${secret}`,
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
      ),
      'two/a.test.yaml': CASE,
      'three/a.test.yaml': CASE,
    });
    roots.push(root);
    process.env.DUMP_NAME_SECRET = secret;
    try {
      const run = await runCli([
        'eval',
        path.join(root, 'one/a.test.yaml'),
        path.join(root, 'two/a.test.yaml'),
        path.join(root, 'three/a.test.yaml'),
        '--dry-run',
        '--out',
        path.join(root, 'r.jsonl'),
        '--dump-prompts',
        path.join(root, 'p'),
      ]);
      expect(run.code).toBe(0);
    } finally {
      delete process.env.DUMP_NAME_SECRET;
    }
    const names = await fs.readdir(path.join(root, 'p'));
    expect(names).toHaveLength(6); // a/b, a_b, the long id, the secret id, c1 twice
    expect(Math.max(...names.map((n) => Buffer.byteLength(n)))).toBeLessThan(100);
    expect(names.join('\n')).not.toContain(secret);
  });
});

describe('compare shows no secret from the files it reads', () => {
  let root: string;
  afterAll(() => removeTempRepo(root));

  it.each(['table', 'markdown', 'json'])('--format %s', async (format) => {
    const secret = 'sk-compare-7e6d5c4b3a21';
    root = await makeTempRepo({
      'a.jsonl': `${JSON.stringify({ eval_id: `leak-${secret}`, score: 0.5 })}\n`,
      'b.jsonl': `${JSON.stringify({ eval_id: `leak-${secret}`, score: 0.9 })}\n`,
    });
    process.env.COMPARE_TEST_API_KEY = secret;
    try {
      const run = await runCli(['compare', path.join(root, 'a.jsonl'), path.join(root, 'b.jsonl'), '--format', format]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('leak-');
      expect(run.stdout).not.toContain(secret);
    } finally {
      delete process.env.COMPARE_TEST_API_KEY;
    }
  });
});

describe('--out never silently destroys earlier results', () => {
  let root: string;
  afterAll(() => removeTempRepo(root));

  it('a second run onto the same file keeps the first run beside it and says where', async () => {
    root = await makeTempRepo({ 'a.test.yaml': CASE });
    const out = path.join(root, 'r.jsonl');
    expect((await runCli(['eval', path.join(root, 'a.test.yaml'), '--dry-run', '--out', out])).code).toBe(0);
    const first = await fs.readFile(out, 'utf8');
    const second = await runCli(['eval', path.join(root, 'a.test.yaml'), '--dry-run', '--out', out]);
    expect(second.code).toBe(0);
    const kept = (await fs.readdir(root)).filter((name) => /^r\.previous-.*\.jsonl$/.test(name));
    expect(kept).toHaveLength(1);
    expect(await fs.readFile(path.join(root, kept[0] ?? ''), 'utf8')).toBe(first);
    expect(second.stderr).toContain(`already held results: kept them as ${path.join(root, kept[0] ?? '')}`);
    expect((await fs.readFile(out, 'utf8')).trim().split('\n')).toHaveLength(1);
  });
});

/** The one record of a one-case run's results file. */
async function onlyRecord(out: string) {
  return JSON.parse((await fs.readFile(out, 'utf8')).trim()) as {
    candidate_answer: string;
    answer_truncated?: boolean;
    error_details?: unknown;
  };
}

describe('bounded memory per case', () => {
  let root: string;
  afterAll(() => removeTempRepo(root));

  it("a cli agent's 12 MiB of stdout is cut to 4 MiB and the record says it was truncated", async () => {
    root = await makeTempRepo({
      'a.test.yaml': CASE,
      'flood.mjs': "process.stdout.write('y'.repeat(12 * 1024 * 1024));\n",
    });
    await writeFiles(root, {
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: cli',
        `    command_template: node ${path.join(root, 'flood.mjs')} {EVAL_ID}`,
        '    judge_target: judge',
        '  - name: judge',
        '    provider: mock',
        '    judge_score: 1',
      ),
    });
    const out = path.join(root, 'r.jsonl');
    const run = await runCli(['eval', path.join(root, 'a.test.yaml'), '--out', out]);
    expect(run.code).toBe(0);
    const record = await onlyRecord(out);
    expect(record.error_details).toBeUndefined();
    expect(record.answer_truncated).toBe(true);
    expect(record.candidate_answer.length).toBe(4 * 1024 * 1024);
  });

  it('--max-answer-mib sets the cap (here 0.25 MiB), for the stdout kept and the answer', async () => {
    const out = path.join(root, 'small.jsonl');
    const run = await runCli(['eval', path.join(root, 'a.test.yaml'), '--out', out, '--max-answer-mib', '0.25']);
    expect(run.code).toBe(0);
    const record = await onlyRecord(out);
    expect(record.answer_truncated).toBe(true);
    expect(record.candidate_answer.length).toBe(256 * 1024);
    const bad = await runCli(['eval', path.join(root, 'a.test.yaml'), '--out', out, '--max-answer-mib', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--max-answer-mib/);
  });
});

describe('one answer limit, in bytes', () => {
  let server: Awaited<ReturnType<typeof startFakeLlmServer>>;
  let root: string;
  afterAll(async () => {
    await server?.close();
    if (root) await removeTempRepo(root);
  });

  it("a model API's answer is cut at the bytes an agent's stdout is, never inside a character", async () => {
    server = await startFakeLlmServer();
    // 400 characters, 1,200 bytes of UTF-8: past 0.001 MiB in bytes, not in characters.
    server.setScript(() => ({ kind: 'ok', text: '€'.repeat(400) }));
    root = await makeTempRepo({
      'a.test.yaml': CASE,
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: openai',
        `    base_url: ${server.url}/v1`,
        '    api_key: test-key',
        '    model: house-model',
        '    judge_target: judge',
        '  - name: judge',
        '    provider: mock',
        '    judge_score: 1',
      ),
    });
    const out = path.join(root, 'r.jsonl');
    const run = await runCli(['eval', path.join(root, 'a.test.yaml'), '--out', out, '--max-answer-mib', '0.001']);
    expect(run.code).toBe(0);
    const record = await onlyRecord(out);
    expect(record.answer_truncated).toBe(true);
    expect(record.candidate_answer).toMatch(/^€+$/);
    const bytes = Buffer.byteLength(record.candidate_answer);
    expect(bytes).toBeLessThanOrEqual(0.001 * 1024 * 1024 + 1);
    expect(bytes).toBeGreaterThan(0.001 * 1024 * 1024 - 3);
  });
});

describe('--resume onto another suite', () => {
  let root: string;
  afterAll(() => removeTempRepo(root));

  it("warns that the file holds another suite's results", async () => {
    root = await makeTempRepo({
      'a.test.yaml': CASE,
      'other.jsonl': `${JSON.stringify({ eval_id: 'z9', dataset: 'billing', score: 1 })}\n`,
    });
    const run = await runCli([
      'eval',
      path.join(root, 'a.test.yaml'),
      '--dry-run',
      '--resume',
      path.join(root, 'other.jsonl'),
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      `--resume: ${path.join(root, 'other.jsonl')} holds results of "billing", not of this run's suites ("a")`,
    );
  });
});

describe('an eval id that holds a secret value', () => {
  let root: string;
  afterAll(() => removeTempRepo(root));

  it('is recorded redacted, resumes without running again and merges', async () => {
    const secret = 'tok-9a8b7c6d5e4f3';
    root = await makeTempRepo({
      'a.test.yaml': lines(
        'evalcases:',
        `  - id: key-${secret}`,
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
        '  - id: plain',
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
      ),
    });
    const out = path.join(root, 'r.jsonl');
    process.env.RESUME_ID_SECRET = secret;
    try {
      const eval1 = ['eval', path.join(root, 'a.test.yaml'), '--dry-run', '--out', out];
      expect((await runCli(eval1)).code).toBe(0);
      const again = await runCli([...eval1, '--resume', out]);
      expect(again.code).toBe(0);
      expect(again.stderr).toMatch(/2 case\(s\) already recorded, 0 to run/);
    } finally {
      delete process.env.RESUME_ID_SECRET;
    }
    const ids = (await fs.readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { eval_id: string }).eval_id);
    expect(ids.sort()).toEqual(['key-[REDACTED]', 'plain']);
    const merged = await runCli(['merge', out, '--out', path.join(root, 'merged.jsonl')]);
    expect(merged.code).toBe(0);
  });
});

describe('a case that can no longer be built', () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map(removeTempRepo)));

  it('a file removed mid-run fails the cases that need it, each with a record; the run goes on', async () => {
    const cases = Array.from({ length: 6 }, (_, i) => [
      `  - id: c${i}`,
      '    expected_outcome: ok',
      '    input_messages: [{role: user, content: [{type: text, value: q}, {type: file, value: notes.md}]}]',
    ]).flat();
    // Each case of a file past the held size is built again when it runs: the agent's second answer
    // removes the file, so the cases after it (one worker) can no longer be built, whatever the
    // machine's speed.
    const root = await makeTempRepo({
      'a.test.yaml': pastKeptSize(lines('evalcases:', ...cases)),
      'notes.md': 'the notes',
      'agent.mjs': lines(
        "import { appendFileSync, readFileSync, rmSync } from 'node:fs';",
        "appendFileSync('calls.txt', 'x');",
        "if (readFileSync('calls.txt', 'utf8').length === 2) rmSync('notes.md');",
        "console.log('ok');",
      ),
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: cli',
        '    command_template: node agent.mjs {PROMPT}',
        '    judge_target: judge',
        '  - name: judge',
        '    provider: mock',
      ),
    });
    roots.push(root);
    const out = path.join(root, 'r.jsonl');
    const run = await runCli(['eval', path.join(root, 'a.test.yaml'), '--workers', '1', '--out', out]);
    const records = (await fs.readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { eval_id: string; error?: string; eval_line: number });
    expect(records.map((r) => r.eval_id).sort()).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
    expect(records.slice(0, 2).every((r) => r.error === undefined)).toBe(true);
    const failed = records.filter((r) => r.error !== undefined);
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(failed[0]?.error).toMatch(/referenced file "notes\.md" not found/);
    expect(failed.map((r) => r.eval_line)).toEqual(failed.map((r) => 2 + 3 * Number(r.eval_id.slice(1))));
    // As any case that failed to run: the run finishes, exit 0, the summary lists it.
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('referenced file "notes.md" not found');
  });
});

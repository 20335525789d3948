import { mkdir, mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ResponseCache } from '../../src/engine/provider-pipeline/response-cache.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';
import { mockTargets } from '../test-support/eval-files.js';

describe('a response-cache entry with fields of the wrong type is a miss', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agentv-cache-types-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const plant = async (key: string, response: unknown, extra: Record<string, unknown> = {}) => {
    const file = path.join(dir, key.slice(0, 2), `${key}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ key, created_at: 0, response, ...extra }));
  };

  it.each([
    ['tokenUsage as text', { text: 'hi', tokenUsage: 'lots' }, {}],
    ['a negative token count', { text: 'hi', tokenUsage: { input: -5, output: 1 } }, {}],
    ['costUsd as text', { text: 'hi', costUsd: '0.01' }, {}],
    ['outputMessages not a list', { text: 'hi', outputMessages: { role: 'assistant' } }, {}],
    ['a message without text content', { text: 'hi', outputMessages: [{ role: 'assistant', content: 5 }] }, {}],
    ['created_at as text', { text: 'hi' }, { created_at: 'yesterday' }],
  ] as Array<[string, unknown, Record<string, unknown>]>)('%s', async (name, response, extra) => {
    const cache = new ResponseCache(dir, { now: () => 1 });
    const key = ResponseCache.keyFor({
      kind: 'openai',
      model: 'm',
      settings: {},
      messages: [{ role: 'user', content: name }],
    });
    await plant(key, response, extra);
    expect(await cache.get(key)).toBeUndefined();
  });

  it('a well-typed entry still answers', async () => {
    const cache = new ResponseCache(dir, { now: () => 1 });
    const key = ResponseCache.keyFor({ kind: 'openai', model: 'm', settings: {}, messages: [] });
    await plant(key, {
      text: 'hi',
      tokenUsage: { input: 1, output: 2 },
      costUsd: null,
      outputMessages: [{ role: 'assistant', content: 'hi' }],
    });
    expect(await cache.get(key)).toMatchObject({ text: 'hi', tokenUsage: { input: 1, output: 2 } });
  });
});

describe('report, variants and deep JSON', () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map(removeTempRepo)));

  it('report refuses a results file holding the same case twice, as compare and merge do', async () => {
    const record = JSON.stringify({ eval_id: 'c1', score: 0.5 });
    const root = await makeTempRepo({ 'r.jsonl': `${record}\n${record}\n` });
    roots.push(root);
    const run = await runCli(['report', path.join(root, 'r.jsonl'), '-o', path.join(root, 'r.html')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/c1.*(twice|more than once|duplicate)/i);
  });

  it('a prompt variant named __proto__ is kept like any other', async () => {
    const root = await makeTempRepo({
      'a.test.yaml': lines(
        'prompts:',
        '  - id: __proto__',
        '    prompt: "A: {{input}}"',
        '  - id: plain',
        '    prompt: "B: {{input}}"',
        'evalcases:',
        '  - id: c1',
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
      ),
      'targets.yaml': mockTargets(),
    });
    roots.push(root);
    const out = path.join(root, 'r.jsonl');
    const run = await runCli([
      'eval',
      path.join(root, 'a.test.yaml'),
      '--out',
      out,
      '--summary-json',
      path.join(root, 's.json'),
    ]);
    expect(run.code).toBe(0);
    const ids = (await readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { prompt_id: string }).prompt_id)
      .sort();
    expect(ids).toEqual(['__proto__', 'plain']);
    // The per-variant statistics keep it as a key of its own (an assignment would set the prototype).
    expect(await readFile(path.join(root, 's.json'), 'utf8')).toMatch(/"__proto__": \{\s*"count": 1/);
    const compared = await runCli(['compare', out, out]);
    expect(Object.keys((JSON.parse(compared.stdout) as { by_prompt: object }).by_prompt).sort()).toEqual([
      '__proto__',
      'plain',
    ]);
    const report = await runCli(['report', out, '-o', path.join(root, 'r.html')]);
    expect(report.code).toBe(0);
  });

  describe('JSON nested thousands deep in a results file is a clear error naming the file, no stack overflow', () => {
    let root: string;
    beforeAll(async () => {
      const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
      root = await makeTempRepo({
        'r.jsonl': `{"eval_id":"c1","score":0.5,"trace":${deep}}\n`,
        'r.yaml': `---\neval_id: c1\nscore: 0.5\ntrace: ${deep}\n`,
      });
      roots.push(root);
    });

    // One test a command and file: each reads 100,000 levels, seconds of work on a loaded machine.
    it.each(['r.jsonl', 'r.yaml'].flatMap((file) => ['report', 'compare', 'merge'].map((cmd) => [cmd, file])))(
      '%s %s',
      async (cmd, file) => {
        const results = path.join(root, file);
        const args = {
          report: ['report', results, '-o', path.join(root, 'r.html')],
          compare: ['compare', results, results],
          merge: ['merge', results, '--out', path.join(root, 'm.jsonl')],
        }[cmd]!;
        const run = await runCli(args);
        expect({ cmd: args[0], file, code: run.code }).toEqual({ cmd: args[0], file, code: 2 });
        expect(run.stderr).toContain(results);
        expect(run.stderr).not.toMatch(/Maximum call stack|RangeError|alias/);
      },
    );
  });

  it("an agent's answer nested thousands deep is kept as text; the record and the summary agree", async () => {
    const root = await makeTempRepo({
      // A structured answer (AgentV's output_messages) whose tool input nests 50,000 deep.
      'agent.mjs':
        `process.stdout.write('{"output_messages":[{"role":"assistant","content":"[[[ ` +
        `done","tool_calls":[{"tool":"t","input":${'['.repeat(50_000)}${']'.repeat(50_000)}}]}]}');\n`,
      'a.test.yaml': lines(
        'evalcases:',
        '  - id: c1',
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
        '    evaluators: [{name: j, type: contains, value: "[[["}]',
      ),
    });
    roots.push(root);
    await writeFile(
      path.join(root, 'targets.yaml'),
      lines(
        'targets:',
        '  - name: default',
        '    provider: cli',
        `    command_template: node ${path.join(root, 'agent.mjs')} {PROMPT}`,
      ),
    );
    const out = path.join(root, 'r.jsonl');
    const run = await runCli([
      'eval',
      path.join(root, 'a.test.yaml'),
      '--out',
      out,
      '--include-trace',
      '--summary-json',
      path.join(root, 's.json'),
    ]);
    expect(run.stderr).not.toMatch(/Maximum call stack|RangeError/);
    expect(run.code).toBe(0);
    const record = JSON.parse((await readFile(out, 'utf8')).trim()) as { score: number; candidate_answer: string };
    expect(record.candidate_answer.startsWith('{"output_messages"')).toBe(true);
    const summary = JSON.parse(await readFile(path.join(root, 's.json'), 'utf8')) as {
      total?: number;
      mean?: number;
      summary?: { total: number };
    };
    expect(JSON.stringify(summary)).toContain('"total":1');
    expect(record.score).toBe(1);
  });
});

import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EvaluationContext } from '../../src/engine/evaluator.js';
import { createNodeRuntime } from '../../src/engine/runtime.js';
import { CodeEvaluator } from '../../src/evaluators/code-evaluator.js';
import { runCli } from '../test-support/run-cli.js';

const context = {
  evalCase: {
    id: 'c1',
    expectedOutcome: 'say hi',
    inputMessages: [{ role: 'user', content: 'hi' }],
    guidelineFiles: [],
    inputFiles: [],
  },
  request: { prompt: 'hi', metadata: { question: 'hi' } },
  candidateAnswer: 'hello there',
} as unknown as EvaluationContext;

const signal = new AbortController().signal;

describe('CodeEvaluator (real child processes)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'agentv-code-'));
    await fs.writeFile(
      path.join(dir, 'judge.mjs'),
      `let s='';process.stdin.on('data',c=>s+=c).on('end',()=>{const i=JSON.parse(s);` +
        `console.log(JSON.stringify({score:i.candidate_answer.includes(i.config.word)?1:0.25,hits:['ran in ` +
        `'+process.cwd()],reasoning:i.question}))});`,
    );
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const runtime = createNodeRuntime({ env: { ...process.env, JUDGE_WORD: 'from-the-run' } });
  const make = (script: string | string[], extra: object = {}) =>
    new CodeEvaluator(
      { type: 'code', name: 'c', weight: 1, script, cwd: dir, config: { word: 'hello' }, ...extra },
      runtime,
    );
  /** Whether `pid` still runs; a killed orphan may linger as a zombie until PID 1 reaps it, which is dead. */
  const alive = async (pid: number) => {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  };
  /** A script that starts a background grandchild, writes its pid, then waits forever. */
  const spawner = (pidFile: string) => [
    'node',
    '-e',
    "const c=require('child_process').spawn('sleep',['30'],{stdio:'ignore'});" +
      `require('fs').writeFileSync(${JSON.stringify(pidFile)},String(c.pid));setInterval(()=>{},1000)`,
  ];

  it('sends the case as JSON on stdin and reads the score from stdout', async () => {
    const result = await make(['node', 'judge.mjs']).evaluate(context, { signal });
    expect(result.score).toBe(1);
    expect(result.reasoning).toBe('hi');
    expect(result.hits[0]).toBe(`ran in ${dir}`);
  });

  it('runs string scripts through the shell', async () => {
    const result = await make('node judge.mjs | cat').evaluate(context, { signal });
    expect(result.score).toBe(1);
  });

  it('scores 0 with a miss on a non-zero exit, including stderr', async () => {
    const result = await make(['node', '-e', 'console.error("boom"); process.exit(3)']).evaluate(context, { signal });
    expect(result.score).toBe(0);
    expect(result.misses[0]).toMatch(/exited with 3: boom/);
  });

  it('scores 0 with a miss on output that is not JSON', async () => {
    const result = await make(['node', '-e', 'console.log("nope")']).evaluate(context, { signal });
    expect(result).toMatchObject({ score: 0, misses: ['script printed no JSON object with a numeric score'] });
  });

  it('kills a script that runs past its timeout', async () => {
    const result = await make(['node', '-e', 'setTimeout(()=>{}, 60000)'], { timeout_seconds: 0.2 }).evaluate(context, {
      signal,
    });
    expect(result.score).toBe(0);
    expect(result.misses[0]).toBe('script timed out after 0.2 s');
  });

  it("runs with the run's environment, not the tool's own", async () => {
    const result = await make([
      'node',
      '-e',
      'console.log(JSON.stringify({score: process.env.JUDGE_WORD === "from-the-run" ? 1 : 0}))',
    ]).evaluate(context, { signal });
    expect(result.score).toBe(1);
  });

  it('kills what the script spawned when its timeout fires', async () => {
    const pidFile = path.join(dir, 'timeout.pid');
    // The shell writes the pid within milliseconds, node may need seconds on a loaded machine: the
    // timeout must fire after the pid file is written.
    const script = `sleep 30 & echo $! > ${JSON.stringify(pidFile)}; wait`;
    const result = await make(['/bin/sh', '-c', script], { timeout_seconds: 2 }).evaluate(context, { signal });
    expect(result.misses[0]).toMatch(/timed out/);
    const grandchild = Number(await fs.readFile(pidFile, 'utf8'));
    expect(grandchild).toBeGreaterThan(0);
    expect(await alive(grandchild)).toBe(false);
  });

  it('kills what the script spawned when the run stops, and rethrows the stop', async () => {
    const pidFile = path.join(dir, 'stop.pid');
    const stop = new AbortController();
    const running = make(spawner(pidFile)).evaluate(context, { signal: stop.signal });
    for (let i = 0; i < 200; i++) {
      const written = await fs.readFile(pidFile, 'utf8').catch(() => '');
      if (written) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    stop.abort(new Error('stopped'));
    await expect(running).rejects.toThrow('stopped');
    expect(await alive(Number(await fs.readFile(pidFile, 'utf8')))).toBe(false);
  });

  it('sees a variable from the .env file next to the eval file (through agentv eval)', async () => {
    const suite = path.join(dir, 'dotenv');
    await fs.mkdir(suite, { recursive: true });
    await fs.writeFile(path.join(suite, '.env'), 'AGENTV_TEST_DOTENV_WORD=from-dotenv\n');
    await fs.writeFile(
      path.join(suite, 'check-env.mjs'),
      "process.stdin.resume();process.stdin.on('end',()=>console.log(JSON.stringify({" +
        "score:process.env.AGENTV_TEST_DOTENV_WORD==='from-dotenv'?1:0," +
        'reasoning:String(process.env.AGENTV_TEST_DOTENV_WORD)})));',
    );
    await fs.writeFile(
      path.join(suite, 'env.test.yaml'),
      [
        'evaluators:',
        '  - name: env',
        '    type: code',
        '    script: [node, check-env.mjs]',
        'evalcases:',
        '  - id: one',
        '    expected_outcome: anything',
        '    input_messages:',
        '      - role: user',
        '        content: hi',
        '',
      ].join('\n'),
    );
    const out = path.join(suite, 'results.jsonl');
    delete process.env.AGENTV_TEST_DOTENV_WORD;
    const run = await runCli(['eval', path.join(suite, 'env.test.yaml'), '--dry-run', '--out', out]);
    expect(run.code).toBe(0);
    const record = JSON.parse((await fs.readFile(out, 'utf8')).trim());
    expect(record.evaluator_results[0]).toMatchObject({ score: 1, reasoning: 'from-dotenv' });
    expect(process.env.AGENTV_TEST_DOTENV_WORD).toBeUndefined();
  });
});

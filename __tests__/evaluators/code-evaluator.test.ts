import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EvaluationContext } from '../../src/engine/evaluator.js';
import { CodeEvaluator } from '../../src/evaluators/code-evaluator.js';

const context = {
  evalCase: { id: 'c1', expectedOutcome: 'say hi', inputMessages: [{ role: 'user', content: 'hi' }], guidelineFiles: [], inputFiles: [] },
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
        `console.log(JSON.stringify({score:i.candidate_answer.includes(i.config.word)?1:0.25,hits:['ran in '+process.cwd()],reasoning:i.question}))});`,
    );
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const make = (script: string | string[], extra: object = {}) =>
    new CodeEvaluator({ type: 'code', name: 'c', weight: 1, script, cwd: dir, config: { word: 'hello' }, ...extra });

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
    const result = await make(['node', '-e', 'setTimeout(()=>{}, 60000)'], { timeout_seconds: 0.2 }).evaluate(context, { signal });
    expect(result.score).toBe(0);
    expect(result.misses[0]).toMatch(/SIGKILL|exited/);
  });
});

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo } from '../config/temp-repo.js';
import { runCli } from './run-cli.js';

/** A cli agent that leaves a mark for every call, so a test can tell that nothing was called. */
const AGENT =
  "import { appendFileSync } from 'node:fs';\nappendFileSync(new URL('./called.txt', import.meta.url), " +
  "'x');\nconsole.log('answer');\n";

describe('judge targets are checked when the run starts, before any paid call', () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map(removeTempRepo)));

  it('a cli judge target with a quoted {PROMPT} is refused like a case target (exit 2, no agent call)', async () => {
    const root = await makeTempRepo({
      'agent.mjs': AGENT,
      'a.test.yaml': lines(
        'evalcases:',
        '  - id: c1',
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
        '    evaluators: [{name: j, type: llm_judge}]',
      ),
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: cli',
        '    command_template: node agent.mjs {PROMPT}',
        '    judge_target: judge',
        '  - name: judge',
        '    provider: cli',
        '    command_template: my-judge --prompt "{PROMPT}"',
      ),
    });
    roots.push(root);
    const run = await runCli([
      'eval',
      path.join(root, 'a.test.yaml'),
      '--out',
      path.join(root, 'r.jsonl'),
      '--targets',
      path.join(root, 'targets.yaml'),
    ]);
    const errorLines = run.stderr.split('\n').filter((l) => l.startsWith('error: '));
    expect(run.code).toBe(2);
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toMatch(/puts \{PROMPT\} inside quotes/);
    expect(errorLines[0]).toContain(`${path.join(root, 'targets.yaml')}:8`);
    await expect(fs.stat(path.join(root, 'called.txt'))).rejects.toThrow();
  });
});

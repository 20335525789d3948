import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

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

  const targetsWithJudge = (judge: string) =>
    lines(
      'targets:',
      '  - name: default',
      '    provider: cli',
      '    command_template: node agent.mjs {PROMPT}',
      `    judge_target: ${judge}`,
      '  - name: judge',
      '    provider: mock',
    );

  it.each([
    ['an llm judge of its own', '    evaluators: [{name: j, type: llm_judge}]'],
    ['the default judge (no evaluator named)', '    conversation_id: x'],
    [
      'a composite whose aggregator is a judge',
      lines(
        '    evaluators:',
        '      - {name: c, type: composite, aggregator: {type: llm_judge},',
        '         evaluators: [{name: j2, type: llm_judge, target: judge}]}',
      ),
    ],
  ])(
    'a judge_target naming no target is exit 2 at its line when a case would be judged by it: %s',
    async (_name, grader) => {
      const root = await makeTempRepo({
        'agent.mjs': AGENT,
        'a.test.yaml': lines(
          'evalcases:',
          '  - id: c1',
          '    expected_outcome: ok',
          '    input_messages: [{role: user, content: hi}]',
          grader,
        ),
        'targets.yaml': targetsWithJudge('judeg'),
      });
      roots.push(root);
      const run = await runCli(['eval', path.join(root, 'a.test.yaml'), '--out', path.join(root, 'r.jsonl')]);
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n')).toEqual([
        `error: ${path.join(root, 'targets.yaml')}:5:5: target "default" names judge_target "judeg", which its ` +
          'targets file does not define, and case "c1" (a.test.yaml:2) would be judged by it ' +
          '(did you mean "judge"?). Fix: name one of its targets (default, judge), or add a target "judeg"',
      ]);
      await expect(fs.stat(path.join(root, 'called.txt'))).rejects.toThrow();
      await expect(fs.stat(path.join(root, 'r.jsonl'))).rejects.toThrow();
    },
  );

  it('a judge_target naming no target only warns when no case would be judged by it', async () => {
    const root = await makeTempRepo({
      'agent.mjs': AGENT,
      'a.eval.yaml': lines(
        'tests:',
        '  - id: c1',
        '    input: hi',
        '    assertions: [{type: contains, value: answer}]',
        '  - id: c2',
        '    input: hi',
        '    assertions: [{type: llm-grader, target: judge}]',
      ),
      'targets.yaml': targetsWithJudge('ghost'),
    });
    roots.push(root);
    const run = await runCli(['eval', path.join(root, 'a.eval.yaml'), '--out', path.join(root, 'r.jsonl')]);
    expect(run.stderr).toContain(
      `${path.join(root, 'targets.yaml')}:5: target "default" names judge_target "ghost", which its targets file ` +
        'does not define; it is ignored, as no case of this run is judged by it ' +
        '(define it, or use one of: default, judge)',
    );
    expect(run.code).toBe(0);
    expect(await fs.readFile(path.join(root, 'called.txt'), 'utf8')).toBe('xx');
  });
});

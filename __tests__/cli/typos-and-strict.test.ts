import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo } from '../config/temp-repo.js';
import { runCli } from './run-cli.js';
import { parseInputs } from '../../src/action/input-helper.js';

const EVAL = lines(
  'evalcases:',
  '  - id: c1',
  '    expected_outcome: ok',
  '    input_messages: [{role: user, content: hi}]',
);

describe('a typo is never silent', () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map(removeTempRepo)));
  const repo = async (files: Record<string, string>) => {
    const root = await makeTempRepo(files);
    roots.push(root);
    return root;
  };

  it('unknown keys of a target are warned about with file:line and the nearest known key', async () => {
    const root = await repo({
      'a.test.yaml': EVAL,
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: mock',
        '    respones: {c1: hi}',
        '    judge_target: judge',
        '  - name: judge',
        '    provider: openai',
        '    api_kee: sk-not-a-real-key-123',
        '    model: gpt-4o-mini',
        '    temprature: 0',
        '    settings:',
        '      max_tokns: 5',
        '    max_retries: 2',
        '  - name: agent',
        '    provider: cli',
        '    commandTemplate: echo {PROMPT}',
        '    timeout_secs: 5',
      ),
    });
    const targets = path.join(root, 'targets.yaml');
    const run = await runCli([
      'eval',
      path.join(root, 'a.test.yaml'),
      '--dry-run',
      '--out',
      path.join(root, 'r.jsonl'),
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`${targets}:4: unknown key "respones" in targets[0] (did you mean "responses"?)`);
    expect(run.stderr).toContain(`${targets}:8: unknown key "api_kee" in targets[1] (did you mean "api_key"?)`);
    expect(run.stderr).toContain(`${targets}:10: unknown key "temprature" in targets[1] (did you mean "temperature"?)`);
    expect(run.stderr).toContain(
      `${targets}:12: unknown key "max_tokns" in targets[1].settings (did you mean "max_tokens"?)`,
    );
    expect(run.stderr).toContain(`${targets}:17: unknown key "timeout_secs" in targets[2]`);
    // Known keys, in either spelling, are not reported; nor is the value of an unknown key shown.
    expect(run.stderr).not.toMatch(/"(model|max_retries|commandTemplate|judge_target|settings)"/);
    expect(run.stderr).not.toContain('sk-not-a-real-key-123');
  });

  it('--strict turns the warnings into exit 2 before any call, one error line', async () => {
    const root = await repo({
      'a.test.yaml': EVAL,
      'targets.yaml': lines('targets:', '  - name: default', '    provider: mock', '    respones: {c1: hi}'),
    });
    const out = path.join(root, 'r.jsonl');
    const run = await runCli(['eval', path.join(root, 'a.test.yaml'), '--strict', '--out', out]);
    expect(run.code).toBe(2);
    const errors = run.stderr.split('\n').filter((l) => l.startsWith('error: '));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`${path.join(root, 'targets.yaml')}:4`);
    expect(errors[0]).toMatch(/unknown key "respones".*--strict/);
    await expect(fs.stat(out)).rejects.toThrow();

    const clean = await repo({
      'a.test.yaml': EVAL,
      'targets.yaml': lines('targets:', '  - name: default', '    provider: mock'),
    });
    const ok = await runCli([
      'eval',
      path.join(clean, 'a.test.yaml'),
      '--strict',
      '--out',
      path.join(clean, 'r.jsonl'),
    ]);
    expect(ok.code).toBe(0);
  });

  it('--strict also covers unknown keys of eval files', async () => {
    const root = await repo({
      'a.test.yaml': lines(
        'evalcases:',
        '  - id: c1',
        '    expected_outcom: ok',
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
      ),
      'targets.yaml': lines('targets:', '  - name: default', '    provider: mock'),
    });
    const run = await runCli(['eval', path.join(root, 'a.test.yaml'), '--strict', '--out', path.join(root, 'r.jsonl')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      new RegExp(
        `error: ${path.join(root, 'a.test.yaml').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3.*unknown key ` +
          `"expected_outcom"`,
      ),
    );
  });

  it.each([
    ['negate: "yes"', 7, /negate must be true or false, not a string/],
    ['weight: heavy', 7, /weight must be a number, not a string/],
    ['weight: -1', 7, /weight must be at least 0/],
  ])('a schema error reads as a sentence and points at the key (%s)', async (bad, line, says) => {
    const root = await repo({
      'a.eval.yaml': lines(
        'tests:',
        '  - id: c1',
        '    input: hi',
        '    assertions:',
        '      - type: contains',
        '        value: hi',
        `        ${bad}`,
      ),
      'targets.yaml': lines('targets:', '  - name: default', '    provider: mock'),
    });
    const run = await runCli([
      'eval',
      path.join(root, 'a.eval.yaml'),
      '--dry-run',
      '--out',
      path.join(root, 'r.jsonl'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${path.join(root, 'a.eval.yaml')}:${line}`);
    expect(run.stderr).toMatch(says);
    expect(run.stderr).not.toMatch(/Invalid input|expected \w+, received/);
  });

  it('a value in none of the forms a key takes is said in words, at its line', async () => {
    const root = await repo({
      'a.eval.yaml': lines('tests:', '  - 7'),
      'targets.yaml': lines('targets:', '  - name: default', '    provider: mock'),
    });
    const run = await runCli([
      'eval',
      path.join(root, 'a.eval.yaml'),
      '--dry-run',
      '--out',
      path.join(root, 'r.jsonl'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${path.join(root, 'a.eval.yaml')}:2`);
    expect(run.stderr).toMatch(/tests\[0\] is not in any of the forms it can take \(found a number\)/);
    expect(run.stderr).not.toMatch(/Invalid input/);
  });

  it('the Action input strict reaches the run options, and a bad value is refused', () => {
    const read = (values: Record<string, string>) => (name: string) => values[name] ?? '';
    expect(parseInputs(read({ paths: 'evals', strict: 'true' }), '/work/space', 0).run.strict).toBe(true);
    expect(parseInputs(read({ paths: 'evals' }), '/work/space', 0).run.strict).toBeUndefined();
    expect(() => parseInputs(read({ paths: 'evals', strict: 'maybe' }), '/work/space', 0)).toThrow(/strict/);
  });
});

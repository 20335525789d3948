import { promises as fs } from 'node:fs';
import path from 'node:path';
import { evalFile, mockTargets } from '../test-support/eval-files.js';
import { lines, tempRepos } from '../test-support/temp-repo.js';
import { evalSuite, runCli } from '../test-support/run-cli.js';
import { parseInputs } from '../../src/action/input-helper.js';

const EVAL = evalFile();

describe('a typo is never silent', () => {
  const repo = tempRepos();

  it('keys of a target far from every known one are warned about with file:line; the run goes on', async () => {
    const root = await repo({
      'a.test.yaml': EVAL,
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: mock',
        '    owner: qa',
        '    judge_target: judge',
        '  - name: judge',
        '    provider: openai',
        '    api_key: sk-not-a-real-key-123',
        '    model: gpt-4o-mini',
        '    billing_code: sk-not-a-real-key-123',
        '    settings:',
        '      tier: gold',
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
    expect(run.stderr).toContain(`${targets}:4: unknown key "owner" in targets[0]; it is ignored`);
    expect(run.stderr).toContain(`${targets}:10: unknown key "billing_code" in targets[1]; it is ignored`);
    expect(run.stderr).toContain(`${targets}:12: unknown key "tier" in targets[1].settings; it is ignored`);
    expect(run.stderr).toContain(`${targets}:17: unknown key "timeout_secs" in targets[2]`);
    // Known keys, in either spelling, are not reported; nor is the value of an unknown key shown.
    expect(run.stderr).not.toMatch(/"(model|max_retries|commandTemplate|judge_target|settings)"/);
    expect(run.stderr).not.toContain('sk-not-a-real-key-123');
  });

  it.each([
    ['respones: {c1: hi}', 'respones', 'targets[0]', 'response', 5],
    ['judge_targt: default', 'judge_targt', 'targets[0]', 'judge_target', 5],
    ['Judge-Target: default', 'Judge-Target', 'targets[0]', 'judge_target', 5],
    ['max_retires: 2', 'max_retires', 'targets[0]', 'max_retries', 5],
    ['settings: {provider_batchng: true}', 'provider_batchng', 'targets[0].settings', 'provider_batching', 16],
  ])('a misspelt key of a target (%s) is exit 2 at its line and column, naming the key meant', async (...row) => {
    const [written, key, where, meant, col] = row;
    const root = await repo({
      'a.test.yaml': EVAL,
      'targets.yaml': mockTargets(`${written}`),
    });
    const targets = path.join(root, 'targets.yaml');
    const run = await evalSuite(root);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      `error: ${targets}:4:${col}: unknown key "${key}" in ${where} (did you mean "${meant}"?). ` +
        `Fix: rename it to "${meant}" (an extension field needs a name further from the known keys)`,
    ]);
  });

  it('a misspelt provider is named as such, not as a missing provider', async () => {
    const root = await repo({
      'a.test.yaml': EVAL,
      'targets.yaml': lines('targets:', '  - name: default', '    provder: mock'),
    });
    const run = await evalSuite(root);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `${path.join(root, 'targets.yaml')}:3:5: unknown key "provder" in targets[0] (did you mean "provider"?)`,
    );
  });

  it('--strict turns the warnings into exit 2 before any call, one error line', async () => {
    const root = await repo({
      'a.test.yaml': EVAL,
      'targets.yaml': mockTargets('owner: qa'),
    });
    const out = path.join(root, 'r.jsonl');
    const run = await runCli(['eval', path.join(root, 'a.test.yaml'), '--strict', '--out', out]);
    expect(run.code).toBe(2);
    const errors = run.stderr.split('\n').filter((l) => l.startsWith('error: '));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`${path.join(root, 'targets.yaml')}:4`);
    expect(errors[0]).toMatch(/unknown key "owner".*--strict/);
    await expect(fs.stat(out)).rejects.toThrow();

    const clean = await repo({
      'a.test.yaml': EVAL,
      'targets.yaml': mockTargets(),
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
        '    reviewer: ok',
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
      ),
      'targets.yaml': mockTargets(),
    });
    const run = await runCli(['eval', path.join(root, 'a.test.yaml'), '--strict', '--out', path.join(root, 'r.jsonl')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      new RegExp(
        `error: ${path.join(root, 'a.test.yaml').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3.*unknown key ` +
          `"reviewer"`,
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
      'targets.yaml': mockTargets(),
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
      'targets.yaml': mockTargets(),
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

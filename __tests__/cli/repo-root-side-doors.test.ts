import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo, writeFiles } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

/**
 * The repository-root rule (SECURITY.md) has no side doors: every file an eval file brings along
 * is refused outside the root, before any call, also under --dry-run.
 */
describe('the repository-root rule covers every file an eval file names', () => {
  let outer: string;
  let repo: string;
  beforeAll(async () => {
    outer = await makeTempRepo(
      {
        'outside/agg.mjs': 'console.log(JSON.stringify({score: 1}))\n',
        'outside/prompt.md': 'Grade {{ answer }} from outside\n',
        'outside/cases.yaml': lines('- id: far', '  input: q', '  criteria: c'),
        'outside/template/readme.txt': 'x',
      },
      { git: false },
    );
    repo = path.join(outer, 'repo');
    await fs.mkdir(path.join(repo, '.git'), { recursive: true });
    await writeFiles(repo, {
      'evals/agg-code.yaml': lines(
        'evalcases:',
        '  - id: a',
        '    expected_outcome: x',
        '    input: y',
        '    evaluators:',
        '      - name: c',
        '        type: composite',
        '        aggregator: { type: code_judge, path: ../../outside/agg.mjs }',
        '        evaluators: [{name: t, type: contains, value: x}]',
      ),
      'evals/agg-prompt.yaml': lines(
        'evalcases:',
        '  - id: a',
        '    expected_outcome: x',
        '    input: y',
        '    evaluators:',
        '      - name: c',
        '        type: composite',
        '        aggregator: { type: llm_judge, prompt: ../../outside/prompt.md }',
        '        evaluators: [{name: t, type: contains, value: x}]',
      ),
      'evals/tests-file.eval.yaml': lines('tests: ../../outside/cases.yaml'),
      'evals/file-ref.eval.yaml': lines(
        'tests:',
        '  - id: here',
        '    input: q',
        '    criteria: c',
        '  - file://../../outside/cases.yaml',
      ),
      'evals/ws4.eval.yaml': lines(
        'workspace:',
        '  template: ../../outside/template',
        'tests:',
        '  - id: here',
        '    input: q',
        '    criteria: c',
      ),
      'evals/ws2.yaml': lines(
        'workspace:',
        '  template: ../../outside/template',
        'evalcases:',
        '  - id: a',
        '    expected_outcome: x',
        '    input: y',
      ),
      'evals/t/ws-target.yaml': lines('evalcases:', '  - id: a', '    expected_outcome: x', '    input: y'),
      'evals/t/targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: mock',
        '    workspace:',
        '      template: ../../../outside/template',
      ),
    });
  });
  afterAll(() => removeTempRepo(outer));

  it.each([
    ['agg-code.yaml', 8, /aggregator script/],
    ['agg-prompt.yaml', 8, /aggregator prompt file/],
    ['tests-file.eval.yaml', 1, /case file/],
    ['file-ref.eval.yaml', 5, /case file/],
    ['ws4.eval.yaml', 2, /workspace\.template/],
    ['ws2.yaml', 2, /workspace\.template/],
    ['t/ws-target.yaml', 4, /target "default": workspace\.template/],
  ])('%s is refused at its line, before any call, under --dry-run', async (name, line, what) => {
    const file = path.join(repo, 'evals', name);
    const out = path.join(repo, `${name.replace('/', '-')}.jsonl`);
    const run = await runCli(['eval', file, '--dry-run', '--out', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(what);
    expect(run.stderr).toMatch(/outside the repository root/);
    const declaring = name === 't/ws-target.yaml' ? path.join(repo, 'evals', 't', 'targets.yaml') : file;
    expect(run.stderr).toContain(`${declaring}:${line}`);
    expect(run.stderr).toContain('--allow-outside-root');
    await expect(fs.stat(out)).rejects.toThrow();

    const allowed = await runCli(['eval', file, '--dry-run', '--allow-outside-root', '--out', out]);
    expect(allowed.stderr).not.toMatch(/outside the repository root/);
    expect(allowed.code).toBe(0);
  });
});

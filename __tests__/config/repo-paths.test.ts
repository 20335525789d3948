import path from 'node:path';
import { loadEvalSuite } from '../../src/config/load-eval-suite.js';
import { ConfigError } from '../../src/errors/config-error.js';
import { evalFile } from '../test-support/eval-files.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';

const CASE = evalFile();

/** A repository at `<tmp>/repo` with files next to it (outside) in `<tmp>`. */
async function layout(evaluators: string[]): Promise<{ tmp: string; repo: string; file: string }> {
  const tmp = await makeTempRepo(
    {
      'repo/.git/HEAD': '',
      'repo/evals/a.test.yaml': lines('evaluators:', ...evaluators) + CASE,
      'repo/evals/inside.md': 'judge\n',
      'repo/evals/grade.mjs': '',
      'outside.md': 'judge\n',
      'grade.mjs': '',
    },
    { git: false },
  );
  return { tmp, repo: path.join(tmp, 'repo'), file: path.join(tmp, 'repo/evals/a.test.yaml') };
}

describe('the repository-root rule for prompt_path and code scripts', () => {
  const roots: string[] = [];
  afterAll(async () => {
    await Promise.all(roots.map(removeTempRepo));
  });

  it.each([
    [
      'a judge prompt_path',
      ['  - type: llm_judge', '    prompt_path: ../../outside.md'],
      3,
      /judge prompt file "\.\.\/\.\.\/outside\.md" resolves to .*outside\.md, outside the repository root/,
    ],
    [
      'a code script given as argv',
      ['  - type: code', '    script: [node, ../../grade.mjs]'],
      3,
      /script file "\.\.\/\.\.\/grade\.mjs" resolves to/,
    ],
    [
      'a code script given as a command line',
      ['  - type: code', '    script: node ../../grade.mjs --strict'],
      3,
      /script file "\.\.\/\.\.\/grade\.mjs" resolves to/,
    ],
    [
      'a code script that is the program itself',
      ['  - type: code', '    script: ../../grade.mjs'],
      3,
      /script file "\.\.\/\.\.\/grade\.mjs" resolves to/,
    ],
  ])('refuses %s outside the root unless allowed', async (_what, evaluators, line, message) => {
    const { tmp, repo, file } = await layout(evaluators);
    roots.push(tmp);
    const failure = await loadEvalSuite(file, { repoRoot: repo }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).location).toMatchObject({ file, line });
    expect((failure as ConfigError).message).toMatch(message);
    expect((failure as ConfigError).message).toContain('--allow-outside-root');
    await expect(loadEvalSuite(file, { repoRoot: repo, allowOutsideRoot: true })).resolves.toBeDefined();
  });

  it('accepts files inside the root, absolute tools and bare commands', async () => {
    const { tmp, repo, file } = await layout([
      '  - type: llm_judge',
      '    prompt_path: inside.md',
      '  - type: code',
      '    script: [node, grade.mjs]',
      '  - type: code',
      '    script: /usr/bin/env node grade.mjs',
    ]);
    roots.push(tmp);
    const { suite } = await loadEvalSuite(file, { repoRoot: repo });
    expect(suite.evaluators.map((e) => e.type)).toEqual(['llm_judge', 'code', 'code']);
  });
});

import path from 'node:path';
import { ConfigError } from '../../src/errors/config-error.js';
import { findRepoRoot } from '../../src/config/repo-paths.js';
import { resolveEvalPaths } from '../../src/config/resolve-eval-paths.js';
import { makeTempRepo, removeTempRepo, writeFiles } from '../test-support/temp-repo.js';

const roots: string[] = [];
async function repo(files: Record<string, string>, git = true): Promise<string> {
  const root = await makeTempRepo(files, { git });
  roots.push(root);
  return root;
}
afterAll(async () => {
  await Promise.all(roots.map(removeTempRepo));
});

const files = {
  'evals/b.yaml': '',
  'evals/a.test.yml': '',
  'evals/sub/c.yaml': '',
  'evals/sub/notes.md': '',
  'evals/targets.yaml': '',
  'evals/.agentv.yaml': '',
  'evals/.agentv/results/run.yaml': '',
  'evals/node_modules/pkg/x.yaml': '',
  'other/d.yaml': '',
};

describe('resolveEvalPaths', () => {
  it('expands folders to their YAML files, skipping config files and vendored folders', async () => {
    const root = await repo(files);
    expect(await resolveEvalPaths(['evals'], root)).toEqual(
      ['evals/a.test.yml', 'evals/b.yaml', 'evals/sub/c.yaml'].map((f) => path.join(root, f)),
    );
  });

  it('takes a promptfoo config for its folder: the YAML beside and below it are its parts', async () => {
    const root = await repo({
      'evals/pf/promptfooconfig.yaml': '',
      'evals/pf/tests/cases.yaml': '',
      'evals/pf/prompts.yaml': '',
      'evals/json/promptfooconfig.json': '{}',
      'evals/plain.yaml': '',
    });
    const found = await resolveEvalPaths(['evals'], root);
    expect(found.map((f) => path.relative(root, f))).toEqual([
      'evals/json/promptfooconfig.json',
      'evals/pf/promptfooconfig.yaml',
      'evals/plain.yaml',
    ]);
    expect(await resolveEvalPaths(['evals/json/promptfooconfig.json'], root)).toHaveLength(1);
    expect((await resolveEvalPaths(['evals/**/*.yaml'], root)).map((f) => path.relative(root, f))).toEqual([
      'evals/pf/promptfooconfig.yaml',
      'evals/plain.yaml',
    ]);
  });

  it('expands globs, deduplicates and sorts across arguments', async () => {
    const root = await repo(files);
    const result = await resolveEvalPaths(
      ['other/d.yaml', 'evals/**/*.yaml', 'evals/b.yaml', path.join(root, 'evals/sub')],
      root,
    );
    expect(result).toEqual(['evals/b.yaml', 'evals/sub/c.yaml', 'other/d.yaml'].map((f) => path.join(root, f)));
    expect(await resolveEvalPaths(['./evals/*.{yaml,yml}'], root)).toEqual(
      ['evals/a.test.yml', 'evals/b.yaml'].map((f) => path.join(root, f)),
    );
  });

  it('skips non-YAML files and empty folders but fails when nothing matched at all', async () => {
    const root = await repo(files);
    await writeFiles(root, { 'empty/readme.md': '' });
    expect(await resolveEvalPaths(['evals/sub/notes.md', 'empty', 'other'], root)).toEqual([
      path.join(root, 'other/d.yaml'),
    ]);
    const error = await resolveEvalPaths(['empty', 'nope/*.yaml', 'missing.yaml'], root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/no eval files matched "empty", "nope\/\*\.yaml", "missing\.yaml"/);
    expect((error as ConfigError).message).toContain('Fix:');
  });
});

describe('findRepoRoot', () => {
  it('finds the nearest ancestor with .git (folder or file), else the fallback', async () => {
    const root = await repo({ 'a/b/c/x': '', 'a/sub/.git': 'gitdir: elsewhere\n' });
    expect(findRepoRoot(path.join(root, 'a/b/c'))).toBe(root);
    expect(findRepoRoot(path.join(root, 'a/sub'))).toBe(path.join(root, 'a/sub'));
    const bare = await repo({ 'x/y': '' }, false);
    expect(findRepoRoot(path.join(bare, 'x'), '/fallback/cwd')).toBe('/fallback/cwd');
  });
});

import path from 'node:path';
import { loadDotEnv } from '../../src/config/load-dot-env.js';
import { tempRepos, writeFiles } from '../test-support/temp-repo.js';

const repo = tempRepos();

describe('loadDotEnv', () => {
  it('loads the first .env from the eval dir upward, then repo root, then cwd', async () => {
    const root = await repo({ '.env': 'FROM=root\n', 'evals/deep/x': '' });
    const cwd = await repo({ '.env': 'FROM=cwd\n' });
    const evalDir = path.join(root, 'evals/deep');

    let env: Record<string, string | undefined> = {};
    expect(loadDotEnv({ evalDir, repoRoot: root, cwd }, env)).toBe(path.join(root, '.env'));
    expect(env.FROM).toBe('root');

    await writeFiles(root, { 'evals/.env': 'FROM=evals\n' });
    env = {};
    expect(loadDotEnv({ evalDir, repoRoot: root, cwd }, env)).toBe(path.join(root, 'evals/.env'));
    expect(env.FROM).toBe('evals');

    await writeFiles(root, { 'evals/deep/.env': 'FROM=deep\n' });
    env = {};
    loadDotEnv({ evalDir, repoRoot: root, cwd }, env);
    expect(env.FROM).toBe('deep');

    const bare = await repo({});
    env = {};
    expect(loadDotEnv({ repoRoot: bare, cwd }, env)).toBe(path.join(cwd, '.env'));
    expect(env.FROM).toBe('cwd');
  });

  it('never overrides variables that are already set', async () => {
    const root = await repo({ '.env': 'A=file\nB=file\nC="quoted value"\n' });
    const env: Record<string, string | undefined> = { A: 'process', B: '' };
    loadDotEnv({ repoRoot: root, cwd: root }, env);
    expect(env).toEqual({ A: 'process', B: '', C: 'quoted value' });
  });

  it('returns undefined and leaves env alone when there is no .env', async () => {
    const root = await repo({ 'evals/x': '' });
    const env: Record<string, string | undefined> = { KEEP: '1' };
    expect(loadDotEnv({ evalDir: path.join(root, 'evals'), repoRoot: root, cwd: root }, env)).toBeUndefined();
    expect(env).toEqual({ KEEP: '1' });
  });
});

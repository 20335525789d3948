import path from 'node:path';
import { ConfigError } from '../../src/errors/config-error.js';
import { findTargetsFile, loadTargetsFile, selectTargetName } from '../../src/config/load-targets-file.js';
import { resolveTarget } from '../../src/config/expand-variables.js';
import { lines, tempRepos, writeFiles } from '../test-support/temp-repo.js';

const repo = tempRepos();

function thrown(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const T = 'targets:\n  - {name: default, provider: mock}\n';

describe('findTargetsFile', () => {
  it('searches explicit > eval dir > ancestors up to the repo root > cwd', async () => {
    const root = await repo({
      'work/targets.yaml': T,
      'targets.yml': T,
      'evals/.agentv/targets.yaml': T,
      'evals/deep/e.yaml': '',
      'custom/my-targets.yaml': T,
      'folder/.agentv/targets.yml': T,
    });
    const base = { repoRoot: root, cwd: path.join(root, 'work') };
    const deep = path.join(root, 'evals/deep');
    // nearest ancestor wins, and the .agentv variant counts
    expect(findTargetsFile({ ...base, evalFileDir: deep })).toBe(path.join(root, 'evals/.agentv/targets.yaml'));
    // eval dir itself beats its parents
    await writeFiles(root, { 'evals/deep/targets.yaml': T });
    expect(findTargetsFile({ ...base, evalFileDir: deep })).toBe(path.join(deep, 'targets.yaml'));
    // the repo root is reached when nothing is nearer
    expect(findTargetsFile({ ...base, evalFileDir: path.join(root, 'other') })).toBe(path.join(root, 'targets.yml'));
    // explicit file (relative to cwd) and explicit folder beat everything
    expect(findTargetsFile({ ...base, evalFileDir: deep, explicit: '../custom/my-targets.yaml' })).toBe(
      path.join(root, 'custom/my-targets.yaml'),
    );
    expect(findTargetsFile({ ...base, evalFileDir: deep, explicit: path.join(root, 'folder') })).toBe(
      path.join(root, 'folder/.agentv/targets.yml'),
    );
  });

  it('falls back to the cwd, then undefined', async () => {
    const repoRoot = await repo({ 'evals/e.yaml': '' });
    const cwdDir = await repo({ 'targets.yaml': T });
    const evalFileDir = path.join(repoRoot, 'evals');
    expect(findTargetsFile({ evalFileDir, repoRoot, cwd: cwdDir })).toBe(path.join(cwdDir, 'targets.yaml'));
    expect(findTargetsFile({ evalFileDir, repoRoot, cwd: repoRoot })).toBeUndefined();
  });

  it('fails on an explicit path that does not exist or holds no targets file', async () => {
    const root = await repo({ 'empty/readme.md': '' });
    const opts = { evalFileDir: root, repoRoot: root, cwd: root };
    expect(thrown(() => findTargetsFile({ ...opts, explicit: 'missing.yaml' })).message).toMatch(
      /does not exist.*Fix:/,
    );
    expect(thrown(() => findTargetsFile({ ...opts, explicit: 'empty' })).message).toMatch(/no targets\.yaml found/);
  });
});

describe('loadTargetsFile', () => {
  it('validates and normalises targets; snake_case wins over camelCase', async () => {
    const root = await repo({
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: azure-openai',
        '    judge_target: judge',
        '    workers: 4',
        '    max_retries: 3',
        '    maxRetries: 9',
        '    retryInitialDelayMs: 500',
        '    retry_status_codes: [429, 503]',
        '    endpoint: ${{ AZURE_OPENAI_ENDPOINT }}',
        '    settings: {temperature: 0}',
        '  - name: judge',
        '    provider: mock',
      ),
    });
    const file = path.join(root, 'targets.yaml');
    const { targets, warnings } = loadTargetsFile(file);
    expect([...targets.keys()]).toEqual(['default', 'judge']);
    expect(targets.get('default')).toEqual({
      name: 'default',
      provider: 'azure-openai',
      judgeTarget: 'judge',
      workers: 4,
      retry: { maxRetries: 3, initialDelayMs: 500, statusCodes: [429, 503] },
      config: { endpoint: '${{ AZURE_OPENAI_ENDPOINT }}', settings: { temperature: 0 } },
      source: {
        file,
        line: 2,
        keyLines: expect.objectContaining({ name: 2, workers: 5, settings: 11 }),
        // Where each value sits, those under settings: too, so a provider refusing one points at it.
        fieldPositions: expect.objectContaining({
          endpoint: { line: 10, col: 15 },
          'settings.temperature': { line: 11, col: 29 },
        }),
      },
    });
    expect(targets.get('judge')?.source.line).toBe(12);
    expect(warnings).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(/max_retries and maxRetries/) }),
    ]);
  });

  it('reports an unknown provider with line, column and the valid providers', async () => {
    // (`azure` itself is AgentV's name for azure-openai, so a typo stands in for an unknown name.)
    const root = await repo({ 'targets.yaml': lines('targets:', '  - name: a', '    provider: azur') });
    const error = thrown(() => loadTargetsFile(path.join(root, 'targets.yaml')));
    expect(error.location).toMatchObject({ line: 3, col: 15, path: 'targets[0].provider' });
    expect(error.message).toContain(
      'azure-openai, openai, anthropic, gemini, codex, cli, claude-code, vscode, vscode-insiders, mock',
    );
  });

  it('rejects bad workers and duplicate names; an undefined judge target is set aside for the run', async () => {
    const workers = await repo({ 'targets.yaml': lines('targets:', '  - {name: a, provider: mock, workers: 51}') });
    expect(thrown(() => loadTargetsFile(path.join(workers, 'targets.yaml'))).location).toMatchObject({
      line: 2,
      path: 'targets[0].workers',
    });
    const dup = await repo({
      'targets.yaml': lines('targets:', '  - {name: a, provider: mock}', '  - {name: a, provider: openai}'),
    });
    expect(thrown(() => loadTargetsFile(path.join(dup, 'targets.yaml'))).message).toMatch(
      /targets\.yaml:3:\d+: duplicate target name "a" \(lines 2 and 3\)/,
    );
    const judge = await repo({
      'targets.yaml': lines('targets:', '  - {name: a, provider: mock, judgeTarget: ghost}'),
    });
    const loaded = loadTargetsFile(path.join(judge, 'targets.yaml'));
    expect(loaded.targets.get('a')?.judgeTarget).toBeUndefined();
    expect(loaded.targets.get('a')?.missingJudge).toEqual({
      name: 'ghost',
      key: 'judgeTarget',
      line: 2,
      col: 31,
      known: ['a'],
    });
    expect(loaded.warnings).toEqual([]);
  });

  it('warns about unknown top-level keys, and refuses a misspelt one', async () => {
    const file = (key: string) =>
      repo({
        'targets.yaml': lines(
          '$schema: agentv-targets-v2',
          `${key}:`,
          '  - x',
          'targets:',
          '  - {name: a, provider: mock}',
        ),
      });
    const { warnings } = loadTargetsFile(path.join(await file('profiles'), 'targets.yaml'));
    expect(warnings).toEqual([
      expect.objectContaining({ line: 2, message: 'unknown key "profiles" at top level; it is ignored' }),
    ]);
    const typo = path.join(await file('target'), 'targets.yaml');
    expect(() => loadTargetsFile(typo)).toThrow(
      `${typo}:2:1: unknown key "target" at top level (did you mean "targets"?)`,
    );
  });
});

describe('resolveTarget', () => {
  const raw = {
    name: 'azure',
    provider: 'azure-openai' as const,
    judgeTarget: '${{JUDGE}}',
    retry: {},
    config: {
      endpoint: '${{ AZURE_OPENAI_ENDPOINT }}',
      api_key: '${{AZURE_OPENAI_API_KEY}}',
      headers: ['x-a: ${{  HEADER_A }}', 'static'],
      nested: { deployment: 'dep-${{ AZURE_DEPLOYMENT_NAME }}', count: 2 },
    },
    source: { file: '/repo/targets.yaml', line: 7 },
  };

  it('expands ${{ VAR }} in every string field recursively', () => {
    const env = {
      JUDGE: 'judge',
      AZURE_OPENAI_ENDPOINT: 'https://example.test',
      AZURE_OPENAI_API_KEY: 'k',
      HEADER_A: 'h',
      AZURE_DEPLOYMENT_NAME: 'gpt',
    };
    const target = resolveTarget(raw, env);
    expect(target.judgeTarget).toBe('judge');
    expect(target.config).toEqual({
      endpoint: 'https://example.test',
      api_key: 'k',
      headers: ['x-a: h', 'static'],
      nested: { deployment: 'dep-gpt', count: 2 },
    });
    expect(raw.config.endpoint).toBe('${{ AZURE_OPENAI_ENDPOINT }}');
  });

  it('lists every missing variable once, sorted, without any values', () => {
    const env = { AZURE_OPENAI_API_KEY: 'sk-super-secret-value', HEADER_A: '', JUDGE: 'judge-secret' };
    const error = thrown(() => resolveTarget(raw, env));
    expect(error.message).toContain('AZURE_DEPLOYMENT_NAME, AZURE_OPENAI_ENDPOINT, HEADER_A');
    expect(error.message).toContain('target "azure"');
    expect(error.message).toContain('/repo/targets.yaml:7');
    expect(error.message).toContain('Fix: set them in the environment or .env');
    expect(error.message).not.toContain('sk-super-secret-value');
    expect(error.message).not.toContain('judge-secret');
  });
});

describe('selectTargetName', () => {
  it('prefers the CLI override unless it is "default", then the suite target, then "default"', () => {
    expect(selectTargetName('cli', 'suite')).toBe('cli');
    expect(selectTargetName('default', 'suite')).toBe('suite');
    expect(selectTargetName(undefined, 'suite')).toBe('suite');
    expect(selectTargetName(undefined, undefined)).toBe('default');
    expect(selectTargetName('', undefined)).toBe('default');
  });
});

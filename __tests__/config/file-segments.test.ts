import { loadedCases } from './loaded-cases.js';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../src/errors/config-error.js';
import { loadEvalSuite } from '../../src/config/load-eval-suite.js';
import { lines, tempRepos } from '../test-support/temp-repo.js';

const repo = tempRepos();
const folder = tempRepos({ git: false });

/** One-case eval file whose user message is the given segments. */
function evalWithSegments(...segments: string[]): string {
  return lines(
    'evalcases:',
    '  - id: case-1',
    '    expected_outcome: x',
    '    input_messages:',
    '      - role: user',
    '        content:',
    ...segments.map((s) => `          - ${s}`),
  );
}

describe('file segments', () => {
  it('resolves a path from a parent folder and embeds non-guideline files inline', async () => {
    const root = await repo({
      'shared/context.md': 'shared context\n',
      'evals/deep/e.yaml': evalWithSegments(
        '{type: text, value: Review this.}',
        '{type: file, value: shared/context.md}',
        '{type: text, value: Thanks}',
      ),
    });
    const { suite } = await loadEvalSuite(path.join(root, 'evals/deep/e.yaml'), { repoRoot: root });
    const c = (await loadedCases(suite))[0];
    expect(c?.inputMessages[0]?.content).toBe(
      'Review this.\n<file path="shared/context.md">\nshared context\n</file>\nThanks',
    );
    expect(c?.inputFiles).toEqual([
      {
        absolutePath: path.join(root, 'shared/context.md'),
        displayPath: 'shared/context.md',
        content: 'shared context\n',
      },
    ]);
    expect(c?.guidelineFiles).toEqual([]);
  });

  it('prefers the file next to the eval file over one higher up', async () => {
    const root = await repo({
      'notes.md': 'root copy',
      'evals/notes.md': 'local copy',
      'evals/e.yaml': evalWithSegments('{type: file, value: notes.md}'),
    });
    const { suite } = await loadEvalSuite(path.join(root, 'evals/e.yaml'), { repoRoot: root });
    expect((await loadedCases(suite))[0]?.inputFiles[0]?.displayPath).toBe('evals/notes.md');
    expect((await loadedCases(suite))[0]?.inputMessages[0]?.content).toContain('local copy');
  });

  it('fails on a missing file naming eval file position, case and path', async () => {
    const root = await repo({
      'evals/e.yaml': evalWithSegments('{type: text, value: hi}', '{type: file, value: nope/missing.md}'),
    });
    const file = path.join(root, 'evals/e.yaml');
    const error = await loadEvalSuite(file, { repoRoot: root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain(`${file}:8:`);
    expect(message).toContain('"nope/missing.md"');
    expect(message).toContain('case "case-1"');
    expect(message).toContain('Fix:');
    expect((error as ConfigError).location.path).toBe('evalcases[0].input_messages[0].content[1].value');
  });

  it('rejects a file outside the repository root unless allowed', async () => {
    const outside = await folder({});
    await fs.writeFile(path.join(outside, 'secret.txt'), 'outside text');
    const root = await repo({
      'e.yaml': evalWithSegments(`{type: file, value: "${path.join(outside, 'secret.txt')}"}`),
    });
    const error = await loadEvalSuite(path.join(root, 'e.yaml'), { repoRoot: root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/outside the repository root/);
    expect((error as ConfigError).message).toContain('--allow-outside-root');
    expect((error as ConfigError).message).not.toContain('outside text');

    const { suite } = await loadEvalSuite(path.join(root, 'e.yaml'), { repoRoot: root, allowOutsideRoot: true });
    expect((await loadedCases(suite))[0]?.inputMessages[0]?.content).toContain('outside text');
  });

  it('rejects a relative path that climbs out of the repository', async () => {
    const parent = await folder({});
    await fs.writeFile(path.join(parent, 'above.md'), 'above');
    await fs.mkdir(path.join(parent, 'repo/.git'), { recursive: true });
    await fs.writeFile(path.join(parent, 'repo/e.yaml'), evalWithSegments('{type: file, value: ../above.md}'));
    const error = await loadEvalSuite(path.join(parent, 'repo/e.yaml'), { repoRoot: path.join(parent, 'repo') }).catch(
      (e: unknown) => e,
    );
    expect((error as ConfigError).message).toMatch(/outside the repository root/);
  });

  it('lifts guideline files out of the message using the default patterns', async () => {
    const root = await repo({
      'prompts/javascript.instructions.md': 'Use const.',
      'docs/guide.prompt.md': 'Prompt guide.',
      'src/code.js': 'let a = 1;',
      'evals/e.yaml': evalWithSegments(
        '{type: file, value: prompts/javascript.instructions.md}',
        '{type: file, value: docs/guide.prompt.md}',
        '{type: text, value: Review the code.}',
        '{type: file, value: src/code.js}',
      ),
    });
    const { suite } = await loadEvalSuite(path.join(root, 'evals/e.yaml'), { repoRoot: root });
    const c = (await loadedCases(suite))[0];
    expect(c?.guidelineFiles.map((f) => f.displayPath)).toEqual([
      'prompts/javascript.instructions.md',
      'docs/guide.prompt.md',
    ]);
    expect(c?.guidelineFiles[0]?.content).toBe('Use const.');
    expect(c?.inputFiles.map((f) => f.displayPath)).toEqual(['src/code.js']);
    expect(c?.inputMessages[0]?.content).toBe('Review the code.\n<file path="src/code.js">\nlet a = 1;\n</file>');
    expect(c?.inputMessages[0]?.content).not.toContain('Use const.');
  });

  it('uses guideline_patterns from .agentv.yaml beside the eval file instead of the defaults', async () => {
    const root = await repo({
      'rules/style.md': 'Style rules.',
      'prompts/x.instructions.md': 'Now plain input.',
      'evals/.agentv.yaml': lines('guideline_patterns:', '  - "**/rules/*.md"'),
      'evals/e.yaml': evalWithSegments(
        '{type: file, value: rules/style.md}',
        '{type: file, value: prompts/x.instructions.md}',
      ),
    });
    const { suite } = await loadEvalSuite(path.join(root, 'evals/e.yaml'), { repoRoot: root });
    const c = (await loadedCases(suite))[0];
    expect(c?.guidelineFiles.map((f) => f.displayPath)).toEqual(['rules/style.md']);
    expect(c?.inputFiles.map((f) => f.displayPath)).toEqual(['prompts/x.instructions.md']);
  });

  it('validates .agentv.yaml, refuses a misspelt key and warns about others', async () => {
    const bad = await repo({
      'evals/.agentv.yaml': 'guideline_patterns: 5\n',
      'evals/e.yaml': evalWithSegments('{type: text, value: hi}'),
    });
    const error = await loadEvalSuite(path.join(bad, 'evals/e.yaml'), { repoRoot: bad }).catch((e: unknown) => e);
    expect((error as ConfigError).message).toContain(`${path.join(bad, 'evals/.agentv.yaml')}:1:`);
    const typo = await repo({
      'evals/.agentv.yaml': 'guideline_pattern: ["x"]\n',
      'evals/e.yaml': evalWithSegments('{type: text, value: hi}'),
    });
    await expect(loadEvalSuite(path.join(typo, 'evals/e.yaml'), { repoRoot: typo })).rejects.toThrow(
      `${path.join(typo, 'evals/.agentv.yaml')}:1:1: unknown key "guideline_pattern" at top level ` +
        '(did you mean "guideline_patterns"?)',
    );
    const extension = await repo({
      'evals/.agentv.yaml': 'owner: qa\n',
      'evals/e.yaml': evalWithSegments('{type: text, value: hi}'),
    });
    const { warnings } = await loadEvalSuite(path.join(extension, 'evals/e.yaml'), { repoRoot: extension });
    expect(warnings[0]?.message).toContain('unknown key "owner"');
  });
});

import path from 'node:path';
import { loadEvalSuite } from '../../src/config/load-eval-suite.js';
import { loadTargetsFile } from '../../src/config/load-targets-file.js';
import { resolveTarget } from '../../src/config/expand-variables.js';
import { ConfigError } from '../../src/errors/config-error.js';
import { lines, makeTempRepo, removeTempRepo } from './temp-repo.js';

const CASE = ['evalcases:', '  - id: one', '    expected_outcome: works', '    input_messages:', '      - {role: user, content: hi}'];

const roots: string[] = [];
async function repo(files: Record<string, string>): Promise<string> {
  const root = await makeTempRepo(files);
  roots.push(root);
  return root;
}
afterAll(() => Promise.all(roots.map(removeTempRepo)));

describe('workspace: in eval files and targets', () => {
  test('an eval file\'s workspace: template is resolved against the file\'s folder, keep defaults to false', async () => {
    const root = await repo({ 'evals/sub/e.yaml': lines('description: d', 'workspace:', '  template: ../../project', '  setup: npm ci', ...CASE) });
    const file = path.join(root, 'evals/sub/e.yaml');
    const { suite, warnings } = await loadEvalSuite(file, { repoRoot: root });
    expect(warnings).toEqual([]);
    expect(suite.workspace).toEqual({ template: path.join(root, 'project'), setup: 'npm ci', keep: false, source: { file, line: 2 } });
  });

  test('a target\'s workspace is taken out of the provider config and resolved against the targets file', async () => {
    const root = await repo({
      'conf/targets.yaml': lines('targets:', '  - name: agent', '    provider: cli', '    command_template: run {PROMPT}', '    workspace: {template: ./tpl, keep: true}'),
    });
    const file = path.join(root, 'conf/targets.yaml');
    const { targets } = loadTargetsFile(file);
    const agent = resolveTarget(targets.get('agent')!, {});
    expect(agent.workspace).toEqual({ template: path.join(root, 'conf/tpl'), keep: true, source: { file, line: 2 } });
    expect(agent.config).not.toHaveProperty('workspace');
  });

  test('a wrong field is an error at its line saying how to fix it', async () => {
    const root = await repo({ 'e.yaml': lines('workspace:', '  template: ./p', '  keep: "yes"', ...CASE) });
    const error = await loadEvalSuite(path.join(root, 'e.yaml'), { repoRoot: root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/e\.yaml:3:\d+: .*workspace\.keep.*Fix: /);

    const missing = await repo({ 't.yaml': lines('targets:', '  - name: a', '    provider: cli', '    workspace:', '      setup: npm ci') });
    expect(() => loadTargetsFile(path.join(missing, 't.yaml'))).toThrow(/t\.yaml:5:\d+: missing required field "template".*Fix: add "template"/);
  });

  test('an unknown key inside workspace: is a warning naming it', async () => {
    const root = await repo({ 'e.yaml': lines('workspace:', '  template: ./p', '  keeep: true', ...CASE) });
    const { warnings } = await loadEvalSuite(path.join(root, 'e.yaml'), { repoRoot: root });
    expect(warnings.map((w) => [w.line, w.message])).toEqual([[3, 'unknown key "keeep" in workspace (did you mean "keep"?); it is ignored']]);
  });
});

import path from 'node:path';
import { loadEvalSuite } from '../../src/config/load-eval-suite.js';
import { loadTargetsFile } from '../../src/config/load-targets-file.js';
import { resolveTarget } from '../../src/config/expand-variables.js';
import { ConfigError } from '../../src/errors/config-error.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';

const CASE = [
  'evalcases:',
  '  - id: one',
  '    expected_outcome: works',
  '    input_messages:',
  '      - {role: user, content: hi}',
];

const roots: string[] = [];
async function repo(files: Record<string, string>): Promise<string> {
  const root = await makeTempRepo(files);
  roots.push(root);
  return root;
}
afterAll(() => Promise.all(roots.map(removeTempRepo)));

describe('workspace: in eval files and targets', () => {
  test("an eval file's workspace: template is resolved against the file's folder, keep defaults to false", async () => {
    const root = await repo({
      'evals/sub/e.yaml': lines(
        'description: d',
        'workspace:',
        '  template: ../../project',
        '  setup: npm ci',
        ...CASE,
      ),
    });
    const file = path.join(root, 'evals/sub/e.yaml');
    const { suite, warnings } = await loadEvalSuite(file, { repoRoot: root });
    expect(warnings).toEqual([]);
    expect(suite.workspace).toEqual({
      template: path.join(root, 'project'),
      setup: 'npm ci',
      keep: false,
      source: { file, line: 2 },
    });
  });

  test("a target's workspace is taken out of the provider config and resolved against the targets file", async () => {
    const root = await repo({
      'conf/targets.yaml': lines(
        'targets:',
        '  - name: agent',
        '    provider: cli',
        '    command_template: run {PROMPT}',
        '    workspace: {template: ./tpl, keep: true}',
      ),
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

    const missing = await repo({
      't.yaml': lines('targets:', '  - name: a', '    provider: cli', '    workspace:', '      setup: npm ci'),
    });
    expect(() => loadTargetsFile(path.join(missing, 't.yaml'))).toThrow(
      /t\.yaml:5:\d+: missing required field "template".*Fix: add "template"/,
    );
  });

  test('an unknown key inside workspace: is a warning naming it; a misspelt one an error', async () => {
    const root = await repo({ 'e.yaml': lines('workspace:', '  template: ./p', '  retain: true', ...CASE) });
    const { warnings } = await loadEvalSuite(path.join(root, 'e.yaml'), { repoRoot: root });
    expect(warnings.map((w) => [w.line, w.message])).toEqual([[3, 'unknown key "retain" in workspace; it is ignored']]);
    const typo = await repo({ 'e.yaml': lines('workspace:', '  template: ./p', '  keeep: true', ...CASE) });
    await expect(loadEvalSuite(path.join(typo, 'e.yaml'), { repoRoot: typo })).rejects.toThrow(
      /e\.yaml:3:3: unknown key "keeep" in workspace \(did you mean "keep"\?\)/,
    );
  });
});

describe('pricing: on a target', () => {
  test("is taken out of the provider config as the engine's ModelPricing", async () => {
    const root = await repo({
      'targets.yaml': lines(
        'targets:',
        '  - name: llm',
        '    provider: openai',
        '    model: my-finetune',
        '    pricing: {input_per_mtok: 2, output_per_mtok: 8, cached_input_per_mtok: 0.5}',
      ),
    });
    const llm = resolveTarget(loadTargetsFile(path.join(root, 'targets.yaml')).targets.get('llm')!, {});
    expect(llm.pricing).toEqual({ inputPerMtok: 2, outputPerMtok: 8, cachedInputPerMtok: 0.5 });
    expect(llm.config).not.toHaveProperty('pricing');
  });

  test.each([
    [
      'a negative price',
      '{input_per_mtok: -1, output_per_mtok: 8}',
      /targets\.yaml:5:\d+: pricing\.input_per_mtok must not be negative/,
    ],
    ['a missing output price', '{input_per_mtok: 1}', /targets\.yaml:5:\d+: .*output_per_mtok/],
    [
      'a price as text',
      '{input_per_mtok: "cheap", output_per_mtok: 8}',
      /targets\.yaml:5:\d+: input_per_mtok must be a number, not a string \(at targets\[0\]\.pricing\.input_per_mtok\)/,
    ],
    [
      'an unknown key',
      '{input_per_mtok: 1, output_per_mtok: 8, input_per_token: 0.000001}',
      new RegExp(
        /targets\.yaml:5:\d+: pricing takes input_per_mtok, output_per_mtok and cached_input_per_mtok, /.source +
          /not input_per_token/.source,
      ),
    ],
  ])('%s is an error at its line with a fix', async (_what, value, message) => {
    const root = await repo({
      'targets.yaml': lines(
        'targets:',
        '  - name: llm',
        '    provider: openai',
        '    model: m',
        `    pricing: ${value}`,
      ),
    });
    const error = (() => {
      try {
        loadTargetsFile(path.join(root, 'targets.yaml'));
        return undefined;
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(message);
    expect((error as ConfigError).message).toMatch(/Fix: /);
  });
});

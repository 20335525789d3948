import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo, writeFiles } from '../test-support/temp-repo.js';
import { builtBundle } from '../test-support/built-bundle.js';
import { runChild, type ChildRun } from '../test-support/run-child.js';
import { mockTargets } from '../test-support/eval-files.js';

/**
 * The file rule (SECURITY.md) through the built CLI: every file a promptfoo config or an AgentV
 * eval file names, in any field, is refused when its real path leaves the repository root (a
 * symlink inside pointing out included) or when it is over the size cap, at the line that names
 * it, exit 2, before any call; `--allow-outside-root` lets the outside ones through.
 */
const CLI = builtBundle('cli');
const SECRET = 'TOP-SECRET-7f3a';
const OUT = '../../outside';

let outer: string;
let repo: string;

function agentv(...args: string[]): Promise<ChildRun> {
  return runChild(process.execPath, [CLI, ...args], { cwd: repo, env: { ...process.env, TERM: 'dumb' } });
}

/** A promptfoo config: one echo provider, one test whose assertion is `assertion` (YAML lines). */
const config = (...assertion: string[]) =>
  lines('prompts: ["Say {{ q }}"]', 'providers: [echo]', 'tests:', '  - vars: {q: hi}', '    assert:', ...assertion);

const PROMPTFOO: Array<[string, string]> = [
  ['prompt', lines(`prompts: ["file://${OUT}/prompt.txt"]`, 'providers: [echo]', 'tests: [{vars: {q: hi}}]')],
  [
    'test var',
    lines('prompts: ["Say {{ q }}"]', 'providers: [echo]', 'tests:', `  - vars: {q: file://${OUT}/secret.txt}`),
  ],
  ['assertion value', config('      - type: contains', `        value: file://${OUT}/secret.txt`)],
  ['assertion value list item', config('      - type: contains-any', `        value: [hi, file://${OUT}/secret.txt]`)],
  ['javascript assertion file', config('      - type: javascript', `        value: file://${OUT}/check.js`)],
  ['python assertion file', config('      - type: python', `        value: file://${OUT}/check.py:get_assert`)],
  [
    'options.transform',
    config(
      '      - type: contains',
      '        value: hi',
      '    options:',
      `      transform: file://${OUT}/transform.js`,
    ),
  ],
  [
    'rubricPrompt',
    lines(
      'prompts: ["Say {{ q }}"]',
      'providers: [echo]',
      'defaultTest:',
      '  options:',
      `    rubricPrompt: file://${OUT}/rubric.txt`,
      'tests: [{vars: {q: hi}}]',
    ),
  ],
  [
    'provider file',
    lines('prompts: ["Say {{ q }}"]', `providers: ["file://${OUT}/provider.js"]`, 'tests: [{vars: {q: hi}}]'),
  ],
  ['CSV tests', lines('prompts: ["Say {{ q }}"]', 'providers: [echo]', `tests: file://${OUT}/tests.csv`)],
  ['JSONL tests', lines('prompts: ["Say {{ q }}"]', 'providers: [echo]', `tests: file://${OUT}/tests.jsonl`)],
  ['YAML tests', lines('prompts: ["Say {{ q }}"]', 'providers: [echo]', `tests: file://${OUT}/tests.yaml`)],
  ['JSON tests', lines('prompts: ["Say {{ q }}"]', 'providers: [echo]', `tests: [file://${OUT}/tests.json]`)],
  ['defaultTest', lines('prompts: ["Say {{ q }}"]', 'providers: [echo]', `defaultTest: file://${OUT}/default.yaml`)],
  ['scenarios', lines('prompts: ["Say {{ q }}"]', 'providers: [echo]', `scenarios: [file://${OUT}/scenario.yaml]`)],
  // A file inside the repository that a reference brings in, naming one outside in turn.
  [
    'a reference inside a tests file',
    lines('prompts: ["Say {{ q }}"]', 'providers: [echo]', 'tests: file://nested.yaml'),
  ],
  ['symlink escape', lines('prompts: ["file://link.txt"]', 'providers: [echo]', 'tests: [{vars: {q: hi}}]')],
];

/** An AgentV eval file with one case whose user message has a file segment naming `file`. */
const agentvEval = (file: string) =>
  lines(
    'tests:',
    '  - id: a',
    '    criteria: says hi',
    '    input:',
    '      - role: user',
    '        content:',
    '          - {type: text, value: Say hi}',
    `          - {type: file, value: ${file}}`,
  );

const AGENTV: Array<[string, string]> = [
  ['file segment', agentvEval(`${OUT}/secret.txt`)],
  ['symlink escape', agentvEval('link.txt')],
];

/** The 1-based line of the first line of `text` that names the file (`outside/`, `link.txt` or `nested.yaml`). */
const lineNaming = (text: string) => text.split('\n').findIndex((l) => /outside\/|link\.txt|nested\.yaml/.test(l)) + 1;

beforeAll(async () => {
  outer = await makeTempRepo(
    {
      'outside/prompt.txt': 'Say {{ q }}\n',
      'outside/secret.txt': `${SECRET}\n`,
      'outside/check.js': 'module.exports = () => true;\n',
      'outside/check.py': lines('def get_assert(output, context):', '    return True'),
      'outside/transform.js': 'module.exports = (output) => output;\n',
      'outside/rubric.txt': 'Grade {{ output }}\n',
      'outside/provider.js': lines(
        'module.exports = class {',
        "  id() { return 'outside'; }",
        '  async callApi(prompt) { return { output: prompt }; }',
        '};',
      ),
      'outside/tests.csv': lines('q,__expected', 'hi,contains: hi'),
      'outside/tests.jsonl': '{"vars": {"q": "hi"}}\n',
      'outside/tests.yaml': '- vars: {q: hi}\n',
      'outside/tests.json': '[{"vars": {"q": "hi"}}]\n',
      'outside/default.yaml': 'vars: {q: hi}\n',
      'outside/scenario.yaml': lines('config: [{vars: {q: hi}}]', 'tests: [{assert: [{type: contains, value: hi}]}]'),
    },
    { git: false },
  );
  repo = path.join(outer, 'repo');
  await fs.mkdir(path.join(repo, '.git'), { recursive: true });
  await writeFiles(repo, {
    'promptfoo/nested.yaml': lines(
      '- vars: {q: hi}',
      '  assert:',
      `    - {type: contains, value: "file://${OUT}/secret.txt"}`,
    ),
    'agentv/.agentv/targets.yaml': mockTargets(),
  });
  for (const [i, [, text]] of PROMPTFOO.entries()) await fs.writeFile(path.join(repo, 'promptfoo', `c${i}.yaml`), text);
  for (const [i, [, text]] of AGENTV.entries()) await fs.writeFile(path.join(repo, 'agentv', `e${i}.eval.yaml`), text);
  await fs.symlink(path.join(outer, 'outside', 'prompt.txt'), path.join(repo, 'promptfoo', 'link.txt'));
  await fs.symlink(path.join(outer, 'outside', 'secret.txt'), path.join(repo, 'agentv', 'link.txt'));
});
afterAll(() => removeTempRepo(outer));

describe.each([
  ['promptfoo config', 'promptfoo', 'c', PROMPTFOO],
  ['AgentV eval file', 'agentv', 'e', AGENTV],
] as const)('a %s', (_format, folder, prefix, table) => {
  const cases = table.map(([field, text], i) => [field, i, text] as const);
  it.each(cases)('refuses a file outside the repository named by its %s, at its line, exit 2', async (_f, i, text) => {
    const file = path.join(repo, folder, `${prefix}${i}${folder === 'agentv' ? '.eval' : ''}.yaml`);
    const out = path.join(repo, `${folder}-${i}.jsonl`);
    const refused = await agentv('eval', file, '--out', out);
    expect(refused.code).toBe(2);
    const nested = text.includes('nested.yaml');
    expect(refused.stderr).toContain(`${file}:${nested ? 3 : lineNaming(text)}`);
    expect(refused.stderr).toMatch(/outside the repository root/);
    expect(refused.stderr).toContain('--allow-outside-root');
    expect(refused.stdout + refused.stderr).not.toContain(SECRET);
    await expect(fs.stat(out)).rejects.toThrow();

    const allowed = await agentv('eval', file, '--allow-outside-root', '--out', out);
    expect(allowed.stderr).not.toMatch(/outside the repository root/);
    expect([0, 1, 100]).toContain(allowed.code);
    await fs.stat(out);
  });
});

describe('the size cap', () => {
  it.each([
    [
      'promptfoo config',
      'promptfoo/big.yaml',
      lines('prompts: ["Say {{ q }}"]', 'providers: [echo]', 'tests:', '  - vars: {q: file://big.txt}'),
    ],
    ['AgentV eval file', 'agentv/big.eval.yaml', agentvEval('big.txt')],
  ])('refuses a %s naming a file over 64 MiB inside the repository, at its line', async (_format, name, text) => {
    const file = path.join(repo, name);
    await fs.writeFile(file, text);
    const big = path.join(path.dirname(file), 'big.txt');
    await fs.writeFile(big, '');
    await fs.truncate(big, 65 * 2 ** 20);
    const run = await agentv('eval', file, '--allow-outside-root', '--out', path.join(repo, 'big.jsonl'));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}:${text.split('\n').findIndex((l) => l.includes('big.txt')) + 1}`);
    expect(run.stderr).toMatch(/is 65 MiB, over the 64 MiB a referenced file may be/);
  });
});

describe('the expansion limit of a promptfoo config', () => {
  const hundred = `[${Array.from({ length: 100 }, (_, i) => `v${i}`).join(', ')}]`;

  it('refuses a test whose six list vars of 100 values make 10^12 cases, naming it and the count', async () => {
    const file = path.join(repo, 'promptfoo', 'huge.yaml');
    const vars = ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => `      ${k}: ${hundred}`);
    await fs.writeFile(file, lines('prompts: ["{{ a }}"]', 'providers: [echo]', 'tests:', '  - vars:', ...vars));
    const run = await agentv('eval', file, '--out', path.join(repo, 'huge.jsonl'));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}:4`);
    expect(run.stderr).toMatch(/tests\[0\] expands to 1000000000000 cases, over the limit of 10000 \(--max-cases\)/);
  });

  it('counts the tests before it, and --max-cases sets the limit', async () => {
    const file = path.join(repo, 'promptfoo', 'pairs.yaml');
    await fs.writeFile(
      file,
      lines(
        'prompts: ["{{ a }} {{ b }}"]',
        'providers: [echo]',
        'tests:',
        '  - vars: {a: [x, y], b: [p, q]}',
        '  - vars: {a: [x, y, z], b: p}',
      ),
    );
    const out = path.join(repo, 'pairs.jsonl');
    const refused = await agentv('eval', file, '--max-cases', '6', '--out', out);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${file}:5`);
    expect(refused.stderr).toMatch(
      /tests\[1\] expands to 3 cases \(the config's tests up to it: 7\), over the limit of 6/,
    );

    const run = await agentv('eval', file, '--max-cases', '7', '--out', out);
    expect(run.code).toBe(0);
    const answers = (await fs.readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { candidate_answer: string }).candidate_answer);
    expect(answers).toEqual(['x p', 'x q', 'y p', 'y q', 'x p', 'y p', 'z p']);
  });
});

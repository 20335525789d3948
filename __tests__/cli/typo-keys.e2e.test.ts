import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { builtBundle } from '../test-support/built-bundle.js';
import { runChild } from '../test-support/run-child.js';

/**
 * A misspelt key through the built CLI, in each format: exit 2, one line naming the file, line and
 * column and the key meant, and no agent called. An agent (a cli target, a promptfoo exec provider)
 * leaves a mark for every call. A key far from every known one stays a warning and the run goes on.
 */
const CLI = builtBundle('cli');
const AGENT =
  "import { appendFileSync } from 'node:fs';\nappendFileSync(new URL('./called.txt', import.meta.url), " +
  "'x');\nconsole.log('answer');\n";
const CLI_TARGETS = lines(
  'targets:',
  '  - name: default',
  '    provider: cli',
  '    command_template: node agent.mjs {PROMPT}',
  '    judge_target: judge',
  '  - name: judge',
  '    provider: mock',
);
const AGENTV2 = lines(
  'description: refunds',
  'evalcases:',
  '  - id: c1',
  '    expected_outcome: says answer',
  '    input_messages: [{role: user, content: hi}]',
  '    evaluators:',
  '      - name: rubric',
  '        type: rubric',
  '        rubrics: [says answer]',
);
const AGENTV4 = lines(
  'description: refunds',
  'tests:',
  '  - id: c1',
  '    input: hi',
  '    criteria: says answer',
  '    expected_output: answer',
  '    assertions:',
  '      - type: contains',
  '        value: answer',
);
const PROMPTFOO = lines(
  'description: refunds',
  'prompts: ["{{question}}"]',
  'providers: ["exec:node agent.mjs"]',
  'defaultTest:',
  '  vars: {question: hi}',
  'tests:',
  '  - description: says answer',
  '    vars: {question: hi}',
  '    assert:',
  '      - type: contains',
  '        value: answer',
  'scenarios:',
  '  - config: [{vars: {question: hi}}]',
  '    tests: [{assert: [{type: contains, value: answer}]}]',
);

interface Typo {
  format: string;
  file: string;
  text: string;
  /** The line as written and as misspelt. */
  good: string;
  bad: string;
  key: string;
  meant: string;
}

const TYPOS: Typo[] = [
  ['agentv 2.x', 'a.test.yaml', AGENTV2, '    expected_outcome: says answer', 'expected_outptu', 'expected_output'],
  ['agentv 2.x', 'a.test.yaml', AGENTV2, '        rubrics: [says answer]', 'rubirc', 'rubrics'],
  ['agentv 2.x', 'a.test.yaml', AGENTV2, 'description: refunds', 'descripton', 'description'],
  ['agentv 4.x', 'a.eval.yaml', AGENTV4, '    criteria: says answer', 'critera', 'criteria'],
  ['agentv 4.x', 'a.eval.yaml', AGENTV4, '    assertions:', 'asertions', 'assertions'],
  ['agentv 4.x', 'a.eval.yaml', AGENTV4, '    expected_output: answer', 'expected_outptu', 'expected_output'],
  ['agentv 4.x', 'a.eval.yaml', AGENTV4, '        value: answer', 'vaue', 'value'],
  ['targets.yaml', 'targets.yaml', CLI_TARGETS, '    judge_target: judge', 'judge_targt', 'judge_target'],
  [
    'targets.yaml',
    'targets.yaml',
    CLI_TARGETS,
    '    command_template: node agent.mjs {PROMPT}',
    'comand_template',
    'command_template',
  ],
  ['promptfoo', 'promptfooconfig.yaml', PROMPTFOO, '    assert:', 'asert', 'assert'],
  ['promptfoo', 'promptfooconfig.yaml', PROMPTFOO, 'providers: ["exec:node agent.mjs"]', 'provders', 'providers'],
  ['promptfoo', 'promptfooconfig.yaml', PROMPTFOO, 'defaultTest:', 'defaultTets', 'defaultTest'],
  ['promptfoo', 'promptfooconfig.yaml', PROMPTFOO, 'defaultTest:', 'defualtTest', 'defaultTest'],
  ['promptfoo', 'promptfooconfig.yaml', PROMPTFOO, '  - description: says answer', 'descripton', 'description'],
  ['promptfoo', 'promptfooconfig.yaml', PROMPTFOO, '        value: answer', 'vaue', 'value'],
  ['promptfoo', 'promptfooconfig.yaml', PROMPTFOO, '  - config: [{vars: {question: hi}}]', 'confg', 'config'],
].map(([format, file, text, good, key, meant]) => {
  const written = good!.trim().replace(/^- /, '').split(':')[0]!;
  const bad = good!.replace(written, key!);
  return { format: format!, file: file!, text: text!, good: good!, bad, key: key!, meant: meant! };
});

describe('a misspelt key never changes a verdict silently (built CLI)', () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map(removeTempRepo)));

  const repo = async (files: Record<string, string>) => {
    const root = await makeTempRepo({ 'agent.mjs': AGENT, ...files });
    roots.push(root);
    return root;
  };
  const files = (evalFile: string, text: string, targets = CLI_TARGETS): Record<string, string> =>
    evalFile === 'promptfooconfig.yaml' ? { [evalFile]: text } : { [evalFile]: text, 'targets.yaml': targets };
  const evalFileOf = (typo: Typo) => (typo.file === 'targets.yaml' ? 'a.test.yaml' : typo.file);
  const run = (root: string, evalFile: string) =>
    runChild(process.execPath, [CLI, 'eval', evalFile, '--out', 'r.jsonl'], {
      cwd: root,
      env: { ...process.env, TERM: 'dumb' },
    });

  it.each(TYPOS.map((typo) => [typo.format, typo.key, typo] as const))(
    '%s: "%s" is exit 2 at its line and column, naming the key meant, before any call',
    async (_format, _key, typo) => {
      expect(typo.text).toContain(typo.good);
      const misspelt = typo.text.replace(typo.good, typo.bad);
      const evalFile = evalFileOf(typo);
      const root = await repo(
        typo.file === 'targets.yaml' ? files(evalFile, AGENTV2, misspelt) : files(evalFile, misspelt),
      );
      const result = await run(root, evalFile);
      const line = misspelt.split('\n').indexOf(typo.bad) + 1;
      const col = typo.bad.indexOf(typo.key) + 1;
      expect(result.code).toBe(2);
      const output = result.stderr.split('\n').filter((l) => l.trim() !== '');
      expect(output).toHaveLength(1);
      expect(output[0]).toMatch(
        new RegExp(
          `^error: ${literal(path.join(root, typo.file))}:${line}:${col}: unknown key "${typo.key}" .*` +
            `\\(did you mean "${typo.meant}"\\?\\)\\. Fix: rename it to "${typo.meant}"`,
        ),
      );
      await expect(fs.stat(path.join(root, 'called.txt'))).rejects.toThrow();
      await expect(fs.stat(path.join(root, 'r.jsonl'))).rejects.toThrow();
    },
  );

  it.each([
    ['agentv 2.x', 'a.test.yaml', AGENTV2, '    expected_outcome: says answer', '    ticket: REF-12'],
    ['agentv 4.x', 'a.eval.yaml', AGENTV4, '    criteria: says answer', '    owner: qa-team'],
    ['promptfoo', 'promptfooconfig.yaml', PROMPTFOO, 'description: refunds', 'owner: qa-team'],
  ])('%s: a key far from every known one is a warning and the run goes on', async (...row) => {
    const [, evalFile, text, after, extra] = row;
    const root = await repo(files(evalFile, text.replace(after, `${after}\n${extra}`)));
    const result = await run(root, evalFile);
    const key = extra.trim().split(':')[0]!;
    expect(result.stderr).toMatch(new RegExp(`${literal(path.join(root, evalFile))}(:\\d+)?: .*unknown key.*"${key}"`));
    expect(result.stderr).not.toMatch(/^error: /m);
    expect([0, 1]).toContain(result.code);
    expect((await fs.readFile(path.join(root, 'called.txt'), 'utf8')).length).toBeGreaterThan(0);
  });

  it('a judge_target naming no target is exit 2 at its line when a case would be judged by it', async () => {
    const root = await repo(
      files('a.test.yaml', AGENTV2, CLI_TARGETS.replace('judge_target: judge', 'judge_target: juge')),
    );
    const result = await run(root, 'a.test.yaml');
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe(
      `error: ${path.join(root, 'targets.yaml')}:5:5: target "default" names judge_target "juge", which its ` +
        'targets file does not define, and case "c1" (a.test.yaml:3) would be judged by it (did you mean "judge"?). ' +
        'Fix: name one of its targets (default, judge), or add a target "juge"',
    );
    await expect(fs.stat(path.join(root, 'called.txt'))).rejects.toThrow();
  });
});

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

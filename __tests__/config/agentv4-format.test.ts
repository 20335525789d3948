import { loadedCases } from './loaded-cases.js';
import path from 'node:path';
import { ConfigError } from '../../src/errors/config-error.js';
import { loadEvalSuite } from '../../src/config/load-eval-suite.js';
import { loadTargetsFile } from '../../src/config/load-targets-file.js';
import { resolveEvalPaths } from '../../src/config/resolve-eval-paths.js';
import { AGENTV_PASS_THRESHOLD } from '../../src/config/tests-file-schema.js';
import { PASS_THRESHOLD } from '../../src/results/eval-result.js';
import { lines, tempRepos } from '../test-support/temp-repo.js';

const repo = tempRepos();

const load = (root: string, file: string, env: Record<string, string> = {}) =>
  loadEvalSuite(path.join(root, file), { repoRoot: root, env });
const loadError = async (root: string, file: string): Promise<ConfigError> => {
  const error = await load(root, file).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ConfigError);
  return error as ConfigError;
};
const suite = (...body: string[]) => ({ 'e.eval.yaml': lines(...body) });

describe('AgentV 4.x eval files (tests:)', () => {
  it("runs a small file's test first as loaded; a second run of it reads and builds it again", async () => {
    const root = await repo(
      suite('tests:', '  - id: a', '    criteria: names the city', '    input: Where is ${{ CITY }}?'),
    );
    const env: Record<string, string> = { CITY: 'Paris' };
    const { suite: loaded } = await load(root, 'e.eval.yaml', env);
    env.CITY = 'Rome';
    expect((await loaded.cases.load(0)).inputMessages[0]?.content).toBe('Where is Paris?');
    expect((await loaded.cases.load(0)).inputMessages[0]?.content).toBe('Where is Rome?');
  });

  // llm-grader (with rubrics: a rubric judge), code-grader command, rubrics outcome items,
  // composite threshold, and strings as one rubric.
  it('maps 4.x grader names onto the evaluators', async () => {
    const root = await repo({
      'grade.mjs': 'console.log(JSON.stringify({score: 1}))',
      ...suite(
        'tests:',
        '  - id: a',
        '    criteria: adds',
        '    input: What is 1 + 1?',
        '    assertions:',
        '      - type: llm-grader',
        '        target: judge',
        '      - type: llm_grader',
        '        rubrics: [{id: sum, outcome: says 2}]',
        '      - type: code-grader',
        '        command: [node, ./grade.mjs]',
        '        threshold: 3',
        '      - Mentions the number 2',
        '      - type: rubrics',
        '        criteria: [{outcome: is short, weight: 2, required: true}]',
        '      - Is polite',
        '      - type: composite',
        '        assertions: [{type: contains, value: "2"}, {type: is-json}]',
        '        aggregator: {type: threshold, threshold: 0.5}',
      ),
    });
    const { suite: loaded } = await load(root, 'e.eval.yaml');
    const evaluators = (await loadedCases(loaded))[0]?.evaluators ?? [];
    expect(evaluators.map((e) => [e.type, e.name, e.weight])).toEqual([
      ['llm_judge', 'llm-grader', 1],
      ['rubric', 'llm-grader_2', 1], // AgentV names both after their kebab-case type
      ['code', 'code-grader', 1],
      ['rubric', 'rubrics', 2], // both strings, graded together, weighted by their count
      ['rubric', 'rubrics_2', 1],
      ['composite', 'composite', 1],
    ]);
    expect(evaluators[0]).toMatchObject({ target: 'judge' });
    expect(evaluators[1]).toMatchObject({ criteria: [{ id: 'sum', description: 'says 2' }] });
    expect(evaluators[2]).toMatchObject({ script: ['node', './grade.mjs'], cwd: root, config: { threshold: 3 } });
    expect(evaluators[3]).toMatchObject({
      criteria: [{ description: 'Mentions the number 2' }, { description: 'Is polite' }],
    });
    expect(evaluators[4]).toMatchObject({ criteria: [{ description: 'is short', weight: 2, required: true }] });
    expect(evaluators[5]).toMatchObject({
      aggregator: { type: 'threshold', threshold: 0.5 },
      evaluators: [
        { type: 'assertion', check: 'contains' },
        { type: 'assertion', check: 'is-json' },
      ],
    });
    expect((await loadedCases(loaded))[0]?.expectedOutcome).toBe('adds');
  });

  // Beside evals/, at the repository root.
  it("finds a code-grader script and an llm-grader prompt file where AgentV's README puts them", async () => {
    const root = await repo({
      'validators/check_syntax.py': 'print(1)',
      'graders/correctness.md': 'Grade it',
      'evals/my-eval.yaml': lines(
        'tests:',
        '  - id: fizzbuzz',
        '    input: Write FizzBuzz in Python',
        '    assertions:',
        '      - type: code-grader',
        '        command: ./validators/check_syntax.py',
        '      - type: llm-grader',
        '        prompt: ./graders/correctness.md',
      ),
    });
    const evaluators = (await loadedCases((await load(root, 'evals/my-eval.yaml')).suite))[0]?.evaluators ?? [];
    expect(evaluators[0]).toMatchObject({ type: 'code', script: path.join(root, 'validators/check_syntax.py') });
    expect(evaluators[1]).toMatchObject({
      type: 'llm_judge',
      prompt_path: path.join(root, 'graders/correctness.md'),
    });
  });

  it("a test's graders come before the suite's; skip_defaults leaves the suite's out, and its input too", async () => {
    const root = await repo(
      suite(
        'input: [{role: system, content: Be brief.}]',
        'assertions: [{type: is-json}]',
        'tests:',
        '  - id: a',
        '    input: q',
        '    assertions: [{type: contains, value: x}]',
        '  - id: b',
        '    input: q',
        '    execution: {skip_defaults: true}',
        '    assertions: [{type: contains, value: y}]',
        '  - id: c',
        '    input: q',
        '    criteria: the suite graders alone',
      ),
    );
    const { suite: loaded } = await load(root, 'e.eval.yaml');
    const names = (await loadedCases(loaded)).map((c) => (c.evaluators ?? []).map((e) => e.name));
    expect(names).toEqual([['contains-x', 'is-json'], ['contains-y'], ['is-json']]);
    expect((await loadedCases(loaded)).map((c) => c.inputMessages.map((m) => m.role))).toEqual([
      ['system', 'user'],
      ['user'],
      ['system', 'user'],
    ]);
    expect(loaded.evaluators).toEqual([]);
  });

  it('${{ VAR }} comes from the environment (unset: empty, warned); vars fill {{ var }} in the case', async () => {
    const root = await repo(
      suite(
        'execution: {target: "${{ EVAL_TARGET }}"}',
        'tests:',
        '  - id: a',
        '    vars: {city: Paris, who: {name: Ada}}',
        '    criteria: "Mentions {{ city }} for {{ who.name }} and {{ unknown }}"',
        '    input: "Weather in {{city}} ${{ MISSING_VAR }}?"',
        '    assertions: [{type: contains, value: "{{ city }}"}]',
      ),
    );
    const { suite: loaded, warnings } = await load(root, 'e.eval.yaml', { EVAL_TARGET: 'staging' });
    expect(loaded.targetName).toBe('staging');
    expect((await loadedCases(loaded))[0]?.expectedOutcome).toBe('Mentions Paris for Ada and {{ unknown }}');
    expect((await loadedCases(loaded))[0]?.inputMessages[0]?.content).toBe('Weather in Paris ?');
    // AgentV renders vars in the test's text, not in its assertions.
    expect((await loadedCases(loaded))[0]?.evaluators?.[0]).toMatchObject({ value: '{{ city }}' });
    expect(warnings.map((w) => w.message)).toContain('environment variable(s) not set, read as empty: MISSING_VAR');
  });

  it('tests: ./cases.yaml, a folder of case.yaml and file:// JSONL; errors point into the case file', async () => {
    const root = await repo({
      'list.eval.yaml': lines('tests: ./cases.yaml'),
      'cases.yaml': lines(
        '- id: a',
        '  input: q',
        '  criteria: c',
        '- id: b',
        '  input: q',
        '  assertions: [{type: equals, value: ok}]',
      ),
      'folder.eval.yaml': lines('tests: ./cases'),
      'cases/one/case.yaml': lines('id: one', 'input: q', 'criteria: c'),
      'cases/two/case.yaml': lines('id: two', 'input: q', 'criteria: c'),
      'refs.eval.yaml': lines('tests:', '  - id: inline', '    input: q', '    criteria: c', '  - file://more.jsonl'),
      'more.jsonl': lines(
        '{"id": "j1", "input": "q", "criteria": "c"}',
        '',
        '{"id": "j2", "input": "q", "assertions": [{"type": "regex", "value": "("}]}',
      ),
      'broken.eval.yaml': lines('tests: ./broken.yaml'),
      'broken.yaml': lines('- id: a', '  input: q', '  assertions:', '    - type: contains'),
    });
    expect((await loadedCases((await load(root, 'list.eval.yaml')).suite)).map((c) => c.id)).toEqual(['a', 'b']);
    expect((await loadedCases((await load(root, 'folder.eval.yaml')).suite)).map((c) => c.id)).toEqual(['one', 'two']);
    const jsonl = await loadError(root, 'refs.eval.yaml');
    expect(jsonl.location).toMatchObject({ file: path.join(root, 'more.jsonl'), line: 3 });
    expect(jsonl.message).toMatch(/invalid regular expression/);
    const broken = await loadError(root, 'broken.eval.yaml');
    expect(broken.location).toMatchObject({ file: path.join(root, 'broken.yaml'), line: 4 });
    expect(broken.message).toMatch(/contains needs "value:"/);
  });

  it('a file:// entry may bring more tests than the list has entries: all are kept, in order', async () => {
    const caseLines: string[] = [];
    for (let i = 0; i < 40; i++) caseLines.push(`- id: c${i}`, `  input: q${i}`, '  criteria: c');
    const root = await repo({
      ...suite('tests:', '  - file://cases.yaml', '  - id: last', '    input: q', '    criteria: c'),
      'cases.yaml': lines(...caseLines),
    });
    const { suite: loaded } = await load(root, 'e.eval.yaml');
    expect(loaded.cases.count).toBe(41);
    expect([0, 39, 40].map((i) => [loaded.cases.id(i), loaded.cases.line(i)])).toEqual([
      ['c0', 1],
      ['c39', 118],
      ['last', 3],
    ]);
    expect((await loaded.cases.load(39)).inputMessages[0]?.content).toBe('q39');
    expect((await loaded.cases.load(40)).file).toBeUndefined();
  });

  it('a folder run takes only its *.eval.yaml suites when it has some: their case files never run alone', async () => {
    const root = await repo({
      'evals/a.eval.yaml': lines('tests: ./cases.yaml'),
      'evals/cases.yaml': lines('- id: a', '  input: q', '  criteria: c'),
      'old/x.yaml': lines('evalcases: []'),
    });
    expect(await resolveEvalPaths(['evals'], root)).toEqual([path.join(root, 'evals/a.eval.yaml')]);
    expect(await resolveEvalPaths(['old'], root)).toEqual([path.join(root, 'old/x.yaml')]);
  });

  it.each([
    ['workspace: {template: ., docker: {image: node:20}}', 'workspace.docker', /Docker workspaces are not supported/],
    ['preprocessors: [{type: xlsx, command: x}]', 'preprocessors', /preprocessors are not supported/],
    ['execution: {targets: [a, b]}', 'execution.targets', /--target/],
  ])('refuses %s at its line, naming the key and why', async (line, key, why) => {
    const root = await repo(suite(line, 'tests:', '  - id: a', '    input: q', '    criteria: c'));
    const error = await loadError(root, 'e.eval.yaml');
    expect(error.location.line).toBe(1);
    expect(error.message).toContain(key.split('.').pop() as string);
    expect(error.message).toMatch(why);
    expect(error.message).not.toContain('evalcases');
  });

  it.each([
    ['mode: conversation', /conversation mode is not supported/],
    ['depends_on: [b]', /test dependencies are not supported/],
    // A test's own threshold stays refused; the suite's is the run's gate (cli/agentv-threshold.e2e.test.ts).
    ['execution: {threshold: 0.6}', /threshold 0.6 is not supported/],
    ['assertions: [{include: shared}]', /assertion templates \(include:\) are not supported/],
    ['assertions: [{type: inline-assert}]', /inline-assert exists only in AgentV's TypeScript API/],
    ['assertions: [{type: similarity, value: x}]', /unknown evaluator type "similarity"/],
  ])('refuses a test with %s at its line', async (line, why) => {
    const root = await repo(suite('tests:', '  - id: a', '    input: q', '    criteria: c', `    ${line}`));
    const error = await loadError(root, 'e.eval.yaml');
    expect(error.location.line).toBe(5);
    expect(error.message).toMatch(why);
  });

  // A test needs input and something to grade.
  it('a 4.x file is never told it lacks evalcases; eval_cases is read with a deprecation warning', async () => {
    const root = await repo({
      'empty.eval.yaml': lines('tests: []', 'name: x'),
      'old.eval.yaml': lines('eval_cases:', '  - id: a', '    input: q', '    criteria: c'),
      'nograde.eval.yaml': lines('tests:', '  - id: a', '    input: q'),
      'noinput.eval.yaml': lines('tests:', '  - id: a', '    criteria: c'),
      'dupe.eval.yaml': lines(
        'tests:',
        '  - id: a',
        '    input: q',
        '    criteria: c',
        '  - id: a',
        '    input: q',
        '    criteria: c',
      ),
    });
    const { suite: loaded, warnings } = await load(root, 'old.eval.yaml');
    expect((await loadedCases(loaded)).map((c) => c.id)).toEqual(['a']);
    expect(warnings.map((w) => w.message)).toContain('"eval_cases" is deprecated; rename it to "tests"');
    expect(await loadedCases((await load(root, 'empty.eval.yaml')).suite)).toEqual([]);
    expect((await loadError(root, 'nograde.eval.yaml')).message).toMatch(
      /says nothing about a good answer.*add criteria, expected_output or assertions/,
    );
    expect((await loadError(root, 'noinput.eval.yaml')).message).toMatch(/has no "input"/);
    const dupe = await loadError(root, 'dupe.eval.yaml');
    expect(dupe.location.line).toBe(5);
    expect(dupe.message).toMatch(/duplicate test id "a" \(first at e?dupe.eval.yaml:2\)/);
  });

  it('a 4.x tool-trajectory compares arguments exactly unless args_match says otherwise (2.x: superset)', async () => {
    const root = await repo(
      suite(
        'tests:',
        '  - id: a',
        '    input: q',
        '    assertions:',
        '      - {type: tool-trajectory, mode: in_order, expected: [{tool: read, args: {path: a}}]}',
        '      - {type: tool_trajectory, mode: superset, argsMatch: superset, expected: [{tool: read}]}',
        '      - {type: composite, aggregator: {type: weighted_average}, assertions: [{type: tool-trajectory, mode: ' +
          'subset, expected: [{tool: read}]}]}',
      ),
    );
    const evaluators = (await loadedCases((await load(root, 'e.eval.yaml')).suite))[0]?.evaluators ?? [];
    expect(evaluators[0]).toMatchObject({ type: 'tool_trajectory', args_match: 'exact' });
    expect(evaluators[1]).toMatchObject({ type: 'tool_trajectory', args_match: 'superset' });
    expect(evaluators[2]).toMatchObject({ evaluators: [{ type: 'tool_trajectory', args_match: 'exact' }] });
  });

  it('refuses a misspelt key on a 4.x grader at its line and column; a far-off key is a warning', async () => {
    const root = await repo(
      suite(
        'tests:',
        '  - id: a',
        '    input: q',
        '    assertions:',
        '      - type: contains',
        '        value: x',
        '        vlaue: y',
      ),
    );
    await expect(load(root, 'e.eval.yaml')).rejects.toThrow(
      /e\.eval\.yaml:7:9: unknown key "vlaue" in tests\[0\]\.assertions\[0\] \(did you mean "value"\?\)/,
    );
    const far = await repo(
      suite(
        'tests:',
        '  - id: a',
        '    input: q',
        '    assertions:',
        '      - type: contains',
        '        value: x',
        '        owner: qa',
      ),
    );
    const { warnings } = await load(far, 'e.eval.yaml');
    expect(warnings).toEqual([
      expect.objectContaining({ line: 7, message: expect.stringMatching(/unknown key "owner".*it is ignored/) }),
    ]);
  });

  // A file past the large-file threshold is read a test at a time: its graders' keys are checked
  // against the member of the graders' union their `type` names, and refused keys read once per test.
  describe('in a file of 2,000 tests with assertions', () => {
    const big = (at: number, ...extra: string[]) => {
      const body = ['tests:'];
      for (let i = 0; i < 2000; i++) {
        body.push(`  - id: t${i}`, `    input: q${i}`, '    assertions:');
        body.push('      - type: regex', '        value: "^q"', '      - type: contains', `        value: q${i}`);
        if (i === at) body.push(...extra);
      }
      return suite(...body);
    };
    // Test i starts at line 2 + 7i; its last assertion line is 8 + 7i.
    const lineAfter = (i: number) => 9 + 7 * i;

    it('names a misspelt key of a grader far into the file at its line', async () => {
      const root = await repo(big(1500, '        vlaue: y'));
      await expect(load(root, 'e.eval.yaml')).rejects.toThrow(
        new RegExp(`e\\.eval\\.yaml:${lineAfter(1500)}:9: unknown key "vlaue" in tests\\[1500\\]\\.assertions\\[1\\]`),
      );
    });

    it('warns of an extension key on a grader at its line and runs every test', async () => {
      const root = await repo(big(1800, '        owner: qa'));
      const { warnings, suite: loaded } = await load(root, 'e.eval.yaml');
      expect(loaded.cases.count).toBe(2000);
      expect(warnings).toEqual([
        expect.objectContaining({
          line: lineAfter(1800),
          message: expect.stringMatching(/unknown key "owner".*ignored/),
        }),
      ]);
    });

    it('refuses a test that needs what this tool lacks, at its key', async () => {
      const root = await repo(big(1999, '    depends_on: [t0]'));
      const error = await loadError(root, 'e.eval.yaml');
      expect(error.location.line).toBe(lineAfter(1999));
      expect(error.message).toMatch(/test dependencies are not supported/);
    });
  });

  // Such a file's tests are read from it again when each runs, so what a test reads from the
  // environment and from case files must come out the same then as at load.
  describe('in a file of 2,000 tests under eval_cases, with ${{ VAR }} and a file:// entry', () => {
    const big = (...extra: string[]) => {
      const body = ['eval_cases:'];
      for (let i = 0; i < 2000; i++) {
        body.push(`  - id: t${i}`, `    input: "q${i} \${{ CITY }}\${{ UNSET_ONE }}"`, '    criteria: c');
        if (i === 999) body.push('  - file://cases.yaml');
      }
      body.push(...extra);
      return {
        ...suite(...body),
        'cases.yaml': lines('- id: from-file', '  input: "f ${{ CITY }}"', '  criteria: c'),
      };
    };

    it('builds every test at run time as it was read: in file order, variables filled in, one warning', async () => {
      const root = await repo(big());
      const { suite: loaded, warnings } = await load(root, 'e.eval.yaml', { CITY: 'Paris' });
      expect(loaded.cases.count).toBe(2001);
      expect([999, 1000, 1001].map((i) => loaded.cases.id(i))).toEqual(['t999', 'from-file', 't1000']);
      const fromFile = await loaded.cases.load(1000);
      expect(fromFile).toMatchObject({ file: path.join(root, 'cases.yaml'), line: 1 });
      expect(fromFile.inputMessages[0]?.content).toBe('f Paris');
      const late = await loaded.cases.load(2000);
      expect(late).toMatchObject({ id: 't1999', line: 2 + 3 * 1999 + 1 });
      expect(late.inputMessages[0]?.content).toBe('q1999 Paris');
      expect(warnings.map((w) => w.message)).toEqual([
        'environment variable(s) not set, read as empty: UNSET_ONE',
        '"eval_cases" is deprecated; rename it to "tests"',
      ]);
    });

    it('names a test whose id a case file took first, at its id, with where the first one is', async () => {
      const root = await repo(big('  - id: from-file', '    input: q', '    criteria: c'));
      const error = await loadError(root, 'e.eval.yaml');
      expect(error.location).toMatchObject({ file: path.join(root, 'e.eval.yaml'), line: 2 + 3 * 2000 + 1 });
      expect(error.message).toMatch(/duplicate test id "from-file" \(first at cases\.yaml:1\)/);
    });
  });

  // Timers (the progress line, the young generation's hold) and signals are not kept waiting
  // until 100,000 tests are read.
  it('gives the event loop turns while a long file of tests is read', async () => {
    const body = ['tests:'];
    for (let i = 0; i < 2500; i++) body.push(`  - id: t${i}`, '    input: "q ${{ CITY }}"', '    criteria: c');
    const root = await repo(suite(...body));
    let filled = 0;
    const env = new Proxy({ CITY: 'Paris' } as Record<string, string>, {
      get: (target, name: string) => {
        if (name === 'CITY') filled++;
        return target[name];
      },
    });
    const atTurns: number[] = [];
    let reading = true;
    const everyTurn = () => {
      atTurns.push(filled);
      if (reading) setImmediate(everyTurn);
    };
    setImmediate(everyTurn);
    const { suite: loaded } = await loadEvalSuite(path.join(root, 'e.eval.yaml'), { repoRoot: root, env });
    reading = false;
    expect(loaded.cases.count).toBe(2500);
    expect(filled).toBe(2500);
    // Between the file's reads (before any test) and the end, the loop turned after 1,000 and 2,000 tests.
    expect(atTurns.filter((n) => n > 0 && n < 2500)).toEqual([1000, 2000]);
  });

  it('a misspelt grader key that the grader needs is named as the misspelling, not as the missing key', async () => {
    const root = await repo(
      suite('tests:', '  - id: a', '    input: q', '    assertions:', '      - type: contains', '        vaue: x'),
    );
    await expect(load(root, 'e.eval.yaml')).rejects.toThrow(/:6:9: unknown key "vaue" .*\(did you mean "value"\?\)/);
  });

  it("a suite's governance taxonomy is AgentV metadata: read without a warning", async () => {
    const root = await repo(
      suite(
        'governance:',
        '  owasp_llm_top_10_2025: [LLM01]',
        'tests:',
        '  - id: a',
        '    input: q',
        '    assertions: [{type: contains, value: x}]',
      ),
    );
    const { warnings } = await load(root, 'e.eval.yaml');
    expect(warnings).toEqual([]);
  });

  it("keeps AgentV's pass threshold equal to ours", () => {
    expect(AGENTV_PASS_THRESHOLD).toBe(PASS_THRESHOLD);
  });
});

describe('AgentV 4.x targets', () => {
  it("grader_target, the claude names and a cli target's command and untyped healthcheck", async () => {
    const root = await repo({
      '.agentv/targets.yaml': lines(
        'targets:',
        '  - name: agent',
        '    provider: cli',
        '    command: my-agent {PROMPT_FILE} {OUTPUT_FILE}',
        '    healthcheck: {command: my-agent --version}',
        '    grader_target: judge',
        '  - name: judge',
        '    provider: claude',
        '  - name: other',
        '    provider: claude-cli',
      ),
    });
    const { targets } = await loadTargetsFile(path.join(root, '.agentv/targets.yaml'));
    expect(targets.get('agent')).toMatchObject({ provider: 'cli', judgeTarget: 'judge' });
    expect(targets.get('judge')?.provider).toBe('claude-code');
    expect(targets.get('other')?.provider).toBe('claude-code');
    const { cliSettingsSchema } = await import('../../src/providers/cli-settings.js');
    expect(cliSettingsSchema.parse(targets.get('agent')?.config)).toMatchObject({
      command_template: 'my-agent {PROMPT_FILE} {OUTPUT_FILE}',
      healthcheck: { type: 'command', command_template: 'my-agent --version' },
    });
  });
});

import { loadedCases } from './loaded-cases.js';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../src/errors/config-error.js';
import { loadEvalSuite } from '../../src/config/load-eval-suite.js';
import { lines, tempRepos } from '../test-support/temp-repo.js';

const repo = tempRepos();

async function loadError(root: string, rel: string): Promise<ConfigError> {
  try {
    await loadEvalSuite(path.join(root, rel), { repoRoot: root });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadEvalSuite', () => {
  it('loads a valid suite with defaults, aliases and multi-turn conversations', async () => {
    const root = await repo({
      'evals/example.test.yaml': lines(
        'description: demo',
        'target: legacy',
        'execution:',
        '  target: azure',
        'evalcases:',
        '  - id: one',
        '    outcome: says hi',
        '    input_messages:',
        '      - role: system',
        '        content: Be brief.',
        '      - role: user',
        '        content: Hello',
        '      - role: assistant',
        '        content: Hi! How can I help?',
        '      - role: user',
        '        content: {task: greet, lang: en}',
        '    expected_messages:',
        '      - role: assistant',
        '        content: first',
        '      - role: assistant',
        '        content: final answer',
        '    conversation_id: conv-1',
        '  - id: two',
        '    expected_outcome: wins',
        '    outcome: loses',
        '    input_messages: [{role: user, content: q}]',
      ),
    });
    const { suite, warnings } = await loadEvalSuite(path.join(root, 'evals/example.test.yaml'), { repoRoot: root });
    expect(suite.dataset).toBe('example');
    expect(suite.description).toBe('demo');
    expect(suite.targetName).toBe('azure');
    expect(suite.iterations).toBe(1);
    expect(suite.prompts).toBeUndefined();
    expect(suite.filePath).toBe(path.join(root, 'evals/example.test.yaml'));
    const [one, two] = await loadedCases(suite);
    expect(one?.line).toBe(6);
    expect(one?.expectedOutcome).toBe('says hi');
    expect(one?.inputMessages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(one?.inputMessages[2]?.content).toBe('Hi! How can I help?');
    expect(JSON.parse(one?.inputMessages[3]?.content ?? '')).toEqual({ task: 'greet', lang: 'en' });
    expect(one?.referenceAnswer).toBe('final answer');
    expect(one?.conversationId).toBe('conv-1');
    expect(one?.evaluators).toBeUndefined();
    expect(two?.line).toBe(23);
    expect(two?.expectedOutcome).toBe('wins');
    expect(warnings.map((w) => w.message).join('\n')).toMatch(/both "expected_outcome" and "outcome"/);
  });

  it('uses the dataset field and iterations when given', async () => {
    const root = await repo({
      'suite.yml': lines(
        'dataset: named',
        'iterations: 3',
        'evalcases:',
        '  - {id: a, expected_outcome: x, input_messages: [{role: user, content: q}]}',
      ),
    });
    const { suite } = await loadEvalSuite(path.join(root, 'suite.yml'), { repoRoot: root });
    expect(suite.dataset).toBe('named');
    expect(suite.iterations).toBe(3);
  });

  it('points a wrong type at its line and column with the field path', async () => {
    const root = await repo({
      'e.yaml': lines('evalcases:', '  - id: a', '    expected_outcome: x', '    input_messages: "not a list"'),
    });
    const error = await loadError(root, 'e.yaml');
    expect(error.message).toContain(`${path.join(root, 'e.yaml')}:4:21:`);
    expect(error.location).toMatchObject({ line: 4, col: 21, path: 'evalcases[0].input_messages' });
    expect(error.message).toMatch(/input_messages must be a list, not a string/);
    expect(error.message).toContain('Fix:');
  });

  it('reports an unknown role at the role value, listing the valid roles', async () => {
    const root = await repo({
      'e.yaml': lines(
        'evalcases:',
        '  - id: a',
        '    expected_outcome: x',
        '    input_messages: [{role: user, content: q}]',
        '  - id: b',
        '    expected_outcome: y',
        '    input_messages:',
        '      - role: bot',
        '        content: hi',
      ),
    });
    const error = await loadError(root, 'e.yaml');
    expect(error.location).toMatchObject({ line: 8, col: 15, path: 'evalcases[1].input_messages[0].role' });
    expect(error.message).toContain('"bot"');
    expect(error.fix).toBe('use one of: system, user, assistant, tool');
  });

  it('points into a bad segment inside a content list', async () => {
    const root = await repo({
      'e.yaml': lines(
        'evalcases:',
        '  - id: a',
        '    expected_outcome: x',
        '    input_messages:',
        '      - role: user',
        '        content:',
        '          - type: text',
        '            value: ok',
        '          - type: image',
        '            value: x.png',
      ),
    });
    const error = await loadError(root, 'e.yaml');
    expect(error.location).toMatchObject({ line: 9, path: 'evalcases[0].input_messages[0].content[1].type' });
    expect(error.message).toMatch(/text, file/);
  });

  it('warns about keys far from every known key (extension fields) with their line, without stopping', async () => {
    const root = await repo({
      'e.yaml': lines(
        'owner: qa-team',
        'evalcases:',
        '  - id: a',
        '    expected_outcome: x',
        '    notes: c',
        '    input_messages:',
        '      - role: user',
        '        content: [{type: text, value: q, extra: 1}]',
        '    evaluators:',
        '      - type: llm_judge',
        '        reviewer: p',
      ),
    });
    const file = path.join(root, 'e.yaml');
    const { suite, warnings } = await loadEvalSuite(file, { repoRoot: root });
    expect(await loadedCases(suite)).toHaveLength(1);
    const byKey = (key: string) => warnings.find((w) => w.message.includes(`"${key}"`));
    expect(byKey('owner')).toMatchObject({ file, line: 1 });
    expect(byKey('notes')).toMatchObject({ file, line: 5 });
    expect(byKey('notes')?.message).toContain('evalcases[0]');
    expect(byKey('extra')?.line).toBe(8);
    expect(byKey('reviewer')?.line).toBe(11);
    expect(warnings).toHaveLength(4);
  });

  it.each([
    ['descripton', 'description: typo', 'descripton: typo', 1, 1, 'at top level', 'description'],
    ['conversaton_id', '    conversation_id: c', '    conversaton_id: c', 5, 5, 'in evalcases[0]', 'conversation_id'],
    ['promt', '        prompt: p', '        promt: p', 11, 9, 'in evalcases[0].evaluators[0]', 'prompt'],
    [
      'expected_outcom',
      '    expected_outcome: x',
      '    expected_outcom: x',
      4,
      5,
      'in evalcases[0]',
      'expected_outcome',
    ],
    ['Input_Messages', '    input_messages:', '    Input_Messages:', 6, 5, 'in evalcases[0]', 'input_messages'],
  ])('refuses the misspelt key %s at its line and column, naming the key it means', async (...row) => {
    const [key, good, bad, line, col, where, meant] = row;
    const text = lines(
      'description: typo',
      'evalcases:',
      '  - id: a',
      '    expected_outcome: x',
      '    conversation_id: c',
      '    input_messages:',
      '      - role: user',
      '        content: q',
      '    evaluators:',
      '      - type: llm_judge',
      '        prompt: p',
    );
    expect(text).toContain(good);
    const root = await repo({ 'e.yaml': text.replace(good, bad) });
    const error = await loadError(root, 'e.yaml');
    expect(error.message).toBe(
      `${path.join(root, 'e.yaml')}:${line}:${col}: unknown key "${key}" ${where} (did you mean "${meant}"?). ` +
        `Fix: rename it to "${meant}" (an extension field needs a name further from the known keys)`,
    );
  });

  it('accepts testcases with a deprecation warning', async () => {
    const root = await repo({
      'e.yaml': lines('testcases:', '  - {id: a, expected_outcome: x, input_messages: [{role: user, content: q}]}'),
    });
    const { suite, warnings } = await loadEvalSuite(path.join(root, 'e.yaml'), { repoRoot: root });
    expect((await loadedCases(suite)).map((c) => c.id)).toEqual(['a']);
    expect(warnings).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringMatching(/deprecated.*evalcases/) }),
    ]);
  });

  it('requires evalcases and expected_outcome', async () => {
    const noCases = await repo({ 'e.yaml': 'description: nothing\n' });
    expect((await loadError(noCases, 'e.yaml')).message).toMatch(
      /missing the list of cases \("tests" in AgentV 4.x, "evalcases" in 2.x\)/,
    );
    const noOutcome = await repo({
      'e.yaml': lines('evalcases:', '  - id: a', '    input_messages: [{role: user, content: q}]'),
    });
    const error = await loadError(noOutcome, 'e.yaml');
    expect(error.message).toMatch(/missing required field "expected_outcome"/);
    expect(error.location).toMatchObject({ line: 2, path: 'evalcases[0].expected_outcome' });
  });

  it('names a case without input, and a message without content, at their lines with the fix', async () => {
    const noInput = await repo({ 'e.yaml': lines('evalcases:', '  - id: a', '    expected_outcome: x') });
    const missing = await loadError(noInput, 'e.yaml');
    expect(missing.message).toMatch(/missing required field "input_messages".*Fix: add "input_messages:"/);
    expect(missing.location).toMatchObject({ line: 2, path: 'evalcases[0].input_messages' });
    const noContent = await repo({
      'e.yaml': lines(
        'evalcases:',
        '  - id: a',
        '    expected_outcome: x',
        '    input_messages:',
        '      - role: user',
        '        content: q',
        '      - role: assistant',
        '        name: helper',
      ),
    });
    const empty = await loadError(noContent, 'e.yaml');
    expect(empty.message).toMatch(/missing "content".*Fix: add "content:" \(only an assistant message with tool_calls/);
    expect(empty.location).toMatchObject({ path: 'evalcases[0].input_messages[1].content' });
  });

  it('rejects duplicate case ids naming both lines', async () => {
    const root = await repo({
      'e.yaml': lines(
        'evalcases:',
        '  - {id: same, expected_outcome: x, input_messages: [{role: user, content: q}]}',
        '  - {id: other, expected_outcome: x, input_messages: [{role: user, content: q}]}',
        '  - {id: same, expected_outcome: x, input_messages: [{role: user, content: q}]}',
      ),
    });
    const error = await loadError(root, 'e.yaml');
    expect(error.message).toMatch(/duplicate case id "same" \(lines 2 and 4\)/);
    expect(error.location.line).toBe(4);
    // The first repeat in file order is named, whichever id sorts first.
    const two = await repo({
      'e.yaml': lines(
        'evalcases:',
        ...['z', 'b', 'b', 'z', 'b'].map(
          (id) => `  - {id: ${id}, expected_outcome: x, input_messages: [{role: user, content: q}]}`,
        ),
      ),
    });
    expect((await loadError(two, 'e.yaml')).message).toMatch(/duplicate case id "b" \(lines 3 and 4\)/);
  });

  it('rejects an empty prompts list and duplicate prompt ids; keeps valid variants', async () => {
    const cases = ['evalcases:', '  - {id: a, expected_outcome: x, input_messages: [{role: user, content: q}]}'];
    const empty = await repo({ 'e.yaml': lines('prompts: []', ...cases) });
    expect((await loadError(empty, 'e.yaml')).message).toMatch(/:1:\d+: prompts must not be an empty list/);
    const dup = await repo({
      'e.yaml': lines('prompts:', '  - {id: v1, prompt: A}', '  - {id: v1, prompt: B}', ...cases),
    });
    const error = await loadError(dup, 'e.yaml');
    expect(error.message).toMatch(/duplicate prompt id "v1" \(lines 2 and 3\)/);
    const ok = await repo({
      'e.yaml': lines('prompts:', '  - {id: v1, prompt: A}', '  - {id: v2, prompt: B}', ...cases),
    });
    const { suite } = await loadEvalSuite(path.join(ok, 'e.yaml'), { repoRoot: ok });
    expect(suite.prompts).toEqual([
      { id: 'v1', prompt: 'A' },
      { id: 'v2', prompt: 'B' },
    ]);
  });

  it('reports YAML syntax errors with a position', async () => {
    const root = await repo({ 'e.yaml': lines('evalcases:', '  - id: [a', 'x: 1') });
    const error = await loadError(root, 'e.yaml');
    expect(error.message).toMatch(/e\.yaml:\d+:\d+: invalid YAML/);
    expect(error.message).not.toContain('\n');
  });
});

describe("a small eval file's cases are kept as the load built them", () => {
  it('runs a case first as loaded, files included; a second run of it builds it again', async () => {
    const root = await repo({
      'notes.md': 'notes at load',
      'suite.yaml': lines(
        'evalcases:',
        '  - id: one',
        '    expected_outcome: uses the notes',
        '    input_messages:',
        '      - role: user',
        '        content: [{type: text, value: read}, {type: file, value: notes.md}]',
      ),
    });
    const { suite } = await loadEvalSuite(path.join(root, 'suite.yaml'), { repoRoot: root });
    writeFileSync(path.join(root, 'notes.md'), 'notes changed');
    expect(JSON.stringify((await suite.cases.load(0)).inputMessages)).toContain('notes at load');
    expect(JSON.stringify((await suite.cases.load(0)).inputMessages)).toContain('notes changed');
  });
});

describe('a large eval file is read a slice of cases at a time', () => {
  const COUNT = 1500;
  /** A file over LARGE_YAML_BYTES: two header lines, then five lines per case; `edit` rewrites a case's lines. */
  const bigFile = (edit: (i: number, caseLines: string[]) => string[] = (_, l) => l) => {
    const body: string[] = ['description: many cases', 'evalcases:'];
    for (let i = 0; i < COUNT; i++) {
      body.push(
        ...edit(i, [
          `  - id: case-${i}`,
          `    expected_outcome: answer number ${i}, written out at some length so the file is large`,
          '    input_messages:',
          '      - role: user',
          `        content: question ${i}`,
        ]),
      );
    }
    return lines(...body);
  };
  /** Line of case `i`'s `- id:` in an unedited file. */
  const lineOf = (i: number) => 3 + 5 * i;

  it("holds ids, lines and targets; a case's files are read as at load", async () => {
    const root = await repo({
      'notes.md': 'the notes',
      'big.yaml': bigFile((i, l) => {
        if (i === 7)
          return [...l.slice(0, 4), '        content: [{type: text, value: see}, {type: file, value: notes.md}]'];
        if (i === 1200)
          return [
            ...l.slice(0, 2),
            '    input_messages: [{role: user, content: q}]',
            '    execution: {target: other, evaluators: [{name: j, type: llm_judge, target: judge2}]}',
            '    conversation_id: c',
          ];
        return l;
      }),
    });
    const { suite, warnings } = await loadEvalSuite(path.join(root, 'big.yaml'), { repoRoot: root });
    expect(warnings).toEqual([]);
    expect(suite.cases.count).toBe(COUNT);
    expect([suite.cases.id(1499), suite.cases.line(1499)]).toEqual(['case-1499', lineOf(1499)]);
    expect([suite.cases.targetName(1200), suite.cases.targetName(1201)]).toEqual(['other', undefined]);
    expect(suite.cases.judgeTargets()).toEqual([{ index: 1200, evaluator: 'j', target: 'judge2' }]);
    const seven = await suite.cases.load(7);
    expect(seven).toMatchObject({
      id: 'case-7',
      line: lineOf(7),
      expectedOutcome: expect.stringContaining('answer number 7,'),
    });
    expect(seven.inputMessages[0]?.content).toContain('the notes');
    expect(seven.inputFiles.map((f) => f.displayPath)).toEqual(['notes.md']);
    expect((await suite.cases.load(1499)).inputMessages).toEqual([{ role: 'user', content: 'question 1499' }]);
  });

  it('points a problem in a late case at its line, with the case in the path', async () => {
    const root = await repo({ 'big.yaml': bigFile((i, l) => (i === 1234 ? [l[0]!, ...l.slice(2)] : l)) });
    const error = await loadError(root, 'big.yaml');
    expect(error.message).toMatch(/missing required field "expected_outcome"/);
    expect(error.location).toMatchObject({ line: lineOf(1234), path: 'evalcases[1234].expected_outcome' });
  });

  it('reports a syntax error in a late case at its line and column', async () => {
    const root = await repo({
      'big.yaml': bigFile((i, l) => (i === 1300 ? [`  - id: [case-${i}`, ...l.slice(1)] : l)),
    });
    const error = await loadError(root, 'big.yaml');
    expect(error.message).toMatch(/big\.yaml:\d+:\d+: invalid YAML/);
    expect(error.location.line).toBeGreaterThanOrEqual(lineOf(1300));
  });

  it('resolves an alias to an anchor in another slice', async () => {
    const root = await repo({
      'big.yaml': bigFile((i, l) => {
        if (i === 0) return [l[0]!, '    expected_outcome: &shared the shared outcome', ...l.slice(2)];
        if (i === 1400) return [l[0]!, '    expected_outcome: *shared', ...l.slice(2)];
        return l;
      }),
    });
    const { suite } = await loadEvalSuite(path.join(root, 'big.yaml'), { repoRoot: root });
    expect((await suite.cases.load(1400)).expectedOutcome).toBe('the shared outcome');
  });

  it('warns of an unknown key, refuses a misspelt one, rejects a duplicate id in late cases', async () => {
    const withKey = (key: string) =>
      repo({
        'big.yaml': bigFile((i, l) =>
          i === 1100
            ? [
                ...l.slice(0, 2),
                `    ${key}: c`,
                '    input_messages: [{role: user, content: q}]',
                '    conversation_id: c',
              ]
            : l,
        ),
      });
    const extension = await withKey('ticket');
    const { warnings } = await loadEvalSuite(path.join(extension, 'big.yaml'), { repoRoot: extension });
    expect(warnings).toEqual([
      expect.objectContaining({
        line: lineOf(1100) + 2,
        message: expect.stringContaining('"ticket" in evalcases[1100]'),
      }),
    ]);
    const typo = await withKey('conversaton_id');
    const misspelt = await loadError(typo, 'big.yaml');
    expect(misspelt.location).toMatchObject({ line: lineOf(1100) + 2, col: 5 });
    expect(misspelt.message).toContain('"conversaton_id" in evalcases[1100] (did you mean "conversation_id"?)');
    const twice = await repo({ 'big.yaml': bigFile((i, l) => (i === 1450 ? ['  - id: case-3', ...l.slice(1)] : l)) });
    const error = await loadError(twice, 'big.yaml');
    expect(error.message).toMatch(
      new RegExp(`duplicate case id "case-3" \\(lines ${lineOf(3)} and ${lineOf(1450)}\\)`),
    );
  });
});

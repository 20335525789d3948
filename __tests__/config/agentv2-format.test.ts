import { loadedCases } from './loaded-cases.js';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../src/errors/config-error.js';
import { loadEvalSuite } from '../../src/config/load-eval-suite.js';
import { loadTargetsFile } from '../../src/config/load-targets-file.js';
import { lines, tempRepos } from '../test-support/temp-repo.js';

const repo = tempRepos();

const load = (root: string, file: string) => loadEvalSuite(path.join(root, file), { repoRoot: root });

describe('AgentV 2.x eval files as AgentV wrote them', () => {
  // Also a rubric's expected_outcome, and a prompt that names a file.
  it('input / expected_output shorthands, tool-call-only turns, code_judge extra keys and more', async () => {
    const root = await repo({
      'evals/prompts/judge.md': 'Grade {{candidate_answer}}',
      'evals/e.yaml': lines(
        'evalcases:',
        '  - id: a',
        '    expected_outcome: adds',
        '    input: What is 1 + 1?',
        '    expected_output: "2"',
        '    execution:',
        '      evaluators:',
        '        - name: grader',
        '          type: code_judge',
        '          script: node grade.js',
        '          threshold: 0.7',
        '          config: { mode: strict }',
        '        - name: judge',
        '          type: llm_judge',
        '          prompt: ./prompts/judge.md',
        '        - name: inline',
        '          type: llm_judge',
        '          prompt: Is {{candidate_answer}} right?',
        '    rubrics:',
        '      - { id: r1, expected_outcome: Says 2, weight: 2 }',
        '  - id: b',
        '    expected_outcome: continues',
        '    input:',
        '      - { role: user, content: read it }',
        '      - role: assistant',
        '        tool_calls: [{ id: t, type: function, function: { name: read, arguments: "{}" } }]',
        '      - { role: tool, tool_call_id: t, content: text }',
        '    expected_output: { total: 3 }',
      ),
    });
    const { suite } = await load(root, 'evals/e.yaml');
    const [a, b] = await loadedCases(suite);
    expect(a?.inputMessages).toEqual([{ role: 'user', content: 'What is 1 + 1?' }]);
    expect(a?.referenceAnswer).toBe('2');
    expect(a?.evaluators?.[0]).toMatchObject({
      type: 'code',
      written_type: 'code_judge',
      config: { threshold: 0.7, mode: 'strict' },
    });
    expect(a?.evaluators?.[1]).toEqual({
      type: 'llm_judge',
      name: 'judge',
      weight: 1,
      prompt_path: path.join(root, 'evals/prompts/judge.md'),
    });
    expect(a?.evaluators?.[2]).toMatchObject({ type: 'llm_judge', prompt: 'Is {{candidate_answer}} right?' });
    expect(a?.evaluators?.[3]).toMatchObject({
      type: 'rubric',
      criteria: [{ id: 'r1', description: 'Says 2', weight: 2, required: false }],
    });
    expect(b?.inputMessages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'read it'],
      ['assistant', ''],
      ['tool', 'text'],
    ]);
    expect(JSON.parse(b?.referenceAnswer ?? '')).toEqual({ total: 3 });
  });

  it('an unknown evaluator type names the value and the nearest supported type, at its line', async () => {
    const root = await repo({
      'e.yaml': lines(
        'evalcases:',
        '  - id: a',
        '    expected_outcome: x',
        '    input: y',
        '    evaluators:',
        '      - type: tool_trajectry',
        '        mode: any_order',
      ),
    });
    const error = (await load(root, 'e.yaml').catch((e: unknown) => e)) as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.location).toMatchObject({ line: 6 });
    expect(error.message).toMatch(
      /unknown evaluator type "tool_trajectry"; the nearest supported one is "tool_trajectory"/,
    );
  });

  it('a composite member is validated at its own line', async () => {
    const root = await repo({
      'e.yaml': lines(
        'evalcases:',
        '  - id: a',
        '    expected_outcome: x',
        '    input: y',
        '    evaluators:',
        '      - name: c',
        '        type: composite',
        '        aggregator: { type: weighted_average }',
        '        evaluators:',
        '          - name: t',
        '            type: tool_trajectory',
        '            mode: in_order',
      ),
    });
    const error = (await load(root, 'e.yaml').catch((e: unknown) => e)) as ConfigError;
    expect(error.message).toMatch(/in_order mode needs "expected"/);
    expect(error.location).toMatchObject({ line: 10 });
  });

  it.each([
    // A missing key is placed at its evaluator's line (6); a rule about the evaluator at its type (7).
    ['tool_trajectory', ['mode: any_order'], /any_order mode needs "minimums".*Fix: add minimums/, 6],
    ['tool_trajectory', ['mode: exact'], /exact mode needs "expected".*Fix: add expected/, 6],
    ['token_usage', [], /token_usage needs a limit.*Fix: set max_total, max_input or max_output/, 7],
    ['execution_metrics', [], /execution_metrics needs at least one threshold.*Fix: set one of/, 7],
  ])('a %s evaluator missing what its settings need is named with the fix (%s)', async (type, extra, message, line) => {
    const root = await repo({
      'e.yaml': lines(
        'evalcases:',
        '  - id: a',
        '    expected_outcome: x',
        '    input: y',
        '    evaluators:',
        '      - name: m',
        `        type: ${type}`,
        ...extra.map((line) => `        ${line}`),
      ),
    });
    const error = (await load(root, 'e.yaml').catch((e: unknown) => e)) as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(message);
    expect(error.location).toMatchObject({ line });
  });

  it('guideline_patterns come from .agentv/config.yaml in a parent folder', async () => {
    const root = await repo({
      '.agentv/config.yaml': lines('$schema: agentv-config-v2', 'guideline_patterns: ["**/*.rules.md"]'),
      'evals/style.rules.md': 'Be brief.',
      'evals/notes.instructions.md': 'Not a guideline here.',
      'evals/e.yaml': lines(
        'evalcases:',
        '  - id: a',
        '    expected_outcome: x',
        '    input:',
        '      - role: user',
        '        content: [{ type: file, value: style.rules.md }, { type: file, value: notes.instructions.md }]',
      ),
    });
    const { suite } = await load(root, 'evals/e.yaml');
    expect((await loadedCases(suite))[0]?.guidelineFiles.map((f) => path.basename(f.absolutePath))).toEqual([
      'style.rules.md',
    ]);
    expect((await loadedCases(suite))[0]?.inputFiles.map((f) => path.basename(f.absolutePath))).toEqual([
      'notes.instructions.md',
    ]);
  });

  it('JSONL cases keep their line numbers in errors; the sidecar gives defaults', async () => {
    const root = await repo({
      'd.jsonl': ['{"id": "a", "expected_outcome": "x", "input": "hi"}', '', '{"id": "b", "input": "hi"}'].join('\n'),
      'd.yaml': lines('dataset: demo', 'execution:', '  target: t1'),
      'ok.jsonl': '{"id": "a", "expected_outcome": "x", "input": "hi"}\n',
      'ok.yaml': lines('dataset: demo', 'execution:', '  target: t1'),
    });
    const error = (await load(root, 'd.jsonl').catch((e: unknown) => e)) as ConfigError;
    expect(error.location).toMatchObject({ file: path.join(root, 'd.jsonl'), line: 3 });
    expect(error.message).toMatch(/expected_outcome/);
    const { suite } = await load(root, 'ok.jsonl');
    expect(suite).toMatchObject({ dataset: 'demo', targetName: 't1' });
    // The sidecar named on its own points at its dataset rather than asking for evalcases.
    await expect(load(root, 'ok.yaml')).rejects.toThrow(
      /sidecar of the JSONL dataset ok\.jsonl.*run .*ok\.jsonl instead/,
    );
  });
});

describe('a large JSONL dataset', () => {
  // 20,000 cases: laid out as one YAML flow sequence (and its Document), this took some 400 MB.
  const CASES = 20_000;
  const caseLine = (i: number) => JSON.stringify({ id: `c${i}`, expected_outcome: `answer ${i}`, input: `q ${i}` });

  it("reads every case with JSON.parse, a slice at a time; a case's problems are named at its line", async () => {
    // CRLF line ends and blank lines between cases: lines are counted as the file has them.
    const text = Array.from({ length: CASES }, (_, i) => `${caseLine(i)}\r\n${i % 1000 === 0 ? '\r\n' : ''}`).join('');
    // A blank line follows cases 0, 1000, 2000, …
    const lineOf = (i: number) => i + 1 + (i === 0 ? 0 : Math.floor((i - 1) / 1000) + 1);
    const root = await repo({ 'big.jsonl': text, 'big.yaml': lines('dataset: big') });
    const { suite, warnings } = await loadEvalSuite(path.join(root, 'big.jsonl'), { repoRoot: root });
    expect(warnings).toEqual([]);
    expect(suite.dataset).toBe('big');
    expect(suite.cases.count).toBe(CASES);
    expect(suite.cases.line(19_999)).toBe(lineOf(19_999));
    const last = await suite.cases.load(19_999);
    expect(last.id).toBe('c19999');
    expect(JSON.stringify(last)).toContain('answer 19999');

    // A duplicate id deep in the file: named at both lines, as any case's error.
    const dup = text.replace(caseLine(15_000), caseLine(15_000).replace('"c15000"', '"c7"'));
    await fs.writeFile(path.join(root, 'big.jsonl'), dup);
    const error = (await load(root, 'big.jsonl').catch((e: unknown) => e)) as ConfigError;
    expect(error.location).toMatchObject({ file: path.join(root, 'big.jsonl'), line: lineOf(15_000) });
    expect(error.message).toContain(`duplicate case id "c7" (lines ${lineOf(7)} and ${lineOf(15_000)})`);
  });

  it('an unknown key in a case is warned about at its line', async () => {
    const text = Array.from({ length: CASES }, (_, i) =>
      i === 12_345 ? caseLine(i).replace('{', '{"x_note": 1, ') : caseLine(i),
    ).join('\n');
    const root = await repo({ 'big.jsonl': text });
    const { warnings } = await load(root, 'big.jsonl');
    expect(warnings).toEqual([expect.objectContaining({ file: path.join(root, 'big.jsonl'), line: 12_346 })]);
    expect(warnings[0]?.message).toContain('x_note');
  });
});

describe('AgentV 2.x targets files', () => {
  it('maps AgentV provider names and keeps AgentV-only providers for a refusal at use', async () => {
    const root = await repo({
      'targets.yaml': lines(
        'targets:',
        '  - { name: a, provider: azure, endpoint: e }',
        '  - { name: g, provider: google }',
        '  - { name: c, provider: codex-cli }',
        '  - { name: p, provider: pi-coding-agent }',
      ),
    });
    const { targets } = loadTargetsFile(path.join(root, 'targets.yaml'));
    expect([...targets.values()].map((t) => [t.name, t.provider, t.unsupportedProvider])).toEqual([
      ['a', 'azure-openai', undefined],
      ['g', 'gemini', undefined],
      ['c', 'codex', undefined],
      ['p', 'mock', 'pi-coding-agent'],
    ]);
  });

  it('an unknown provider still fails at load, listing ours', async () => {
    const root = await repo({ 'targets.yaml': lines('targets:', '  - { name: a, provider: azure-openia }') });
    expect(() => loadTargetsFile(path.join(root, 'targets.yaml'))).toThrow(
      /"azure-openia" for "provider".*use one of: azure-openai/,
    );
  });
});

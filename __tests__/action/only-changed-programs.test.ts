import path from 'node:path';
import { selectChangedSuites } from '../../src/action/only-changed.js';
import { suiteDependencies } from '../../src/action/suite-dependencies.js';
import type { EvalResult } from '../../src/results/eval-result.js';
import { makeResult } from '../test-support/make-result.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';

const CASE = lines(
  'evalcases:',
  '  - id: c1',
  '    expected_outcome: ok',
  '    input_messages:',
  '      - role: user',
  '        content: hi',
);

/** A suite whose cli agent is a program of the repository, and one that only calls a model API. */
const FILES: Record<string, string> = {
  'agentic/targets.yaml': lines(
    'targets:',
    '  - name: default',
    '    provider: cli',
    '    command_template: node ../src/agent.mjs {PROMPT}',
  ),
  'agentic/agentic.test.yaml': lines('dataset: agentic') + CASE,
  'chat/targets.yaml': lines(
    'targets:',
    '  - name: default',
    '    provider: openai',
    '    model: house-model',
    '    api_key: sk-not-used',
  ),
  'chat/chat.test.yaml': lines('dataset: chat') + CASE,
  'src/agent.mjs': "import { answer } from './util.mjs';\nprocess.stdout.write(answer(process.argv[2]));\n",
  'src/util.mjs': 'export const answer = (q) => `answer to ${q}`;\n',
  'docs/guide.md': 'how to\n',
};

let root: string;
beforeAll(async () => {
  root = await makeTempRepo(FILES);
});
afterAll(() => removeTempRepo(root));

const suites = () => ['agentic/agentic.test.yaml', 'chat/chat.test.yaml'].map((f) => path.join(root, f));
const BASELINE: EvalResult[] = ['agentic', 'chat'].map((dataset) => makeResult({ eval_id: 'c1', dataset }));
const select = (changed: string[]) =>
  selectChangedSuites(suites(), { changed, workspace: root, baseline: BASELINE, cwd: root, env: {} });
const ran = async (changed: string[]) => {
  const selection = await select(changed);
  return {
    run: selection.run.map((f) => path.basename(f)),
    carried: selection.carried.map((s) => s.dataset),
    note: selection.note,
  };
};

describe('only-changed and the programs a suite runs', () => {
  it("a cli target's script is a dependency of its suite, which runs a program; a model API's is none", async () => {
    const agentic = await suiteDependencies(suites()[0] ?? '', { cwd: root, env: {} });
    expect([...agentic.files]).toContain(path.join(root, 'src', 'agent.mjs'));
    expect(agentic.program).toBe('target "default" runs a program (cli)');
    const chat = await suiteDependencies(suites()[1] ?? '', { cwd: root, env: {} });
    expect(chat.program).toBeUndefined();
  });

  it("a pull request that changes only the agent's program runs its suite", async () => {
    expect(await ran(['src/agent.mjs'])).toEqual({ run: ['agentic.test.yaml'], carried: ['chat'], note: undefined });
  });

  // And the note says so.
  it('a changed file no eval file names (a module the agent imports) runs every suite running a program', async () => {
    const { run, carried, note } = await ran(['src/util.mjs']);
    expect(run).toEqual(['agentic.test.yaml']);
    expect(carried).toEqual(['chat']);
    expect(note).toMatch(
      new RegExp(
        /^1 changed file\(s\) no eval file names \(src\/util\.mjs\) may change what a suite runs, so /.source +
          /1 suite\(s\) that run a program ran too \(e\.g\. target "default" runs a program \(cli\)\)$/.source,
      ),
    );
  });

  it("a change to another suite's eval file or to run outputs leaves a program suite carried", async () => {
    expect(await ran(['chat/chat.test.yaml', '.agentv/results/eval_1.jsonl'])).toEqual({
      run: ['chat.test.yaml'],
      carried: ['agentic'],
      note: undefined,
    });
  });
});

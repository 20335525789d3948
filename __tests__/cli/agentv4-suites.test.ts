import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../test-support/run-cli.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/process-timeouts.js';

/**
 * Our own suites in AgentV 4.x's format (__tests__/fixtures/agentv4) run through the CLI against a
 * real child-process agent (fixtures/agentv4/agent/answer.mjs) that answers by keyword. Every score
 * below is computed by hand from that agent's answers; agentv 4.42.4 gives the same scores on the
 * same suites (closing note of issue 15), but this test does not depend on it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(here, '../fixtures/agentv4');

interface Record_ {
  eval_id: string;
  dataset: string;
  score: number;
  verdict: string;
  error?: string;
  misses: string[];
  candidate_answer: string;
  evaluator_results: Array<{ name: string; type: string; score: number; verdict: string }>;
}

let out: string;
beforeAll(async () => {
  out = await fs.mkdtemp(path.join(os.tmpdir(), 'agentv4-'));
  process.env.AGENTV4_TARGET = 'keyword-agent';
});
afterAll(async () => {
  delete process.env.AGENTV4_TARGET;
  await fs.rm(out, { recursive: true, force: true });
});

async function run(target: string, name: string): Promise<{ records: Map<string, Record_>; stderr: string }> {
  const file = path.join(out, `${name}.jsonl`);
  const result = await runCli(['eval', target, '--out', file, '--workers', '4']);
  expect(result.stderr).not.toMatch(/error:/);
  expect(result.code).toBe(0);
  const lines = (await fs.readFile(file, 'utf8')).trim().split('\n');
  return {
    records: new Map(lines.map((line) => JSON.parse(line) as Record_).map((r) => [r.eval_id, r])),
    stderr: result.stderr,
  };
}

const scoresOf = (records: Map<string, Record_>) => Object.fromEntries([...records].map(([id, r]) => [id, r.score]));

describe('AgentV 4.x suites run through the CLI', () => {
  it(
    'every deterministic assertion, negate, weights, required and min_score give hand-computed scores',
    async () => {
      const { records } = await run(path.join(FIXTURES, 'evals/assertions.eval.yaml'), 'assertions');
      expect(scoresOf(records)).toEqual({
        'contains-pass': 1,
        'contains-case-matters': 0.5, // contains "paris" ✗ (case-sensitive), icontains "PARIS" ✓
        'any-and-all': 0.5, // contains-any ✓, contains-all ✗, icontains-any ✗, icontains-all ✓
        'starts-ends-equals': 2 / 3, // equals " 4 " ✓ (trimmed), starts-with ✓, ends-with "." ✗
        'regex-and-flags': 2 / 3, // ^autumn ✗, ^autumn/i ✓, ^a worm/im ✓
        'is-json': 0.5, // is-json ✓, negated is_json ✗
        'negate-and-weights': 0.5, // (3·1 + 1·1 + 4·0) / 8
        'required-gate': 0, // a required contains fails: the case scores 0
        'required-met': 2 / 3, // required contains-all ✓, regex ✗, icontains ✓
        'min-score-gate': 0.5, // required icontains (min_score 1) ✓, starts-with ✗
      });
      const verdicts = Object.fromEntries([...records].map(([id, r]) => [id, r.verdict === 'pass']));
      expect(
        Object.entries(verdicts)
          .filter(([, pass]) => pass)
          .map(([id]) => id),
      ).toEqual(['contains-pass']);
      const mixed = records.get('any-and-all');
      expect(mixed?.evaluator_results.map((e) => [e.name, e.type, e.score])).toEqual([
        ['contains-any-2', 'contains-any', 1],
        ['contains-all-2', 'contains-all', 0],
        ['icontains-any-2', 'icontains-any', 0],
        ['icontains-all-3', 'icontains-all', 1],
      ]);
      expect(mixed?.misses).toEqual([
        'Output missing: "Lyon"',
        'Output does not contain any of: "LYON", "MARSEILLE" (case-insensitive)',
      ]);
      const gate = records.get('required-gate');
      expect(gate?.misses[0]).toMatch(/required evaluator contains-refund issued scored 0/);
      expect(records.get('negate-and-weights')?.evaluator_results[1]).toMatchObject({
        type: 'contains',
        score: 1,
        verdict: 'pass',
      });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'external case files, file:// references, suite input and assertions, vars, input_files, ${{ VAR }}',
    async () => {
      const { records } = await run(path.join(FIXTURES, 'evals'), 'folder');
      // The folder holds *.eval.yaml suites, so its case files (cases.yaml, more.jsonl) are not run on their own.
      expect(new Set([...records.values()].map((r) => r.dataset))).toEqual(
        new Set(['assertions', 'external-cases', 'inline-refs']),
      );
      expect(records.size).toBe(17);
      const scores = scoresOf(records);
      expect({
        'vars-city': scores['vars-city'],
        'vars-name': scores['vars-name'],
        'skip-defaults': scores['skip-defaults'],
        'input-file': scores['input-file'],
        'inline-greeting': scores['inline-greeting'],
        'jsonl-refund': scores['jsonl-refund'],
        'jsonl-unknown': scores['jsonl-unknown'],
      }).toEqual({
        'vars-city': 1, // {{ country }} → France → Paris ✓, suite icontains-any ✓
        'vars-name': 0.5, // {{ person.name }} → Grace ✓, suite icontains-any (paris, ada, report) ✗
        'skip-defaults': 1, // only its own equals "4"
        'input-file': 1, // contains 12% ✓, suite "report" ✓
        'inline-greeting': 1,
        'jsonl-refund': 1, // icontains SUPPORT ✓, negated contains "refund issued" ✓
        'jsonl-unknown': 1,
      });
      expect(records.get('vars-city')?.evaluator_results.map((e) => e.name)).toEqual([
        'contains-Paris',
        'icontains-any-3',
      ]);
      expect(records.get('skip-defaults')?.evaluator_results.map((e) => e.name)).toEqual(['equals-4']);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  // Unset, it stops the run before any call.
  it("use_target: an alias is the target its variable names, under the alias's name", async () => {
    const dir = await fs.mkdtemp(path.join(out, 'alias-'));
    await fs.mkdir(path.join(dir, '.git'));
    await fs.mkdir(path.join(dir, '.agentv'));
    await fs.writeFile(
      path.join(dir, '.agentv/targets.yaml'),
      [
        'targets:',
        '  - name: default',
        '    use_target: ${{ AGENT_UNDER_TEST }}',
        '  - name: canned',
        '    provider: mock',
        '    response: "The capital of France is Paris."',
        '',
      ].join('\n'),
    );
    await fs.writeFile(
      path.join(dir, 'a.eval.yaml'),
      [
        'tests:',
        '  - id: a',
        '    input: Capital of France?',
        '    assertions: [{type: contains, value: Paris}]',
        '',
      ].join('\n'),
    );
    process.env.AGENT_UNDER_TEST = 'canned';
    try {
      const { records } = await run(path.join(dir, 'a.eval.yaml'), 'alias');
      expect(records.get('a')).toMatchObject({
        score: 1,
        candidate_answer: 'The capital of France is Paris.',
        target: 'default',
      });
    } finally {
      delete process.env.AGENT_UNDER_TEST;
    }
    const unset = await runCli(['eval', path.join(dir, 'a.eval.yaml'), '--out', path.join(out, 'alias-unset.jsonl')]);
    expect(unset.code).toBe(2);
    expect(unset.stderr).toMatch(
      /target "default" is use_target \$\{\{ AGENT_UNDER_TEST \}\}, but AGENT_UNDER_TEST is not set/,
    );
  });
  // They may answer by exit code alone.
  it(
    "code graders get AgentV 4.x's stdin (output, expected_output, input, criteria)",
    async () => {
      const file = path.join(out, 'code-graders.jsonl');
      const result = await runCli(['eval', path.join(FIXTURES, 'graded/code-graders.eval.yaml'), '--out', file]);
      expect(result.code).toBe(0);
      const records = new Map(
        (await fs.readFile(file, 'utf8'))
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record_)
          .map((r) => [r.eval_id, r]),
      );
      // 4 of 4 assertions, and "The capital of France is Paris." is 6 words (exit 0).
      expect(records.get('capital-graded')).toMatchObject({ score: 1, verdict: 'pass' });
      // The answer "4" lacks the reference "5": 3 of 4 assertions, no score given, so 0.75.
      expect(records.get('sum-graded')?.score).toBe(0.75);
      expect(records.get('sum-graded')?.misses).toEqual(['answer contains "5"']);
      // Ten words: exit 1 with nothing on stderr is a failed check, stdout its reason.
      expect(records.get('haiku-too-long')).toMatchObject({ score: 0, misses: ['too long (10 words)'] });
      expect(records.get('haiku-too-long')?.error).toBeUndefined();
      // Non-zero with stderr: 0 with the grader's complaint as the reason, as agentv 4.42.4 records it.
      expect(records.get('grader-crashes')).toMatchObject({
        score: 0,
        misses: ['script exited with 3: grader could not read its rubric'],
      });
      expect(records.get('grader-crashes')?.error).toBeUndefined();
      // Content as written (agentv 4.42.4 gives the same): expected_output's mapping is an object, so
      // city ✓ and country ✗ (Germany) make 0.5; the input's file segment has its path, text and place.
      expect(records.get('expected-object')?.misses).toEqual(['country is Germany']);
      expect(records.get('expected-object')?.score).toBe(0.5);
      expect(records.get('input-file-segment')).toMatchObject({ score: 1, misses: [] });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  // Four of six pass, as agentv 4.42.4 scores it.
  it(
    "the quickstart (README, npm run demo) runs its cli agent from the eval file's folder",
    async () => {
      const file = path.join(out, 'quickstart.jsonl');
      const result = await runCli(['eval', path.resolve('docs/examples/quickstart/evals'), '--out', file]);
      expect(result.code).toBe(0);
      expect(result.stderr).not.toMatch(/warning/i);
      const records = new Map(
        (await fs.readFile(file, 'utf8'))
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record_)
          .map((r) => [r.eval_id, r]),
      );
      expect(scoresOf(records)).toEqual({
        capital: 1,
        'order-json': 1,
        'return-window': 0.5, // "30 days" ✓, no refusal ✗
        greeting: 1,
        arithmetic: 1,
        'late-delivery': 0, // the required apology is missing
      });
      expect(records.get('capital')?.candidate_answer).toBe('The capital of Australia is Canberra.');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

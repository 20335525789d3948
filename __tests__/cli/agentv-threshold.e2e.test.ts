import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runChild, type ChildRun } from '../test-support/run-child.js';
import { builtBundle } from '../test-support/built-bundle.js';

/**
 * AgentV's threshold as its users type it: `agentv eval run … --threshold <n>` and an eval file's
 * `execution.threshold`, through the built CLI. What agentv 4.42.4 did on the same suites (checked
 * while building): exit 1 when a scored test is below the threshold (a score equal to it passes),
 * the flag winning over the file, and exit 2 when every test errored.
 *
 * Scores by hand: `half` is answered "Paris" against contains Paris + contains France: 1 of 2 = 0.5;
 * `full` is answered "Paris, France": 2 of 2 = 1.
 */
const CLI = builtBundle('cli');

function agentv(cwd: string, ...args: string[]): Promise<ChildRun> {
  return runChild(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, TERM: 'dumb' } });
}

const TARGETS = lines(
  'targets:',
  '  - name: default',
  '    provider: mock',
  '    responses:',
  '      half: Paris',
  '      full: Paris, France',
  '  - name: crashing',
  '    provider: cli',
  '    command: node crash.mjs {PROMPT} {OUTPUT_FILE}',
  '    cwd: ..',
  '    max_retries: 0',
);

const test = (id: string) =>
  lines(
    `  - id: ${id}`,
    '    criteria: Names Paris and France',
    '    input: What is the capital of France?',
    '    assertions:',
    '      - type: contains',
    '        value: Paris',
    '      - type: contains',
    '        value: France',
  );

const suite = (name: string, execution: string[]) =>
  lines(`name: ${name}`, ...(execution.length > 0 ? ['execution:', ...execution] : []), 'tests:') +
  test('half') +
  test('full');

let root: string;
beforeAll(async () => {
  root = await makeTempRepo({
    '.agentv/targets.yaml': TARGETS,
    'crash.mjs': lines('process.stderr.write("agent crashed\\n");', 'process.exit(1);'),
    'evals/plain.eval.yaml': suite('plain', []),
    'evals/at-0.6.eval.yaml': suite('at-six', ['  threshold: 0.6']),
    'evals/at-0.4.eval.yaml': suite('at-four', ['  threshold: 0.4']),
    'evals/crash.eval.yaml': suite('crash', ['  target: crashing', '  threshold: 0.5']),
    'evals/crash-plain.eval.yaml': suite('crash-plain', ['  target: crashing']),
  });
});
afterAll(async () => {
  await removeTempRepo(root);
});

describe('agentv eval run --threshold / execution.threshold', () => {
  it("fails with exit 1 when a test is below the file's threshold, naming it", async () => {
    const run = await agentv(root, 'eval', 'run', 'evals/at-0.6.eval.yaml', '--out', 'a.jsonl');
    expect(run.stderr).toContain('gate failed: lowest test score 0.500 is below threshold 0.6: half');
    expect(run.code).toBe(1);
  });

  it('passes at 0.4, and a score equal to the threshold passes (0.5 against 0.5)', async () => {
    const file = await agentv(root, 'eval', 'run', 'evals/at-0.4.eval.yaml', '--out', 'b.jsonl');
    expect(file.stdout).toContain('Gates passed');
    expect(file.code).toBe(0);
    const equal = await agentv(root, 'eval', 'run', 'evals/plain.eval.yaml', '--threshold', '0.5', '--out', 'c.jsonl');
    expect(equal.code).toBe(0);
  });

  it('--threshold wins over execution.threshold, both ways', async () => {
    const looser = await agentv(root, 'eval', 'evals/at-0.6.eval.yaml', '--threshold', '0.4', '--out', 'd.jsonl');
    expect(looser.code).toBe(0);
    const stricter = await agentv(root, 'eval', 'evals/at-0.4.eval.yaml', '--threshold', '0.6', '--out', 'e.jsonl');
    expect(stricter.stderr).toContain('below threshold 0.6: half');
    expect(stricter.code).toBe(1);
  });

  it('exits 2 when every test errored under a threshold; without one, 4 as our table says', async () => {
    const held = await agentv(root, 'eval', 'run', 'evals/crash.eval.yaml', '--out', 'f.jsonl');
    expect(held.stderr).toContain('gate failed: threshold 0.5 cannot be met: all 2 test(s) errored');
    expect(held.stdout).not.toContain('Gates passed');
    expect(held.code).toBe(2);
    const flag = await agentv(root, 'eval', 'evals/crash-plain.eval.yaml', '--threshold', '0.1', '--out', 'g.jsonl');
    expect(flag.code).toBe(2);
    const free = await agentv(root, 'eval', 'evals/crash-plain.eval.yaml', '--out', 'h.jsonl');
    expect(free.code).toBe(4);
  });

  it('errored tests beside scored ones are not compared (agentv counts only scored tests)', async () => {
    const run = await agentv(
      root,
      'eval',
      'evals/crash-plain.eval.yaml',
      'evals/plain.eval.yaml',
      '--threshold',
      '0.5',
      '--out',
      'i.jsonl',
    );
    expect(run.code).toBe(0);
  });

  it('refuses a threshold outside 0-1 and files that disagree (exit 2, before any call)', async () => {
    const bad = await agentv(root, 'eval', 'run', 'evals/plain.eval.yaml', '--threshold', '80', '--out', 'j.jsonl');
    expect(bad.stderr).toContain('--threshold must be a number from 0 to 1, got "80"');
    expect(bad.code).toBe(2);
    const split = await agentv(root, 'eval', 'evals/at-0.4.eval.yaml', 'evals/at-0.6.eval.yaml', '--out', 'k.jsonl');
    expect(split.stderr).toMatch(/execution\.threshold is 0\.4 in .*at-0\.4\.eval\.yaml and 0\.6 in .*at-0\.6/);
    expect(split.stderr).toContain('pass --threshold <n> for the whole run');
    expect(split.code).toBe(2);
    // --threshold settles the disagreement for the whole run.
    const settled = await agentv(
      root,
      'eval',
      'evals/at-0.4.eval.yaml',
      'evals/at-0.6.eval.yaml',
      '--threshold',
      '0.5',
      '--out',
      'l.jsonl',
    );
    expect(settled.code).toBe(0);
  });
});

describe("agentv eval run's other flags", () => {
  it.each([
    [['--otel-file', 'trace.json'], '--otel-file', '--dump-traces'],
    [['--no-results-push'], '--results-push / --no-results-push', '--out file as a CI artifact'],
    [['-o', 'runs'], '--output', '--out <file>.jsonl'],
    [['--model', 'gpt-4o'], '--model', 'the model of the grader target'],
  ])('refuses %j by name with the nearest flag here (exit 2, before any call)', async (given, name, nearest) => {
    const run = await agentv(root, 'eval', 'run', 'evals/plain.eval.yaml', ...given, '--out', 'm.jsonl');
    expect(run.stderr).toContain(`error: ${name} is agentv's eval run flag and has no equivalent here`);
    expect(run.stderr).toContain(nearest);
    expect(run.stdout).not.toContain('running');
    expect(run.code).toBe(2);
  });

  it('maps --test-id to --eval-id and --cache-path to --cache --cache-dir', async () => {
    const run = await agentv(
      root,
      'eval',
      'run',
      'evals/at-0.6.eval.yaml',
      '--test-id',
      'fu*',
      '--cache-path',
      'cache-here',
      '--out',
      'n.jsonl',
    );
    // Only `full` (score 1) runs, so the file's threshold 0.6 holds.
    expect(run.stderr).toContain('running 1 case(s) from 1 file(s)');
    expect(run.stderr).toContain('response cache:');
    expect(run.code).toBe(0);
  });
});

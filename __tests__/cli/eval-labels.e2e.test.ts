import { answerDigest } from '../../src/results/human-labels.js';
import { builtBundle } from '../test-support/built-bundle.js';
import { runChild } from '../test-support/run-child.js';
import { evalFileExpecting, mockTargets } from '../test-support/eval-files.js';
import { makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';

/**
 * `agentv eval --labels` through the built CLI as a child process, as a CI job runs it: the mock
 * answers `good` as expected (its judge passes) and `bad` with other words (it fails); people say
 * both verdicts are right, so the judge agrees on 2 of 2 (kappa: (1 − 1/2) / (1 − 1/2) = 1). A
 * labels file that is not version 1 is one line and exit 2, and nothing runs.
 */
const CLI = builtBundle('cli');
const ANSWERS: Record<string, string> = { good: 'The good case', bad: 'Something else' };
const TARGETS = mockTargets('responses: { good: The good case, bad: Something else }');
const SUITE = evalFileExpecting('good', 'bad');
const labels = (version: number) =>
  JSON.stringify({
    version,
    labels: Object.entries(ANSWERS).map(([id, answer]) => ({
      eval_id: id,
      answer_sha256: answerDigest(answer),
      verdict: 'right',
    })),
  });

describe('agentv eval --labels, the built CLI', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempRepo({
      'targets.yaml': TARGETS,
      'evals/s.test.yaml': SUITE,
      'labels.json': labels(1),
      'old.json': labels(2),
    });
  });
  afterEach(() => removeTempRepo(root));
  const agentv = (...args: string[]) =>
    runChild(process.execPath, [CLI, 'eval', 'evals/s.test.yaml', '--out', 'r.jsonl', ...args], {
      cwd: root,
      env: { ...process.env, TERM: 'dumb' },
    });

  it('prints the judge against the labels; a bad labels file is one line, exit 2, before anything runs', async () => {
    const run = await agentv('--labels', 'labels.json');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Label agreement with labels.json: 2 label(s) applied, 0 stale (the answer changed; not applied), ' +
        '0 not in the results\n  llm_judge: agreement 100.0% (n=2), kappa 1.00\n',
    );
    expect(run.stderr).not.toContain('agrees with the labels');

    const bad = await agentv('--labels', 'old.json', '--out', 'bad.jsonl');
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toEqual([expect.stringMatching(/old\.json:1:\d+: .*version/)]);
    expect(bad.stdout).toBe('');
  });
});

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import { answerDigest } from '../../src/results/human-labels.js';
import { evalFileExpecting, mockTargets } from '../test-support/eval-files.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

/**
 * `agentv eval --labels` and `agentv report --labels`: the mock answers `good` as expected and
 * `bad` with other words, so its judge passes `good` and fails `bad`. People say the verdict of `good` is right and
 * that of `bad` wrong (so both pass for people), and label a case `gone` the run does not hold.
 * By hand, for the judge `llm_judge`: good P/P, bad F/P; n = 2, po = 1/2,
 * pe = ((a+b)(a+c) + (c+d)(b+d)) / n² = (1·2 + 1·0) / 4 = 1/2, kappa = 0: below 80%.
 */
const TARGETS = mockTargets('responses: { good: The good case, bad: Something else }');
const ANSWERS: Record<string, string> = { good: 'The good case', bad: 'Something else', gone: 'Anything' };
const SUITE = evalFileExpecting('good', 'bad');
const label = (id: string, verdict: string) => ({
  eval_id: id,
  answer_sha256: answerDigest(ANSWERS[id] ?? ''),
  verdict,
});
const LABELS = JSON.stringify(
  { version: 1, labels: [label('good', 'right'), label('bad', 'wrong'), label('gone', 'right')] },
  null,
  2,
);

describe('agentv eval and report --labels', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempRepo({ 'targets.yaml': TARGETS, 'evals/s.test.yaml': SUITE, 'labels.json': LABELS });
  });
  afterEach(() => removeTempRepo(root));
  const at = (file: string) => path.join(root, file);

  it('prints, writes in the summary JSON and shows in the report each judge agreement; below warns', async () => {
    const run = await runCli([
      'eval',
      at('evals/s.test.yaml'),
      '--out',
      at('r.jsonl'),
      '--labels',
      at('labels.json'),
      '--summary-json',
      at('summary.json'),
      '--report',
      at('report.html'),
    ]);
    // A judge below the labels' minimum warns; it does not fail the run.
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `Label agreement with ${at('labels.json')}: 2 label(s) applied, 0 stale (the answer changed; not applied), ` +
        '1 not in the results\n  llm_judge: agreement 50.0% (n=2), kappa 0.00  ! below 80.0%\n',
    );
    expect(run.stderr).toContain(
      `warning: judge llm_judge agrees with the labels of ${at('labels.json')} on 50.0% of 2 labelled answer(s), ` +
        'below the minimum 80.0%',
    );
    const summary = JSON.parse(await fs.readFile(at('summary.json'), 'utf8'));
    expect(summary.label_agreement).toMatchObject({ applied: 2, stale: 0, unmatched: 1, min_agreement: 0.8 });
    expect(summary.label_agreement.judges).toEqual([
      expect.objectContaining({ judge: 'llm_judge', n: 2, agreement: 0.5, kappa: 0, below: true }),
    ]);
    const html = await fs.readFile(at('report.html'), 'utf8');
    expect(html).toContain('"labels":{"file":');
    expect(html).toContain('"judge":"llm_judge","n":2,"agreement":0.5,"kappa":0');
    // The report's label forms start with the run's labels.
    expect(html).toContain('"given_labels":[{"eval_id":"good"');

    // The report of the same results with a lower minimum: the judge is no longer flagged.
    const report = await runCli([
      'report',
      at('r.jsonl'),
      '-o',
      at('again.html'),
      '--labels',
      at('labels.json'),
      '--min-label-agreement',
      '0.5',
    ]);
    expect(report.code).toBe(0);
    expect(report.stderr).not.toContain('agrees with the labels');
    expect(await fs.readFile(at('again.html'), 'utf8')).toContain('"min_agreement":0.5');
  });

  describe('bad labels are one line and exit 2, before any model call', () => {
    let llm: FakeLlmServer;
    beforeEach(async () => {
      llm = await startFakeLlmServer();
      await fs.writeFile(
        at('targets.yaml'),
        lines(
          'targets:',
          '  - name: default',
          '    provider: openai',
          `    base_url: ${llm.url}/v1`,
          '    api_key: sk-test',
          '    model: gpt-4o-mini',
        ),
      );
    });
    afterEach(() => llm.close());

    const evalWith = (...flags: string[]) =>
      runCli(['eval', at('evals/s.test.yaml'), '--out', at('r.jsonl'), ...flags]);

    it.each([
      ['a labels file with a bad verdict', ['--labels', 'BAD'], /^error: .*bad\.json:\d+:\d+: .*labels\[0\]\.verdict/],
      ['a missing labels file', ['--labels', 'MISSING'], /^error: .*missing\.json: cannot read labels file/],
      ['a minimum above 1', ['--labels', 'GOOD', '--min-label-agreement', '80'], /invalid --min-label-agreement "80"/],
      ['a minimum without labels', ['--min-label-agreement', '0.9'], /--min-label-agreement needs labels/],
    ])('%s', async (_what, flags, message) => {
      await fs.writeFile(at('bad.json'), LABELS.replace('"right"', '"maybe"'));
      const files: Record<string, string> = {
        BAD: at('bad.json'),
        MISSING: at('missing.json'),
        GOOD: at('labels.json'),
      };
      const run = await evalWith(...flags.map((flag) => files[flag] ?? flag));
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(message);
      expect(llm.requests).toHaveLength(0);
      await expect(fs.stat(at('r.jsonl'))).rejects.toThrow();
    });
  });
});

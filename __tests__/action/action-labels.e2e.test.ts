import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { answerDigest } from '../../src/results/human-labels.js';
import {
  GOOD_CASES,
  PR_NUMBER,
  pullRequestStep,
  type SuiteCase,
  WEAK_CASES,
  withActionFakes,
  writeSuite,
  type ActionFakes,
} from './action-harness.js';

/**
 * The bundled Action with `labels`: the dry-run mock answers alpha and charlie as expected (its
 * judge passes them) and bravo with unrelated words (it fails). People say alpha's verdict is
 * right, bravo's right and charlie's wrong; one more label of bravo judged an older answer
 * (stale), one names a case the run does not hold. By hand, for the judge `llm_judge`: alpha P/P,
 * bravo F/F, charlie P/F; n = 3, po = 2/3 = 66.7%; pe = ((a+b)(a+c) + (c+d)(b+d)) / n² =
 * (2·1 + 1·2) / 9 = 4/9; kappa = (6/9 − 4/9) / (5/9) = 0.40, below the default 80%.
 */
const CASES: SuiteCase[] = [GOOD_CASES[0], WEAK_CASES[1], GOOD_CASES[2]].filter((c): c is SuiteCase => !!c);
/** The dry-run mock's answer: it echoes the case's question. */
const answerOf = (c: SuiteCase) => `mock answer for ${c.id}: ${c.input}`;
const label = (c: SuiteCase, verdict: 'right' | 'wrong', answer = answerOf(c)) => ({
  eval_id: c.id,
  answer_sha256: answerDigest(answer),
  verdict,
});
const [alpha, bravo, charlie] = CASES as [SuiteCase, SuiteCase, SuiteCase];
const LABELS = {
  version: 1,
  labels: [
    label(alpha, 'right'),
    label(bravo, 'right'),
    label(charlie, 'wrong'),
    label(bravo, 'wrong', 'an answer of last week'),
    { ...label(alpha, 'right'), eval_id: 'delta' },
  ],
};

let fakes: ActionFakes;
withActionFakes('agentv-labels-', async (made) => {
  fakes = made;
  await mkdir(join(made.dir, '.git'));
  await writeSuite(made.dir, CASES);
  await writeFile(join(made.dir, 'evals', 'labels.json'), JSON.stringify(LABELS, null, 2));
});

const step = (values: Record<string, string>) =>
  pullRequestStep(fakes, { paths: 'evals/suite.test.yaml', 'dry-run': 'true', baseline: 'none', ...values });

describe('labels in the Action', () => {
  it('the comment, job summary, summary JSON and report show each judge agreement; below warns', async () => {
    const run = await step({ labels: 'evals/labels.json' });
    // Below the minimum is a warning, not a failed gate.
    expect(run.code).toBe(0);
    // A workflow command escapes % as %25.
    expect(run.stdout).toContain(
      '::warning::judge llm_judge agrees with the labels of evals/labels.json on 66.7%25 of 3 labelled answer(s), ' +
        'below the minimum 80.0%25 (min-label-agreement)',
    );
    const body = fakes.github.comments.get(PR_NUMBER)?.[0]?.body ?? '';
    const section = [
      '#### Judges against the labels',
      '',
      '**3** label(s) of evals/labels.json applied · 1 stale (the answer changed; not applied) · 1 not in this run · ' +
        '⚠️ **1 judge(s)** below 80.0% agreement',
      '',
      '| Judge | Agreement | Kappa | Labelled | |',
      '|---|---:|---:|---:|---|',
      '| llm\\_judge | 66.7% | 0.40 | 3 | ⚠️ below |',
    ].join('\n');
    expect(body).toContain(section);
    expect(run.summary).toContain(section);
    const summary = JSON.parse(await readFile(run.outputs['summary-path'] ?? '', 'utf8'));
    expect(summary.label_agreement).toMatchObject({
      file: 'evals/labels.json',
      min_agreement: 0.8,
      applied: 3,
      stale: 1,
      unmatched: 1,
      disagreements: 1,
      judges: [{ judge: 'llm_judge', n: 3, agreement: 0.6667, kappa: 0.4, below: true }],
    });
    const html = await readFile(run.outputs['report-path'] ?? '', 'utf8');
    expect(html).toContain('"judge":"llm_judge","n":3,"agreement":0.6667,"kappa":0.4');

    // A lower minimum: no warning, the judge not flagged.
    const lenient = await step({ labels: 'evals/labels.json', 'min-label-agreement': '0.6' });
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).not.toContain('agrees with the labels');
    expect(lenient.summary).toContain('no judge below 60.0% agreement');
  });

  it('a bad labels file fails the step with one line naming the file, before anything runs', async () => {
    await writeFile(join(fakes.dir, 'evals', 'labels.json'), JSON.stringify({ version: 2, labels: [] }));
    const run = await step({ labels: 'evals/labels.json' });
    expect(run.code).toBe(1);
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/labels\.json:1:\d+: .*version/);
    expect(fakes.github.comments.get(PR_NUMBER) ?? []).toHaveLength(0);
    expect(run.outputs['results-path']).toBeUndefined();
  });
});

import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { answerDigest } from '../../src/results/human-labels.js';
import { makeJudgeResult, makeResult } from '../test-support/make-result.js';
import { runCli } from '../test-support/run-cli.js';
import { tempRepos } from '../test-support/temp-repo.js';

const repo = tempRepos({ git: false });

function record(id: string, pass: boolean): string {
  return JSON.stringify(
    makeResult({
      eval_id: id,
      score: pass ? 1 : 0,
      candidate_answer: `answer ${id}`,
      evaluator_results: [makeJudgeResult('judge', pass)],
    }),
  );
}

const results = ['a', 'b', 'c', 'd'].map((id, i) => record(id, i < 2)).join('\n');

function labelsFile(entries: object[]): string {
  return JSON.stringify({ version: 1, labels: entries }, null, 2);
}

const entry = (id: string, verdict: string, answer = `answer ${id}`) => ({
  eval_id: id,
  answer_sha256: answerDigest(answer),
  verdict,
});

describe('agentv calibrate', () => {
  it('prints each judge’s agreement, kappa and n, the disagreements and the stale labels', async () => {
    const root = await repo({
      'r.jsonl': results,
      // judge × people: a P/P, b P/F, c F/F, d stale. n = 3, po = 2/3; judge pass 2/3, people pass 1/3:
      // pe = (2·1 + 1·2) / 9 = 4/9; kappa = (6/9 − 4/9) / (5/9) = 2/5 = 0.40.
      'labels.json': labelsFile([
        entry('a', 'right'),
        entry('b', 'wrong'),
        entry('c', 'right'),
        entry('d', 'right', 'an older answer'),
      ]),
    });
    const run = await runCli(['calibrate', path.join(root, 'r.jsonl'), '--labels', path.join(root, 'labels.json')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Labels applied: 3; stale: 1; not in the results: 0');
    expect(run.stdout).toContain('judge: agreement 66.7% (n=3), kappa 0.40  ! below 80.0%');
    expect(run.stdout).toContain('b · judge: judge pass, people fail');
    expect(run.stdout).toMatch(/Stale labels[^\n]*\n {2}d\n/);

    const json = await runCli([
      'calibrate',
      path.join(root, 'r.jsonl'),
      '--labels',
      path.join(root, 'labels.json'),
      '--min-label-agreement',
      '0.6',
      '--format',
      'json',
    ]);
    expect(JSON.parse(json.stdout).judges[0]).toMatchObject({ judge: 'judge', n: 3, kappa: 0.4, below: false });
  });

  it('names the labels file, line and field of a bad entry (exit 2)', async () => {
    const root = await repo({ 'r.jsonl': results, 'labels.json': labelsFile([entry('a', 'maybe')]) });
    const run = await runCli(['calibrate', path.join(root, 'r.jsonl'), '--labels', path.join(root, 'labels.json')]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/labels\.json:7:\d+: .*labels\[0\]\.verdict/);
  });

  it('rejects a --min-label-agreement outside 0..1 (exit 2)', async () => {
    const root = await repo({ 'r.jsonl': results, 'labels.json': labelsFile([]) });
    const run = await runCli([
      'calibrate',
      path.join(root, 'r.jsonl'),
      '--labels',
      path.join(root, 'labels.json'),
      '--min-label-agreement',
      '80',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('invalid --min-label-agreement "80"');
  });
});

import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeGithubApi, type FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import {
  BUNDLE,
  inputs,
  pullRequestEvent,
  runBundle,
  runnerEnv,
  writeSuite,
  type SuiteCase,
} from './action-harness.js';

const CASES: SuiteCase[] = ['alpha', 'bravo'].map((id) => ({
  id,
  input: `${id} works fine`,
  expected: `${id} works fine`,
}));

let dir: string;
let github: FakeGithubApi;

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`);
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentv-action-inputs-'));
  github = await startFakeGithubApi();
});
afterEach(async () => {
  await github.close();
  await rm(dir, { recursive: true, force: true });
});

describe('iterations and report inputs', () => {
  it("iterations repeats every case (the summary has each case's runs); report: false writes no HTML", async () => {
    await writeSuite(dir, CASES);
    const env = await runnerEnv({ dir, eventName: 'pull_request', event: pullRequestEvent(), apiUrl: github.url });
    const run = await runBundle(dir, {
      ...env,
      ...inputs({ paths: 'evals', 'dry-run': 'true', iterations: '3', 'pass-policy': 'at-least:2', report: 'false' }),
    });
    expect(run.code).toBe(0);
    const records = (await readFile(run.outputs['results-path'] ?? '', 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(records.map((r) => `${r.eval_id}#${r.iteration}`).sort()).toEqual([
      'alpha#0',
      'alpha#1',
      'alpha#2',
      'bravo#0',
      'bravo#1',
      'bravo#2',
    ]);
    const summary = JSON.parse(await readFile(run.outputs['summary-path'] ?? '', 'utf8'));
    expect(JSON.stringify(summary)).toContain('at-least:2');
    expect(run.outputs.flaky).toBe('0');
    expect(run.outputs['report-path']).toBe('');
    expect(existsSync((run.outputs['results-path'] ?? '').replace(/\.jsonl$/, '.html'))).toBe(false);
    expect(github.comments.get(7)?.[0]?.body).toContain('#### Repeats · pass policy `at-least:2`');
  });
});

describe('selection inputs', () => {
  it('sample and seed run a reproducible subset, and the comment says which selection made the run', async () => {
    await writeSuite(dir, CASES);
    const env = await runnerEnv({ dir, eventName: 'pull_request', event: pullRequestEvent(), apiUrl: github.url });
    const run = await runBundle(dir, {
      ...env,
      ...inputs({ paths: 'evals', 'dry-run': 'true', sample: '1', seed: '3', report: 'false' }),
    });
    expect(run.code).toBe(0);
    const records = (await readFile(run.outputs['results-path'] ?? '', 'utf8')).trim().split('\n');
    expect(records).toHaveLength(1);
    expect(github.comments.get(7)?.[0]?.body).toContain('A selection of the cases: sample of 1 (seed 3)');
    const summary = JSON.parse(await readFile(run.outputs['summary-path'] ?? '', 'utf8')) as { selection?: string };
    expect(summary.selection).toBe('sample of 1 (seed 3)');
  });
});

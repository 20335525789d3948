import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli } from '../test-support/run-cli.js';
import {
  PROVIDER_KEY,
  pullRequestStep,
  TOKEN,
  withActionFakes,
  writeSuite,
  type ActionFakes,
} from './action-harness.js';

/**
 * The reports written after a run (run summary, JUnit, HTML) come from one function at both doors,
 * under one redaction rule: a baseline file that holds a key (written before the key moved into
 * the environment, or by another tool) never brings it into the HTML report, in the Action or in
 * `agentv eval`; the Action's github-token is hidden as well.
 */
let fakes: ActionFakes;
withActionFakes('agentv-report-redaction-', (made) => {
  fakes = made;
});

const CASES = [{ id: 'alpha', input: 'alpha works', expected: 'alpha works' }];

async function writeBaseline(dir: string): Promise<void> {
  const record = {
    eval_id: 'alpha',
    dataset: 'action-test',
    prompt_id: 'default',
    iteration: 0,
    target: 'default',
    timestamp: '2025-01-01T00:00:00.000Z',
    score: 0,
    hits: [],
    misses: [`the answer quoted ${PROVIDER_KEY} and ${TOKEN}`],
    error: `request failed with key ${PROVIDER_KEY}`,
  };
  await writeFile(join(dir, 'base.jsonl'), `${JSON.stringify(record)}\n`);
}

describe('one redaction rule for the reports of a run', () => {
  it('the Action: the HTML report shows the baseline scrubbed of keys and of the github-token', async () => {
    const { dir } = fakes;
    await writeSuite(dir, CASES);
    await writeBaseline(dir);
    const run = await pullRequestStep(fakes, {
      paths: 'evals',
      'dry-run': 'true',
      baseline: 'base.jsonl',
      junit: 'out/junit.xml',
    });
    expect(run.code).toBe(0);
    const html = await readFile(run.outputs['report-path'] ?? '', 'utf8');
    expect(html).toContain('[REDACTED]');
    expect(html).not.toContain(PROVIDER_KEY);
    expect(html).not.toContain(TOKEN);
    expect(run.summary).not.toContain(PROVIDER_KEY);
    const junit = await readFile(join(dir, 'out/junit.xml'), 'utf8');
    expect(junit).toContain('<testcase');
    expect(junit).not.toContain(PROVIDER_KEY);
    const summary = await readFile(run.outputs['summary-path'] ?? '', 'utf8');
    expect(JSON.parse(summary)).toEqual(expect.objectContaining({ statistics: expect.any(Object) }));
    expect(summary).not.toContain(PROVIDER_KEY);
    expect(summary).not.toContain(TOKEN);
  });

  it('agentv eval: the same baseline in --report is scrubbed the same way', async () => {
    const { dir } = fakes;
    await writeSuite(dir, CASES);
    await writeBaseline(dir);
    await mkdir(join(dir, '.git'));
    // The CLI runs in this process: its environment is this process's.
    const saved = process.env.OPENAI_API_KEY;
    process.env.OPENAI_API_KEY = PROVIDER_KEY;
    const run = await runCli([
      'eval',
      join(dir, 'evals'),
      '--dry-run',
      '--out',
      join(dir, 'r.jsonl'),
      '--baseline',
      join(dir, 'base.jsonl'),
      '--report',
      join(dir, 'r.html'),
    ]).finally(() => {
      if (saved === undefined) delete process.env.OPENAI_API_KEY;
      else process.env.OPENAI_API_KEY = saved;
    });
    expect(run.code).toBe(0);
    const html = await readFile(join(dir, 'r.html'), 'utf8');
    expect(html).toContain('[REDACTED]');
    expect(html).not.toContain(PROVIDER_KEY);
  });
});

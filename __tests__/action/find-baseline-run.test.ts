import { getOctokit } from '@actions/github';
import { startFakeGithubApi } from '../../test-support/fake-github-api.mjs';
import { findBaselineRun } from '../../src/action/find-baseline-run.js';
import { DEFAULT_BASELINE_EVENTS } from '../../src/action/input-helper.js';

describe('the baseline run, as GitHub really lists runs', () => {
  let github: Awaited<ReturnType<typeof startFakeGithubApi>>;
  beforeAll(async () => {
    github = await startFakeGithubApi();
  });
  afterAll(() => github.close());

  const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const query = (events: readonly string[]) => ({
    owner: 'acme',
    repo: 'widgets',
    workflowFile: 'evals.yml',
    branch: 'main',
    artifactName: 'agentv-results-default',
    events,
  });
  const withResults = (runId: number) =>
    github.addArtifact({ runId, name: 'agentv-results-default', zip: Buffer.from('zip') });

  // From push, schedule or workflow_dispatch.
  it('takes the newest base-branch run that uploaded results, whatever its conclusion', async () => {
    github.addRun({ id: 700, event: 'schedule', conclusion: 'success', created_at: ago(30) });
    withResults(700);
    // docs/github-action.md's own example: a push run below its min-score gate uploads, then fails the step.
    github.addRun({ id: 701, event: 'push', conclusion: 'failure', created_at: ago(20) });
    withResults(701);
    github.addRun({ id: 702, event: 'workflow_dispatch', conclusion: 'success', created_at: ago(10) });
    withResults(702);
    github.addRun({ id: 703, event: 'push', conclusion: 'failure', created_at: ago(5) }); // failed before uploading
    github.addRun({ id: 704, event: 'pull_request', conclusion: 'success', created_at: ago(1) });
    withResults(704);

    expect(
      (await findBaselineRun(getOctokit('t', { baseUrl: github.url }), query(DEFAULT_BASELINE_EVENTS)))?.runId,
    ).toBe(702);
    expect((await findBaselineRun(getOctokit('t', { baseUrl: github.url }), query(['push'])))?.runId).toBe(701);
    expect((await findBaselineRun(getOctokit('t', { baseUrl: github.url }), query(['schedule'])))?.runId).toBe(700);
  });
});

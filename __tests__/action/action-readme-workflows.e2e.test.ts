import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fakeRuntimeToken, type FakeArtifactService } from '../../test-support/fake-artifact-service.mjs';
import type { FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import { startFakeLlmServer, type FakeLlmServer } from '../../test-support/fake-llm-server.mjs';
import {
  BUNDLE,
  PR_NUMBER,
  PROVIDER_KEY,
  TOKEN,
  pullRequestEvent,
  runBundle,
  runnerEnv,
  withActionFakes,
  type ActionRun,
} from './action-harness.js';
import { readmeWorkflows, runnerInputs, stepEnv, type ReadmeWorkflow } from './readme-workflow-steps.js';

/**
 * The workflows of the README and docs/, as written, are the tested path: the bundle runs with exactly
 * the inputs each workflow's step gives and action.yml's defaults for the rest (read from those pages
 * and action.yml), the step's `env:` with the repository's secrets, against the fake GitHub, artifact
 * service and model. A push to main makes the baseline; the pull request then runs twice and keeps
 * ONE comment; a fork's pull request, without secrets, gets an honest outcome.
 */
const WORKFLOWS = readmeWorkflows();
const SECRETS = { OPENAI_API_KEY: PROVIDER_KEY };
const MAIN_SHA = 'a'.repeat(40);
const MARKER = '<!-- agentv:comment-key=default -->';
const CASES = 8;

let dir: string;
let github: FakeGithubApi;
let artifacts: FakeArtifactService;
let llm: FakeLlmServer;

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`);
});
withActionFakes('agentv-readme-workflows-', async (fakes) => {
  ({ dir, github, artifacts } = fakes);
  // The model repeats the question: a case passes when its question names its order.
  llm = await startFakeLlmServer({
    script: (request) => ({ kind: 'ok', text: String(request.body?.messages?.at(-1)?.content ?? '') }),
  });
  // The pull request touched the suite (for only-changed).
  github.pullFiles.set(PR_NUMBER, [{ filename: 'evals/support.eval.yaml' }]);
});
afterEach(() => llm.close());

/** The repository the workflow checks out: eight cases, and `broken` of them asked without their order number. */
async function writeRepository(workflow: ReadmeWorkflow, broken = 0): Promise<void> {
  await mkdir(join(dir, 'evals'), { recursive: true });
  await mkdir(join(dir, '.git'), { recursive: true });
  const question = (n: number) =>
    n > CASES - broken ? 'Please confirm my order ships today.' : `Please confirm order ${n} ships today.`;
  const paths = workflow.jobs.map((job) => job.with.paths ?? '').join(' ');
  if (paths.includes('promptfooconfig')) {
    const tests = Array.from({ length: CASES }, (_, i) => [
      `  - description: order-${i + 1}`,
      `    vars: { question: "${question(i + 1)}" }`,
      `    assert: [{ type: contains, value: "order ${i + 1}" }]`,
    ]).flat();
    const config = [
      'prompts: ["{{ question }}"]',
      `providers: [{ id: "openai:chat:gpt-4o-mini", config: { apiBaseUrl: "${llm.url}/v1" } }]`,
      'tests:',
      ...tests,
    ];
    await writeFile(join(dir, 'evals', 'promptfooconfig.yaml'), `${config.join('\n')}\n`);
    return;
  }
  const tests = Array.from({ length: CASES }, (_, i) => [
    `  - id: order-${i + 1}`,
    `    criteria: Confirms order ${i + 1}`,
    `    input: ${question(i + 1)}`,
    '    assertions:',
    '      - type: contains',
    `        value: order ${i + 1}`,
  ]).flat();
  await writeFile(join(dir, 'evals', 'support.eval.yaml'), `name: support\ntests:\n${tests.join('\n')}\n`);
  await mkdir(join(dir, '.agentv'), { recursive: true });
  await writeFile(
    join(dir, '.agentv', 'targets.yaml'),
    [
      'targets:',
      '  - name: default',
      '    provider: openai',
      `    base_url: ${llm.url}/v1`,
      '    api_key: ${{ OPENAI_API_KEY }}',
      '    model: gpt-4o-mini',
      '    max_retries: 0',
      '',
    ].join('\n'),
  );
}

interface WorkflowEvent {
  runId: number;
  name: 'push' | 'pull_request';
  fork?: boolean;
}

/**
 * One run of `workflow`: its jobs in order (each matrix combination a job of its own), every
 * artifact a job uploads listed under the run as GitHub does; a push run is then a base-branch run
 * that `baseline: auto` finds. Returns the runs of the last job (the one that reports).
 */
async function runWorkflow(workflow: ReadmeWorkflow, event: WorkflowEvent): Promise<ActionRun[]> {
  const secrets = event.fork ? {} : SECRETS;
  let last: ActionRun[] = [];
  for (const job of workflow.jobs) {
    last = [];
    for (const matrix of job.matrix) {
      const scope = { secrets, labels: [], matrix, githubToken: TOKEN };
      const workspace = job.checkout ? dir : join(dir, '_empty-workspace');
      await mkdir(workspace, { recursive: true });
      const uploadedBefore = artifacts.artifacts.length;
      const env = await runnerEnv({
        dir: workspace,
        eventName: event.name,
        event: event.name === 'push' ? { ref: 'refs/heads/main', after: MAIN_SHA } : pullRequestEvent(event),
        apiUrl: github.url,
        resultsUrl: artifacts.url,
        runtimeToken: fakeRuntimeToken(`run-backend-${event.runId}`, `job-backend-${job.name}`),
      });
      const run = await runBundle(workspace, {
        ...env,
        GITHUB_RUN_ID: String(event.runId),
        ...(event.name === 'push' ? { GITHUB_SHA: MAIN_SHA, GITHUB_REF: 'refs/heads/main' } : {}),
        ...stepEnv(job, scope),
        ...runnerInputs(job, scope),
      });
      for (const uploaded of artifacts.artifacts.slice(uploadedBefore))
        github.addArtifact({ runId: event.runId, name: uploaded.name, zip: uploaded.zip });
      last.push(run);
    }
  }
  if (event.name === 'push') github.addRun({ id: event.runId, head_sha: MAIN_SHA });
  return last;
}

const reports = (runs: ActionRun[]) =>
  runs.map((run) => `${run.stdout}\n${run.summary}\n${JSON.stringify(run.outputs)}`);
const ownComments = () => (github.comments.get(PR_NUMBER) ?? []).filter((c) => c.body.includes(MARKER));

describe.each(WORKFLOWS.map((w) => [`${w.file} (${w.page}:${w.line})`, w] as const))(
  'the documented workflow %s, as written',
  (_, workflow) => {
    it('a push makes the baseline; two runs of the pull request keep ONE comment, updated with the second ' +
      "run's deltas, and `default` survives everywhere", async () => {
      await writeRepository(workflow);
      const push = await runWorkflow(workflow, { runId: 100, name: 'push' });
      for (const run of push) expect(run.code).toBe(0);

      const first = await runWorkflow(workflow, { runId: 101, name: 'pull_request' });
      expect(ownComments()).toHaveLength(1);
      const id = ownComments()[0]?.id;

      await writeRepository(workflow, 1);
      const second = await runWorkflow(workflow, { runId: 102, name: 'pull_request' });
      const comments = github.comments.get(PR_NUMBER) ?? [];
      expect(comments).toHaveLength(1);
      expect(comments[0]?.id).toBe(id);
      const body = comments[0]?.body ?? '';
      expect(body).toContain(MARKER);
      expect(body.split('\n').find((line) => line.trim() !== '' && !line.startsWith('<!--'))).toMatch(
        /1 case newly failing · mean −0\.125/,
      );
      // The case that broke, with its answer (a promptfoo config names it by its test's position).
      expect(body).toMatch(/\| (order|test)-8\b.*\| Please confirm my order ships today\. \|/);
      for (const text of [body, ...reports([...push, ...first, ...second])]) expect(text).not.toContain('[REDACTED]');
      const final = second.at(-1);
      expect(final?.outputs.total).toBe(String(CASES));
      expect(final?.outputs['mean-score']).toBe('0.875');
      const records = await readFile(final?.outputs['results-path'] ?? '', 'utf8');
      expect(records).not.toContain('[REDACTED]');
      expect(final?.summary).toContain(MARKER);
      expect(final?.summary).toContain('results artifact agentv-results-default');
      // The HTML report's first line says the same as the comment's.
      const html = await readFile(final?.outputs['report-path'] ?? '', 'utf8');
      expect(html).toContain('"headline":"1 case newly failing · mean −0.125"');
      expect(html).not.toContain('[REDACTED]');
      // The provider key and the github-token stay hidden (the log only registers them as masks).
      for (const text of [body, records, ...second.map((run) => `${run.summary}${JSON.stringify(run.outputs)}`)]) {
        expect(text).not.toContain(PROVIDER_KEY);
        expect(text).not.toContain(TOKEN);
      }
    }, 180_000);

    it('a pull request from a fork, without secrets, evaluates nothing and says so first', async () => {
      await writeRepository(workflow);
      const runs = await runWorkflow(workflow, { runId: 200, name: 'pull_request', fork: true });
      const final = runs.at(-1);
      expect(final?.outputs.total).toBe(String(CASES));
      expect(final?.outputs.skipped).toBe(String(CASES));
      expect(final?.outputs['mean-score'] ?? '').toBe('');
      expect(final?.outputs['pass-rate'] ?? '').toBe('');
      expect(final?.outputs.evaluated).toBe('0');
      const opening = (final?.summary ?? '').split('\n').slice(0, 4).join('\n');
      expect(opening).toMatch(/Replayed from the response cache/);
      expect(opening).toMatch(/nothing was evaluated/i);
      const gated = workflow.jobs.at(-1)?.with['min-score'] !== undefined;
      expect(final?.code).toBe(gated ? 1 : 0);
      if (gated)
        expect(final?.stdout).toMatch(
          /::error::AgentV gate failed: min-score [\d.]+ cannot be met: nothing was evaluated/,
        );
      expect(llm.requests).toHaveLength(0);
    }, 120_000);
  },
);

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fakeRuntimeToken, type FakeArtifactService } from '../../test-support/fake-artifact-service.mjs';
import type { FakeGithubApi } from '../../test-support/fake-github-api.mjs';
import {
  PR_NUMBER,
  TOKEN,
  inputs,
  pullRequestEvent,
  runBundle,
  runnerEnv,
  writeSuite,
  withActionFakes,
} from './action-harness.js';

/** Variables a GitHub-hosted runner hands the step that no agent or evaluator should see. */
const RUNNER_CREDENTIALS = {
  GITHUB_TOKEN: TOKEN,
  // The same token under a name nobody would call secret: withheld by its value.
  DEPLOY_CREDENTIAL_ALIAS: TOKEN,
  ACTIONS_ID_TOKEN_REQUEST_URL: 'http://127.0.0.1:9/oidc',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-123456',
  ACTIONS_CACHE_URL: 'http://127.0.0.1:9/cache/',
};

/** A program that writes the environment it was started with to `<name>.json` and prints `out`. */
const envPrinter = (file: string, out: string) =>
  `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(file)}, ` +
  `JSON.stringify(process.env));\nprocess.stdout.write(${out});\n`;

let dir: string;
let github: FakeGithubApi;
let artifacts: FakeArtifactService;

withActionFakes('agentv-action-env-', (fakes) => {
  ({ dir, github, artifacts } = fakes);
});

async function setup(target: Record<string, unknown>): Promise<void> {
  await writeFile(
    join(dir, 'agent.mjs'),
    envPrinter(join(dir, 'agent-env.json'), '`the token is ${process.env.GITHUB_TOKEN ?? "absent"}`'),
  );
  await writeFile(join(dir, 'check.mjs'), envPrinter(join(dir, 'healthcheck-env.json'), "'ok'"));
  await writeFile(
    join(dir, 'judge.mjs'),
    envPrinter(join(dir, 'judge-env.json'), 'JSON.stringify({ score: 1, reasoning: "looked" })'),
  );
  const cli = {
    name: 'default',
    provider: 'cli',
    command_template: `node ${join(dir, 'agent.mjs')}`,
    healthcheck: { type: 'command', command_template: `node ${join(dir, 'check.mjs')}` },
    ...target,
  };
  await writeFile(join(dir, 'targets.yaml'), JSON.stringify({ targets: [cli] }));
  await writeSuite(dir, [{ id: 'only', input: 'hello', expected: 'the token is absent' }], {
    evaluators: [{ name: 'env', type: 'code', script: ['node', join(dir, 'judge.mjs')] }],
  });
}

async function step() {
  const env = await runnerEnv({
    dir,
    eventName: 'pull_request',
    event: pullRequestEvent(),
    apiUrl: github.url,
    resultsUrl: artifacts.url,
    runtimeToken: fakeRuntimeToken('run-backend-1', 'job-backend-1'),
  });
  return runBundle(dir, { ...env, ...RUNNER_CREDENTIALS, ...inputs({ paths: 'evals', 'dry-run': 'false' }) });
}

const seen = async (name: string) =>
  JSON.parse(await readFile(join(dir, `${name}-env.json`), 'utf8')) as Record<string, string>;
const leaked = (env: Record<string, string>) =>
  Object.keys(env).filter(
    (name) =>
      name.startsWith('INPUT_') ||
      name.startsWith('ACTIONS_ID_TOKEN_REQUEST_') ||
      ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL', 'ACTIONS_CACHE_URL'].includes(name) ||
      env[name] === TOKEN,
  );

describe("child processes of the Action get none of the runner's credentials", () => {
  // Inputs, the service token, the OIDC request and github-token: none reaches them.
  it('the agent, its healthcheck and a code evaluator see no input, token or OIDC request, by any name', async () => {
    await setup({});
    const run = await step();
    expect(run.code).toBe(0);
    for (const child of ['agent', 'healthcheck', 'judge']) {
      const env = await seen(child);
      expect(leaked(env)).toEqual([]);
      // What they do need is still there.
      expect(env.PATH).toBe(process.env.PATH);
      expect(env.GITHUB_REPOSITORY).toBe('acme/widgets');
    }
    expect(github.comments.get(PR_NUMBER)?.at(-1)?.body).toContain('Mean score 1.000');
  });

  // Redacted in the results, the comment and the job summary.
  it("a target's pass_env hands it GITHUB_TOKEN, and its value is redacted everywhere it is shown", async () => {
    await setup({ pass_env: ['GITHUB_TOKEN'] });
    const run = await step();
    expect(run.code).toBe(0);
    expect((await seen('agent')).GITHUB_TOKEN).toBe(TOKEN);
    // Only the target that asked for it: the code evaluator still gets none of it.
    expect(leaked(await seen('judge'))).toEqual([]);
    const results = await readFile(run.outputs['results-path'] ?? '', 'utf8');
    expect(results).toContain('the token is [REDACTED]');
    expect(results).not.toContain(TOKEN);
    const body = github.comments.get(PR_NUMBER)?.at(-1)?.body ?? '';
    expect(body).not.toContain(TOKEN);
    expect(run.summary).not.toContain(TOKEN);
    const zip = artifacts.artifacts[0]?.zip ?? Buffer.alloc(0);
    expect(zip.includes(Buffer.from(TOKEN))).toBe(false);
  });
});

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { builtBundle } from '../test-support/built-bundle.js';
import { CHILD_KILL_MS } from '../test-support/process-timeouts.js';
import { startFakeArtifactService, type FakeArtifactService } from '../../test-support/fake-artifact-service.mjs';
import { startFakeGithubApi, type FakeGithubApi } from '../../test-support/fake-github-api.mjs';

/**
 * The bundle under test: `npm run bundle` writes it, the tests run it exactly as a runner would.
 * AGENTV_ACTION_BUNDLE points at a bundle built elsewhere (a branch that must not touch dist/).
 */
export const BUNDLE = builtBundle(
  'action',
  process.env.AGENTV_ACTION_BUNDLE ? resolve(process.env.AGENTV_ACTION_BUNDLE) : undefined,
);

export const REPO = 'acme/widgets';
export const PR_NUMBER = 7;
export const TOKEN = 'ghs_testtoken123456';
export const PROVIDER_KEY = 'sk-test-provider-key-98765';

/** One finished child run of the Action. */
export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** A test case of the generated suite: the mock echoes `input`, the mock judge scores word overlap with `expected`. */
export interface SuiteCase {
  id: string;
  input: string;
  expected: string;
}

/** Three cases whose answers (the mock echoes the input) match what is expected: they score high. */
export const GOOD_CASES: readonly SuiteCase[] = ['alpha', 'bravo', 'charlie'].map((id) => ({
  id,
  input: `${id} works fine with lemon tea`,
  expected: `${id} works fine with lemon tea`,
}));

/** The same cases answered with unrelated words: they score low. */
export const WEAK_CASES: readonly SuiteCase[] = GOOD_CASES.map((c) => ({ ...c, input: 'unrelated words only' }));

/** Writes `evals/suite.test.yaml` under `dir` (JSON is valid YAML, and needs no escaping care). */
export async function writeSuite(
  dir: string,
  cases: readonly SuiteCase[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  await mkdir(join(dir, 'evals'), { recursive: true });
  const suite = {
    description: 'action test suite',
    dataset: 'action-test',
    ...extra,
    evalcases: cases.map((c) => ({
      id: c.id,
      expected_outcome: c.expected,
      input_messages: [{ role: 'user', content: c.input }],
    })),
  };
  await writeFile(join(dir, 'evals', 'suite.test.yaml'), JSON.stringify(suite, null, 2));
}

/** A pull_request event payload; `fork` makes the head repository someone else's. */
export function pullRequestEvent(options: { fork?: boolean } = {}): object {
  return {
    action: 'synchronize',
    number: PR_NUMBER,
    pull_request: {
      number: PR_NUMBER,
      base: { ref: 'main', sha: 'b'.repeat(40), repo: { full_name: REPO } },
      head: { ref: 'feature', sha: 'c'.repeat(40), repo: { full_name: options.fork ? 'forker/widgets' : REPO } },
    },
    repository: { full_name: REPO },
  };
}

/** The variables a GitHub-hosted runner sets, pointing at the loopback fakes. */
export interface RunnerSetup {
  dir: string;
  event: object;
  eventName: string;
  apiUrl: string;
  /** Artifact service base URL; omit to run without it. */
  resultsUrl?: string;
  runtimeToken?: string;
}

/** Environment of a step on GitHub Actions (files for outputs and summary are created empty). */
export async function runnerEnv(setup: RunnerSetup): Promise<Record<string, string>> {
  const runner = join(setup.dir, '_runner');
  await mkdir(runner, { recursive: true });
  const files = {
    event: join(runner, 'event.json'),
    output: join(runner, 'output.txt'),
    summary: join(runner, 'summary.md'),
  };
  await writeFile(files.event, JSON.stringify(setup.event));
  await writeFile(files.output, '');
  await writeFile(files.summary, '');
  const env: Record<string, string> = {
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: setup.eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: REPO,
    GITHUB_RUN_ID: '4242',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: setup.apiUrl,
    GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/evals.yml@refs/heads/main`,
    GITHUB_WORKSPACE: setup.dir,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: runner,
    'INPUT_GITHUB-TOKEN': TOKEN,
  };
  if (setup.resultsUrl) {
    env.ACTIONS_RESULTS_URL = `${setup.resultsUrl}/`;
    // The results API also serves the cache (v2), as on GitHub-hosted runners.
    env.ACTIONS_CACHE_SERVICE_V2 = 'true';
  }
  if (setup.runtimeToken) env.ACTIONS_RUNTIME_TOKEN = setup.runtimeToken;
  return env;
}

/** Inputs as the runner passes them: `INPUT_<NAME>` with dashes kept, upper-cased. */
export function inputs(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]));
}

/** Runs the bundle in `cwd` with only the given variables (plus PATH), like a fresh step. */
export async function runBundle(cwd: string, env: Record<string, string>): Promise<ActionRun> {
  const fullEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? cwd,
    RETRY_MAX_ATTEMPTS: '0',
    OPENAI_API_KEY: PROVIDER_KEY,
    ...env,
  };
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (done) => {
      const child = execFile(
        process.execPath,
        [BUNDLE],
        { cwd, env: fullEnv, timeout: CHILD_KILL_MS },
        (error, out, err) =>
          done({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout: out, stderr: err }),
      );
      child.stdin?.end();
    },
  );
  const outputs =
    env.GITHUB_OUTPUT && existsSync(env.GITHUB_OUTPUT) ? parseOutputs(await readFile(env.GITHUB_OUTPUT, 'utf8')) : {};
  const summary =
    env.GITHUB_STEP_SUMMARY && existsSync(env.GITHUB_STEP_SUMMARY)
      ? await readFile(env.GITHUB_STEP_SUMMARY, 'utf8')
      : '';
  return { code, stdout, stderr, outputs, summary };
}

/**
 * Runs the bundle in `fakes.dir` as a step of a pull request's workflow (the repository's own
 * branch) against the fake GitHub: `values` are its inputs, `env` more variables of the step.
 */
export async function pullRequestStep(
  fakes: Pick<ActionFakes, 'dir' | 'github'>,
  values: Record<string, string>,
  env: Record<string, string> = {},
): Promise<ActionRun> {
  const runner = await runnerEnv({
    dir: fakes.dir,
    eventName: 'pull_request',
    event: pullRequestEvent(),
    apiUrl: fakes.github.url,
  });
  return runBundle(fakes.dir, { ...runner, ...env, ...inputs(values) });
}

/** Parses the `name<<delimiter` blocks @actions/core appends to GITHUB_OUTPUT. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] ?? ''] = match[3] ?? '';
  return outputs;
}

/** What each test of an Action file gets fresh: a folder, a fake GitHub and a fake artifact service. */
export interface ActionFakes {
  dir: string;
  github: FakeGithubApi;
  artifacts: FakeArtifactService;
}

/**
 * Before each test, a new folder (under `prefix`) and fake services, handed to `use` (which keeps
 * them in the file's variables); after it, the services closed and the folder removed.
 */
export function withActionFakes(prefix: string, use: (fakes: ActionFakes) => void | Promise<void>): void {
  let fakes: ActionFakes | undefined;
  beforeEach(async () => {
    fakes = {
      dir: await mkdtemp(join(tmpdir(), prefix)),
      github: await startFakeGithubApi(),
      artifacts: await startFakeArtifactService(),
    };
    await use(fakes);
  });
  afterEach(async () => {
    if (!fakes) return;
    await fakes.github.close();
    await fakes.artifacts.close();
    await rm(fakes.dir, { recursive: true, force: true });
    fakes = undefined;
  });
}

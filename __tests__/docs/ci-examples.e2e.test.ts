import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import YAML from 'yaml';
import { runChild, type ChildRun } from '../test-support/run-child.js';
import { builtBundle } from '../test-support/built-bundle.js';

// GitLab's published CI schema (ci.json from gitlab-org/gitlab), as gitlab-ci-local ships it
// (a JavaScript module without types, hence the import by a name TypeScript does not resolve).
const SCHEMA_MODULE = 'gitlab-ci-local/src/schema/schema.js';
const { schema: gitlabCiSchema } = (await import(SCHEMA_MODULE)) as { schema: Record<string, unknown> };

/**
 * The CI examples in docs/ci/, as a user runs them: the shell script end to end with the built CLI
 * against the quickstart suite's own agent (a real child process), which crashes on one test on a branch, and the
 * GitLab job validated against GitLab's CI schema.
 */
const CLI = builtBundle('cli');
const SCRIPT = path.resolve('docs/ci/agentv-ci.sh');

/** Runs the script with `sh` (dash here) in `cwd`, with a clean environment plus `env`. */
function runScript(cwd: string, env: Record<string, string>): Promise<ChildRun> {
  return runChild('sh', ['ci/agentv-ci.sh'], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), AGENTV: `node ${CLI}`, ...env },
  });
}

let root: string;
beforeAll(async () => {
  root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'agentv-ci-')));
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

/** A repository holding the quickstart suite and the script, as a user copies them. */
async function repository(name: string): Promise<string> {
  const repo = path.join(root, name);
  await fs.mkdir(path.join(repo, '.git'), { recursive: true });
  await fs.cp(path.resolve('docs/examples/quickstart'), repo, { recursive: true });
  await fs.mkdir(path.join(repo, 'ci'));
  await fs.copyFile(SCRIPT, path.join(repo, 'ci/agentv-ci.sh'));
  return repo;
}

/** The same repository on a branch whose agent crashes on one test. */
async function withCrashingAgent(repo: string): Promise<void> {
  const agent = path.join(repo, 'agent/support-agent.mjs');
  const text = await fs.readFile(agent, 'utf8');
  const anchor = 'const [id, outputFile] = process.argv.slice(2);\n';
  if (!text.includes(anchor)) throw new Error(`${agent} no longer reads its arguments as this test expects`);
  await fs.writeFile(
    agent,
    text.replace(anchor, `${anchor}if (id === 'capital') { console.error('agent crashed'); process.exit(1); }\n`),
  );
}

/** The same repository on a branch whose agent answers one test wrong (it fails; it does not error). */
async function withWrongAnswer(repo: string): Promise<void> {
  const agent = path.join(repo, 'agent/support-agent.mjs');
  const text = await fs.readFile(agent, 'utf8');
  const right = "capital: 'The capital of Australia is Canberra.',";
  if (!text.includes(right)) throw new Error(`${agent} no longer answers the capital test as this test expects`);
  await fs.writeFile(agent, text.replace(right, "capital: 'The capital of Australia is Sydney.',"));
}

describe('docs/ci/agentv-ci.sh', () => {
  it('records the default branch, then fails a branch that broke a passing case, keeping every artifact', async () => {
    const store = path.join(root, 'store');
    const main = await repository('main');
    const onMain = await runScript(main, {
      BRANCH: 'main',
      DEFAULT_BRANCH: 'main',
      BASELINE_STORE: store,
      MIN_PASS_RATE: '0.6',
      EVAL_PATHS: 'evals',
    });
    expect(onMain.stderr).toContain('on the default branch (main): no comparison');
    expect(onMain.code).toBe(0);
    expect((await fs.readFile(path.join(store, 'results.jsonl'), 'utf8')).trimEnd().split('\n')).toHaveLength(6);
    expect((await fs.readdir(path.join(main, 'agentv-results'))).sort()).toEqual([
      'junit.xml',
      'report.html',
      'results.jsonl',
      'summary.json',
    ]);

    const branch = await repository('branch');
    await withCrashingAgent(branch);
    const onBranch = await runScript(branch, {
      BRANCH: 'fix-typo',
      DEFAULT_BRANCH: 'main',
      BASELINE_STORE: store,
      MIN_PASS_RATE: '0.6',
    });
    expect(onBranch.stdout).toMatch(
      new RegExp(
        /Compared with .*store\/results\.jsonl: 5 case\(s\) matched, mean delta \+0\.000, 1 case\(s\) /.source +
          /passed there and error now: regressed/.source,
      ),
    );
    expect(onBranch.stderr).toContain('gate failed: 1 case(s) passed on the base and error now: capital');
    // 3 of 6 pass now (the crash counts as failing): below 0.6.
    expect(onBranch.stderr).toContain(
      'gate failed: pass rate 50.0% of 6 case(s) (1 errored count as failing) is below min-pass-rate 0.6',
    );
    expect(onBranch.code).toBe(1);
    const out = path.join(branch, 'agentv-results');
    expect((await fs.readdir(out)).sort()).toEqual(['junit.xml', 'report.html', 'results.jsonl', 'summary.json']);
    expect(await fs.readFile(path.join(out, 'junit.xml'), 'utf8')).toMatch(
      /<testcase [^>]*name="capital"[\s\S]*?<error /,
    );
    expect(await fs.readFile(path.join(out, 'report.html'), 'utf8')).toContain('store/results.jsonl');
    expect(JSON.parse(await fs.readFile(path.join(out, 'summary.json'), 'utf8')).gates.passed).toBe(false);
    // A branch run never replaces the baseline.
    expect(await fs.readFile(path.join(store, 'results.jsonl'), 'utf8')).not.toContain('agent crashed');
  });

  it('downloads the baseline from BASELINE_URL with BASELINE_HEADER, going on without one when none', async () => {
    const baseline = await fs.readFile(path.join(root, 'store/results.jsonl'));
    const seen: (string | undefined)[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers['private-token'] as string | undefined);
      if (req.url === '/artifacts/results.jsonl' && req.headers['private-token'] === 'read-api-token')
        res.end(baseline);
      else res.writeHead(404).end('{"message":"404 Not found"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const branch = await repository('download');
      await withCrashingAgent(branch);
      const found = await runScript(branch, {
        BRANCH: 'feature',
        BASELINE_URL: `${url}/artifacts/results.jsonl`,
        BASELINE_HEADER: 'PRIVATE-TOKEN: read-api-token',
      });
      expect(found.stderr).toContain('gate failed: 1 case(s) passed on the base and error now: capital');
      expect(found.code).toBe(1);
      expect(seen).toEqual(['read-api-token']);
      const missing = await runScript(branch, { BRANCH: 'feature', BASELINE_URL: `${url}/elsewhere.jsonl` });
      expect(missing.stderr).toContain('agentv-ci: no baseline: HTTP 404 from the baseline URL');
      expect(missing.stderr).toContain('no results of main found: gates without a comparison');
      // No gate is set and 3 of 6 cases scored: the run passes.
      expect(missing.code).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('fails by default on a case that passed on the baseline and fails now, as its header says', async () => {
    const header = (await fs.readFile(SCRIPT, 'utf8')).split('\nset -eu')[0] ?? '';
    expect(header).toMatch(/Gates on by default, whenever a baseline is found: a case that passed there and fails now/);
    const branch = await repository('wrong-answer');
    await withWrongAnswer(branch);
    const store = path.join(root, 'store');
    const gated = await runScript(branch, { BRANCH: 'feature', BASELINE_STORE: store });
    expect(gated.stderr).toContain('gate failed: 1 case(s) passed on the base and fail now: capital');
    // One lower score among six is no significant drop: the regression gate alone would pass it.
    expect(gated.stderr).not.toContain('error now');
    expect(gated.code).toBe(1);
    const off = await runScript(branch, { BRANCH: 'feature', BASELINE_STORE: store, FAIL_ON_NEW_FAILURES: 'false' });
    expect(off.stderr).not.toContain('gate failed');
    expect(off.code).toBe(0);
    const typo = await runScript(branch, { BRANCH: 'feature', BASELINE_STORE: store, FAIL_ON_NEW_FAILURES: 'yes' });
    expect(typo.stderr).toContain('agentv-ci: FAIL_ON_NEW_FAILURES must be true or false, got "yes"');
    expect(typo.code).toBe(2);
  });

  it("passes agentv's exit code through: bad configuration is 2", async () => {
    const repo = await repository('bad');
    const run = await runScript(repo, { BRANCH: 'feature', MIN_SCORE: 'high' });
    expect(run.stderr).toContain('--min-score must be a number from 0 to 1, got "high"');
    expect(run.code).toBe(2);
  });
});

describe('docs/ci/gitlab-ci.yml', () => {
  it("is valid against GitLab's CI schema, runs the script, keeps results, report, JUnit as artifacts", async () => {
    const text = await fs.readFile('docs/ci/gitlab-ci.yml', 'utf8');
    const config = YAML.parse(text) as Record<
      string,
      {
        script: string[];
        artifacts: { when: string; paths: string[]; reports: { junit: string } };
        variables: Record<string, string>;
        rules: unknown[];
      }
    >;
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
    const validate = ajv.compile(gitlabCiSchema);
    expect(validate(config) ? [] : validate.errors).toEqual([]);
    const job = config.agentv!;
    expect(job.script).toContain('sh ci/agentv-ci.sh');
    expect(job.artifacts).toMatchObject({
      when: 'always',
      paths: [`${job.variables.OUT_DIR}/`],
      reports: { junit: `${job.variables.OUT_DIR}/junit.xml` },
    });
    // Every variable the job sets is one the script reads.
    const script = await fs.readFile(SCRIPT, 'utf8');
    for (const name of Object.keys(job.variables)) expect(script).toContain(`${name}=\${${name}:-`);
  });

  it('a job the schema refuses is reported (the check is not a formality)', () => {
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(gitlabCiSchema);
    expect(validate({ agentv: { script: 'x', artifacts: { when: 'sometimes' } } })).toBe(false);
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fakeRuntimeToken,
  startFakeArtifactService,
  type FakeArtifactService,
} from '../../test-support/fake-artifact-service.mjs';
import { startFakeGithubApi, type FakeGithubApi, type FakeGithubOptions } from '../../test-support/fake-github-api.mjs';
import {
  BUNDLE,
  PR_NUMBER,
  PROVIDER_KEY,
  TOKEN,
  inputs,
  pullRequestEvent,
  runBundle,
  runnerEnv,
  writeSuite,
  type SuiteCase,
} from './action-harness.js';

const MARKER = '<!-- agentv:comment-key=default -->';

/** Three cases the mock answers well (its answer echoes the input, the judge counts shared words). */
const GOOD: SuiteCase[] = ['alpha', 'bravo', 'charlie'].map((id) => ({
  id,
  input: `${id} works fine with lemon tea`,
  expected: `${id} works fine with lemon tea`,
}));
/** The same cases answered badly: the base branch of the baseline scenario. */
const WEAK: SuiteCase[] = GOOD.map((c) => ({ ...c, input: 'unrelated words only' }));

let dir: string;
let github: FakeGithubApi;
let artifacts: FakeArtifactService;

async function startFakes(options: FakeGithubOptions = {}): Promise<void> {
  github = await startFakeGithubApi(options);
}

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`);
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agentv-action-'));
  artifacts = await startFakeArtifactService();
  await startFakes();
});
afterEach(async () => {
  await github.close();
  await artifacts.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs the bundle as a step of a pull_request (or push) workflow against the fakes. */
async function step(
  values: Record<string, string>,
  options: { eventName?: string; event?: object; artifactService?: boolean } = {},
) {
  const eventName = options.eventName ?? 'pull_request';
  const env = await runnerEnv({
    dir,
    eventName,
    event:
      options.event ?? (eventName === 'push' ? { ref: 'refs/heads/main', after: 'a'.repeat(40) } : pullRequestEvent()),
    apiUrl: github.url,
    ...(options.artifactService === false
      ? {}
      : { resultsUrl: artifacts.url, runtimeToken: fakeRuntimeToken('run-backend-1', 'job-backend-1') }),
  });
  return runBundle(dir, { ...env, ...inputs({ paths: 'evals', 'dry-run': 'true', ...values }) });
}

const prComments = () => github.comments.get(PR_NUMBER) ?? [];
const ownComments = () => prComments().filter((c) => c.body.includes(MARKER) && c.user.login === 'github-actions[bot]');
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle));

function zipEntries(zip: Buffer): Record<string, string> {
  const file = join(dir, 'check.zip');
  writeFileSync(file, zip);
  const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
  return Object.fromEntries(
    names.map((name) => [name, execFileSync('unzip', ['-p', file, name], { encoding: 'utf8' })]),
  );
}

describe('the bundled Action on a pull request', () => {
  it('creates the comment, uploads a valid zip, writes the job summary and outputs, and masks secrets', async () => {
    await writeSuite(dir, GOOD);
    github.seedComments(PR_NUMBER, 3, 'reviewer');
    const run = await step({ 'retention-days': '3' });

    expect(run.code).toBe(0);
    expect(ownComments()).toHaveLength(1);
    const body = ownComments()[0]?.body ?? '';
    expect(body.startsWith(MARKER)).toBe(true);
    expect(body).toContain('### AgentV evaluation');
    expect(body).toContain('No baseline to compare with');
    expect(body).toContain('| [0.8, 1.0] | 3 |');
    expect(run.summary).toContain('### AgentV evaluation');

    expect(artifacts.artifacts).toHaveLength(1);
    const uploaded = artifacts.artifacts[0];
    expect(uploaded?.name).toBe('agentv-results-default');
    expect(uploaded?.finalized).toBe(true);
    const days = (Date.parse(uploaded?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(3);
    const entries = zipEntries(uploaded?.zip ?? Buffer.alloc(0));
    const [html, name] = Object.keys(entries).sort();
    expect(name).toMatch(/^eval_.*\.jsonl$/);
    const ids = (entries[name ?? ''] ?? '')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).eval_id)
      .sort();
    expect(ids).toEqual(['alpha', 'bravo', 'charlie']);
    // The HTML report travels with the results and the comment names it.
    expect(html).toBe(name?.replace(/\.jsonl$/, '.html'));
    expect(entries[html ?? '']).toContain('<script type="application/json" id="agentv-data">');
    // Linked by the artifact's page, from the id the upload returned.
    const page = `https://github.com/acme/widgets/actions/runs/4242/artifacts/${uploaded?.id}`;
    expect(body).toContain(
      `[results artifact agentv-results-default](${page}) ([HTML report](${page}) ` +
        `inside: ${html?.replaceAll('_', '\\_')})`,
    );
    expect(run.outputs['report-path']).toBe(run.outputs['results-path']?.replace(/\.jsonl$/, '.html'));

    expect(run.outputs['comment-url']).toBe(ownComments()[0]?.html_url);
    expect(run.outputs.total).toBe('3');
    expect(run.outputs.errors).toBe('0');
    expect(Number(run.outputs['mean-score'])).toBeGreaterThan(0.8);
    expect(existsSync(run.outputs['results-path'] ?? '')).toBe(true);

    expect(run.stdout).toContain(`::add-mask::${PROVIDER_KEY}`);
    expect(run.stdout).toContain(`::add-mask::${TOKEN}`);
    expect(github.requests.filter((r) => r.method === 'POST').every((r) => r.auth === `token ${TOKEN}`)).toBe(true);
  });

  it("updates the same comment on the next run, reading every page and skipping others' markers", async () => {
    await writeSuite(dir, GOOD);
    github.seedComments(PR_NUMBER, 120, 'reviewer');
    github.seedComments(PR_NUMBER, 1, 'mallory', () => `${MARKER}\nfake report`);
    const first = await step({});
    expect(first.code).toBe(0);
    const created = ownComments()[0];

    await writeSuite(dir, WEAK);
    const second = await step({});
    expect(second.code).toBe(0);
    expect(ownComments()).toHaveLength(1);
    expect(ownComments()[0]?.id).toBe(created?.id);
    expect(ownComments()[0]?.body).toContain('| [0.0, 0.2) | 3 |');
    expect(prComments().find((c) => c.user.login === 'mallory')?.body).toBe(`${MARKER}\nfake report`);
    expect(github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toHaveLength(1);
    expect(github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(
      github.requests.some((r) => r.path.endsWith(`/issues/${PR_NUMBER}/comments`) && r.query.includes('page=2')),
    ).toBe(true);
    expect(second.outputs['comment-url']).toBe(created?.html_url);
  });

  it("never edits another app's or dependabot's marked comment, though GitHub would allow it", async () => {
    await writeSuite(dir, GOOD);
    github.seedComments(PR_NUMBER, 1, 'dependabot[bot]', () => `${MARKER}\nnot ours`);
    github.seedComments(PR_NUMBER, 1, 'other-app[bot]', () => `${MARKER}\nnot ours either`);
    const run = await step({});
    expect(run.code).toBe(0);
    expect(prComments().map((c) => [c.user.login, c.body.split('\n')[1]])).toEqual([
      ['dependabot[bot]', 'not ours'],
      ['other-app[bot]', 'not ours either'],
      ['github-actions[bot]', '### AgentV evaluation'],
    ]);
    expect(github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
    expect(github.requests.some((r) => r.method === 'POST' && r.path === '/graphql')).toBe(true);
  });

  it('when GitHub will not say who the token is, creates a comment and says so rather than take one over', async () => {
    await github.close();
    await startFakes({ viewerRefused: true });
    await writeSuite(dir, GOOD);
    github.seedComments(PR_NUMBER, 1, 'github-actions[bot]', () => `${MARKER}\nan earlier report`);
    const run = await step({});
    expect(run.code).toBe(0);
    expect(prComments().map((c) => c.body.split('\n')[1])).toEqual(['an earlier report', '### AgentV evaluation']);
    expect(run.stdout).toMatch(
      /::warning::could not learn which account the github-token comments as .*a new comment is created/,
    );
  });

  it('compares with the newest push run of this repository on the base branch', async () => {
    // 1. A push to main produces the baseline (report in the job summary, no comment).
    await writeSuite(dir, WEAK);
    const push = await step({}, { eventName: 'push' });
    expect(push.code).toBe(0);
    expect(push.summary).toContain('compares pull requests only');
    expect(github.requests.some((r) => r.path.includes('/comments'))).toBe(false);
    const baselineZip = artifacts.artifacts[0]?.zip ?? Buffer.alloc(0);

    const sha = '1234567890abcdef1234567890abcdef12345678';
    github.addRun({ id: 500, head_sha: sha, created_at: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    const good = github.addArtifact({ runId: 500, name: 'agentv-results-default', zip: baselineZip });
    // Newer runs that must be passed over: a fork's, one whose artifact expired, another branch's.
    github.addRun({
      id: 501,
      headRepository: 'forker/widgets',
      created_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const forkArtifact = github.addArtifact({ runId: 501, name: 'agentv-results-default', zip: baselineZip });
    github.addRun({ id: 502, created_at: new Date(Date.now() - 7_200_000).toISOString() });
    github.addArtifact({ runId: 502, name: 'agentv-results-default', zip: baselineZip, expired: true });
    github.addRun({ id: 503, head_branch: 'other', created_at: new Date().toISOString() });

    // 2. The pull request improves every case.
    await writeSuite(dir, GOOD);
    const run = await step({});
    expect(run.code).toBe(0);
    const body = ownComments()[0]?.body ?? '';
    expect(body).toContain(`main at [\`1234567\`](https://github.com/acme/widgets/commit/${sha})`);
    expect(body).toContain('2 days old');
    expect(body).toContain(
      '| Mean score (3 matched cases) | 0.170 | 1.000 | **+0.830** | +0.830 … +0.830 | ➖ no significant change ' +
        '(sign test p = 0.250) |',
    );
    expect(body).toContain('Top improvements (3 of 3)');
    expect(body).toContain('Improved / regressed / unchanged (|Δ| ≥ 0.1): **3 / 0 / 0**');
    expect(run.outputs.regressions).toBe('0');
    const downloads = github.requests.filter((r) => r.path.endsWith('/zip')).map((r) => r.path);
    expect(downloads).toEqual([`/repos/acme/widgets/actions/artifacts/${good.id}/zip`]);
    expect(downloads).not.toContain(`/repos/acme/widgets/actions/artifacts/${forkArtifact.id}/zip`);
    const listing = github.requests.find((r) => r.path.endsWith('/actions/workflows/evals.yml/runs'));
    expect(listing?.query).toContain('branch=main');
    // Every conclusion counts (a run that failed its own gate after uploading is still the base's truth).
    expect(listing?.query).not.toContain('status=');
  });

  it('says when there is no baseline yet, without failing', async () => {
    await writeSuite(dir, GOOD);
    const run = await step({ 'fail-on-regression': 'true' });
    expect(run.code).toBe(0);
    expect(ownComments()[0]?.body).toContain(
      'No baseline to compare with:** no push/schedule/workflow\\_dispatch run of evals.yml on main',
    );
  });

  it('on a fork pull request writes the job summary and posts no comment', async () => {
    await writeSuite(dir, GOOD);
    const run = await step({}, { event: pullRequestEvent({ fork: true }) });
    expect(run.code).toBe(0);
    expect(prComments()).toHaveLength(0);
    expect(github.requests.some((r) => r.method !== 'GET')).toBe(false);
    expect(run.summary).toContain('### AgentV evaluation');
    expect(run.stdout).toContain('::warning::pull request from a fork');
    expect(run.outputs['comment-url']).toBe('');
  });
});

describe('comment: false', () => {
  it('keeps the report in the job summary and posts nothing', async () => {
    await writeSuite(dir, GOOD);
    const run = await step({ comment: 'false' });
    expect(run.code).toBe(0);
    expect(prComments()).toHaveLength(0);
    expect(run.summary).toContain('### AgentV evaluation');
  });
});

describe('gates run after reporting', () => {
  it('min-score fails the step only once the comment exists and the results are uploaded', async () => {
    await writeSuite(dir, WEAK);
    const run = await step({ 'min-score': '0.9' });
    expect(run.code).toBe(1);
    expect(ownComments()).toHaveLength(1);
    expect(artifacts.artifacts[0]?.finalized).toBe(true);
    expect(run.stdout).toMatch(/::error::AgentV gate failed: mean score 0\.\d{3} is below min-score 0\.9/);
    expect(lineOf(run.stdout, 'created the pull request comment')).toBeLessThan(
      lineOf(run.stdout, '::error::AgentV gate failed'),
    );
  });

  it('fail-on-regression fails on a significant regression against a baseline file', async () => {
    const ids = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'];
    await writeSuite(
      dir,
      ids.map((id) => ({ id, input: 'unrelated words only', expected: `${id} answer with lemon tea` })),
    );
    const base = ids.map((id) => JSON.stringify({ eval_id: id, score: 0.95 })).join('\n');
    await writeFile(join(dir, 'base.jsonl'), `${base}\n`);
    const run = await step({ baseline: 'base.jsonl', 'fail-on-regression': 'true' });
    expect(run.code).toBe(1);
    expect(ownComments()[0]?.body).toContain('❌ regressed');
    expect(ownComments()[0]?.body).toContain('Top regressions (5 of 7)');
    expect(run.outputs.regressions).toBe('7');
    expect(run.stdout).toContain('::error::AgentV gate failed: mean score regressed against the base');
    // Each regressed case is annotated on its own line of the eval file, for the pull request's diff view.
    const suiteLines = (await readFile(join(dir, 'evals', 'suite.test.yaml'), 'utf8')).split('\n');
    const annotations = [
      ...run.stdout.matchAll(
        /::warning title=AgentV regressed case,file=evals\/suite\.test\.yaml,line=(\d+)::(c\d): score/g,
      ),
    ];
    expect(annotations.map((m) => m[2]).sort()).toEqual(ids);
    for (const [, line, id] of annotations)
      expect(suiteLines.slice(Number(line) - 1, Number(line) + 1).join('\n')).toContain(`"id": "${id}"`);
  });

  it('passes when the gates are met', async () => {
    await writeSuite(dir, GOOD);
    const run = await step({ 'min-score': '0.5', 'fail-on-regression': 'true' });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('::error::');
  });
});

describe('degrading without crashing', () => {
  it('without the artifact service warns and still comments', async () => {
    await writeSuite(dir, GOOD);
    const run = await step({}, { artifactService: false });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('::warning::results not uploaded: the artifact service is not available');
    expect(ownComments()[0]?.body).toContain('results not uploaded');
    expect(artifacts.requests).toHaveLength(0);
  });

  it('with a token that may not comment or read actions warns and keeps the job summary', async () => {
    await github.close();
    await startFakes({ commentWriteStatus: 403, actionsReadStatus: 403 });
    await writeSuite(dir, GOOD);
    const run = await step({});
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '::warning::could not post the pull request comment (give the job permissions: pull-requests: write)',
    );
    expect(run.stdout).toContain('::warning::could not fetch the base-branch results');
    expect(run.summary).toContain('could not fetch the base-branch results');
    expect(run.outputs['comment-url']).toBe('');
  });

  it('outside GitHub Actions writes the results and a markdown report locally', async () => {
    await writeSuite(dir, GOOD);
    const run = await runBundle(dir, inputs({ paths: 'evals', 'dry-run': 'true' }));
    expect(run.code).toBe(0);
    const files = (await readdir(join(dir, '.agentv', 'results'))).sort();
    expect(files).toEqual([
      expect.stringMatching(/^eval_.*\.html$/),
      expect.stringMatching(/^eval_.*\.jsonl$/),
      expect.stringMatching(/^eval_.*\.md$/),
      expect.stringMatching(/^eval_.*\.summary\.json$/),
    ]);
    const report = await readFile(join(dir, '.agentv', 'results', files[2] ?? ''), 'utf8');
    expect(report).toContain('### AgentV evaluation');
    expect(run.stdout).toContain(`report written to ${join(dir, '.agentv', 'results', files[2] ?? '')}`);
    expect(run.stdout).toContain(`HTML report: ${join(dir, '.agentv', 'results', files[0] ?? '')}`);
    expect(run.stdout).toContain('output total=3');
  });

  it('writes JUnit XML where the junit input says', async () => {
    await writeSuite(dir, GOOD);
    const run = await runBundle(dir, inputs({ paths: 'evals', 'dry-run': 'true', junit: 'reports/junit.xml' }));
    expect(run.code).toBe(0);
    const xml = await readFile(join(dir, 'reports', 'junit.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="agentv" tests="3" /);
    expect(xml).toContain('<testsuite name="action-test" tests="3"');
    expect(run.stdout).toContain(`JUnit report: ${join(dir, 'reports', 'junit.xml')}`);
  });

  it('with repeats: a repeats section in the comment, the run summary JSON and the flaky output', async () => {
    await writeSuite(dir, [...GOOD, { id: 'flip', input: 'toss', expected: 'heads wins the toss' }], { iterations: 6 });
    await writeFile(
      join(dir, 'targets.yaml'),
      'targets:\n  - name: default\n    provider: mock\n    ' +
        'pass_probability: { flip: 0.5, default: 1 }\n    seed: 11\n',
    );
    const run = await step({ 'dry-run': 'false', 'early-stop': 'true', 'pass-policy': 'rate:0.5' });
    expect(run.code).toBe(0);
    const body = prComments()[0]?.body ?? '';
    expect(body).toContain('#### Repeats · pass policy `rate:0.5`');
    expect(body).toMatch(/3 stable-pass/);
    const summaryPath = run.outputs['summary-path'] ?? '';
    expect(summaryPath).toMatch(/\.summary\.json$/);
    const json = JSON.parse(await readFile(summaryPath, 'utf8')) as {
      cases: Array<{ eval_id: string; runs: number; planned: number; label: string }>;
    };
    expect(json.cases.map((c) => c.eval_id).sort()).toEqual(['alpha', 'bravo', 'charlie', 'flip']);
    // Settled after three agreeing runs of six.
    expect(json.cases.find((c) => c.eval_id === 'alpha')).toMatchObject({ runs: 3, planned: 6, label: 'stable-pass' });
    const flaky = json.cases.filter((c) => c.label === 'flaky').length;
    expect(run.outputs.flaky).toBe(String(flaky));
    if (flaky > 0) expect(body).toContain('| flip |');
  });

  it('rejects a bad input with a message that says how to fix it', async () => {
    await writeSuite(dir, GOOD);
    const run = await step({ workers: 'lots' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::input "workers" must be a whole number from 1 to 50, got "lots". Fix: use a whole number from 1 to 50',
    );
    expect(prComments()).toHaveLength(0);
  });
});

describe('model text in the report', () => {
  const HOSTILE = '<img src=x onerror=alert(1)> @octocat **bold** [click](https://evil.example) | `code` <!-- x -->';

  it('escapes a hostile candidate answer', async () => {
    await writeSuite(dir, [{ id: 'hostile', input: HOSTILE, expected: 'a polite answer' }]);
    const run = await step({});
    expect(run.code).toBe(0);
    const body = ownComments()[0]?.body ?? '';
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body).toContain('@\u200boctocat');
    expect(body).toContain('\\*\\*bold\\*\\* \\[click\\](https:\u200b//evil.example) \\| \\`code\\`');
    expect(body).not.toContain('https://evil.example');
    expect(body).not.toContain('<img');
    expect(body).not.toMatch(/@octocat/);
    expect(body).not.toContain('<!-- x');
  });

  it('escapes a hostile error message inside the collapsed errors section', async () => {
    const script = join(dir, 'fail.mjs');
    await writeFile(script, `process.stderr.write(${JSON.stringify(`${HOSTILE}\n`)}); process.exit(3);\n`);
    await writeFile(
      join(dir, 'targets.yaml'),
      JSON.stringify({ targets: [{ name: 'default', provider: 'cli', command_template: `node ${script}` }] }),
    );
    await writeSuite(dir, [{ id: 'breaks', input: 'hello', expected: 'hi' }]);
    const run = await step({ 'dry-run': 'false' });
    expect(run.code).toBe(0);
    const body = ownComments()[0]?.body ?? '';
    expect(body).toMatch(
      new RegExp(
        /<details><summary>Errors \(1\)<\/summary>\n\n\| Case \| Error \|\n\|---\|---\|\n\| breaks \| /.source +
          /.*exited with code 3: &lt;img src=x onerror=alert\(1\)&gt; @\u200boctocat/.source,
      ),
    );
    expect(body).not.toContain('<img');
    expect(run.outputs.errors).toBe('1');
  });
});

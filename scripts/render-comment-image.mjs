// Renders docs/pr-comment.png: the pull request comment the Action writes, as GitHub shows it.
// The built Action (dist/action/index.js; run `npm run bundle` first) runs a small fixture suite,
// answered by the mock target (no keys, no network), against loopback fakes of GitHub's API and
// artifact service: two pushes to main make the baseline and its trend, then a pull request run
// posts the comment. Its markdown is rendered with marked (GitHub-flavoured) inside GitHub's
// markdown CSS and screenshot with puppeteer-core and the system Chromium.
//   node scripts/render-comment-image.mjs [--out docs/pr-comment.png] [--markdown <file>] [--chromium <path>]
// --markdown also writes the comment's markdown to that file.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { marked } from 'marked';
import { fakeRuntimeToken, startFakeArtifactService } from '../test-support/fake-artifact-service.mjs';
import { startFakeGithubApi } from '../test-support/fake-github-api.mjs';

const BUNDLE = path.resolve('dist/action/index.js');
const REPO = 'acme/widgets';
const PR = 7;
const MAIN_SHA = '3f9c2e17b6a04d8e9c15f2a7b0d6e4c1a8f3b295';
const HEAD_SHA = '8d41b7e0c2f95a63e1d7b4c09f2a6e5d3b1c8a74';

/** The fixture suite: six support questions; the mock judge passes an answer that is the criteria. */
const SUITE = `name: support
tests:
  - id: refund-window
    criteria: States the 30-day return window
    input: How long do I have to return a pair of shoes?
  - id: late-return
    criteria: Refuses a return after 45 days, politely
    input: I bought shoes 45 days ago. Can I still return them?
  - id: order-status
    criteria: Gives the order's id and its status
    input: What is the status of order A-1001?
  - id: shipping-cost
    criteria: Says shipping is free above 50 euros
    input: Do I pay for shipping?
  - id: size-exchange
    criteria: Offers a free exchange for another size
    input: My shoes are too small. What can I do?
  - id: greeting
    criteria: Greets the customer by name
    input: Hi, I'm Ada.
`;

/** How likely each case's answer passes: main's two runs, then the pull request's change. */
const RUNS = [
  { event: 'push', passProbability: '{ late-return: 0, default: 1 }' },
  { event: 'push', passProbability: '{ late-return: 0, shipping-cost: 0.9, default: 1 }' },
  { event: 'pull_request', passProbability: '{ late-return: 0, order-status: 0, shipping-cost: 0.5, default: 1 }' },
];

/**
 * A page holding the comment's HTML as GitHub lays out a comment: its markdown CSS, 16 px text,
 * the comment box of a pull request's conversation.
 * @param {string} markdown
 * @param {string} css github-markdown-css's light theme
 * @returns {string}
 */
export function commentPage(markdown, css) {
  const body = marked.parse(markdown.replace(/^<!--.*-->\n/, ''), { gfm: true, async: false });
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}
body { margin: 0; padding: 16px; background: #fff; width: 880px; }
.comment { border: 1px solid #d1d9e0; border-radius: 6px; }
.comment header { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; color: #59636e;
  font: 14px -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
.comment header b { color: #1f2328; }
.markdown-body { padding: 16px; }
</style></head><body><div class="comment"><header><b>github-actions</b> <span>bot</span> commented</header>
<article class="markdown-body">${body}</article></div></body></html>`;
}

/** Runs the bundle once as a runner step would; resolves with its exit code and output. */
function runBundle(cwd, env) {
  return new Promise((resolve) => {
    execFile(process.execPath, [BUNDLE], { cwd, env, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, stdout, stderr }),
    );
  });
}

/** The comment's markdown, from the fixture's three runs against the fakes. */
async function commentMarkdown(dir) {
  const github = await startFakeGithubApi({ repo: REPO });
  const artifacts = await startFakeArtifactService();
  try {
    await mkdir(path.join(dir, 'evals'), { recursive: true });
    await mkdir(path.join(dir, '.agentv'), { recursive: true });
    await mkdir(path.join(dir, '.git'), { recursive: true });
    await writeFile(path.join(dir, 'evals', 'support.eval.yaml'), SUITE);
    for (const [i, run] of RUNS.entries()) {
      const runId = 100 + i;
      const targets = [
        'targets:',
        '  - name: default',
        '    provider: mock',
        `    pass_probability: ${run.passProbability}`,
        '    seed: 2',
        '',
      ].join('\n');
      await writeFile(path.join(dir, '.agentv', 'targets.yaml'), targets);
      const runner = path.join(dir, `_runner-${runId}`);
      await mkdir(runner, { recursive: true });
      const event =
        run.event === 'push'
          ? { ref: 'refs/heads/main', after: MAIN_SHA }
          : {
              action: 'synchronize',
              number: PR,
              pull_request: {
                number: PR,
                base: { ref: 'main', sha: 'b'.repeat(40), repo: { full_name: REPO } },
                head: { ref: 'feature', sha: HEAD_SHA, repo: { full_name: REPO } },
              },
              repository: { full_name: REPO },
            };
      await writeFile(path.join(runner, 'event.json'), JSON.stringify(event));
      await writeFile(path.join(runner, 'output.txt'), '');
      await writeFile(path.join(runner, 'summary.md'), '');
      const uploadedBefore = artifacts.artifacts.length;
      const result = await runBundle(dir, {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? dir,
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: run.event,
        GITHUB_EVENT_PATH: path.join(runner, 'event.json'),
        GITHUB_REPOSITORY: REPO,
        GITHUB_RUN_ID: String(runId),
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_API_URL: github.url,
        GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/evals.yml@refs/heads/main`,
        GITHUB_WORKSPACE: dir,
        GITHUB_OUTPUT: path.join(runner, 'output.txt'),
        GITHUB_STEP_SUMMARY: path.join(runner, 'summary.md'),
        RUNNER_TEMP: runner,
        ACTIONS_RESULTS_URL: `${artifacts.url}/`,
        ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(`run-backend-${runId}`, 'job-backend-eval'),
        ...(run.event === 'push'
          ? { GITHUB_SHA: MAIN_SHA, GITHUB_REF: 'refs/heads/main' }
          : { GITHUB_SHA: HEAD_SHA, GITHUB_REF: `refs/pull/${PR}/merge` }),
        'INPUT_GITHUB-TOKEN': 'ghs_fixturetoken',
        INPUT_PATHS: 'evals/**/*.yaml',
        INPUT_ITERATIONS: '3',
        INPUT_BASELINE: 'auto',
        'INPUT_FAIL-ON-NEW-FAILURES': 'true',
      });
      if (run.event === 'push' && result.code !== 0)
        throw new Error(`the fixture's push run ${runId} failed (exit ${result.code}):\n${result.stderr}`);
      for (const uploaded of artifacts.artifacts.slice(uploadedBefore))
        github.addArtifact({ runId, name: uploaded.name, zip: uploaded.zip });
      if (run.event === 'push') github.addRun({ id: runId, head_sha: MAIN_SHA });
    }
    const comment = (github.comments.get(PR) ?? []).at(-1);
    if (!comment) throw new Error('the pull request run posted no comment');
    return comment.body;
  } finally {
    await github.close();
    await artifacts.close();
  }
}

/** The page screenshot at 1.5 times the pixels (sharp on a high-density screen), cropped to the comment. */
async function screenshot(html, out, chromium) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 912, height: 600, deviceScaleFactor: 1.5 });
    await page.setContent(html, { waitUntil: 'load' });
    const box = await page.$('.comment');
    if (!box) throw new Error('the rendered page has no comment');
    await box.screenshot({ path: out });
  } finally {
    await browser.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(name);
    return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
  };
  const out = option('--out', 'docs/pr-comment.png');
  const chromium = option('--chromium', '/usr/bin/chromium');
  const dir = await mkdtemp(path.join(tmpdir(), 'agentv-comment-'));
  try {
    const markdown = await commentMarkdown(dir);
    const markdownOut = option('--markdown', '');
    if (markdownOut) await writeFile(markdownOut, markdown);
    const css = await readFile(
      createRequire(import.meta.url).resolve('github-markdown-css/github-markdown-light.css'),
      'utf8',
    );
    await screenshot(commentPage(markdown, css), out, chromium);
    process.stdout.write(`${out}: the pull request comment, rendered\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

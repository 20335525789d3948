import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../test-support/run-cli.js';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/process-timeouts.js';

/**
 * `npm run demo` as a person runs it, again and again, and the console summary they read: the
 * quickstart suite on its mock target passes four tests and fails two.
 */
const pkg = JSON.parse(await fs.readFile('package.json', 'utf8')) as { scripts: Record<string, string> };

let root: string;
beforeEach(async () => {
  root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'agentv-demo-')));
  await fs.mkdir(path.join(root, '.git'));
  await fs.cp(path.resolve('docs/examples/quickstart'), path.join(root, 'docs/examples/quickstart'), {
    recursive: true,
  });
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

/** The demo script's arguments after `node dist/cli/index.js`, with its paths under `root`. */
function demoArgs(): string[] {
  const [node, cli, ...args] = pkg.scripts.demo!.split(' ');
  expect([node, cli]).toEqual(['node', 'dist/cli/index.js']);
  return args.map((arg) => (arg.startsWith('docs/') || arg.startsWith('.agentv/') ? path.join(root, arg) : arg));
}

describe('npm run demo', () => {
  it(
    'overwrites its own results instead of piling up .previous files',
    async () => {
      for (let i = 0; i < 3; i++) expect((await runCli(demoArgs())).code).toBe(0);
      const results = path.join(root, '.agentv/results');
      expect(await fs.readdir(results)).toEqual(['demo.jsonl']);
      expect((await fs.readFile(path.join(results, 'demo.jsonl'), 'utf8')).trimEnd().split('\n')).toHaveLength(6);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('without --overwrite an earlier results file is still kept', async () => {
    const args = demoArgs().filter((arg) => arg !== '--overwrite');
    await runCli(args);
    await runCli(args);
    const names = await fs.readdir(path.join(root, '.agentv/results'));
    expect(names.filter((n) => /^demo\.previous-.*\.jsonl$/.test(n))).toHaveLength(1);
  });
});

describe('the console summary and the records', () => {
  it("lists each failing case once with the check that failed, and records keep the test's criteria", async () => {
    const run = await runCli(demoArgs());
    expect(run.stdout).toContain('Failing: 2 of 6 scored case(s) below 0.8 (score, case, the check that failed)\n');
    expect(run.stdout).toMatch(/^ {2}✗ 0\.000 {2}late-delivery {2}icontains-any-\d+: /m);
    expect(run.stdout).toMatch(/^ {2}✗ 0\.500 {2}return-window {2}regex-.*: Output does not match pattern/m);
    expect(run.stdout).not.toMatch(/Top 3|Bottom 3/);
    for (const id of ['capital', 'order-json', 'greeting', 'arithmetic']) expect(run.stdout).not.toContain(`  ${id}`);
    const records = (await fs.readFile(path.join(root, '.agentv/results/demo.jsonl'), 'utf8'))
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { eval_id: string; criteria?: string });
    expect(records.find((r) => r.eval_id === 'late-delivery')?.criteria).toBe('Apologises, then offers tracking');
    expect(records.every((r) => typeof r.criteria === 'string' && r.criteria !== '')).toBe(true);
  });

  it('rejects --overwrite with --resume', async () => {
    const run = await runCli([
      'eval',
      path.join(root, 'docs/examples/quickstart/evals'),
      '--resume',
      path.join(root, 'r.jsonl'),
      '--overwrite',
    ]);
    expect(run.stderr).toContain('--overwrite and --resume');
    expect(run.code).toBe(2);
  });
});

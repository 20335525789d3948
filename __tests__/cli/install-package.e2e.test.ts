import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { builtBundle } from '../test-support/built-bundle.js';

/**
 * The README's "Use it in your repository", as a new user follows it: `npm pack` a checkout,
 * install the tarball (or the git repository) into a fresh project, run the command with npx.
 * Every install is offline with an empty npm cache: the bundle in dist/cli/ holds every library
 * it runs with, so the package needs nothing from a registry.
 */
const run = promisify(execFile);
const repo = path.resolve('.');
/** npm's flags for an install that may use neither the registry nor the machine's npm cache. */
const offline = (cache: string) => ['--offline', '--cache', cache, '--no-audit', '--no-fund'];

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

async function sh(file: string, args: string[], cwd: string): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(file, args, {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** A project holding nothing but its package.json. */
async function emptyProject(dir: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'package.json'), '{"name": "my-agent", "private": true}\n');
  return dir;
}

/** What an install put in node_modules: the packages, without npm's own files. */
async function installed(project: string): Promise<string[]> {
  const names = await fs.readdir(path.join(project, 'node_modules'));
  return names.filter((name) => name !== '.bin' && name !== '.package-lock.json').sort();
}

let work: string;
beforeAll(async () => {
  builtBundle('cli');
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'agentv-install-'));
});
afterAll(() => fs.rm(work, { recursive: true, force: true }));

describe('installing the CLI from a release tarball', () => {
  it('npm pack, npm install the tarball, npx agentv-action eval: gates and exit codes work there', async () => {
    const packed = await sh('npm', ['pack', '--pack-destination', work, '--json'], repo);
    expect(packed.code).toBe(0);
    const [{ filename, files }] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }];
    // Only the bundled CLI ships: no sources, tests or Action bundle.
    expect(
      files
        .map((f) => f.path)
        .filter((f) => !f.startsWith('dist/cli/') && !/^(package\.json|README\.md|LICENSE)$/.test(f)),
    ).toEqual([]);

    const project = path.join(work, 'project');
    await fs.cp(path.join(repo, 'docs/examples/quickstart'), project, { recursive: true });
    await emptyProject(project);
    const install = await sh(
      'npm',
      ['install', '--save-dev', ...offline(path.join(work, 'cache')), path.join(work, filename)],
      project,
    );
    expect(install.code).toBe(0);
    // The package and nothing else: its libraries are inside the bundle.
    expect(await installed(project)).toEqual(['agentv-action']);

    expect((await sh('npx', ['--no-install', 'agentv-action', '--version'], project)).stdout.trim()).toBe('0.1.0');
    expect((await sh('npx', ['--no-install', 'agentv', '--version'], project)).stdout.trim()).toBe('0.1.0');
    // The quickstart suite passes 4 of its 6 tests on its mock target.
    const gated = await sh(
      'npx',
      ['--no-install', 'agentv-action', 'eval', 'evals', '--out', '-', '--min-pass-rate', '0.9'],
      project,
    );
    expect(
      gated.stdout
        .trimEnd()
        .split('\n')
        .map((line) => (JSON.parse(line) as { eval_id: string }).eval_id)
        .sort(),
    ).toEqual(['arithmetic', 'capital', 'greeting', 'late-delivery', 'order-json', 'return-window']);
    expect(gated.stderr).toContain('gate failed: pass rate 66.7% of 6 case(s) is below min-pass-rate 0.9');
    expect(gated.code).toBe(1);
    const passed = await sh(
      'npx',
      ['--no-install', 'agentv-action', 'eval', 'evals', '--out', 'run.jsonl', '--min-pass-rate', '0.6', '--quiet'],
      project,
    );
    // npx's own notices about the machine's npm configuration are not ours.
    const ours = passed.stderr.split('\n').filter((line) => line !== '' && !line.startsWith('npm warn'));
    expect({ code: passed.code, stdout: passed.stdout, stderr: ours }).toEqual({ code: 0, stdout: '', stderr: [] });
  }, 300_000);

  it('npx --package <tarball> runs it in a project with no other packages', async () => {
    const dir = await fs.mkdtemp(path.join(work, 'npx-'));
    const packed = await sh('npm', ['pack', '--pack-destination', dir, '--json'], repo);
    const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
    const project = await emptyProject(path.join(dir, 'project'));
    const tarball = path.join(dir, filename);
    const version = await sh(
      'npx',
      ['--yes', ...offline(path.join(dir, 'cache')), '--package', tarball, 'agentv-action', '--version'],
      project,
    );
    expect({ code: version.code, stdout: version.stdout.trim() }).toEqual({ code: 0, stdout: '0.1.0' });
  }, 300_000);
});

describe('installing the CLI from its git repository', () => {
  it('installs the committed bundle without a development install of the clone', async () => {
    // The repository as a release commit holds it: package.json and the committed dist/cli/.
    const origin = path.join(work, 'origin');
    await fs.mkdir(path.join(origin, 'dist'), { recursive: true });
    await fs.cp(path.join(repo, 'package.json'), path.join(origin, 'package.json'));
    await fs.cp(path.join(repo, 'dist/cli'), path.join(origin, 'dist/cli'), { recursive: true });
    const git = ['-c', 'user.name=t', '-c', 'user.email=t@example.com'];
    for (const args of [
      ['init', '-q'],
      ['add', '-A'],
      [...git, 'commit', '-qm', 'release'],
    ]) {
      expect((await sh('git', args, origin)).code).toBe(0);
    }
    const project = await emptyProject(path.join(work, 'git-project'));
    // A manifest with a build, prepare, prepack or install script makes npm run `npm install
    // --include=dev` in the clone first; offline with an empty cache that fails (ENOTCACHED).
    const install = await sh(
      'npm',
      ['install', '--save-dev', ...offline(path.join(work, 'git-cache')), `git+file://${origin}`],
      project,
    );
    expect({ code: install.code, stderr: install.stderr.includes('ENOTCACHED') }).toEqual({ code: 0, stderr: false });
    expect(await installed(project)).toEqual(['agentv-action']);
    expect((await sh('npx', ['--no-install', 'agentv-action', '--version'], project)).stdout.trim()).toBe('0.1.0');
  }, 300_000);
});

import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The README's "Use it in your repository", as a new user follows it: `npm pack` a checkout,
 * install the tarball into a fresh project, run the command with npx. The dependencies come from
 * the npm cache when they are there (--prefer-offline), from the registry otherwise.
 */
const run = promisify(execFile);
const repo = path.resolve('.');

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

let work: string;
beforeAll(async () => {
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
    await fs.writeFile(path.join(project, 'package.json'), '{"name": "my-agent", "private": true}\n');
    const installed = await sh(
      'npm',
      ['install', '--save-dev', '--prefer-offline', '--ignore-scripts', path.join(work, filename)],
      project,
    );
    expect(installed.code).toBe(0);

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
});

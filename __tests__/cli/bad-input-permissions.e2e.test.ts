import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { builtBundle } from '../test-support/built-bundle.js';
import { evalFile, mockTargets } from '../test-support/eval-files.js';
import { makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';

const GOOD = evalFile();
const MOCK_TARGETS = mockTargets();

/**
 * Permission problems need a user the file modes apply to: as root (CI containers) the built CLI
 * is started as `nobody`; otherwise as the current user.
 */
describe('bad-input catalog: permission denied (built CLI)', () => {
  const CLI = builtBundle('cli');
  const asRoot = process.getuid?.() === 0;
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({
      'a.test.yaml': GOOD,
      'targets.yaml': MOCK_TARGETS,
      'locked-out/.keep': '',
      'locked-in/b.test.yaml': GOOD,
    });
    await fs.chmod(root, 0o755);
    await fs.chmod(path.join(root, 'locked-out'), 0o555);
    await fs.chmod(path.join(root, 'locked-in'), 0o000);
  });
  afterAll(async () => {
    await fs.chmod(path.join(root, 'locked-in'), 0o755);
    await removeTempRepo(root);
  });

  function runAsUser(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  }

  it.each([
    [
      'an unwritable output folder',
      ['eval', 'a.test.yaml', '--out', 'locked-out/out.jsonl'],
      'locked-out/out.jsonl',
      /cannot write the results file: permission denied\. Fix: pass --out/,
    ],
    [
      'an unreadable eval folder',
      ['eval', 'locked-in'],
      'locked-in',
      /cannot read eval path: permission denied\. Fix: /,
    ],
  ])('%s: one line saying permission denied, before anything runs', async (_name, args, where, says) => {
    const result = await runAsUser(args);
    const output = result.stderr.split('\n').filter((l) => l.trim() !== '');
    expect({ code: result.code, stderr: output }).toEqual({ code: 2, stderr: [expect.stringMatching(says)] });
    expect(output[0]).toContain(path.join(root, where));
    expect(result.stdout).toBe('');
  });
});

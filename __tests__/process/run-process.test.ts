import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TimeoutError } from '../../src/errors/agentv-error.js';
import { processExitError, runProcess } from '../../src/process/run-process.js';
import { eventually, isAlive, tempDir, removeTempDirs } from '../providers/agent-fixtures.js';

afterAll(removeTempDirs);

function sh(script: string, extra: { timeoutMs?: number; killGraceMs?: number; stdin?: string } = {}) {
  return runProcess({
    file: '/bin/sh',
    args: ['-c', script],
    cwd: process.cwd(),
    env: process.env,
    what: 'test command',
    ...extra,
  });
}

async function pidFrom(file: string): Promise<number> {
  return eventually(async () => {
    const text = await readFile(file, 'utf8').catch(() => '');
    return text.trim() ? Number(text) : undefined;
  });
}

describe('runProcess', () => {
  test('captures stdout, stderr and the exit code, and feeds stdin', async () => {
    const result = await sh('cat; echo err >&2; exit 5', { stdin: 'from stdin' });
    expect(result).toEqual({ exitCode: 5, signal: null, stdout: 'from stdin', stderr: 'err\n' });
  });

  test('escalates to SIGKILL when the group ignores SIGTERM', async () => {
    const dir = await tempDir();
    const pidFile = path.join(dir, 'pid');
    const running = sh(`trap '' TERM; sleep 60 & echo $! > ${pidFile}; wait; sleep 60`, {
      timeoutMs: 300,
      killGraceMs: 200,
    });
    await expect(running).rejects.toBeInstanceOf(TimeoutError);
    expect(isAlive(await pidFrom(pidFile))).toBe(false);
  });

  test('background processes left behind by a finished command are ended with it', async () => {
    const dir = await tempDir();
    const pidFile = path.join(dir, 'pid');
    const result = await sh(`sleep 60 > /dev/null 2>&1 & echo $! > ${pidFile}; echo done`);
    expect(result.stdout).toBe('done\n');
    const pid = await pidFrom(pidFile);
    await eventually(() => (isAlive(pid) ? undefined : true));
  });

  test('an already aborted signal never starts the process', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(
      runProcess({
        file: '/bin/sh',
        args: ['-c', 'exit 0'],
        cwd: process.cwd(),
        env: process.env,
        what: 'x',
        signal: controller.signal,
      }),
    ).rejects.toThrow('stop');
  });
});

describe('processExitError', () => {
  test('a crashed Node script says why: the error line, not only the Node version it prints last', async () => {
    const dir = await tempDir();
    const script = path.join(dir, 'crash.mjs');
    await writeFile(script, "const missing = await import('./extractor-that-is-not-there.mjs');\n");
    const result = await runProcess({
      file: process.execPath,
      args: [script],
      cwd: dir,
      env: process.env,
      what: 'agent',
    });
    expect(result.stderr.trim().split('\n').pop()).toMatch(/^Node\.js v/);
    const error = processExitError('target "agent" command', result);
    expect(error.message).toMatch(
      /^target "agent" command exited with code 1: .*Cannot find module .*extractor-that-is-not-there\.mjs/,
    );
    expect(error.message).not.toMatch(/\n|Node\.js v| at /);
  });
});

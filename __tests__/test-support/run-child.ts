import { type ChildProcess, spawn } from 'node:child_process';
import { CHILD_KILL_MS } from './process-timeouts.js';

/** One finished child process: its exit code and everything it printed. */
export interface ChildRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `file args` in `cwd` with exactly `env`, stdin closed, and collects both output streams. A
 * child still running after {@link CHILD_KILL_MS} is killed (code null), so none outlives its test.
 */
export function runChild(
  file: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: CHILD_KILL_MS,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * The exit code of `child`, or `hung` (and the child killed) when it is still running after
 * `boundMs`: for a test that a process exits by itself, with a bound far below how long it would
 * otherwise run, so that a loaded machine's slowness never reads as a hang.
 */
export async function exitOrHang(child: ChildProcess, boundMs = CHILD_KILL_MS): Promise<number | null | 'hung'> {
  let timer: NodeJS.Timeout | undefined;
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.on('close', resolve);
  });
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), boundMs);
  });
  const result = await Promise.race([exited, hung]);
  clearTimeout(timer);
  if (result === 'hung') child.kill('SIGKILL');
  return result;
}

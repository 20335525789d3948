import { spawn } from 'node:child_process';

/** One finished child process: its exit code and everything it printed. */
export interface ChildRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `file args` in `cwd` with exactly `env`, stdin closed, and collects both output streams. */
export function runChild(
  file: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

import type { AssertionInput } from './assertion-contract.js';
import { runPythonFunction } from './assertions/python-runner.js';

/**
 * A Python function of the config (a var loader, a prompt function, a test generator) called in a
 * `python3` child process the way python assertions call theirs: JSON arguments in, JSON back, a
 * minimal environment (never the run's secrets).
 */
export function callPython(
  file: string,
  fn: string,
  args: unknown[],
  options: { env: Record<string, string | undefined>; cwd: string; signal?: AbortSignal },
): Promise<unknown> {
  // The runner reads only these three fields of an assertion's input.
  const input = {
    env: options.env,
    configDir: options.cwd,
    signal: options.signal ?? new AbortController().signal,
  } as Pick<AssertionInput, 'env' | 'configDir' | 'signal'>;
  return runPythonFunction(file, fn, args, input as AssertionInput);
}

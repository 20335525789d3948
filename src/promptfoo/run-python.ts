import path from 'node:path';
import { findExecutable } from '../process/host.js';
import { runProcess } from '../process/run-process.js';

/**
 * The driver promptfoo's Python helpers amount to: import the file as a module, call one of its
 * functions with JSON arguments read from stdin, print the JSON result after a marker line (so the
 * function's own prints do not spoil it).
 */
const DRIVER = `
import importlib.util, json, sys
path, name = sys.argv[1], sys.argv[2]
spec = importlib.util.spec_from_file_location("promptfoo_module", path)
module = importlib.util.module_from_spec(spec)
sys.path.insert(0, __import__("os").path.dirname(path))
spec.loader.exec_module(module)
args = json.loads(sys.stdin.read())
result = getattr(module, name)(*args)
sys.stdout.write("\\n@@promptfoo-result@@\\n" + json.dumps(result))
`;

/** Calls `fn` of the Python file with `args` (JSON); its JSON result. Python is found on PATH (PROMPTFOO_PYTHON wins). */
export async function runPythonFunction(file: string, fn: string, args: unknown[], options: { env: Record<string, string | undefined>; cwd: string; signal?: AbortSignal; timeoutMs?: number }): Promise<unknown> {
  const python = options.env.PROMPTFOO_PYTHON ?? findExecutable('python3', options.env, options.cwd) ?? findExecutable('python', options.env, options.cwd);
  if (!python) throw new Error(`no python3 on PATH to run ${path.basename(file)}`);
  const result = await runProcess({
    file: python,
    args: ['-c', DRIVER, file, fn],
    cwd: options.cwd,
    env: options.env,
    stdin: JSON.stringify(args),
    what: `${path.basename(file)}:${fn}`,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  const marker = result.stdout.lastIndexOf('\n@@promptfoo-result@@\n');
  if (result.exitCode !== 0 || marker < 0) {
    const why = result.stderr.trim().split('\n').slice(-1)[0] ?? `exit code ${String(result.exitCode)}`;
    throw new Error(`${path.basename(file)}:${fn} failed: ${why}`);
  }
  return JSON.parse(result.stdout.slice(marker + '\n@@promptfoo-result@@\n'.length)) as unknown;
}

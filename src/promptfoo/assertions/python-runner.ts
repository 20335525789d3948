import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withTempDir } from '../../process/host.js';
import { type ProcessResult, runProcess } from '../../process/run-process.js';
import type { AssertionInput } from '../assertion-contract.js';

/**
 * Calls one function of a Python file in a real `python3` child process, as promptfoo's python
 * assertions do: the arguments go in as JSON on stdin, the function's return value comes back as
 * JSON. The user's prints go to stderr so they cannot corrupt the answer. The child gets a minimal
 * environment (PATH, HOME, locale, PYTHONPATH, VIRTUAL_ENV), never the run's secrets.
 * `PROMPTFOO_PYTHON` names another interpreter, as in promptfoo.
 */
const WRAPPER = `
import importlib.util, json, os, sys
script, name = sys.argv[1], sys.argv[2]
args = json.loads(sys.stdin.read())
answer = sys.stdout
sys.stdout = sys.stderr
sys.path.insert(0, os.path.dirname(script))
spec = importlib.util.spec_from_file_location("promptfoo_assertion", script)
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
if not hasattr(module, name):
    raise AttributeError("%s has no function %s" % (script, name))
result = getattr(module, name)(*args)
answer.write(json.dumps({"result": result}))
answer.flush()
`;

const PASSED_ENV = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'LC_CTYPE', 'PYTHONPATH', 'VIRTUAL_ENV', 'TMPDIR', 'SYSTEMROOT'];

export function pythonEnv(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' };
  for (const key of PASSED_ENV) if (env[key] !== undefined) out[key] = env[key];
  return out;
}

export async function runPythonFunction(
  file: string,
  fn: string,
  args: unknown[],
  input: AssertionInput,
): Promise<unknown> {
  const python = input.env.PROMPTFOO_PYTHON || 'python3';
  let result: ProcessResult;
  try {
    result = await runProcess({
      file: python,
      args: ['-c', WRAPPER, file, fn],
      cwd: input.configDir,
      env: pythonEnv(input.env),
      stdin: JSON.stringify(args),
      signal: input.signal,
      what: `python assertion ${path.basename(file)}`,
    });
  } catch (error) {
    throw new Error(`Error running Python script: ${(error as Error).message}`);
  }
  if (result.exitCode !== 0) {
    const tail = result.stderr.trim().split('\n').slice(-3).join('\n');
    throw new Error(`Error running Python script: ${tail || `exit code ${result.exitCode}`}`);
  }
  try {
    return (JSON.parse(result.stdout) as { result: unknown }).result;
  } catch (error) {
    throw new Error(`Invalid JSON returned by Python script: ${(error as Error).message}`);
  }
}

/** Inline python (`value:` an expression or a function body) run as promptfoo wraps it: `main(output, context)`. */
export function pythonScript(code: string): string {
  const multiline = code.includes('\n');
  const indent = multiline ? (code.match(/^(?!\s*$)\s+/m)?.[0] ?? '    ') : '    ';
  const body = multiline
    ? code
        .split('\n')
        .map((line) => `${indent}${line}`)
        .join('\n')
    : `    return ${code}`;
  return `import json\n\ndef main(output, context):\n${body}\n`;
}

export async function runInlinePython(code: string, args: unknown[], input: AssertionInput): Promise<unknown> {
  return withTempDir('agentv-pf-python-', async (dir) => {
    const file = path.join(dir, 'assertion.py');
    await writeFile(file, pythonScript(code));
    return runPythonFunction(file, 'main', args, input);
  });
}

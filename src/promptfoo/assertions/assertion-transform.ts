import type { AssertionInput } from '../assertion-contract.js';
import { JAVASCRIPT_FILE, callJavascriptFile, fileReference } from './assertion-value.js';
import { runPythonFunction } from './python-runner.js';

/**
 * An assertion's own `transform:` applied to the output before it is graded, as promptfoo's
 * transform(): inline JavaScript (a one-line expression, or a multi-line function body of
 * `(output, context, process)`), `file://x.js[:fn]` in-process, or `file://x.py[:fn]` (default
 * `get_transform`) in a python child process. A transform that throws or returns nothing makes the
 * result an error, as in promptfoo.
 */
export async function applyAssertionTransform(code: string, output: unknown, input: AssertionInput): Promise<unknown> {
  const context = { vars: input.vars, prompt: { label: input.prompt } };
  let value: unknown;
  if (code.startsWith('file://')) {
    const { file, fn } = fileReference(code, input);
    if (JAVASCRIPT_FILE.test(file)) value = await callJavascriptFile(file, fn, [output, context]);
    else if (file.endsWith('.py'))
      value = await runPythonFunction(file, fn ?? 'get_transform', [output, context], input);
    else throw new Error(`Unsupported transform file format: ${code}`);
  } else {
    // The config's own code, compiled as promptfoo compiles it.
    const fn = new Function('output', 'context', 'process', code.includes('\n') ? code : `return ${code}`) as (
      ...a: unknown[]
    ) => unknown;
    try {
      value = await Promise.resolve(fn(output, context, process));
    } catch (error) {
      const shown = code.replace(/\s+/g, ' ').trim().slice(0, 80);
      throw new Error(`Transform failed (Inline transform: ${shown}): ${(error as Error).message}`);
    }
  }
  if (value === null || value === undefined) throw new Error(`Transform function did not return a value\n\n${code}`);
  return value;
}

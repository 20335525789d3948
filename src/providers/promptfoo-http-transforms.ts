import path from 'node:path';
import { importUserModule } from '../config/import-user-module.js';

/** A function of the config's code, called with the http provider's arguments. */
export type UserFunction = (...args: unknown[]) => unknown;

/**
 * How promptfoo 0.123.1 compiles each kind of the http provider's inline code: a response
 * transform is an expression of `json`, `text` and `context` (or a function of them), a request
 * transform also a body with `return`, a status validator an expression of `status` (or a function).
 */
export type CodeKind = 'expression' | 'body' | 'validator';

const FUNCTION_EXPRESSION = /^(\(.*?\)\s*=>|function\s*\(.*?\))/;

/**
 * The config's transform as a function: `file://x.js[:fn]` imported (the named export, else the
 * default), inline code compiled as promptfoo compiles it. It runs in this process, as promptfoo
 * runs it and as a promptfoo config's `javascript` assertions run here.
 */
export async function userFunction(
  spec: unknown,
  params: string[],
  dir: string,
  kind: CodeKind,
): Promise<UserFunction> {
  const code = String(spec).trim();
  if (code.startsWith('file://')) return fileFunction(code, dir);
  const args = params.join(', ');
  let compiled: UserFunction;
  if (kind === 'validator') {
    compiled =
      code.includes('=>') || code.startsWith('function')
        ? (new Function(`return ${code}`)() as UserFunction)
        : (new Function('status', `return ${code}`) as UserFunction);
    return compiled;
  }
  const body = FUNCTION_EXPRESSION.test(code)
    ? `return (${code})(${args});`
    : kind === 'body' && /\breturn\b/.test(code)
      ? code
      : `return (${code});`;
  compiled = new Function(...params, 'process', body) as UserFunction;
  const what = kind === 'expression' ? 'response' : 'request';
  return async (...values: unknown[]) => {
    try {
      return await compiled(...values, process);
    } catch (error) {
      throw new Error(`Failed to transform ${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

async function fileFunction(reference: string, dir: string): Promise<UserFunction> {
  const [file = '', name] = reference.slice('file://'.length).split(/:(?=[A-Za-z_$][\w$]*$)/);
  const exported = await importUserModule(path.resolve(dir, file));
  let found: unknown = name ? exported[name] : (exported.default ?? exported);
  if (!name && found !== null && typeof found === 'object' && 'default' in found)
    found = (found as { default: unknown }).default;
  if (typeof found !== 'function')
    throw new Error(
      `Transform module malformed: ${file} must export a function or have a default export as a function`,
    );
  return found as UserFunction;
}

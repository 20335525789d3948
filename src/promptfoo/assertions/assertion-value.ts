import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type nunjucks from 'nunjucks';
import { nunjucksEnvironment } from '../nunjucks-env.js';
import type { AssertionInput, GradingResult, PromptfooAssertion } from '../assertion-contract.js';
import { runPythonFunction } from './python-runner.js';
import { importUserModule } from '../../config/import-user-module.js';
import { referencedFileRefusal } from '../../config/repo-paths.js';

/**
 * An assertion's value made ready as promptfoo 0.123.1 makes it (runAssertion): a string is
 * rendered with the test's vars by nunjucks; `file://x.js[:fn]` and `file://x.py[:fn]` are called
 * with (output, context) and what they return is the value; `file://x.json|yaml|yml|txt` is read;
 * list items are rendered or read one by one.
 */
export interface ReadyValue {
  renderedValue: unknown;
  valueFromScript?: unknown;
  /** A python file that failed: promptfoo makes this the assertion's failed result. */
  failed?: GradingResult;
}

export const JAVASCRIPT_FILE = /\.(js|cjs|mjs|ts|cts|mts)$/i;

const engines = new WeakMap<object, nunjucks.Environment>();

/** promptfoo's nunjucks environment (nunjucks-env.ts), one per run environment. */
export function nunjucksFor(env: Record<string, string | undefined>): nunjucks.Environment {
  let engine = engines.get(env);
  if (!engine) {
    engine = nunjucksEnvironment({ env });
    engines.set(env, engine);
  }
  return engine;
}

export function renderTemplate(
  template: string,
  vars: Record<string, unknown>,
  env: Record<string, string | undefined>,
): string {
  return nunjucksFor(env).renderString(template, vars);
}

/** Where grading reads files from: the config's folder, and the file rule when the config gives one. */
export type FileBase = Pick<AssertionInput, 'configDir' | 'rootRule'>;

/**
 * `ref` resolved from the config's folder, under the file rule (`referencedFileRefusal`): the load
 * checked every reference it could, so only a path with a template in it, rendered per test, can be
 * refused here: an error, which errors the case.
 */
export function ruledPath(ref: string, base: FileBase): string {
  const file = path.resolve(base.configDir, ref);
  const refusal = base.rootRule && referencedFileRefusal(file, base.rootRule);
  if (refusal) throw new Error(`${file} ${refusal.reason}; ${refusal.fix}`);
  return file;
}

/** Splits `file://path[:fn]` into the path (resolved from the config's folder) and the function. */
export function fileReference(value: string, base: FileBase): { file: string; fn?: string } {
  const ref = value.slice('file://'.length);
  const colon = ref.indexOf(':');
  const file = ruledPath(colon === -1 ? ref : ref.slice(0, colon), base);
  return colon === -1 ? { file } : { file, fn: ref.slice(colon + 1) };
}

/** A `file://` value that is data, not code: JSON or YAML parsed, text trimmed. */
export function readDataFile(value: string, base: FileBase): unknown {
  const file = ruledPath(value.slice('file://'.length), base);
  const text = readFileSync(file, 'utf8');
  const ext = path.extname(file);
  if (ext === '.json' || ext === '.yaml' || ext === '.yml') return yaml.load(text);
  if (ext === '.txt') return text.trim();
  throw new Error(`Unsupported file type: ${file}`);
}

/** Calls a JavaScript file's function in-process, as promptfoo does (the user's own config). */
export async function callJavascriptFile(file: string, fn: string | undefined, args: unknown[]): Promise<unknown> {
  const mod = await importUserModule(file);
  const fallback = mod.default as Record<string, unknown> | ((...a: unknown[]) => unknown) | undefined;
  const named = fn ? (mod[fn] ?? (fallback as Record<string, unknown> | undefined)?.[fn]) : undefined;
  const target = named ?? (typeof fallback === 'function' ? fallback : undefined);
  if (typeof target !== 'function')
    throw new Error(`Assertion malformed: ${file} must export a function or have a default export as a function`);
  return (target as (...a: unknown[]) => unknown)(...args);
}

export async function readyValue(
  assertion: PromptfooAssertion,
  output: unknown,
  context: Record<string, unknown>,
  input: AssertionInput,
): Promise<ReadyValue> {
  const value = assertion.value;
  if (typeof value === 'string') {
    if (!value.startsWith('file://')) return { renderedValue: renderTemplate(value, input.vars, input.env) };
    const { file, fn } = fileReference(value, input);
    if (JAVASCRIPT_FILE.test(file))
      return { renderedValue: value, valueFromScript: await callJavascriptFile(file, fn, [output, context]) };
    if (file.endsWith('.py')) {
      try {
        return {
          renderedValue: value,
          valueFromScript: await runPythonFunction(file, fn ?? 'get_assert', [output, context], input),
        };
      } catch (error) {
        return { renderedValue: value, failed: { pass: false, score: 0, reason: (error as Error).message, assertion } };
      }
    }
    return { renderedValue: readDataFile(value, input) };
  }
  if (Array.isArray(value)) {
    return {
      renderedValue: value.map((v: unknown) => {
        if (typeof v !== 'string') return v;
        return v.startsWith('file://') ? readDataFile(v, input) : renderTemplate(v, input.vars, input.env);
      }),
    };
  }
  return { renderedValue: value };
}

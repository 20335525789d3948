import type { Ajv as AjvInstance, ValidateFunction } from 'ajv';
import { sharedRegexPool } from '../../safety/regex-pool.js';
import { envBool } from '../promptfoo-env.js';

/**
 * The one JSON Schema checker of promptfoo's assertions, set up as promptfoo sets up its own:
 * ajv in strict-schema mode (unless `PROMPTFOO_DISABLE_AJV_STRICT_MODE` is set) with ajv-formats.
 * ajv and ajv-formats are imported with the first schema checked, so a run without one never loads
 * them (the bundler packs them in a chunk of their own).
 */
const made = new Map<boolean, AjvInstance>();

/**
 * A schema's `pattern` and `patternProperties` are the config's regexes: compiled here to refuse a
 * bad one as ajv does (linear), tested only in the bounded sandbox (ajv tests synchronously).
 */
const sandboxedRegExp = Object.assign(
  (pattern: string, flags: string) => {
    const compiled = new RegExp(pattern, flags);
    return {
      test: (text: string) => sharedRegexPool.testNow(pattern, flags, text),
      toString: () => compiled.toString(),
    };
  },
  { code: 'sandboxedRegExp' },
);

type AjvModules = { Ajv: typeof AjvInstance; addFormats: (ajv: AjvInstance) => AjvInstance };
let modules: Promise<AjvModules> | undefined;

/** ajv and ajv-formats, imported once, with the first schema checked. */
function ajvModules(): Promise<AjvModules> {
  // Both are CommonJS: through the bundler's import() their `default` is module.exports (ajv's
  // class, ajv-formats' function) and named exports may be missing, so `default` it is.
  modules ??= Promise.all([import('ajv'), import('ajv-formats')]).then(([ajv, formats]) => ({
    Ajv: (ajv as unknown as { default: typeof AjvInstance }).default,
    addFormats: ((formats as { default?: unknown }).default ?? formats) as AjvModules['addFormats'],
  }));
  return modules;
}

export async function getAjv(env: Record<string, string | undefined> = process.env): Promise<AjvInstance> {
  const { Ajv, addFormats } = await ajvModules();
  const lax = envBool(env, 'PROMPTFOO_DISABLE_AJV_STRICT_MODE');
  let ajv = made.get(lax);
  if (!ajv) {
    ajv = new Ajv({ strictSchema: !lax, code: { regExp: sandboxedRegExp } });
    addFormats(ajv);
    made.set(lax, ajv);
  }
  return ajv;
}

export async function compileSchema(
  schema: object,
  env?: Record<string, string | undefined>,
): Promise<ValidateFunction> {
  return (await getAjv(env)).compile(schema);
}

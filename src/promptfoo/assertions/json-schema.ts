import { Ajv as AjvInstance, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { sharedRegexPool } from '../../safety/regex-pool.js';
import { envBool } from '../promptfoo-env.js';

/**
 * The one JSON Schema checker of promptfoo's assertions, set up as promptfoo sets up its own:
 * ajv in strict-schema mode (unless `PROMPTFOO_DISABLE_AJV_STRICT_MODE` is set) with ajv-formats.
 */
// Imported statically so the bundler packs them (a createRequire at run time found no ajv in dist/).
// ajv-formats is CommonJS: its function is the module itself or its `default`, by loader.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: AjvInstance,
) => AjvInstance;
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

export function getAjv(env: Record<string, string | undefined> = process.env): AjvInstance {
  const lax = envBool(env, 'PROMPTFOO_DISABLE_AJV_STRICT_MODE');
  let ajv = made.get(lax);
  if (!ajv) {
    ajv = new AjvInstance({ strictSchema: !lax, code: { regExp: sandboxedRegExp } });
    addFormats(ajv);
    made.set(lax, ajv);
  }
  return ajv;
}

export function compileSchema(schema: object, env?: Record<string, string | undefined>): ValidateFunction {
  return getAjv(env).compile(schema);
}

import { createRequire } from 'node:module';
import type { Ajv as AjvInstance, ValidateFunction } from 'ajv';

/**
 * The one JSON Schema checker of promptfoo's assertions, set up as promptfoo sets up its own:
 * ajv in strict-schema mode (unless `PROMPTFOO_DISABLE_AJV_STRICT_MODE` is set) with ajv-formats.
 */
const require = createRequire(import.meta.url);
const made = new Map<boolean, AjvInstance>();

export function getAjv(env: Record<string, string | undefined> = process.env): AjvInstance {
  const lax = ['1', 'true', 'yes', 'on'].includes((env.PROMPTFOO_DISABLE_AJV_STRICT_MODE ?? '').toLowerCase());
  let ajv = made.get(lax);
  if (!ajv) {
    const Ajv = require('ajv') as { default: new (o: object) => AjvInstance };
    const addFormats = require('ajv-formats') as { default: (a: AjvInstance) => void };
    ajv = new Ajv.default({ strictSchema: !lax });
    addFormats.default(ajv);
    made.set(lax, ajv);
  }
  return ajv;
}

export function compileSchema(schema: object, env?: Record<string, string | undefined>): ValidateFunction {
  return getAjv(env).compile(schema);
}

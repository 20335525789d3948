import yaml from 'js-yaml';
import type { ValidateFunction } from 'ajv';
import { getAjv } from './json-schema.js';
import type { AssertionHandler, AssertionParams } from './assertion-params.js';
import { invariant, not, verdict } from './assertion-params.js';

/**
 * `is-json` and `contains-json` as promptfoo 0.123.1 grades them: the whole answer (or each JSON
 * object found in it, read leniently as promptfoo reads it: YAML-flavoured JSON, `//` comments,
 * unclosed braces closed) parsed and, when the value gives a JSON Schema (object, YAML/JSON text or
 * a `file://` reference), checked with ajv in strict mode with ajv-formats, as promptfoo does.
 */

async function schemaValidator({
  baseType,
  renderedValue,
  valueFromScript,
  input,
}: AssertionParams): Promise<ValidateFunction> {
  const a = await getAjv(input.env);
  if (typeof renderedValue === 'string') {
    if (renderedValue.startsWith('file://')) {
      invariant(valueFromScript, `${baseType} references a file that does not export a JSON schema`);
      return a.compile(valueFromScript as object);
    }
    return a.compile(yaml.load(renderedValue) as object);
  }
  if (typeof renderedValue === 'object' && renderedValue !== null) return a.compile(renderedValue);
  throw new Error(`${baseType} assertion must have a string or object value`);
}

/** promptfoo's reason for JSON that breaks the schema, with ajv's errors. */
async function schemaMismatch(validate: ValidateFunction, env: Record<string, string | undefined>): Promise<string> {
  return `JSON does not conform to the provided schema. Errors: ${(await getAjv(env)).errorsText(validate.errors)}`;
}

const isJson: AssertionHandler = async (params) => {
  const { assertion, outputString, renderedValue, inverse, input } = params;
  let parsed: unknown;
  let pass: boolean;
  try {
    parsed = JSON.parse(outputString);
    pass = !inverse;
  } catch {
    pass = inverse;
  }
  if (parsed !== undefined && renderedValue) {
    const validate = await schemaValidator(params);
    const valid = validate(parsed);
    pass = inverse ? !valid : valid;
    if (!pass) {
      const reason = inverse
        ? 'Output is JSON that conforms to the provided schema'
        : await schemaMismatch(validate, input.env);
      return { pass, score: 0, reason, assertion };
    }
  }
  return verdict(assertion, pass, `Expected output to ${not(inverse)}be valid JSON`);
};

const containsJson: AssertionHandler = async (params) => {
  const { assertion, outputString, renderedValue, inverse, input } = params;
  let message = `Expected output to ${not(inverse)}contain valid JSON`;
  const objects = extractJsonObjects(outputString);
  let pass = inverse ? objects.length === 0 : objects.length > 0;
  for (const object of objects) {
    if (!renderedValue) continue;
    const validate = await schemaValidator(params);
    const valid = validate(object);
    pass = inverse ? !valid : valid;
    if (valid) {
      if (inverse) message = 'Output contains JSON conforming to the provided schema';
      break;
    }
    message = await schemaMismatch(validate, input.env);
  }
  return verdict(assertion, pass, message);
};

const MAX_JSON_LENGTH = 100_000;

/** Every JSON object in a text, found as promptfoo finds them (balanced braces from each `{`). */
export function extractJsonObjects(text: string): object[] {
  const found: object[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '{') continue;
    let open = 1;
    let close = 0;
    let j = i + 1;
    while (j < Math.min(i + MAX_JSON_LENGTH, text.length) && open > close) {
      if (text[j] === '{') open++;
      if (text[j] === '}') close++;
      j++;
      if (open === close || j === text.length || j === i + MAX_JSON_LENGTH) {
        try {
          const candidate = text.slice(i, j) + (open > close ? '}'.repeat(open - close) : '');
          const value = yaml.load(slashCommentsToHash(candidate), { json: true });
          if (typeof value === 'object' && value !== null) {
            found.push(value);
            i = j - 1;
            break;
          }
        } catch {
          if (open === close) break;
        }
      }
    }
  }
  return found;
}

function escaped(line: string, at: number): boolean {
  let n = 0;
  for (let k = at - 1; k >= 0 && line[k] === '\\'; k--) n++;
  return n % 2 === 1;
}

/** `//` comments outside quotes become YAML `#` comments (URLs with `://` are left alone). */
function slashCommentsToHash(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      let state: 'normal' | 'single' | 'double' = 'normal';
      let out = '';
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!;
        const next = line[i + 1] ?? '';
        const prev = i > 0 ? line[i - 1]! : '';
        if (state === 'normal') {
          if (c === "'" && !/[a-zA-Z]/.test(prev)) state = 'single';
          else if (c === '"') state = 'double';
          else if (c === '/' && next === '/') {
            let tokenStart = 0;
            for (let k = i - 1; k >= 0; k--) {
              if (/\s/.test(line[k]!)) {
                tokenStart = k + 1;
                break;
              }
            }
            if (!line.slice(tokenStart, i + 2).includes('://')) {
              let slashes = 2;
              while (i + slashes < line.length && line[i + slashes] === '/') slashes++;
              return out + '#'.repeat(Math.floor(slashes / 2)) + line.slice(i + slashes);
            }
          }
        } else if (state === 'single') {
          if (c === "'" && !escaped(line, i) && !/[a-zA-Z]/.test(next)) state = 'normal';
        } else if (c === '"' && !escaped(line, i)) {
          state = 'normal';
        }
        out += c;
      }
      return out;
    })
    .join('\n');
}

export const JSON_ASSERTIONS: Record<string, AssertionHandler> = { 'is-json': isJson, 'contains-json': containsJson };

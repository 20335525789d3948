import { isRecord } from '../config/is-record.js';
import { refuse } from './refuse.js';

/**
 * The config with its local JSON references replaced by what they point at, as promptfoo 0.123.1's
 * dereferenceConfig (json-schema-ref-parser) does when it reads a config: `$ref:
 * "#/assertionTemplates/name"` in an `assert:` list is that template; a `$ref` with keys beside it
 * (`weight: 3`) is the target with those keys over it. The `parameters` of a provider's tools and
 * functions are left as written: their `$ref`s are the JSON schema's own. A reference to another
 * file, one that points at nothing, and a circle of references are refused at load.
 */
export function dereferenceConfig(config: Record<string, unknown>, file: string): Record<string, unknown> {
  const keep = toolSchemas(config.providers);
  const resolving: string[] = [];

  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isRecord(value) || keep.has(value)) return value;
    if (typeof value.$ref === 'string') return resolved(value as Record<string, unknown> & { $ref: string });
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
  };

  const resolved = ({ $ref, ...beside }: Record<string, unknown> & { $ref: string }): unknown => {
    if (!$ref.startsWith('#'))
      refuse(file, `$ref ${$ref} points into another file, which this tool does not read`, 'copy it into the config');
    if (resolving.includes($ref)) refuse(file, `$ref ${$ref} refers back to itself`, 'break the circle of references');
    resolving.push($ref);
    const target = walk(pointAt(config, $ref, file));
    resolving.pop();
    return isRecord(target) && Object.keys(beside).length > 0 ? { ...target, ...(walk(beside) as object) } : target;
  };

  return walk(config) as Record<string, unknown>;
}

/** The value a `#/a/b` pointer names (JSON pointer escapes `~0`, `~1` and URL escapes undone). */
function pointAt(root: unknown, ref: string, file: string): unknown {
  let value = root;
  for (const part of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    const next = Array.isArray(value) ? value[Number(key)] : isRecord(value) ? value[key] : undefined;
    if (next === undefined)
      refuse(file, `$ref ${ref} points at nothing in the config`, 'check the name, e.g. #/assertionTemplates/<name>');
    value = next;
  }
  return value;
}

/** The JSON schemas of the providers' tools and functions, which promptfoo keeps out of dereferencing. */
function toolSchemas(providers: unknown): Set<unknown> {
  const kept = new Set<unknown>();
  for (const item of Array.isArray(providers) ? providers : []) {
    if (!isRecord(item)) continue;
    const provider = isRecord(item.config) ? item : Object.values(item)[0];
    const config = isRecord(provider) && isRecord(provider.config) ? provider.config : {};
    for (const tool of Array.isArray(config.tools) ? config.tools : [])
      if (isRecord(tool) && isRecord(tool.function) && tool.function.parameters) kept.add(tool.function.parameters);
    for (const fn of Array.isArray(config.functions) ? config.functions : [])
      if (isRecord(fn) && fn.parameters) kept.add(fn.parameters);
  }
  return kept;
}

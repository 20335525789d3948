import path from 'node:path';
import { isScalar, visit } from 'yaml';
import type { YamlSource } from '../config/yaml-source.js';
import { globFiles, isGlob } from './glob-files.js';
import { splitFunction } from './read-prompts.js';
import type { RootGuard } from './root-guard.js';

/**
 * Every `file://` reference among `values` (any field, any depth: prompts, vars, assertion values
 * and their list items, `javascript`/`python` files, transforms, rubric prompts, provider ids and
 * configs), put through the guard before anything is built or called; a glob's matches each. A
 * reference with a template in it (`file://{{ name }}.json`) names a file only per test: it is
 * left to the code that reads it. A refusal points at the config's line naming the file, else at `line`.
 */
export async function checkFileReferences(
  values: unknown,
  configDir: string,
  guard: RootGuard,
  line?: number,
): Promise<void> {
  const seen = new Set<string>();
  for (const ref of fileReferences(values, new Set())) {
    if (seen.has(ref) || /\{\{|\{%/.test(ref)) continue;
    seen.add(ref);
    const { file } = splitFunction(ref.slice('file://'.length));
    if (!isGlob(file)) guard(path.resolve(configDir, file), line);
    else for (const found of await globFiles(file, configDir)) guard(path.resolve(configDir, found), line);
  }
}

function* fileReferences(value: unknown, visited: Set<object>): Generator<string> {
  if (typeof value === 'string') {
    if (value.startsWith('file://')) yield value;
    return;
  }
  if (value === null || typeof value !== 'object' || visited.has(value)) return;
  visited.add(value);
  for (const item of Array.isArray(value) ? value : Object.values(value)) yield* fileReferences(item, visited);
}

/**
 * The line of the config that names a file (with or without `file://`), by the file's absolute
 * path: where a refusal points. The lines are gathered on the first question, which only a refusal asks.
 */
export function referenceLines(config: YamlSource, configDir: string): (file: string) => number | undefined {
  let lines: Map<string, number> | undefined;
  return (file) => {
    if (!lines) {
      const found = new Map<string, number>();
      const { doc, lineCounter } = config.syntax();
      visit(doc, {
        Scalar(_key, node) {
          if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return;
          const absolute = path.resolve(configDir, splitFunction(node.value.replace(/^file:\/\//, '')).file);
          if (!found.has(absolute)) found.set(absolute, lineCounter.linePos(node.range[0]).line);
        },
      });
      lines = found;
    }
    return lines.get(file);
  };
}

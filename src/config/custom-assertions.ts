import { existsSync } from 'node:fs';
import path from 'node:path';
import { ancestorDirs } from './repo-paths.js';

const EXTENSIONS = ['ts', 'js', 'mts', 'mjs'] as const;

/**
 * AgentV 4.x's custom assertion types: `.agentv/assertions/<type>.{ts,js,mts,mjs}` in the eval
 * file's folder or a parent (here: up to the repository root; the nearest wins) defines `type:
 * <type>`, a code grader written with AgentV's SDK (`defineAssertion`), which reads the 4.x grader
 * payload on stdin. A TypeScript file runs as AgentV runs it, `bun run <file>`; a JavaScript file
 * with this Node. Like AgentV, the entry's other keys are not passed on; `name`, `weight`,
 * `required`, `negate` and `min_score` apply as to any grader. Undefined when no such file exists.
 */
export function customAssertionEntry(
  entry: Record<string, unknown>,
  evalDir: string,
  repoRoot: string,
): { entry: Record<string, unknown>; type: string } | undefined {
  const type = entry.type;
  if (typeof type !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(type)) return undefined;
  for (const dir of ancestorDirs(evalDir, repoRoot)) {
    for (const ext of EXTENSIONS) {
      const file = path.join(dir, '.agentv', 'assertions', `${type}.${ext}`);
      if (!existsSync(file)) continue;
      const command = ext === 'ts' || ext === 'mts' ? ['bun', 'run', file] : [process.execPath, file];
      const gate = Object.fromEntries(
        ['weight', 'required', 'negate', 'min_score'].flatMap((key) =>
          entry[key] !== undefined ? [[key, entry[key]]] : [],
        ),
      );
      return { entry: { type: 'code-grader', name: entry.name ?? type, command, ...gate }, type };
    }
  }
  return undefined;
}

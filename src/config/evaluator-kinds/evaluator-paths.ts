import { statSync } from 'node:fs';
import path from 'node:path';
import { ancestorDirs, refuseOutsideRoot as refuseAt } from '../repo-paths.js';
import { configErrorAt, type FieldPath } from '../yaml-source.js';
import type { EvaluatorContext } from './evaluator-kind.js';

/**
 * The files an evaluator entry names (scripts, prompt files, prompt commands), found the way
 * AgentV finds them and held to the repository-root rule.
 */

/**
 * The script with its program resolved, after the repository-root rule was applied to every
 * relative path in it that names an existing file (`../../grade.py`, `node ../x.js`). Absolute
 * paths (`/usr/bin/env`) and bare commands (`python3`) are left alone: they are tools, not files
 * the eval file brings along.
 */
export function checkedScript(
  script: string | string[],
  at: FieldPath,
  ctx: EvaluatorContext,
  what = 'code evaluator script file',
): string | string[] {
  const tokens = typeof script === 'string' ? script.split(/\s+/) : script;
  for (const token of tokens) {
    if (token === '' || path.isAbsolute(token) || !/[\\/]/.test(token)) continue;
    const file = findFile(token, ctx);
    if (file !== undefined) refuseOutsideRoot(file, `${what} "${token}"`, at, ctx);
  }
  return resolveScript(script, ctx);
}

export function refuseOutsideRoot(file: string, what: string, at: FieldPath, ctx: EvaluatorContext): void {
  refuseAt(file, what, ctx.src, at, ctx);
}

/**
 * A prompt script's argv with its last element (the script, AgentV's rule) found from the eval
 * file's folder upward; a script that is not there is a load error, as in AgentV.
 */
export function promptScriptOf(argv: string[], at: FieldPath, ctx: EvaluatorContext): string[] {
  const script = argv[argv.length - 1] ?? '';
  const file = path.isAbsolute(script) ? (isFile(script) ? script : undefined) : findFile(script, ctx);
  if (file === undefined) {
    throw configErrorAt(
      ctx.src,
      at,
      `prompt command file "${script}" not found`,
      `fix the path; it is looked up from the eval file's folder ${ctx.evalDir} upward`,
    );
  }
  refuseOutsideRoot(file, `prompt command file "${script}"`, at, ctx);
  return [...argv.slice(0, -1), file];
}

/** Only the program (first argv element) is resolved, and only when it is an existing relative file. */
function resolveScript(script: string | string[], ctx: EvaluatorContext): string | string[] {
  if (typeof script === 'string') return resolveIfRelativeFile(script, ctx);
  const [first, ...rest] = script;
  return first === undefined ? script : [resolveIfRelativeFile(first, ctx), ...rest];
}

function resolveIfRelativeFile(candidate: string, ctx: EvaluatorContext): string {
  if (path.isAbsolute(candidate) || /\s/.test(candidate)) return candidate;
  return findFile(candidate, ctx) ?? candidate;
}

/**
 * A relative path as an existing file, looked up like file segments: from the eval file's folder,
 * then each parent up to the repository root (AgentV's search roots: `./validators/check.py` in
 * an eval under `evals/` is the repository's `validators/check.py`).
 */
function findFile(candidate: string, ctx: EvaluatorContext): string | undefined {
  for (const base of ancestorDirs(ctx.evalDir, ctx.repoRoot)) {
    const file = path.resolve(base, candidate);
    if (isFile(file)) return file;
  }
  return undefined;
}

/**
 * The prompt as a path when it is one line naming an existing file (eval folder, then each parent
 * up to the repo root).
 */
export function promptAsFile(prompt: string, ctx: EvaluatorContext): string | undefined {
  const candidate = prompt.trim();
  if (candidate === '' || candidate.includes('\n') || candidate.length > 500) return undefined;
  const file = findFile(candidate, ctx);
  return file === undefined ? undefined : path.relative(ctx.evalDir, file) || candidate;
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

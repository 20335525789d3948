import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { EvaluatorConfig, EvalSuite } from '../config/types.js';
import { loadEvalSuite } from '../config/load-eval-suite.js';
import { BUILT_IN_PARTS } from '../compose/run-suites.js';
import { findTargetsFile } from '../config/load-targets-file.js';
import { referencedFiles, runsScript } from '../config/evaluator-kinds.js';
import { findRepoRoot, isInside, PATH_LIKE } from '../config/repo-paths.js';
import { targetPrograms } from './target-programs.js';

/** What one suite's results depend on, as absolute paths. */
export interface SuiteDependencies {
  evalFile: string;
  dataset: string;
  /** Files whose change reruns the suite: the eval file, what it references, its targets file. */
  files: Set<string>;
  /** Folders (workspace templates, case folders, a target's cwd) any of whose files reruns the suite. */
  folders: Set<string>;
  /**
   * The files among {@link files} that are the runner's own inputs (the eval file, its cases,
   * prompts, guidelines, the targets file), not programs: a change to one concerns only the suites
   * that list it.
   */
  inputs: Set<string>;
  /**
   * Why the suite's cases run a program of the repository (an agent, a code evaluator, a workspace
   * setup) whose own dependencies cannot be listed; undefined when they only call model APIs.
   */
  program: string | undefined;
}

/** How to load a suite the way the run would. */
export interface DependencyOptions {
  /** The `targets` input (absolute), else the suite's own targets file is found. */
  targetsPath?: string;
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
}

/** Files read as text for references (case files, sidecars); larger ones are not scanned. */
const SCANNED = /\.(ya?ml|jsonl?|md|txt)$/i;
const MAX_SCANNED_BYTES = 4 * 1024 * 1024;

/**
 * Loads the suite as the run would and collects what it depends on: the eval file and its JSONL
 * sidecar, every referenced file the loader resolved (file segments, guidelines, judge prompts,
 * code judge scripts, a workspace template) and, since a reference may be written in a form the
 * loaded suite does not keep (case files of the tests format, a script inside a command line),
 * every existing path named in the eval file's text and in the text files it names, in turn.
 */
export async function suiteDependencies(evalFile: string, options: DependencyOptions): Promise<SuiteDependencies> {
  const evalDir = path.dirname(evalFile);
  const repoRoot = findRepoRoot(evalDir, options.cwd);
  const loadOptions = { repoRoot, env: options.env, cwd: options.cwd };
  // A promptfoo config is read by the reader the run uses for it; its prompt, test and script files
  // are found in its text below.
  const { suite } =
    (await BUILT_IN_PARTS.loadSuite?.(evalFile, loadOptions)) ?? (await loadEvalSuite(evalFile, loadOptions));
  const deps: SuiteDependencies = {
    evalFile,
    dataset: suite.dataset,
    files: new Set([evalFile]),
    folders: new Set(),
    inputs: new Set([evalFile]),
    program: undefined,
  };
  for (const sidecar of [
    evalFile.replace(/\.jsonl$/i, '.yaml'),
    evalFile.replace(/\.jsonl$/i, '.yml'),
    evalFile.replace(/\.ya?ml$/i, '.jsonl'),
  ]) {
    if (sidecar !== evalFile) input(deps, sidecar);
  }
  const targets = findTargetsFile({ explicit: options.targetsPath, evalFileDir: evalDir, repoRoot, cwd: options.cwd });
  if (targets) input(deps, targets);
  const referenced = await referencedBySuite(suite);
  for (const file of referenced.inputs) input(deps, file);
  for (const file of referenced.scripts) deps.files.add(file);
  if (referenced.scripts.length > 0 || referenced.runsScript) deps.program = 'a code evaluator runs a script';
  if (suite.workspace) {
    deps.folders.add(suite.workspace.template);
    deps.program ??= 'its cases run in a workspace';
  }
  const programs = targetPrograms(targets, repoRoot);
  for (const file of programs.files) deps.files.add(file);
  for (const folder of programs.folders) deps.folders.add(folder);
  deps.program ??= programs.program;
  await scanReferences(evalFile, { repoRoot, deps, seen: new Set() });
  return deps;
}

function input(deps: SuiteDependencies, file: string): void {
  deps.files.add(file);
  deps.inputs.add(file);
}

/**
 * Paths the loaded suite keeps: case files, file segments, guideline files and the files its
 * evaluators read (inputs), its evaluators' scripts; and whether any evaluator runs a script at all
 * (each evaluator kind says what it references, evaluator-kinds.ts).
 */
async function referencedBySuite(
  suite: EvalSuite,
): Promise<{ inputs: string[]; scripts: string[]; runsScript: boolean }> {
  const out = { inputs: [] as string[], scripts: [] as string[], runsScript: false };
  const evaluators = (configs: readonly EvaluatorConfig[]) => {
    out.runsScript ||= runsScript(configs);
    const files = referencedFiles(configs);
    out.inputs.push(...files.inputs);
    out.scripts.push(...files.scripts);
  };
  evaluators(suite.evaluators);
  for (let index = 0; index < suite.cases.count; index++) {
    const evalCase = await suite.cases.load(index);
    out.inputs.push(
      ...evalCase.guidelineFiles.map((f) => f.absolutePath),
      ...evalCase.inputFiles.map((f) => f.absolutePath),
      ...(evalCase.file ? [evalCase.file] : []),
    );
    if (evalCase.evaluators) evaluators(evalCase.evaluators);
  }
  return out;
}

/**
 * Every path-like word of `file` that names an existing file or folder inside the repository,
 * relative to the file's folder or (with a leading slash) to the repository root. Folders that
 * hold the file itself are never dependencies: they would make every sibling a change.
 */
async function scanReferences(
  file: string,
  ctx: { repoRoot: string; deps: SuiteDependencies; seen: Set<string> },
): Promise<void> {
  if (ctx.seen.has(file) || !SCANNED.test(file)) return;
  ctx.seen.add(file);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile() || info.size > MAX_SCANNED_BYTES) return;
  const words = new Set((await readFile(file, 'utf8')).match(/[A-Za-z0-9_.@~/-]+/g) ?? []);
  const dir = path.dirname(file);
  for (const word of words) {
    if (!PATH_LIKE.test(word)) continue;
    // `/x` may be repository-relative, absolute, or the tail of `file://x`.
    const candidates = word.startsWith('/')
      ? [path.join(ctx.repoRoot, word), word, path.resolve(dir, word.replace(/^\/+/, ''))]
      : [path.resolve(dir, word)];
    for (const candidate of candidates) {
      if (!isInside(candidate, ctx.repoRoot) || isInside(file, candidate)) continue;
      const found = await stat(candidate).catch(() => undefined);
      if (found?.isDirectory()) ctx.deps.folders.add(candidate);
      if (!found?.isFile()) continue;
      // A text file the eval file names is data the runner reads; anything else may be a program.
      if (SCANNED.test(candidate)) input(ctx.deps, candidate);
      else ctx.deps.files.add(candidate);
      await scanReferences(candidate, ctx);
    }
  }
}

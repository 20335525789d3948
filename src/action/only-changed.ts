import path from 'node:path';
import type { EvalResult } from '../results/eval-result.js';
import type { GithubClient } from './action-context.js';
import { suiteDependencies, type DependencyOptions, type SuiteDependencies } from './suite-dependencies.js';

/** GitHub lists at most this many files of a pull request; a longer list may be cut. */
const MAX_LISTED_FILES = 3000;

/** A suite not run again: its baseline results stand in for it. */
export interface CarriedSuite {
  /** The eval file, relative to the workspace. */
  file: string;
  dataset: string;
  /** The baseline's records of its dataset, marked `carried`. */
  records: EvalResult[];
}

/** Which suites run, and which are carried from the baseline. */
export interface SuiteSelection {
  run: string[];
  carried: CarriedSuite[];
  /** Why suites ran that none of their own files changed for (a change the Action cannot place). */
  note?: string;
}

/**
 * The pull request's changed paths (relative to the repository root), renamed files under both
 * names; undefined when GitHub may have cut the list, so nothing can be skipped safely.
 */
export async function pullRequestFiles(
  octokit: GithubClient,
  target: { owner: string; repo: string; number: number },
): Promise<string[] | undefined> {
  const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
    owner: target.owner,
    repo: target.repo,
    pull_number: target.number,
    per_page: 100,
  });
  if (files.length >= MAX_LISTED_FILES) return undefined;
  return files.flatMap((f) => (f.previous_filename ? [f.filename, f.previous_filename] : [f.filename]));
}

/** A change to `.agentv` configuration (guideline patterns, settings) can change every suite. */
export function isAgentvConfig(file: string): boolean {
  const parts = file.split('/');
  const name = parts.at(-1) ?? '';
  if (name === '.agentv.yaml' || name === '.agentv.yml') return true;
  const at = parts.indexOf('.agentv');
  // Results and the response cache live there too, but they are outputs, not configuration.
  return at >= 0 && parts[at + 1] !== 'results' && parts[at + 1] !== 'cache';
}

/** Results and the response cache under `.agentv`: outputs of runs, never an input. */
function isAgentvOutput(file: string): boolean {
  const parts = file.split('/');
  const at = parts.indexOf('.agentv');
  return at >= 0 && (parts[at + 1] === 'results' || parts[at + 1] === 'cache');
}

/** What the selection needs besides the eval files. */
export interface SelectionInput extends DependencyOptions {
  /** Changed paths relative to `workspace` (the repository root), forward slashes. */
  changed: readonly string[];
  workspace: string;
  baseline: readonly EvalResult[];
}

/**
 * Suites none of whose files changed and whose dataset the baseline holds are carried; every
 * other suite runs. A changed file that is no suite's input (source code, a script, anything an
 * agent or a code evaluator may import or read) may matter to any program a suite runs, so every
 * suite that runs one runs; suites that only call model APIs depend on their inputs alone. A
 * dataset shared with a suite that runs is never carried (its records could not be told apart),
 * and a change to `.agentv` configuration runs everything.
 */
export async function selectChangedSuites(
  evalFiles: readonly string[],
  input: SelectionInput,
): Promise<SuiteSelection> {
  if (input.changed.some(isAgentvConfig)) return { run: [...evalFiles], carried: [] };
  const changed = new Set(
    input.changed.filter((file) => !isAgentvOutput(file)).map((file) => path.resolve(input.workspace, file)),
  );
  const all: SuiteDependencies[] = [];
  for (const file of evalFiles) all.push(await suiteDependencies(file, input));
  const inputs = new Set(all.flatMap((deps) => [...deps.inputs]));
  const unplaced = [...changed].filter((file) => !inputs.has(file));
  const suites = all.map((deps) => {
    const own =
      [...deps.files].some((f) => changed.has(f)) ||
      [...changed].some((f) => [...deps.folders].some((dir) => f.startsWith(`${dir}${path.sep}`)));
    return {
      deps,
      touched: own || (deps.program !== undefined && unplaced.length > 0),
      unsure: !own && deps.program !== undefined && unplaced.length > 0,
    };
  });
  const byDataset = new Map<string, EvalResult[]>();
  for (const record of input.baseline)
    byDataset.set(record.dataset, [...(byDataset.get(record.dataset) ?? []), record]);
  const runDatasets = new Set(
    suites.filter((s) => s.touched || !byDataset.has(s.deps.dataset)).map((s) => s.deps.dataset),
  );
  const selection: SuiteSelection = { run: [], carried: [] };
  for (const { deps } of suites) {
    if (runDatasets.has(deps.dataset)) selection.run.push(deps.evalFile);
    else
      selection.carried.push({
        file: path.relative(input.workspace, deps.evalFile).split(path.sep).join('/'),
        dataset: deps.dataset,
        records: [],
      });
  }
  const unsure = suites.filter((s) => s.unsure);
  if (unsure.length > 0) {
    const files = unplaced.slice(0, 3).map((file) => path.relative(input.workspace, file).split(path.sep).join('/'));
    const why = unsure[0]?.deps.program ?? '';
    selection.note =
      `${unplaced.length} changed file(s) no eval file names ` +
      (`(${files.join(', ')}${unplaced.length > files.length ? ', …' : ''}) may change what a suite runs, ` +
        `so ${unsure.length} suite(s) that run a program ran too (e.g. ${why})`);
  }
  // Each carried dataset's records once, even when two unchanged files share the dataset.
  const taken = new Set<string>();
  for (const suite of selection.carried) {
    if (taken.has(suite.dataset)) continue;
    taken.add(suite.dataset);
    suite.records = (byDataset.get(suite.dataset) ?? []).map((record) => ({ ...record, carried: true }));
  }
  return selection;
}

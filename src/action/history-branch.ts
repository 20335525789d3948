import { gunzipSync, gzipSync } from 'node:zlib';
import {
  addRun,
  type HistoryEntry,
  type HistoryIndex,
  parseHistoryIndex,
  serializeHistoryIndex,
} from '../history/history-index.js';
import { renderDashboard } from '../history/render-dashboard.js';
import { DEFAULT_MAX_RUNS } from '../results/result-defaults.js';
import { type EvalResult, serializeResult } from '../results/eval-result.js';
import { parseResultsText } from '../results/read-results.js';
import type { GithubClient } from './action-context.js';
import {
  type BranchFileChange,
  type BranchHead,
  type BranchTarget,
  type CommitOutcome,
  type CommitRetry,
  commitToBranch,
  headReader,
  readHead,
} from './branch-commit.js';

/**
 * The results branch's layout: the dashboard at the root, one folder per suite key (the artifact
 * name) with its history index and, per run, its records (gzip-compressed JSONL) and its summary.
 *
 *     index.html
 *     <suite>/index.json
 *     <suite>/runs/<run>/records.jsonl.gz
 *     <suite>/runs/<run>/summary.json
 */
export const historyPaths = {
  dashboard: 'index.html',
  index: (suite: string) => `${suite}/index.json`,
  runs: (suite: string) => `${suite}/runs`,
  records: (suite: string, run: string) => `${suite}/runs/${run}/records.jsonl.gz`,
  summary: (suite: string, run: string) => `${suite}/runs/${run}/summary.json`,
};

/**
 * What the branch keeps: every suite's index holds its newest `maxRuns` runs (figures and each case's
 * score), and only the newest `keepRunFiles` runs keep their records and summary; older runs' files
 * are removed in the commit that adds a run, so the branch's tree stays bounded.
 */
export interface HistoryBranchPolicy {
  maxRuns: number;
  keepRunFiles: number;
}

/** Runs whose records and summary stay on the branch unless `history-keep-runs` says otherwise. */
export const DEFAULT_KEEP_RUN_FILES = 100;

export const DEFAULT_HISTORY_POLICY: HistoryBranchPolicy = {
  maxRuns: DEFAULT_MAX_RUNS,
  keepRunFiles: DEFAULT_KEEP_RUN_FILES,
};

/** One run to add: its entry (from `historyRunOf`), its records, and its summary file's text. */
export interface HistoryBranchRun {
  entry: HistoryEntry;
  records: readonly EvalResult[];
  summaryJson: string;
}

/**
 * Adds a run to the results branch in one commit: its records and summary, its entry merged into
 * the suite's index (read from the head each attempt, so runs finishing together all stay), older
 * runs' files past the policy removed, and the dashboard drawn again from every suite's index.
 * A suite index the branch holds but that cannot be read is never overwritten: this throws.
 */
export async function writeHistoryBranch(
  octokit: GithubClient,
  target: BranchTarget,
  run: HistoryBranchRun,
  options: { retry: CommitRetry; policy?: HistoryBranchPolicy; warn(message: string): void },
): Promise<CommitOutcome> {
  const policy = options.policy ?? DEFAULT_HISTORY_POLICY;
  const { suite, run: entryRun } = run.entry;
  const runName = entryRun.run_id;
  checkSegment(suite, 'suite key');
  checkSegment(runName, 'run id');
  const records = gzipSync(run.records.map((r) => serializeResult(r, 'jsonl')).join(''));
  return commitToBranch(
    octokit,
    target,
    async (head) => {
      const index = addRun(await indexAt(head, suite, target.branch), run.entry, { maxRuns: policy.maxRuns });
      const others = await otherIndexes(head, suite, options.warn);
      const files: BranchFileChange[] = [
        { path: historyPaths.records(suite, runName), content: records },
        { path: historyPaths.summary(suite, runName), content: run.summaryJson },
        { path: historyPaths.index(suite), content: serializeHistoryIndex(index) },
        ...(await expiredRunFiles(head, index, policy.keepRunFiles, runName)),
        { path: historyPaths.dashboard, content: renderDashboard([...others, index]) },
      ];
      const sha = entryRun.sha ? ` (${entryRun.sha.slice(0, 7)})` : '';
      return { message: `agentv: ${suite} run ${runName}${sha}`, files };
    },
    options.retry,
  );
}

/** The suite's index at the head; undefined when it has none, an error when it is not an index. */
async function indexAt(head: BranchHead, suite: string, branch: string): Promise<HistoryIndex | undefined> {
  const bytes = await head.read(historyPaths.index(suite));
  if (!bytes) return undefined;
  const parsed = parseHistoryIndex(bytes.toString('utf8'));
  if ('error' in parsed)
    throw new Error(
      `${branch}:${historyPaths.index(suite)} is not a history index (${parsed.error}); ` +
        'fix or remove it on the branch, the run was not added',
    );
  return parsed.index;
}

const LEFT_OUT = 'left out of the dashboard';

/** Every other suite's index, for the dashboard; one that cannot be read is left out of it, with a warning. */
async function otherIndexes(head: BranchHead, suite: string, warn: (m: string) => void): Promise<HistoryIndex[]> {
  const folders = (await head.list('')).filter((e) => e.type === 'tree' && e.name !== suite);
  const indexes: HistoryIndex[] = [];
  for (const { name } of folders) {
    const bytes = await head.read(historyPaths.index(name));
    if (!bytes) continue;
    const parsed = parseHistoryIndex(bytes.toString('utf8'));
    if ('index' in parsed) indexes.push(parsed.index);
    else warn(`history branch: ${historyPaths.index(name)} is not a history index (${parsed.error}); ${LEFT_OUT}`);
  }
  return indexes;
}

/** Removals of the run files of every run but the index's newest `keep` (runs dropped from the index too). */
async function expiredRunFiles(
  head: BranchHead,
  index: HistoryIndex,
  keep: number,
  adding: string,
): Promise<BranchFileChange[]> {
  const kept = new Set([...index.runs.slice(-keep).map((r) => r.run_id), adding]);
  const prefix = `${historyPaths.runs(index.suite)}/`;
  return (await head.files(historyPaths.runs(index.suite)))
    .filter((file) => !kept.has(file.slice(prefix.length).split('/')[0] ?? ''))
    .map((file) => ({ path: file, remove: true as const }));
}

/** A suite key or run id is one folder name: no slash, not `.` or `..`, no control characters. */
function checkSegment(value: string, what: string): void {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (value === '' || value === '.' || value === '..' || /[/\\\u0000-\u001f]/.test(value))
    throw new Error(`the ${what} "${value.slice(0, 80)}" cannot name a folder of the results branch`);
}

/** A suite's history as the branch holds it, and the records of any of its runs that kept them. */
export interface HistoryBranchReader {
  /** The branch exists. */
  exists: boolean;
  index: HistoryIndex | undefined;
  /** A run's records; undefined when the branch no longer keeps them (the size policy). */
  records(runName: string): Promise<EvalResult[] | undefined>;
}

/** Reads a suite's index from the branch's head (a read-only token is enough). */
export async function readHistoryBranch(
  octokit: GithubClient,
  target: BranchTarget,
  suite: string,
  warn: (message: string) => void,
): Promise<HistoryBranchReader> {
  const head = await readHead(octokit, target);
  const reader = headReader(octokit, target, head);
  const index = head ? await indexAt(reader, suite, target.branch) : undefined;
  return {
    exists: head !== undefined,
    index,
    async records(runName) {
      const path = historyPaths.records(suite, runName);
      const bytes = await reader.read(path);
      if (!bytes) return undefined;
      const outcome = parseResultsText(`${target.branch}:${path.replace(/\.gz$/, '')}`, gunzipSync(bytes).toString());
      for (const warning of outcome.warnings) warn(warning);
      return outcome.records;
    },
  };
}

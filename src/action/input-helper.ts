import path from 'node:path';
import * as core from '@actions/core';
import { z } from 'zod';
import { buildRunOptions } from '../engine/run/build-run-options.js';
import { MAX_SHARDS } from '../engine/run/plan.js';
import { field, onOff, type ParsedFields, parseFields, rule, text, wholeNumber } from '../engine/run/input-fields.js';
import {
  parseRunOptionInputs,
  type RunOptionInputName,
  type RunOptions,
  runOptionInputsSchema,
} from '../engine/run/run-options.js';
import { ConfigError } from '../errors/config-error.js';
import { DEFAULT_MIN_LABEL_AGREEMENT } from '../results/result-defaults.js';
import { DEFAULT_KEEP_RUN_FILES } from './history-branch.js';

/** Where the comparison baseline comes from. */
export type BaselineSetting = { kind: 'auto'; events: string[] } | { kind: 'none' } | { kind: 'path'; path: string };

/** Runs of the base branch the trend shows unless `trend-runs` says otherwise. */
export const DEFAULT_TREND_RUNS = 10;

/** The base-branch runs `baseline: auto` learns from, unless `baseline-events` says otherwise. */
export const DEFAULT_BASELINE_EVENTS = ['push', 'schedule', 'workflow_dispatch'];

/**
 * The Action's inputs: the run options (parsed by the schema `agentv eval`'s flags go through)
 * and what only the Action does with a run (comment, artifacts, baseline, gates, reports).
 */
export interface ActionConfig {
  /** `shard: i/n` is `run.shard`; `shard: merge` is `inputs.shardMerge`. */
  run: RunOptions;
  inputs: ActionInputs;
}

/** The inputs only the Action has, parsed and validated once. */
export interface ActionInputs {
  paths: string[];
  /** `fork-without-secrets`: a fork's pull request whose targets need unset keys replays the cache, skips, or fails. */
  forkWithoutSecrets: ForkWithoutSecrets;
  /** `only-changed: true`: on a pull request, suites whose files did not change are carried from the baseline. */
  onlyChanged: boolean;
  /** `force: true`: run every suite whatever `only-changed` says. */
  force: boolean;
  /** `shard: merge`: download every shard artifact of this workflow run, merge them and report once. */
  shardMerge: boolean;
  /**
   * This job's place in a matrix whose merge job reports: `shard: i/n` (the job runs its hash part
   * of the cases) or, with `queue`, the same input naming a job that takes cases from the shared
   * queue. Either way the job uploads `<artifact-name>-shard-<i>-of-<n>` and does not comment.
   */
  part?: { index: number; count: number };
  githubToken: string;
  artifactName: string;
  retentionDays?: number;
  comment: boolean;
  commentKey: string;
  /** `comment-on-push`: a push run updates the comment of the open pull request of its commit. */
  commentOnPush: boolean;
  baseline: BaselineSetting;
  minScore?: number;
  failOnRegression: boolean;
  /** `fail-on-new-failures`: fail when a case that passed on the baseline fails now. */
  failOnNewFailures: boolean;
  /** `trend-runs`: the base branch's runs the trend shows (0: none). */
  trendRuns: number;
  /** `history-branch`: the results branch default-branch runs commit to, and pull requests read from. */
  historyBranch?: string;
  /** `history-keep-runs`: the newest runs per suite whose records and summary the results branch keeps. */
  historyKeepRuns: number;
  /** `junit`: where to write the results as JUnit XML (absolute), when asked. */
  junitPath?: string;
  /** `report`: write the HTML report (and upload it with the results). */
  htmlReport: boolean;
  /** `labels`: people's labels file (absolute) the judges are checked against, when given. */
  labelsPath?: string;
  /** `min-label-agreement`: a judge below this agreement with the labels is a warning. */
  minLabelAgreement: number;
  /** Absolute; eval paths, targets and the results file are relative to it. */
  workingDirectory: string;
}

/** `fork-without-secrets`: what a pull request from a fork does when its targets need keys it was not given. */
export const FORK_WITHOUT_SECRETS = ['cache-only', 'skip', 'fail'] as const;
export type ForkWithoutSecrets = (typeof FORK_WITHOUT_SECRETS)[number];

/** A share from 0 to 1 (`min-score`, `min-label-agreement`). */
const share = field('a number from 0 to 1', (raw) => {
  const value = /^\d*\.?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return value >= 0 && value <= 1 ? value : undefined;
});

/**
 * The inputs only the Action has, made of the same field pieces as the run options; an empty
 * input is not given, and takes its default in {@link actionOnlyInputs}.
 */
const actionOnlySchema = z.object({
  // Empty only with shard: merge, which runs nothing (checked after the fields).
  paths: text.transform((raw) => splitList(raw)),
  'fork-without-secrets': field(FORK_WITHOUT_SECRETS.join(', '), (raw) =>
    (FORK_WITHOUT_SECRETS as readonly string[]).includes(raw) ? (raw as ForkWithoutSecrets) : undefined,
  ),
  'only-changed': onOff,
  force: onOff,
  'github-token': text,
  'artifact-name': rule('must not contain " : < > | * ? \\ / or line breaks', (raw) =>
    /^[^"<>|*?:\\/\r\n]+$/.test(raw) ? raw : undefined,
  ),
  'retention-days': wholeNumber(1, 90),
  comment: onOff,
  'comment-key': field('1–64 letters, digits, dots, dashes or underscores', (raw) =>
    /^[A-Za-z0-9._-]{1,64}$/.test(raw) ? raw : undefined,
  ),
  'comment-on-push': onOff,
  baseline: text,
  'baseline-events': field('a comma-separated list of event names such as push, schedule, workflow_dispatch', (raw) => {
    const events = splitList(raw);
    if (events.length === 0) return DEFAULT_BASELINE_EVENTS;
    return events.every((e) => /^[a-z_]+$/.test(e)) ? events : undefined;
  }),
  'min-score': share,
  'fail-on-regression': onOff,
  'fail-on-new-failures': onOff,
  'trend-runs': wholeNumber(0, 100),
  'history-branch': field('a branch name such as agentv-history', (raw) =>
    /^(?!.*\.\.)(?!.*\/\/)(?!.*\.lock$)[A-Za-z0-9_][A-Za-z0-9._/-]*(?<![./])$/.test(raw) ? raw : undefined,
  ),
  'history-keep-runs': wholeNumber(1, 10_000),
  junit: text,
  report: onOff,
  labels: text,
  'min-label-agreement': share,
  'working-directory': text,
});

type ActionOnlyName = keyof typeof actionOnlySchema.shape;

/** Every input of action.yml, in its order; those named like a run option are parsed by the run-options schema. */
export const ACTION_INPUT_NAMES = [
  'paths',
  'target',
  'targets',
  'workers',
  'iterations',
  'pass-policy',
  'early-stop',
  'strict',
  'max-concurrent-calls',
  'adaptive',
  'budget-usd',
  'max-cases',
  'rerun-failed',
  'tag',
  'exclude-tag',
  'filter-metadata',
  'sample',
  'seed',
  'cache',
  'cache-only',
  'fork-without-secrets',
  'only-changed',
  'force',
  'shard',
  'queue',
  'run-id',
  'queue-lease',
  'output-format',
  'dry-run',
  'github-token',
  'artifact-name',
  'retention-days',
  'comment',
  'comment-key',
  'comment-on-push',
  'baseline',
  'baseline-events',
  'min-score',
  'fail-on-regression',
  'fail-on-new-failures',
  'trend-runs',
  'history-branch',
  'history-keep-runs',
  'junit',
  'report',
  'labels',
  'min-label-agreement',
  'working-directory',
] as const satisfies readonly (ActionOnlyName | RunOptionInputName)[];

export type ActionInputName = (typeof ACTION_INPUT_NAMES)[number];

const FIXES: Record<ActionOnlyName, string> = {
  paths: 'list eval files, folders or quoted globs, one per line or comma-separated, e.g. paths: evals/**/*.yaml',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the fix shows the workflow expression to write
  'github-token': 'pass a token, e.g. github-token: ${{ secrets.GITHUB_TOKEN }}',
  'artifact-name': 'use a name like agentv-results-main',
  'retention-days':
    'set retention-days to a whole number of days from 1 to 90, or leave it out for the repository default',
  comment: 'write comment: true or comment: false',
  'comment-key': 'use a short name such as comment-key: unit-suite',
  'fork-without-secrets': 'write fork-without-secrets: cache-only, skip or fail',
  'only-changed': 'write only-changed: true or only-changed: false',
  force: 'write force: true or force: false',
  'comment-on-push': 'write comment-on-push: true or comment-on-push: false',
  report: 'write report: true or report: false',
  baseline: 'use baseline: auto, baseline: none, or the path of a results file',
  'baseline-events': 'list event names, e.g. baseline-events: push, schedule',
  'min-score': 'set min-score to a number from 0 to 1, e.g. min-score: 0.7',
  'fail-on-regression': 'write fail-on-regression: true or fail-on-regression: false',
  'fail-on-new-failures': 'write fail-on-new-failures: true or fail-on-new-failures: false',
  'trend-runs': 'set trend-runs to a number of runs from 0 (no trend) to 100, e.g. trend-runs: 10',
  'history-branch': 'name a branch for the results, e.g. history-branch: agentv-history, or leave it out',
  'history-keep-runs': 'set history-keep-runs to a number of runs from 1 to 10000, e.g. history-keep-runs: 100',
  junit: 'give a file path such as junit: reports/junit.xml, or leave it out',
  labels: 'give the labels file saved from the HTML report, e.g. labels: evals/labels.json, or leave it out',
  'min-label-agreement': 'set min-label-agreement to a number from 0 to 1, e.g. min-label-agreement: 0.8',
  'working-directory': 'give a folder relative to the workspace',
};

/** The inputs that are run options: the run-options schema parses them, as it parses the CLI's flags. */
const SHARED_INPUT_NAMES = ACTION_INPUT_NAMES.filter(
  (name): name is ActionInputName & RunOptionInputName => name in runOptionInputsSchema.shape,
);
const ACTION_ONLY_NAMES = Object.keys(actionOnlySchema.shape) as ActionOnlyName[];

/**
 * Reads and validates every input; a bad one is a ConfigError naming the input and its fix.
 * `read` is `core.getInput` in the Action (empty string when unset); `workspace` anchors
 * `working-directory`; `nowMs` names the results file.
 */
export function parseInputs(
  read: (name: string) => string,
  workspace: string,
  nowMs: number,
  env: NodeJS.ProcessEnv = {},
): ActionConfig {
  const raw = Object.fromEntries(ACTION_INPUT_NAMES.map((name) => [name, read(name).trim()]));
  // Every job of one workflow run attempt shares its queue unless `run-id` names another.
  if (raw.queue && !raw['run-id'] && env.GITHUB_RUN_ID)
    raw['run-id'] = `${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT || '1'}`;
  // An empty input is one not given.
  const given = (name: ActionInputName) => raw[name] || undefined;
  const input = parseFields(actionOnlySchema, Object.fromEntries(ACTION_ONLY_NAMES.map((n) => [n, given(n)])), {
    label: (name) => `input "${name}"`,
    wording: Object.fromEntries(ACTION_ONLY_NAMES.map((name) => [name, { fix: FIXES[name] }])),
    // The token is never echoed; other values are short user text worth showing.
    hidden: ['github-token'],
  });
  if (input['min-label-agreement'] !== undefined && !input.labels)
    throw new ConfigError(
      'input "min-label-agreement" needs labels to compare the judges with',
      {},
      'add labels: <the labels file saved from the HTML report>, or drop min-label-agreement',
    );
  const shardMerge = raw.shard?.toLowerCase() === 'merge';
  if ((input.paths ?? []).length === 0 && !shardMerge)
    throw new ConfigError(
      `input "paths" must list at least one eval file, folder or glob, got "${String(raw.paths).slice(0, 80)}"`,
      {},
      FIXES.paths,
    );
  const workingDirectory = path.resolve(workspace, input['working-directory'] ?? '.');
  const shared = parseSharedInputs(raw, shardMerge);
  // With a queue, `shard: i/n` names the matrix job (its artifact, the merge); the queue shares the cases.
  const queueJob = shared.queue !== undefined ? shared.shard : undefined;
  const run = buildRunOptions(queueJob ? { ...shared, shard: undefined } : shared, { root: workingDirectory, nowMs });
  const part = run.shard ?? queueJob;
  return { run, inputs: { ...actionOnlyInputs(input, { shardMerge, workingDirectory }), ...(part ? { part } : {}) } };
}

/** The inputs the Action shares with `agentv eval`'s flags, through the one run-options schema. */
function parseSharedInputs(raw: Record<string, string>, shardMerge: boolean) {
  // An empty input is one not given; `shard: merge` is the Action's own (no run options' shard).
  const given = Object.fromEntries(
    SHARED_INPUT_NAMES.map((name) => [name, name === 'shard' && shardMerge ? undefined : raw[name] || undefined]),
  );
  return parseRunOptionInputs(given, (name) => `input "${name}"`, {
    // `shard` has one more form here (merge), so its message says so.
    shard: {
      expected: `i/n (1 <= i <= n <= ${MAX_SHARDS}) or merge`,
      fix:
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fix shows the workflow expression to write
        'write shard: ${{ matrix.shard }}/3 in the matrix jobs (shard: 1/3 … 3/3) ' +
        'and shard: merge in the final job',
    },
    cache: { fix: 'write cache: true or cache: false' },
  });
}

/** The Action-only inputs with their defaults, paths resolved against the working directory. */
function actionOnlyInputs(
  input: ParsedFields<typeof actionOnlySchema.shape>,
  place: { shardMerge: boolean; workingDirectory: string },
): ActionInputs {
  const { workingDirectory } = place;
  const commentKey = input['comment-key'] ?? 'default';
  return {
    paths: input.paths ?? [],
    forkWithoutSecrets: input['fork-without-secrets'] ?? 'cache-only',
    onlyChanged: input['only-changed'] ?? false,
    force: input.force ?? false,
    shardMerge: place.shardMerge,
    githubToken: input['github-token'] ?? '',
    artifactName: input['artifact-name'] ?? `agentv-results-${commentKey}`,
    ...(input['retention-days'] !== undefined ? { retentionDays: input['retention-days'] } : {}),
    comment: input.comment ?? true,
    commentKey,
    commentOnPush: input['comment-on-push'] ?? true,
    baseline: parseBaseline(
      input.baseline ?? '',
      workingDirectory,
      input['baseline-events'] ?? DEFAULT_BASELINE_EVENTS,
    ),
    ...(input['min-score'] !== undefined ? { minScore: input['min-score'] } : {}),
    failOnRegression: input['fail-on-regression'] ?? false,
    failOnNewFailures: input['fail-on-new-failures'] ?? false,
    trendRuns: input['trend-runs'] ?? DEFAULT_TREND_RUNS,
    ...(input['history-branch'] ? { historyBranch: input['history-branch'] } : {}),
    historyKeepRuns: input['history-keep-runs'] ?? DEFAULT_KEEP_RUN_FILES,
    ...(input.junit ? { junitPath: path.resolve(workingDirectory, input.junit) } : {}),
    htmlReport: input.report ?? true,
    ...(input.labels ? { labelsPath: path.resolve(workingDirectory, input.labels) } : {}),
    minLabelAgreement: input['min-label-agreement'] ?? DEFAULT_MIN_LABEL_AGREEMENT,
    workingDirectory,
  };
}

function parseBaseline(raw: string, cwd: string, events: string[]): BaselineSetting {
  const value = raw.trim();
  if (value === '' || value.toLowerCase() === 'auto') return { kind: 'auto', events };
  if (value.toLowerCase() === 'none') return { kind: 'none' };
  return { kind: 'path', path: path.resolve(cwd, value) };
}

/** {@link parseInputs} over the runner's `INPUT_*` variables. */
export function getInputs(workspace: string, nowMs: number): ActionConfig {
  return parseInputs((name) => core.getInput(name), workspace, nowMs, process.env);
}

/**
 * Splits a list input on newlines and commas, trimming entries and dropping blanks. Commas inside
 * `{…}` stay, so a brace glob such as `evals/{smoke,full}/*.yaml` is one entry.
 */
export function splitList(raw: string): string[] {
  const entries: string[] = [];
  let current = '';
  let depth = 0;
  for (const char of raw) {
    if (char === '{') depth++;
    if (char === '}') depth = Math.max(0, depth - 1);
    if (char === '\n' || (char === ',' && depth === 0)) {
      entries.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  entries.push(current);
  return entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

import path from 'node:path';
import * as core from '@actions/core';
import { z } from 'zod';
import { buildRunOptions } from '../engine/build-run-options.js';
import {
  parseRunOptionInputs,
  type RunOptionInputName,
  type RunOptions,
  runOptionInputsSchema,
} from '../engine/run-options.js';
import { ConfigError } from '../errors/config-error.js';

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
  /** `junit`: where to write the results as JUnit XML (absolute), when asked. */
  junitPath?: string;
  /** `report`: write the HTML report (and upload it with the results). */
  htmlReport: boolean;
  /** Absolute; eval paths, targets and the results file are relative to it. */
  workingDirectory: string;
}

const INVALID = Symbol('invalid');

/** A string input run through `parse`; INVALID becomes one issue carrying `message`. */
const field = <T>(message: string, parse: (raw: string) => T | typeof INVALID) =>
  z.string().transform((raw, ctx) => {
    const value = parse(raw);
    if (value !== INVALID) return value;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
const wholeNumber = (min: number, max: number) =>
  field(`must be a whole number from ${min} to ${max}`, (raw) => {
    if (raw === '') return undefined;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    return value >= min && value <= max ? value : INVALID;
  });
const flag = (fallback: boolean) =>
  field('must be true or false', (raw) => {
    const value = raw.toLowerCase();
    if (value === '') return fallback;
    return value === 'true' || value === 'false' ? value === 'true' : INVALID;
  });

/** `fork-without-secrets`: what a pull request from a fork does when its targets need keys it was not given. */
export const FORK_WITHOUT_SECRETS = ['cache-only', 'skip', 'fail'] as const;
export type ForkWithoutSecrets = (typeof FORK_WITHOUT_SECRETS)[number];

/** The single definition of the inputs; keys are exactly action.yml's input names. */
export const actionInputsSchema = z.object({
  // Empty only with shard: merge, which runs nothing (checked below, with the same message).
  paths: z.string().transform((raw) => splitList(raw)),
  target: z.string(),
  targets: z.string(),
  // Inputs shared with the CLI's flags: read as text here, parsed by the run-options schema.
  workers: z.string(),
  iterations: z.string(),
  'pass-policy': z.string(),
  'early-stop': z.string(),
  strict: z.string(),
  'max-concurrent-calls': z.string(),
  adaptive: z.string(),
  'budget-usd': z.string(),
  cache: z.string(),
  'cache-only': z.string(),
  'fork-without-secrets': field(`must be ${FORK_WITHOUT_SECRETS.join(', ')}`, (raw) => {
    const value = raw || 'cache-only';
    return (FORK_WITHOUT_SECRETS as readonly string[]).includes(value) ? (value as ForkWithoutSecrets) : INVALID;
  }),
  'only-changed': flag(false),
  force: flag(false),
  shard: z.string(),
  'output-format': z.string(),
  'dry-run': z.string(),
  'github-token': z.string(),
  'artifact-name': field('must not contain " : < > | * ? \\ / or line breaks', (raw) => {
    if (raw === '') return undefined;
    return /^[^"<>|*?:\\/\r\n]+$/.test(raw) ? raw : INVALID;
  }),
  'retention-days': wholeNumber(1, 90),
  comment: flag(true),
  'comment-key': field('must be 1–64 letters, digits, dots, dashes or underscores', (raw) => {
    const value = raw || 'default';
    return /^[A-Za-z0-9._-]{1,64}$/.test(value) ? value : INVALID;
  }),
  'comment-on-push': flag(true),
  baseline: z.string(),
  'baseline-events': field(
    'must be a comma-separated list of event names such as push, schedule, workflow_dispatch',
    (raw) => {
      const events = splitList(raw);
      if (events.length === 0) return undefined;
      return events.every((e) => /^[a-z_]+$/.test(e)) ? events : INVALID;
    },
  ),
  'min-score': field('must be a number from 0 to 1', (raw) => {
    if (raw === '') return undefined;
    const value = /^\d*\.?\d+$/.test(raw) ? Number(raw) : Number.NaN;
    return value >= 0 && value <= 1 ? value : INVALID;
  }),
  'fail-on-regression': flag(false),
  'fail-on-new-failures': flag(false),
  'trend-runs': field('must be a whole number from 0 to 100', (raw) => {
    if (raw === '') return DEFAULT_TREND_RUNS;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    return value >= 0 && value <= 100 ? value : INVALID;
  }),
  junit: z.string(),
  report: flag(true),
  'working-directory': z.string(),
});

/** Input names, in action.yml order. */
export type ActionInputName = keyof typeof actionInputsSchema.shape;

const FIXES: Record<Exclude<ActionInputName, RunOptionInputName>, string> = {
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
  junit: 'give a file path such as junit: reports/junit.xml, or leave it out',
  'working-directory': 'give a folder relative to the workspace',
};

/** Names the Action reads, for callers that need the list (docs, tests). */
export const ACTION_INPUT_NAMES = Object.keys(actionInputsSchema.shape) as ActionInputName[];

/** The inputs that are run options: the run-options schema parses them, as it parses the CLI's flags. */
const SHARED_INPUT_NAMES = ACTION_INPUT_NAMES.filter(
  (name): name is ActionInputName & RunOptionInputName => name in runOptionInputsSchema.shape,
);

/**
 * Reads and validates every input; a bad one is a ConfigError naming the input and its fix.
 * `read` is `core.getInput` in the Action (empty string when unset); `workspace` anchors
 * `working-directory`; `nowMs` names the results file.
 */
export function parseInputs(read: (name: string) => string, workspace: string, nowMs: number): ActionConfig {
  const raw = Object.fromEntries(ACTION_INPUT_NAMES.map((name) => [name, read(name).trim()]));
  const parsed = actionInputsSchema
    .refine((input) => input.paths.length > 0 || input.shard.toLowerCase() === 'merge', {
      path: ['paths'],
      message: 'must list at least one eval file, folder or glob',
    })
    .safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'paths') as Exclude<ActionInputName, RunOptionInputName>;
    // The token is never echoed; other values are short user text worth showing.
    const shown = name === 'github-token' ? '' : `, got "${String(raw[name] ?? '').slice(0, 80)}"`;
    throw new ConfigError(`input "${name}" ${issue?.message ?? 'is invalid'}${shown}`, {}, FIXES[name]);
  }
  const input = parsed.data;
  const shardMerge = input.shard.toLowerCase() === 'merge';
  const workingDirectory = path.resolve(workspace, input['working-directory'] || '.');
  const run = buildRunOptions(parseSharedInputs(raw, shardMerge), { root: workingDirectory, nowMs });
  return { run, inputs: actionOnlyInputs(input, { shardMerge, workingDirectory }) };
}

/** The inputs the Action shares with `agentv eval`'s flags, through the one run-options schema. */
function parseSharedInputs(raw: Record<string, string>, shardMerge: boolean) {
  const given = Object.fromEntries(
    SHARED_INPUT_NAMES.map((name) => [name, raw[name] || undefined] as const).filter(
      ([name, value]) => value !== undefined && !(name === 'shard' && shardMerge),
    ),
  );
  return parseRunOptionInputs(given, (name) => `input "${name}"`, {
    // `shard` has one more form here (merge), so its message says so.
    shard: {
      expected: 'i/n (1 <= i <= n <= 256) or merge',
      fix:
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fix shows the workflow expression to write
        'write shard: ${{ matrix.shard }}/3 in the matrix jobs (shard: 1/3 … 3/3) ' +
        'and shard: merge in the final job',
    },
    cache: { fix: 'write cache: true or cache: false' },
  });
}

type ParsedInputs = z.output<typeof actionInputsSchema>;

function actionOnlyInputs(input: ParsedInputs, place: { shardMerge: boolean; workingDirectory: string }): ActionInputs {
  const { workingDirectory } = place;
  return {
    paths: input.paths,
    forkWithoutSecrets: input['fork-without-secrets'],
    onlyChanged: input['only-changed'],
    force: input.force,
    shardMerge: place.shardMerge,
    githubToken: input['github-token'],
    artifactName: input['artifact-name'] ?? `agentv-results-${input['comment-key']}`,
    ...(input['retention-days'] !== undefined ? { retentionDays: input['retention-days'] } : {}),
    comment: input.comment,
    commentKey: input['comment-key'],
    commentOnPush: input['comment-on-push'],
    baseline: parseBaseline(input.baseline, workingDirectory, input['baseline-events'] ?? DEFAULT_BASELINE_EVENTS),
    ...(input['min-score'] !== undefined ? { minScore: input['min-score'] } : {}),
    failOnRegression: input['fail-on-regression'],
    failOnNewFailures: input['fail-on-new-failures'],
    trendRuns: input['trend-runs'] ?? DEFAULT_TREND_RUNS,
    ...(input.junit ? { junitPath: path.resolve(workingDirectory, input.junit) } : {}),
    htmlReport: input.report,
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
  return parseInputs((name) => core.getInput(name), workspace, nowMs);
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

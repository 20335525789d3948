import type { PassPolicy } from '../results/repeats.js';
import path from 'node:path';
import * as core from '@actions/core';
import { z } from 'zod';
import type { ShardSpec } from '../engine/plan.js';
import { parseRunOptionInputs, type RunOptionInputName } from '../engine/run-options.js';
import { ConfigError } from '../errors/config-error.js';
import type { OutputFormat } from '../results/eval-result.js';

/** Where the comparison baseline comes from. */
export type BaselineSetting = { kind: 'auto'; events: string[] } | { kind: 'none' } | { kind: 'path'; path: string };

/** Runs of the base branch the trend shows unless `trend-runs` says otherwise. */
export const DEFAULT_TREND_RUNS = 10;

/** The base-branch runs `baseline: auto` learns from, unless `baseline-events` says otherwise. */
export const DEFAULT_BASELINE_EVENTS = ['push', 'schedule', 'workflow_dispatch'];

/**
 * `shard`: `i/n` runs part i of n of the cases and uploads `<artifact-name>-shard-<i>-of-<n>`;
 * `merge` downloads every shard artifact of this workflow run, merges them and reports once.
 */
export type ShardSetting = ({ kind: 'part' } & ShardSpec) | { kind: 'merge' };

/** Every input of action.yml, parsed and validated once. */
export interface ActionSettings {
  paths: string[];
  target?: string;
  targetsPath?: string;
  workers?: number;
  /** `iterations`: runs of every case × variant (wins over the files' `iterations`). */
  iterations?: number;
  maxConcurrentCalls?: number;
  /** Set (true) only with `adaptive: true`. */
  adaptive?: boolean;
  /** `early-stop: true`: stop repeating a case once its label is settled. */
  earlyStop?: boolean;
  /** `strict: true`: every warning about the eval and targets files is an error (exit 2 before any call). */
  strict?: boolean;
  /** `pass-policy`: how a case's repeats decide it (wins over the files' pass_policy). */
  passPolicy?: PassPolicy;
  /** `budget-usd`: most US dollars the run may spend on model calls. */
  budgetUsd?: number;
  /** `cache: true` (or `cache-only: true`): the response cache, restored and saved across runs with the Actions cache. */
  cache: boolean;
  /** `cache-only: true`: replay, every model call from the cache; a miss is a skipped case. */
  cacheOnly: boolean;
  /** `fork-without-secrets`: a fork's pull request whose targets need unset keys replays the cache, skips, or fails. */
  forkWithoutSecrets: ForkWithoutSecrets;
  /** `only-changed: true`: on a pull request, suites whose files did not change are carried from the baseline. */
  onlyChanged: boolean;
  /** `force: true`: run every suite whatever `only-changed` says. */
  force: boolean;
  shard?: ShardSetting;
  outputFormat: OutputFormat;
  dryRun: boolean;
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
  cache: flag(false),
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
  target: 'name a target from targets.yaml',
  targets: 'give the path of a targets.yaml',
  'github-token': 'pass a token, e.g. github-token: ${{ secrets.GITHUB_TOKEN }}',
  'artifact-name': 'use a name like agentv-results-main',
  'retention-days':
    'set retention-days to a whole number of days from 1 to 90, or leave it out for the repository default',
  comment: 'write comment: true or comment: false',
  'comment-key': 'use a short name such as comment-key: unit-suite',
  cache: 'write cache: true or cache: false',
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

/**
 * Reads and validates every input; a bad one is a ConfigError naming the input and its fix.
 * `read` is `core.getInput` in the Action (empty string when unset); `workspace` anchors
 * `working-directory`.
 */
export function parseInputs(read: (name: string) => string, workspace: string): ActionSettings {
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
  const merge = parsed.data.shard.toLowerCase() === 'merge';
  const shared = parseSharedInputs({
    workers: parsed.data.workers || undefined,
    iterations: parsed.data.iterations || undefined,
    'max-concurrent-calls': parsed.data['max-concurrent-calls'] || undefined,
    adaptive: parsed.data.adaptive || undefined,
    'budget-usd': parsed.data['budget-usd'] || undefined,
    shard: merge ? undefined : parsed.data.shard || undefined,
    'output-format': parsed.data['output-format'] || undefined,
    'dry-run': parsed.data['dry-run'] || undefined,
    'pass-policy': parsed.data['pass-policy'] || undefined,
    'early-stop': parsed.data['early-stop'] || undefined,
    strict: parsed.data.strict || undefined,
    'cache-only': parsed.data['cache-only'] || undefined,
  });
  const input = parsed.data;
  const workingDirectory = path.resolve(workspace, input['working-directory'] || '.');
  const settings: ActionSettings = {
    paths: input.paths,
    outputFormat: shared['output-format'] ?? 'jsonl',
    dryRun: shared['dry-run'] ?? false,
    githubToken: input['github-token'],
    artifactName: input['artifact-name'] ?? `agentv-results-${input['comment-key']}`,
    comment: input.comment,
    commentKey: input['comment-key'],
    commentOnPush: input['comment-on-push'],
    cache: input.cache || (shared['cache-only'] ?? false),
    cacheOnly: shared['cache-only'] ?? false,
    forkWithoutSecrets: input['fork-without-secrets'],
    onlyChanged: input['only-changed'],
    force: input.force,
    htmlReport: input.report,
    baseline: parseBaseline(input.baseline, workingDirectory, input['baseline-events'] ?? DEFAULT_BASELINE_EVENTS),
    failOnRegression: input['fail-on-regression'],
    failOnNewFailures: input['fail-on-new-failures'],
    trendRuns: input['trend-runs'] ?? DEFAULT_TREND_RUNS,
    workingDirectory,
  };
  if (input.target) settings.target = input.target;
  if (input.targets) settings.targetsPath = path.resolve(workingDirectory, input.targets);
  if (shared.workers !== undefined) settings.workers = shared.workers;
  if (shared.iterations !== undefined) settings.iterations = shared.iterations;
  if (shared['max-concurrent-calls'] !== undefined) settings.maxConcurrentCalls = shared['max-concurrent-calls'];
  if (input['retention-days'] !== undefined) settings.retentionDays = input['retention-days'];
  if (shared.adaptive) settings.adaptive = true;
  if (shared['early-stop']) settings.earlyStop = true;
  if (shared.strict) settings.strict = true;
  if (shared['pass-policy']) settings.passPolicy = shared['pass-policy'];
  if (shared['budget-usd'] !== undefined) settings.budgetUsd = shared['budget-usd'];
  if (merge) settings.shard = { kind: 'merge' };
  else if (shared.shard !== undefined) settings.shard = { kind: 'part', ...shared.shard };
  if (input['min-score'] !== undefined) settings.minScore = input['min-score'];
  if (input.junit) settings.junitPath = path.resolve(workingDirectory, input.junit);
  return settings;
}

/**
 * The inputs the Action shares with the CLI's flags, through the one run-options schema. `shard`
 * has one more form here (`merge`), so its message says so.
 */
function parseSharedInputs(raw: Parameters<typeof parseRunOptionInputs>[0]) {
  try {
    return parseRunOptionInputs(raw, (name) => `input "${name}"`);
  } catch (error) {
    if (!(error instanceof ConfigError) || !error.message.startsWith('input "shard"')) throw error;
    throw new ConfigError(
      `input "shard" must be i/n (1 <= i <= n <= 256) or merge, got "${String(raw.shard).slice(0, 80)}"`,
      {},
      'write shard: ${{ matrix.shard }}/3 in the matrix jobs (shard: 1/3 … 3/3) and shard: merge in the final job',
    );
  }
}

function parseBaseline(raw: string, cwd: string, events: string[]): BaselineSetting {
  const value = raw.trim();
  if (value === '' || value.toLowerCase() === 'auto') return { kind: 'auto', events };
  if (value.toLowerCase() === 'none') return { kind: 'none' };
  return { kind: 'path', path: path.resolve(cwd, value) };
}

/** {@link parseInputs} over the runner's `INPUT_*` variables. */
export function getInputs(workspace: string): ActionSettings {
  return parseInputs((name) => core.getInput(name), workspace);
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

import * as core from '@actions/core';
import type { Logger } from '../engine/runtime.js';
import { neutralizeOutput } from '../safety/neutralize-output.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { getOctokit } from '@actions/github';

/** The pull request the run belongs to, when the event is one. */
export interface PullRequestInfo {
  number: number;
  baseRef: string;
  headSha: string;
  /** Head repository differs from the base (or was deleted): the token is read-only. */
  isFork: boolean;
}

/** What the Action knows about where it runs, read once from the environment at run time. */
export interface ActionContext {
  /** `GITHUB_ACTIONS=true`; otherwise the Action writes local files instead of GitHub calls. */
  inGitHub: boolean;
  eventName: string;
  owner: string;
  repo: string;
  runId: number | undefined;
  /** GITHUB_RUN_ATTEMPT: a re-run has the same run id and a higher attempt. */
  runAttempt: number | undefined;
  /** The branch the run is on (`GITHUB_REF` refs/heads/…, else the workflow's ref), when it is one. */
  refName: string | undefined;
  /** The commit the workflow runs on (GITHUB_SHA). */
  sha: string | undefined;
  /** The repository's default branch, when the event payload names it (`repository.default_branch`). */
  defaultBranch?: string | undefined;
  serverUrl: string;
  /** REST base URL from GITHUB_API_URL, read now (not at module load) so tests and GHES work. */
  apiUrl: string;
  /** Workflow file name (e.g. `evals.yml`) from GITHUB_WORKFLOW_REF, used to find baseline runs. */
  workflowFile: string | undefined;
  workspace: string;
  /** Link to this run, for the comment footer and the truncation notice. */
  runUrl: string | undefined;
  /** ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are both set. */
  hasArtifactService: boolean;
  pullRequest: PullRequestInfo | undefined;
  /**
   * Least time between two live-progress updates of the comment: 30 s, or AGENTV_PROGRESS_INTERVAL_MS
   * (the loopback tests shorten it).
   */
  progressIntervalMs: number;
}

/** Live progress updates the comment at most this often. */
export const PROGRESS_INTERVAL_MS = 30_000;

/** The parts of a pull_request event payload the Action reads; everything else is ignored. */
const pullRequestEventSchema = z.object({
  pull_request: z.object({
    number: z.number(),
    base: z.object({ ref: z.string(), repo: z.object({ full_name: z.string() }) }),
    head: z.object({ sha: z.string(), repo: z.object({ full_name: z.string() }).nullable() }),
  }),
});

/** Builds the context from an environment (process.env in the Action). */
export function readActionContext(env: Record<string, string | undefined>): ActionContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/$/, '');
  const runId = env.GITHUB_RUN_ID ? Number(env.GITHUB_RUN_ID) : undefined;
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  return {
    inGitHub: env.GITHUB_ACTIONS === 'true',
    eventName,
    owner,
    repo,
    runId,
    runAttempt: env.GITHUB_RUN_ATTEMPT ? Number(env.GITHUB_RUN_ATTEMPT) : undefined,
    refName: branchOf(env.GITHUB_REF) ?? branchOf(env.GITHUB_WORKFLOW_REF?.split('@')[1]),
    sha: env.GITHUB_SHA || (eventName === 'push' ? pushedSha(env.GITHUB_EVENT_PATH) : undefined),
    defaultBranch: defaultBranch(env.GITHUB_EVENT_PATH),
    serverUrl,
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/$/, ''),
    workflowFile: workflowFile(env.GITHUB_WORKFLOW_REF),
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    runUrl: owner && runId ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` : undefined,
    hasArtifactService: Boolean(env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL),
    pullRequest: eventName.startsWith('pull_request') ? pullRequest(env.GITHUB_EVENT_PATH) : undefined,
    progressIntervalMs: progressInterval(env.AGENTV_PROGRESS_INTERVAL_MS),
  };
}

function progressInterval(raw: string | undefined): number {
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : PROGRESS_INTERVAL_MS;
}

/** `owner/repo/.github/workflows/evals.yml@refs/heads/main` → `evals.yml`. */
function workflowFile(ref: string | undefined): string | undefined {
  const file = ref?.split('@')[0];
  return file ? path.posix.basename(file) : undefined;
}

/** The event payload, or undefined when it is missing or not JSON. */
function readEvent(eventPath: string | undefined): unknown {
  if (!eventPath) return undefined;
  try {
    return JSON.parse(readFileSync(eventPath, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** A push payload's `after`: the commit the branch now points at. */
function pushedSha(eventPath: string | undefined): string | undefined {
  const parsed = z.object({ after: z.string().regex(/^[0-9a-f]{40}$/) }).safeParse(readEvent(eventPath));
  return parsed.success ? parsed.data.after : undefined;
}

function defaultBranch(eventPath: string | undefined): string | undefined {
  const parsed = z
    .object({ repository: z.object({ default_branch: z.string().min(1) }) })
    .safeParse(readEvent(eventPath));
  return parsed.success ? parsed.data.repository.default_branch : undefined;
}

function pullRequest(eventPath: string | undefined): PullRequestInfo | undefined {
  const parsed = pullRequestEventSchema.safeParse(readEvent(eventPath));
  if (!parsed.success) return undefined;
  const pr = parsed.data.pull_request;
  return {
    number: pr.number,
    baseRef: pr.base.ref,
    headSha: pr.head.sha,
    isFork: pr.head.repo === null || pr.head.repo.full_name !== pr.base.repo.full_name,
  };
}

/** The REST client the Action uses (octokit with rest methods and pagination). */
export type GithubClient = ReturnType<typeof getOctokit>;

/**
 * Builds octokit with an explicit base URL: @actions/github computes its default from
 * GITHUB_API_URL when the module loads, which is too early for GHES overrides and tests.
 */
export function createGithubClient(token: string, apiUrl: string): GithubClient {
  return getOctokit(token, { baseUrl: apiUrl });
}

/** The part of `@actions/core` that writes to the runner's log. */
export interface CoreLog {
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  debug(message: string): void;
}

/**
 * The engine's Logger on top of the runner's log: warnings and errors become annotations. Every
 * message is neutralised first: `core.info` writes it as it is, so a line of a judge reply or a
 * provider error could otherwise start with `::` and be run as a workflow command.
 */
export function createCoreLogger(log: CoreLog = core): Logger {
  return {
    info: (message) => log.info(neutralizeOutput(message)),
    warn: (message) => log.warning(neutralizeOutput(message)),
    error: (message) => log.error(neutralizeOutput(message)),
    debug: (message) => log.debug(neutralizeOutput(message)),
  };
}

/** `main` of `refs/heads/main`; undefined for tags, pull request refs and nothing. */
function branchOf(ref: string | undefined): string | undefined {
  return ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) || undefined : undefined;
}

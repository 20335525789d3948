import { cp, mkdtemp, rm, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { WorkspaceConfig } from '../../config/types.js';
import { processExitError, runProcess } from '../../process/run-process.js';
import type { Runtime } from '../runtime.js';
import { childEnv } from '../../process/child-env.js';

/** One task's private copy of a workspace template. */
export interface CaseWorkspace {
  /** The copy: the agent's working directory and the cwd of `code` evaluators. */
  readonly dir: string;
  /** True when the copy stays on disk after the case (`keep: true` or --keep-workspaces). */
  readonly kept: boolean;
  /** Runs `setup` in the copy, then records the baseline the diff is taken against. */
  setUp(signal: AbortSignal): Promise<void>;
  /** The agent's changes as a unified diff; undefined when no baseline could be taken (no git). */
  diff(signal: AbortSignal): Promise<string | undefined>;
  /** Removes the copy unless kept. */
  close(): Promise<void>;
}

/**
 * Copies `config.template` into a fresh folder under the system temp dir. Every task gets its own
 * folder, so parallel cases never share a copy. Everything is copied (it is the template); symlinks
 * are kept as they are so relative links (node_modules/.bin) keep pointing inside the copy.
 */
export async function openCaseWorkspace(
  config: WorkspaceConfig,
  options: { runtime: Runtime; keep: boolean },
): Promise<CaseWorkspace> {
  const { runtime, keep } = options;
  const root = await mkdtemp(path.join(os.tmpdir(), 'agentv-workspace-'));
  const dir = path.join(root, path.basename(config.template) || 'workspace');
  const close = async (): Promise<void> => {
    if (!keep) await rm(root, { recursive: true, force: true });
  };
  try {
    await cp(config.template, dir, { recursive: true, verbatimSymlinks: true });
  } catch (error) {
    await close();
    throw error;
  }
  let snapshot: WorkspaceSnapshot | undefined;
  return {
    dir,
    kept: keep,
    close,
    setUp: async (signal) => {
      if (config.setup) await runSetup(config.setup, dir, runtime, signal);
      try {
        snapshot = await snapshotWorkspace(dir, path.join(root, 'git'), childEnv(runtime), signal);
      } catch (error) {
        runtime.logger.debug(`workspace_diff not recorded for ${dir}: ${(error as Error).message}`);
      }
    },
    diff: async (signal) => {
      if (!snapshot) return undefined;
      try {
        return await snapshot.diff(signal);
      } catch (error) {
        runtime.logger.debug(`workspace_diff not recorded for ${dir}: ${(error as Error).message}`);
        return undefined;
      }
    },
  };
}

async function runSetup(command: string, dir: string, runtime: Runtime, signal: AbortSignal): Promise<void> {
  const what = `workspace setup "${command}"`;
  const result = await runProcess({
    file: '/bin/sh',
    args: ['-c', command],
    cwd: dir,
    env: childEnv(runtime),
    signal,
    what,
  });
  if (result.exitCode !== 0) throw processExitError(what, result);
}

/** Longest diff kept in a record; beyond it the diff is cut with a note (a result line must stay readable). */
export const MAX_DIFF_CHARS = 500_000;

/** Dependency folders are installed by `setup`, never the agent's work worth reviewing. */
const DEFAULT_EXCLUDES = 'node_modules/\n';

/** A baseline of a workspace copy, taken after setup and before the agent runs. */
export interface WorkspaceSnapshot {
  /** Unified diff of the copy now against the baseline, paths relative to the copy (`a/src/x.js`). */
  diff(signal: AbortSignal): Promise<string>;
}

/**
 * How `workspace_diff` is made: a private git repository whose `.git` lives next to the copy, not
 * in it (so the agent sees the template as it is), stages the copy after setup and writes that
 * index as a tree. The diff is `git diff --cached <tree>` after staging the copy again, which
 * covers edits, new and deleted files, relative paths, and respects the template's `.gitignore`.
 * Diffing against the post-setup state rather than the template keeps what setup produced
 * (`npm ci`'s node_modules, build output) out of the agent's changes; node_modules is excluded
 * outright for the same reason.
 */
export async function snapshotWorkspace(
  workTree: string,
  gitDir: string,
  env: Record<string, string | undefined>,
  signal: AbortSignal,
): Promise<WorkspaceSnapshot> {
  const git = gitRunner(workTree, gitDir, env, signal);
  await git(['init', '--quiet']);
  await mkdir(path.join(gitDir, 'info'), { recursive: true });
  await writeFile(path.join(gitDir, 'info', 'exclude'), DEFAULT_EXCLUDES);
  await git(['add', '--all']);
  const tree = (await git(['write-tree'])).trim();
  return {
    diff: async (diffSignal) => {
      const run = gitRunner(workTree, gitDir, env, diffSignal);
      await run(['add', '--all']);
      const diff = await run([
        'diff',
        '--cached',
        '--no-color',
        '--no-ext-diff',
        '--src-prefix=a/',
        '--dst-prefix=b/',
        tree,
      ]);
      if (diff.length <= MAX_DIFF_CHARS) return diff;
      return `${diff.slice(0, MAX_DIFF_CHARS)}\n… (diff truncated: ${diff.length - MAX_DIFF_CHARS} more characters)\n`;
    },
  };
}

function gitRunner(workTree: string, gitDir: string, env: Record<string, string | undefined>, signal: AbortSignal) {
  // Inherited GIT_DIR / GIT_INDEX_FILE (e.g. when run from a git hook) would point git elsewhere.
  const cleanEnv = Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('GIT_')));
  return async (args: string[]): Promise<string> => {
    const result = await runProcess({
      file: 'git',
      args: [
        '-c',
        'core.autocrlf=false',
        '-c',
        'core.quotepath=false',
        `--git-dir=${gitDir}`,
        `--work-tree=${workTree}`,
        ...args,
      ],
      cwd: workTree,
      env: cleanEnv,
      signal,
      what: `git ${args[0] ?? ''} of workspace ${workTree}`,
    });
    if (result.exitCode !== 0) throw processExitError(`git ${args[0] ?? ''} of workspace ${workTree}`, result);
    return result.stdout;
  };
}

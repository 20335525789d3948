import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { WorkspaceConfig } from '../config/types.js';
import { processExitError } from '../providers/process-exit-error.js';
import { runProcess } from '../providers/run-process.js';
import type { Runtime } from './runtime.js';
import { snapshotWorkspace, type WorkspaceSnapshot } from './workspace-snapshot.js';

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
export async function openCaseWorkspace(config: WorkspaceConfig, options: { runtime: Runtime; keep: boolean }): Promise<CaseWorkspace> {
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
        snapshot = await snapshotWorkspace(dir, path.join(root, 'git'), runtime.env, signal);
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
  const result = await runProcess({ file: '/bin/sh', args: ['-c', command], cwd: dir, env: runtime.env, signal, what });
  if (result.exitCode !== 0) throw processExitError(what, result);
}

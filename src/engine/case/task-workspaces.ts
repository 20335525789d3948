import type { WorkspaceConfig } from '../../config/types.js';
import { openCaseWorkspace, type CaseWorkspace } from './case-workspace.js';
import type { EvalTask } from '../run/plan.js';
import type { ProviderSet } from '../provider-pipeline/provider-set.js';
import type { Runtime } from '../runtime.js';
import { stat } from 'node:fs/promises';
import { ConfigError } from '../../errors/config-error.js';

/** Which tasks run in a workspace copy, and the opener of their copies. */
export interface TaskWorkspaces {
  has(task: EvalTask): boolean;
  /** A fresh copy for `task`, or undefined when it runs without a workspace. */
  open(task: EvalTask): Promise<CaseWorkspace | undefined>;
}

/**
 * The workspace of each task: the eval file's `workspace:` wins over its target's. Templates are
 * checked before any case runs. A dry run uses none: its mock agent changes nothing, and `setup`
 * (npm ci, …) would be the kind of external call a dry run promises not to make.
 */
export async function taskWorkspaces(
  tasks: Iterable<EvalTask>,
  options: {
    providers: ProviderSet;
    targetFor(task: EvalTask): string;
    runtime: Runtime;
    keepAll: boolean;
    dryRun: boolean;
  },
): Promise<TaskWorkspaces> {
  // Looked up when asked (a field or two) rather than held per task.
  const declared = (task: EvalTask) =>
    task.suite.workspace ?? options.providers.target(options.targetFor(task)).definition.workspace;
  const configOf = (task: EvalTask) => (options.dryRun ? undefined : declared(task));
  const configs = new Set<WorkspaceConfig>();
  let inCopies = 0;
  for (const task of tasks) {
    const config = declared(task);
    if (!config) continue;
    configs.add(config);
    inCopies++;
  }
  if (options.dryRun && inCopies > 0)
    options.runtime.logger.debug(`dry run: ${inCopies} case(s) run without their workspace copies`);
  else await checkWorkspaceTemplates(configs);
  return {
    has: (task) => configOf(task) !== undefined,
    open: async (task) => {
      const config = configOf(task);
      return config
        ? openCaseWorkspace(config, { runtime: options.runtime, keep: options.keepAll || config.keep })
        : undefined;
    },
  };
}

/** Fails the run before any case when a workspace template is not a folder, naming where it was declared. */
export async function checkWorkspaceTemplates(configs: Iterable<WorkspaceConfig | undefined>): Promise<void> {
  const seen = new Set<WorkspaceConfig>();
  for (const config of configs) {
    if (!config || seen.has(config)) continue;
    seen.add(config);
    const info = await stat(config.template).catch(() => undefined);
    if (!info?.isDirectory()) {
      throw new ConfigError(
        `workspace template ${config.template} is not a folder`,
        {
          file: config.source.file,
          ...(config.source.line !== undefined ? { line: config.source.line } : {}),
          path: 'workspace.template',
        },
        'point workspace.template at an existing folder (relative paths start at the file that declares it)',
      );
    }
  }
}

import { stat } from 'node:fs/promises';
import type { WorkspaceConfig } from '../config/types.js';
import { ConfigError } from '../errors/config-error.js';

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
        { file: config.source.file, ...(config.source.line !== undefined ? { line: config.source.line } : {}), path: 'workspace.template' },
        'point workspace.template at an existing folder (relative paths start at the file that declares it)',
      );
    }
  }
}

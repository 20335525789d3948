import path from 'node:path';
import { z } from 'zod';
import type { WorkspaceConfig } from './types.js';

/**
 * `workspace:` of a target or an eval file (seed 003): every task runs in a fresh copy of
 * `template`, after `setup` ran in it. Shared by both file formats so they cannot drift.
 */
export const workspaceSchema = z.object({
  template: z.string({ error: 'workspace.template must be a folder path (relative to this file)' }).trim().min(1, 'workspace.template must not be empty'),
  setup: z.string({ error: 'workspace.setup must be a shell command such as "npm ci"' }).trim().min(1, 'workspace.setup must not be empty').optional(),
  keep: z.boolean({ error: 'workspace.keep must be true or false' }).optional(),
});

export type RawWorkspace = z.infer<typeof workspaceSchema>;

/** The validated `workspace:` with its template made absolute against the declaring file's folder. */
export function toWorkspaceConfig(raw: RawWorkspace, file: string, line?: number): WorkspaceConfig {
  return {
    template: path.resolve(path.dirname(file), raw.template),
    ...(raw.setup !== undefined ? { setup: raw.setup } : {}),
    keep: raw.keep ?? false,
    source: { file, ...(line !== undefined ? { line } : {}) },
  };
}

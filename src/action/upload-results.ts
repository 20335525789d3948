import path from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import type { Logger } from '../engine/runtime.js';

/** What became of the upload; a failure is a warning, never a failed step. */
export type UploadOutcome = { uploaded: true; id: number | undefined } | { uploaded: false; reason: string };

/**
 * Uploads the results file as one artifact named after the suite key. Without the artifact
 * service (ACTIONS_RUNTIME_TOKEN unset: a container step, GHES, a local run) it warns and moves on.
 */
export async function uploadResults(
  file: string,
  options: { name: string; retentionDays?: number; hasArtifactService: boolean },
  logger: Logger,
): Promise<UploadOutcome> {
  if (!options.hasArtifactService) {
    const reason = 'the artifact service is not available (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are not set)';
    logger.warn(`results not uploaded: ${reason}`);
    return { uploaded: false, reason };
  }
  try {
    const client = new DefaultArtifactClient();
    const result = await client.uploadArtifact(options.name, [file], path.dirname(file), {
      ...(options.retentionDays !== undefined ? { retentionDays: options.retentionDays } : {}),
    });
    logger.info(`uploaded ${path.basename(file)} as artifact "${options.name}"${result.id !== undefined ? ` (id ${result.id})` : ''}`);
    return { uploaded: true, id: result.id };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(`results not uploaded as artifact "${options.name}": ${reason}`);
    return { uploaded: false, reason };
  }
}

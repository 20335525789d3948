import path from 'node:path';
import type { Logger } from '../engine/runtime.js';
import type { ActionContext } from './action-context.js';
import { artifactClient } from './artifact-client.js';

/** What became of the upload; a failure is a warning, never a failed step. */
export type UploadOutcome = { uploaded: true; id: number | undefined } | { uploaded: false; reason: string };

/** The page of an artifact this run uploaded, the URL actions/upload-artifact reports as `artifact-url`. */
export function artifactUrl(
  context: Pick<ActionContext, 'serverUrl' | 'owner' | 'repo' | 'runId'>,
  id: number | undefined,
): string | undefined {
  if (id === undefined || context.runId === undefined || !context.owner) return undefined;
  return `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}/artifacts/${id}`;
}

/**
 * Uploads the results file (and the files beside it, such as the HTML report) as one artifact
 * named after the suite key. Without the artifact service (ACTIONS_RUNTIME_TOKEN unset: a container
 * step, GHES, a local run) it warns and moves on.
 */
async function uploadResults(
  files: string[],
  options: { name: string; retentionDays?: number | undefined; hasArtifactService: boolean },
  logger: Logger,
): Promise<UploadOutcome> {
  if (!options.hasArtifactService) {
    const reason = 'the artifact service is not available (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are not set)';
    logger.warn(`results not uploaded: ${reason}`);
    return { uploaded: false, reason };
  }
  try {
    const client = await artifactClient();
    const root = path.dirname(files[0] ?? '.');
    const result = await client.uploadArtifact(options.name, files, root, {
      ...(options.retentionDays !== undefined ? { retentionDays: options.retentionDays } : {}),
    });
    const id = result.id !== undefined ? ` (id ${result.id})` : '';
    logger.info(`uploaded ${files.map((file) => path.basename(file)).join(', ')} as artifact "${options.name}"${id}`);
    return { uploaded: true, id: result.id };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(`results not uploaded as artifact "${options.name}": ${reason}`);
    return { uploaded: false, reason };
  }
}

/**
 * Uploads `files` as artifact `name` when running on GitHub Actions (retention from the
 * `retention-days` input); elsewhere nothing is uploaded.
 */
export function uploadFromRun(
  context: Pick<ActionContext, 'inGitHub' | 'hasArtifactService'>,
  retentionDays: number | undefined,
  logger: Logger,
): (files: string[], name: string) => Promise<UploadOutcome> {
  return (files, name) =>
    context.inGitHub
      ? uploadResults(files, { name, retentionDays, hasArtifactService: context.hasArtifactService }, logger)
      : Promise.resolve({ uploaded: false as const, reason: 'not running on GitHub Actions' });
}

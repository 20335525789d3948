import type { ArtifactClient } from '@actions/artifact';

/**
 * GitHub's artifact client, imported when a run first uploads or downloads an artifact: the step
 * that fails its inputs, or runs with no artifact service, never loads it (nor the storage SDK and
 * archiver under it, most of the Action's bundle).
 */
export async function artifactClient(): Promise<ArtifactClient> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  return new DefaultArtifactClient();
}

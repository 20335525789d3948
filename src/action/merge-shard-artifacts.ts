import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../engine/runtime.js';
import { AgentvError } from '../errors/agentv-error.js';
import type { EvalResult } from '../results/eval-result.js';
import { mergeResults, type ResultsFile } from '../results/merge-results.js';
import { readResults } from '../results/read-results.js';
import type { ActionContext } from './action-context.js';
import type { GithubClient } from './action-context.js';
import { artifactClient } from './artifact-client.js';

/** The artifact a `shard: i/n` job uploads: `<artifact-name>-shard-<i>-of-<n>`. */
export function shardArtifactName(artifactName: string, index: number, count: number): string {
  return `${artifactName}-shard-${index}-of-${count}`;
}

/** What merging needs: where the run is, a token that may read its artifacts, the base name. */
export interface MergeShardsDeps {
  context: ActionContext;
  octokit: GithubClient | undefined;
  token: string;
  artifactName: string;
  logger: Logger;
}

interface ShardArtifact {
  id: number;
  name: string;
  index: number;
  count: number;
}

/** The merged records, and the shards of the split that uploaded nothing (a failed matrix job). */
export interface MergedShards {
  records: EvalResult[];
  missing: number[];
  count: number;
}

/**
 * Downloads every `<artifact-name>-shard-<i>-of-<n>` artifact of this workflow run and merges their
 * records in shard order. Shards of different splits, no shard at all, or a record in two shards
 * is an error. A missing shard (its job failed) is not: the others are merged and `missing` says
 * which, so the report can say its cases are absent and the job can still fail.
 */
export async function mergeShardArtifacts(deps: MergeShardsDeps): Promise<MergedShards> {
  const { context, octokit, logger } = deps;
  if (!octokit || context.runId === undefined) {
    throw new AgentvError('shard: merge needs GitHub Actions (GITHUB_RUN_ID) and a github-token with actions: read', {
      code: 'SHARD_MERGE',
      exitCode: 1,
    });
  }
  const shards = await listShardArtifacts(octokit, context, deps.artifactName);
  const count = shards[0]?.count;
  const wanted = count === undefined ? [] : Array.from({ length: count }, (_, i) => i + 1);
  const missing = wanted.filter((index) => !shards.some((s) => s.index === index));
  if (count === undefined || shards.some((s) => s.count !== count)) {
    const found = shards.map((s) => s.name).join(', ') || 'none';
    throw new AgentvError(
      `shard: merge found no consistent set of ${deps.artifactName}-shard-<i>-of-<n> artifacts in this run ` +
        `(found: ${found}). Fix: make the merge job need every shard job, and give each shard job the same n`,
      { code: 'SHARD_MERGE', exitCode: 1 },
    );
  }
  const files: ResultsFile[] = [];
  for (const shard of shards) files.push(await downloadShard(shard, deps, context.runId));
  const merged = mergeResults(files);
  logger.info(`merged ${merged.length} result(s) from ${shards.length} shard artifact(s)`);
  if (missing.length > 0) logger.warn(`${missingShardsLine({ missing, count })}`);
  return { records: merged, missing, count };
}

/** One line saying which shards uploaded nothing, for the log, the comment and the failed step. */
export function missingShardsLine(merged: Pick<MergedShards, 'missing' | 'count'>): string {
  const which = merged.missing.length === 1 ? `shard ${merged.missing[0]}` : `shards ${merged.missing.join(', ')}`;
  return (
    `${which} of ${merged.count} uploaded no results (the job failed or was cancelled): those cases are ` +
    `missing from this report`
  );
}

async function listShardArtifacts(
  octokit: GithubClient,
  context: ActionContext,
  artifactName: string,
): Promise<ShardArtifact[]> {
  const pattern = new RegExp(`^${artifactName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-shard-(\\d+)-of-(\\d+)$`);
  const found = new Map<string, ShardArtifact>();
  const pages = octokit.paginate.iterator(octokit.rest.actions.listWorkflowRunArtifacts, {
    owner: context.owner,
    repo: context.repo,
    run_id: context.runId ?? 0,
    per_page: 100,
  });
  for await (const page of pages) {
    for (const artifact of page.data) {
      const match = pattern.exec(artifact.name);
      // A re-run job uploads again under the same name; the newest (highest id) wins.
      if (!match || artifact.expired || (found.get(artifact.name)?.id ?? -1) > artifact.id) continue;
      found.set(artifact.name, {
        id: artifact.id,
        name: artifact.name,
        index: Number(match[1]),
        count: Number(match[2]),
      });
    }
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}

async function downloadShard(shard: ShardArtifact, deps: MergeShardsDeps, runId: number): Promise<ResultsFile> {
  const dir = await mkdtemp(path.join(tmpdir(), `agentv-shard-${shard.index}-`));
  const findBy = {
    token: deps.token,
    repositoryOwner: deps.context.owner,
    repositoryName: deps.context.repo,
    workflowRunId: runId,
  };
  await (await artifactClient()).downloadArtifact(shard.id, { path: dir, findBy });
  const name = (await readdir(dir)).sort().find((entry) => /\.(jsonl|ya?ml)$/i.test(entry));
  if (!name)
    throw new AgentvError(`artifact ${shard.name} holds no .jsonl or .yaml results file`, {
      code: 'SHARD_MERGE',
      exitCode: 1,
    });
  const { records, warnings } = await readResults(path.join(dir, name));
  for (const warning of warnings) deps.logger.warn(warning);
  // The artifact's name, not the temp path, is what a duplicate error should point at.
  return { file: shard.name, records };
}

import type { GithubClient } from './action-context.js';

/** A base-branch run whose results artifact can serve as the baseline. */
export interface BaselineRun {
  runId: number;
  runUrl: string;
  headSha: string;
  /** When the run was created (ISO); the comment shows its age. */
  createdAt: string;
  artifactId: number;
}

/** Where to look: this repository, this workflow file, the PR's base branch. */
export interface BaselineQuery {
  owner: string;
  repo: string;
  workflowFile: string;
  branch: string;
  artifactName: string;
  /** Events whose runs count (`baseline-events`: push, schedule, workflow_dispatch by default). */
  events: readonly string[];
  /** Runs inspected before giving up (newest first). */
  maxRuns?: number;
}

/**
 * The newest run of the same workflow on the base branch, started by one of `events`, that belongs
 * to this repository (a fork's run is never trusted as a baseline) and still holds an unexpired
 * artifact named `artifactName`, whatever its conclusion: a run that uploaded its results and then
 * failed its own gate (`min-score`, `fail-on-regression`) is still the base branch's truth.
 * Undefined when there is none.
 */
export async function findBaselineRun(octokit: GithubClient, query: BaselineQuery): Promise<BaselineRun | undefined> {
  const { owner, repo } = query;
  const self = `${owner}/${repo}`.toLowerCase();
  const maxRuns = query.maxRuns ?? 50;
  let seen = 0;
  const pages = octokit.paginate.iterator(octokit.rest.actions.listWorkflowRuns, {
    owner,
    repo,
    workflow_id: query.workflowFile,
    branch: query.branch,
    ...(query.events.length === 1 ? { event: query.events[0] } : {}),
    per_page: 20,
  });
  for await (const page of pages) {
    for (const run of page.data) {
      if (++seen > maxRuns) return undefined;
      if (run.head_repository?.full_name?.toLowerCase() !== self || !query.events.includes(run.event)) continue;
      const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
        owner,
        repo,
        run_id: run.id,
        name: query.artifactName,
        per_page: 100,
      });
      const artifact = data.artifacts.find((a) => a.name === query.artifactName && !a.expired);
      if (!artifact) continue;
      return {
        runId: run.id,
        runUrl: run.html_url,
        headSha: run.head_sha,
        createdAt: run.created_at,
        artifactId: artifact.id,
      };
    }
  }
  return undefined;
}

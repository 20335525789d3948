import type { GithubClient, PullRequestInfo } from './action-context.js';

/** The commit a push run is for, in this repository. */
export interface PushedCommit {
  owner: string;
  repo: string;
  sha: string;
}

/**
 * The open pull request whose head is the pushed commit (GitHub's pull requests associated with
 * the commit), so a push to its branch can update its comment. Pull requests whose head lives in
 * another repository (forks) are passed over, and so are closed ones (a merge commit on main is
 * associated with the pull request it merged). Undefined when there is none.
 */
export async function findPushPullRequest(
  octokit: GithubClient,
  commit: PushedCommit,
): Promise<PullRequestInfo | undefined> {
  const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    owner: commit.owner,
    repo: commit.repo,
    commit_sha: commit.sha,
    per_page: 100,
  });
  const self = `${commit.owner}/${commit.repo}`.toLowerCase();
  const pr = data.find(
    (p) => p.state === 'open' && p.head.sha === commit.sha && p.head.repo?.full_name?.toLowerCase() === self,
  );
  return pr ? { number: pr.number, baseRef: pr.base.ref, headSha: pr.head.sha, isFork: false } : undefined;
}

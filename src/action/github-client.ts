import { getOctokit } from '@actions/github';

/** The REST client the Action uses (octokit with rest methods and pagination). */
export type GithubClient = ReturnType<typeof getOctokit>;

/**
 * Builds octokit with an explicit base URL: @actions/github computes its default from
 * GITHUB_API_URL when the module loads, which is too early for GHES overrides and tests.
 */
export function createGithubClient(token: string, apiUrl: string): GithubClient {
  return getOctokit(token, { baseUrl: apiUrl });
}

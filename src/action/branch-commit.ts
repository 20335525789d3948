import { createHash } from 'node:crypto';
import type { GithubClient } from './action-context.js';

/** A branch of this repository, written through GitHub's git data API (no checkout, no git). */
export interface BranchTarget {
  owner: string;
  repo: string;
  branch: string;
}

/** A change to one file of the branch: new content, or its removal. */
export type BranchFileChange = { path: string; content: Buffer | string } | { path: string; remove: true };

/** The branch's head as one attempt found it; files are read on demand and kept for the attempt. */
export interface BranchHead {
  /** The head commit; undefined when the branch does not exist yet. */
  commit: string | undefined;
  /** A file's bytes; undefined when there is no such file. */
  read(path: string): Promise<Buffer | undefined>;
  /** The entries of a folder (`''` is the root); empty when there is no such folder. */
  list(path: string): Promise<{ name: string; type: 'blob' | 'tree' }[]>;
  /** The paths of every file below a folder; empty when there is no such folder. */
  files(path: string): Promise<string[]>;
}

/** How hard to try when other writers move the branch meanwhile; the clock is the caller's. */
export interface CommitRetry {
  sleep(ms: number): Promise<void>;
  random(): number;
  /** Attempts in all (default {@link DEFAULT_ATTEMPTS}). */
  attempts?: number;
}

/** Enough for a dozen jobs finishing together: each attempt that loses the race waits longer. */
export const DEFAULT_ATTEMPTS = 8;
const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 20_000;

/** What landed: the commit the branch now points at, after how many attempts. */
export interface CommitOutcome {
  commit: string;
  attempts: number;
  created: boolean;
}

type TreeItem = { path: string; mode: '100644'; type: 'blob'; sha: string | null };

/**
 * Commits `change` to the branch and moves the branch to it without force, so a writer never drops
 * another's commit: `change` is given the head as found, and when the branch moved before the
 * update landed (GitHub answers 422, "Update is not a fast forward", or "Reference already exists"
 * for two writers creating it) the head is read again and `change` is applied to it afresh, after
 * a backoff that doubles (with jitter) up to {@link MAX_BACKOFF_MS}. An absent branch is created as
 * an orphan: its first commit has no parent. Other failures (403 without `contents: write`) throw.
 */
export async function commitToBranch(
  octokit: GithubClient,
  target: BranchTarget,
  change: (head: BranchHead) => Promise<{ message: string; files: BranchFileChange[] }>,
  retry: CommitRetry,
): Promise<CommitOutcome> {
  const attempts = retry.attempts ?? DEFAULT_ATTEMPTS;
  const blobs = new Map<string, string>();
  for (let attempt = 1; ; attempt++) {
    const head = await readHead(octokit, target);
    const { message, files } = await change(headReader(octokit, target, head));
    const tree = await writeTree(octokit, target, head?.tree, files, blobs);
    const { data: commit } = await octokit.rest.git.createCommit({
      owner: target.owner,
      repo: target.repo,
      message,
      tree,
      parents: head ? [head.commit] : [],
    });
    try {
      if (head) {
        await octokit.rest.git.updateRef({
          owner: target.owner,
          repo: target.repo,
          ref: `heads/${target.branch}`,
          sha: commit.sha,
          force: false,
        });
      } else {
        await octokit.rest.git.createRef({
          owner: target.owner,
          repo: target.repo,
          ref: `refs/heads/${target.branch}`,
          sha: commit.sha,
        });
      }
      return { commit: commit.sha, attempts: attempt, created: !head };
    } catch (error) {
      if (statusOf(error) !== 422) throw error;
      if (attempt >= attempts)
        throw new Error(
          `branch ${target.branch} moved under each of ${attempts} attempts to update it ` +
            `(${error instanceof Error ? error.message : String(error)})`,
        );
      const backoff = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (attempt - 1));
      await retry.sleep(Math.round(backoff * (0.5 + retry.random() / 2)));
    }
  }
}

/** The branch's head commit and its tree; undefined when the branch does not exist (404). */
export async function readHead(
  octokit: GithubClient,
  target: BranchTarget,
): Promise<{ commit: string; tree: string } | undefined> {
  const { owner, repo } = target;
  let commit: string;
  try {
    ({
      data: {
        object: { sha: commit },
      },
    } = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${target.branch}` }));
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
  const { data } = await octokit.rest.git.getCommit({ owner, repo, commit_sha: commit });
  return { commit, tree: data.tree.sha };
}

/** Reads files of `head` through trees and blobs (a blob holds up to 100 MB; the contents API only 1 MB). */
export function headReader(
  octokit: GithubClient,
  target: BranchTarget,
  head: { commit: string; tree: string } | undefined,
): BranchHead {
  const { owner, repo } = target;
  const trees = new Map<string, Promise<{ path: string; type: string; sha?: string }[]>>();
  const treeAt = (sha: string, recursive = false) => {
    const key = `${sha}${recursive ? '/r' : ''}`;
    let entries = trees.get(key);
    if (!entries) {
      entries = octokit.rest.git
        .getTree({ owner, repo, tree_sha: sha, ...(recursive ? { recursive: '1' } : {}) })
        .then(({ data }) => {
          if (data.truncated) throw new Error(`the tree ${sha} of branch ${target.branch} is too large to list`);
          return data.tree.map((e) => ({ path: e.path ?? '', type: e.type ?? '', ...(e.sha ? { sha: e.sha } : {}) }));
        });
      trees.set(key, entries);
    }
    return entries;
  };
  /** The object at `path` (`''`: the root tree). */
  const find = async (path: string): Promise<{ type: string; sha: string } | undefined> => {
    if (!head) return undefined;
    let at = { type: 'tree', sha: head.tree };
    for (const part of path.split('/').filter((p) => p !== '')) {
      if (at.type !== 'tree') return undefined;
      const entry = (await treeAt(at.sha)).find((e) => e.path === part);
      if (!entry?.sha) return undefined;
      at = { type: entry.type, sha: entry.sha };
    }
    return at;
  };
  return {
    commit: head?.commit,
    async read(path) {
      const found = await find(path);
      if (found?.type !== 'blob') return undefined;
      const { data } = await octokit.rest.git.getBlob({ owner, repo, file_sha: found.sha });
      return Buffer.from(data.content, data.encoding === 'base64' ? 'base64' : 'utf8');
    },
    async list(path) {
      const found = await find(path);
      if (found?.type !== 'tree') return [];
      return (await treeAt(found.sha)).flatMap((e) =>
        e.type === 'blob' || e.type === 'tree' ? [{ name: e.path, type: e.type }] : [],
      );
    },
    async files(path) {
      const found = await find(path);
      if (found?.type !== 'tree') return [];
      const prefix = path.replace(/\/?$/, '/').replace(/^\/$/, '');
      return (await treeAt(found.sha, true)).filter((e) => e.type === 'blob').map((e) => `${prefix}${e.path}`);
    },
  };
}

/** A tree of `files` on top of `baseTree` (none: a root tree of only these files). */
async function writeTree(
  octokit: GithubClient,
  target: BranchTarget,
  baseTree: string | undefined,
  files: readonly BranchFileChange[],
  blobs: Map<string, string>,
): Promise<string> {
  const { owner, repo } = target;
  const items: TreeItem[] = [];
  for (const file of files) {
    if ('remove' in file) {
      // Removing a file the tree does not have is an error on GitHub; an orphan start has none to remove.
      if (baseTree) items.push({ path: file.path, mode: '100644', type: 'blob', sha: null });
      continue;
    }
    const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content;
    // A retry writes the same records and summary again: their blobs are made once.
    const digest = createHash('sha256').update(bytes).digest('hex');
    let sha = blobs.get(digest);
    if (!sha) {
      const { data } = await octokit.rest.git.createBlob({
        owner,
        repo,
        content: bytes.toString('base64'),
        encoding: 'base64',
      });
      sha = data.sha;
      blobs.set(digest, sha);
    }
    items.push({ path: file.path, mode: '100644', type: 'blob', sha });
  }
  const { data } = await octokit.rest.git.createTree({
    owner,
    repo,
    tree: items,
    ...(baseTree ? { base_tree: baseTree } : {}),
  });
  return data.sha;
}

/** The HTTP status of an octokit error, if it is one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

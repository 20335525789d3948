import type { Logger, Runtime } from '../engine/runtime.js';
import { childEnv } from '../process/child-env.js';
import { runProcess } from '../process/run-process.js';
import type { ActionContext } from './action-context.js';

/** What the report says about the commit a pull request's run evaluated. */
export interface EvaluatedCommit {
  sha: string;
  /** Set when the evaluated code is not the pull request's head. */
  warning: string | undefined;
}

/**
 * The commit checked out in the working directory (`git rev-parse HEAD`) and
 * whether it holds the pull request's head: the head itself, or a merge commit one of whose
 * parents is the head (what `pull_request` checks out). Under `pull_request_target` the workflow
 * checks out the base branch unless it asks for the head, and the report says so.
 */
export async function evaluatedCommit(context: ActionContext, runtime: Runtime): Promise<EvaluatedCommit | undefined> {
  const pr = context.pullRequest;
  if (!pr) return undefined;
  // Without a repository in the working directory (a job that checked nothing out) there is no
  // telling what was evaluated, so nothing is said.
  const [sha, ...parents] = (await git(['rev-parse', 'HEAD', 'HEAD^@'], runtime)) ?? [];
  if (!sha) return undefined;
  if (sha === pr.headSha || parents.includes(pr.headSha)) return { sha, warning: undefined };
  const target = context.eventName === 'pull_request_target';
  const warning =
    `This run evaluated commit ${sha}, not the pull request's head ${pr.headSha}` +
    (target
      ? ': a pull_request_target workflow checks out the base branch unless it checks out the head, so these ' +
        "results show the base's code."
      : '.');
  return { sha, warning };
}

/** Logs the warning, when there is one. */
export function logEvaluatedCommit(commit: EvaluatedCommit | undefined, logger: Logger): void {
  if (commit?.warning) logger.warn(commit.warning);
}

/** Lines of `git` output, or undefined when git is missing or the folder is no repository. */
async function git(args: string[], runtime: Runtime): Promise<string[] | undefined> {
  try {
    const result = await runProcess({
      file: 'git',
      args,
      cwd: runtime.cwd,
      env: childEnv(runtime),
      timeoutMs: 10_000,
      what: `git ${args[0]}`,
    });
    if (result.exitCode !== 0) return undefined;
    return result.stdout
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^[0-9a-f]{40,64}$/.test(line));
  } catch {
    return undefined;
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { onAbort } from '../abort/on-abort.js';
import { ProviderError, TimeoutError } from '../errors/agentv-error.js';
import { DEFAULT_MAX_ANSWER_BYTES } from './answer-limit.js';
import { killProcessGroup, signalGroup, trackGroup, untrackGroup } from './process-group.js';

/** Default wait between SIGTERM and SIGKILL. */
export const DEFAULT_KILL_GRACE_MS = 2000;
const STDERR_KEEP = 64 * 1024;

/** One child process to run without a shell (use `/bin/sh -c` as `file`/`args` for the shell form). */
export interface ProcessSpec {
  file: string;
  args: string[];
  cwd: string;
  /** The complete environment of the child. */
  env: Record<string, string | undefined>;
  /** Written to the child's stdin, which is then closed; stdin is /dev/null when absent. */
  stdin?: string;
  timeoutMs?: number;
  killGraceMs?: number;
  signal?: AbortSignal;
  /**
   * Most stdout bytes kept, the child's answer (default {@link DEFAULT_MAX_ANSWER_BYTES}, an agent's
   * is the run's `--max-answer-mib`); the rest is read and dropped.
   */
  maxAnswerBytes?: number;
  /** What runs, for error messages, e.g. `target "agent" command`. */
  what: string;
  /**
   * Leave the group's other members alone when the leader exits normally: for a launcher that
   * hands off to a long-lived app (VS Code) rather than an agent whose leftovers are orphans.
   */
  leaveGroupOnExit?: boolean;
}

/** How a child process ended. `stderr` keeps its last 64 KiB. */
export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** True when stdout passed `maxAnswerBytes` and only its beginning was kept. */
  stdoutTruncated?: boolean;
}

/** A started child: `result` settles when it ends; `stop()` ends its whole process group. */
export interface RunningProcess {
  pid: number;
  result: Promise<ProcessResult>;
  stop(): Promise<void>;
}

/**
 * Starts `spec` as the leader of its own process group (detached), so a timeout or an abort can end
 * everything it spawned: SIGTERM, then SIGKILL after the grace period. `result` rejects with a
 * TimeoutError on timeout and with the signal's reason on abort, only once the group is gone.
 * Members still alive when the leader exits are killed too, so no agent process outlives its case.
 */
export function startProcess(spec: ProcessSpec): RunningProcess {
  const grace = spec.killGraceMs ?? DEFAULT_KILL_GRACE_MS;
  if (spec.signal?.aborted) {
    return { pid: 0, result: Promise.reject(spec.signal.reason), stop: async () => {} };
  }
  const child = spawn(spec.file, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    detached: true,
    stdio: [spec.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  const pid = child.pid ?? 0;
  if (pid > 0) trackGroup(pid);
  const stop = async (): Promise<void> => {
    if (pid > 0) await killProcessGroup(pid, grace);
  };

  const result = new Promise<ProcessResult>((resolve, reject) => {
    const ending = endOnce(spec, stop, reject);
    const output = collectOutput(child, spec.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES);
    child.on('error', (error) => {
      ending.finish(() =>
        reject(new ProviderError(`${spec.what} could not start: ${error.message}`, { cause: error })),
      );
    });
    endGroupWithLeader(child, pid, spec.leaveGroupOnExit === true);
    child.on('close', (exitCode, signal) => {
      if (ending.stopping) return;
      ending.finish(() => resolve({ exitCode, signal, ...output() }));
    });
    if (spec.stdin !== undefined && child.stdin) {
      // A child that exits without reading its stdin is not an error of ours.
      child.stdin.on('error', () => {});
      child.stdin.end(spec.stdin);
    }
  });
  return { pid, result, stop };
}

/** How a started child's call settles: once, and after the group is gone when it is stopped. */
interface Ending {
  /** A timeout or abort is being handled: the child's own end must not resolve the call. */
  readonly stopping: boolean;
  /** Settles the call with `action` unless it has settled already; the timer and listener go. */
  finish(action: () => void): void;
}

/** Arms the timeout and the abort signal: either stops the group, then rejects with its reason. */
function endOnce(spec: ProcessSpec, stop: () => Promise<void>, reject: (reason: unknown) => void): Ending {
  let settled = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  const finish = (action: () => void): void => {
    if (settled) return;
    settled = true;
    if (timer) clearTimeout(timer);
    stopListening?.();
    action();
  };
  const stopThenReject = (reason: unknown): void => {
    if (settled || stopping) return;
    stopping = true;
    void stop().then(() => finish(() => reject(reason)));
  };
  const { signal } = spec;
  const stopListening = signal ? onAbort(signal, () => stopThenReject(signal.reason)) : undefined;
  if (spec.timeoutMs !== undefined && spec.timeoutMs > 0) {
    timer = setTimeout(() => stopThenReject(new TimeoutError(spec.what, spec.timeoutMs ?? 0)), spec.timeoutMs);
  }
  return {
    get stopping() {
      return stopping;
    },
    finish,
  };
}

/**
 * Reads the child's stdout up to `cap` bytes (bounded memory per case: 200 MB of stdout must not
 * become a 200 MB answer) and the last 64 KiB of its stderr; returns what was kept.
 */
function collectOutput(
  child: ChildProcess,
  cap: number,
): () => Pick<ProcessResult, 'stdout' | 'stderr' | 'stdoutTruncated'> {
  const stdout: Buffer[] = [];
  let kept = 0;
  let truncated = false;
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    if (kept >= cap) {
      truncated = true;
      return;
    }
    const part = kept + chunk.length > cap ? chunk.subarray(0, cap - kept) : chunk;
    if (part.length < chunk.length) truncated = true;
    stdout.push(part);
    kept += part.length;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEEP);
  });
  return () => ({
    stdout: Buffer.concat(stdout).toString('utf8'),
    stderr,
    ...(truncated ? { stdoutTruncated: true } : {}),
  });
}

/**
 * Background members left behind by the leader would be orphans: they are ended with it (unless
 * `leaveGroup`), and the group is no longer tracked once the child's streams close.
 */
function endGroupWithLeader(child: ChildProcess, pid: number, leaveGroup: boolean): void {
  child.on('exit', () => {
    if (pid > 0 && !leaveGroup) signalGroup(pid, 'SIGKILL');
  });
  child.on('close', () => {
    if (pid > 0) untrackGroup(pid);
  });
}

/** Runs `spec` to completion; see {@link startProcess}. */
export function runProcess(spec: ProcessSpec): Promise<ProcessResult> {
  return startProcess(spec).result;
}

/**
 * The error for a child process that ended badly: exit code (or signal) and the tail of its stderr
 * (and stdout, for agents whose stdout is an event stream). Retryable: an agent run that crashed
 * may well succeed on the next try, and the call limiter decides how often to try.
 */
export function processExitError(
  what: string,
  result: ProcessResult,
  options: { includeStdout?: boolean; reason?: string } = {},
): ProviderError {
  const how =
    result.exitCode !== null ? `exited with code ${result.exitCode}` : `was killed by ${result.signal ?? 'a signal'}`;
  const gist = stderrGist(result.stderr);
  const reason = options.reason ?? how;
  const details: Record<string, unknown> = {
    exit_code: result.exitCode,
    stderr: tailText(result.stderr),
  };
  if (result.signal) details.signal = result.signal;
  if (options.includeStdout) details.stdout = tailText(result.stdout);
  return new ProviderError(`${what} ${reason}${gist ? `: ${gist}` : ''}`, { retryable: true, details });
}

const GIST_LINES = 6;
const GIST_CHARS = 600;

/**
 * The end of a failed process's stderr that says why, on one line: its last few lines joined by
 * ` | `, without the stack frames (`    at …`) and the `Node.js v20…` line Node prints last, which
 * alone say nothing. The full tail stays in the error's details.
 */
export function stderrGist(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^at\s/.test(line) && !/^Node\.js v\d/.test(line));
  return tailText(lines.slice(-GIST_LINES).join(' | '), GIST_CHARS);
}

/** The last `max` characters of `text`, marked when cut, for error details that must stay small. */
export function tailText(text: string, max = 2000): string {
  return text.length <= max ? text : `…${text.slice(text.length - max)}`;
}

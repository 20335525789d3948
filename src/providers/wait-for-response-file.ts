import { stat, readFile } from 'node:fs/promises';
import type { Runtime } from '../engine/runtime.js';
import { TimeoutError } from '../errors/agentv-error.js';

/** How to wait for an agent's response file. */
export interface ResponseWait {
  timeoutMs: number;
  pollMs: number;
  signal: AbortSignal;
  runtime: Runtime;
  /** What is waited for, for the timeout message. */
  what: string;
  /** Called on every poll; throws to stop waiting (e.g. the launcher failed). */
  check?: () => void;
}

/**
 * Polls until `file` exists, is not empty and kept its size between two polls (so a half-written
 * answer is not taken), then returns its content. Throws a TimeoutError after `timeoutMs` and the
 * signal's reason when aborted.
 */
export async function waitForResponseFile(file: string, wait: ResponseWait): Promise<string> {
  const deadline = wait.runtime.now() + wait.timeoutMs;
  let lastSize = -1;
  for (;;) {
    if (wait.signal.aborted) throw wait.signal.reason;
    wait.check?.();
    const size = (await stat(file).catch(() => undefined))?.size ?? -1;
    if (size > 0 && size === lastSize) return readFile(file, 'utf8');
    lastSize = size;
    if (wait.runtime.now() >= deadline) throw new TimeoutError(wait.what, wait.timeoutMs);
    try {
      await wait.runtime.sleep(wait.pollMs, wait.signal);
    } catch (error) {
      throw wait.signal.aborted ? wait.signal.reason : error;
    }
  }
}

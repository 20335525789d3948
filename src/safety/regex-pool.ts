import { Worker } from 'node:worker_threads';
import { EvaluatorError } from '../errors/agentv-error.js';

/**
 * The longest a `regex` assertion may run on one answer. A pattern that backtracks
 * catastrophically (`^(\w+\s?)*$` against words ending in `!`) could otherwise run for hours, and
 * a regular expression cannot be interrupted on the thread running it.
 */
export const REGEX_TIMEOUT_MS = 2_000;

/** Idle workers kept for the next checks; more are started while checks run at once. */
const MAX_IDLE = 2;

/**
 * Runs in each worker thread (CommonJS, so it loads from a string in the bundle and in tests
 * alike): compiles a pattern once, tests an answer, replies with the outcome.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const compiled = new Map();
parentPort.on('message', ({ pattern, flags, text }) => {
  try {
    const key = flags + '/' + pattern;
    let regex = compiled.get(key);
    if (!regex) {
      if (compiled.size >= 64) compiled.clear();
      regex = new RegExp(pattern, flags);
      compiled.set(key, regex);
    }
    regex.lastIndex = 0;
    parentPort.postMessage({ passed: regex.test(text) });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
});
`;

/**
 * Tests regular expressions in worker threads, JavaScript's own engine and semantics, each check
 * bounded by a time limit: the main thread (other cases, the progress line, SIGINT) keeps going
 * while a pattern runs, and a check past the limit ends its worker and fails as an EvaluatorError.
 * Checks at once run on workers of their own; a finished worker is kept for the next check.
 */
export class RegexPool {
  private readonly idle: Worker[] = [];

  constructor(private readonly timeoutMs: number = REGEX_TIMEOUT_MS) {}

  /** Whether `pattern` (with `flags`) matches `text`; rejects past the time limit or on abort. */
  test(pattern: string, flags: string | undefined, text: string, signal?: AbortSignal): Promise<boolean> {
    signal?.throwIfAborted();
    const worker = this.idle.pop() ?? this.spawn();
    return new Promise<boolean>((resolve, reject) => {
      const shown = `/${pattern}/${flags ?? ''}`;
      const finish = (keep: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        signal?.removeEventListener('abort', onAbort);
        if (keep && this.idle.length < MAX_IDLE) this.idle.push(worker);
        else void worker.terminate();
      };
      const onMessage = (reply: { passed?: boolean; error?: string }) => {
        finish(true);
        if (reply.error !== undefined) reject(new EvaluatorError(`regex ${shown} failed: ${reply.error}`));
        else resolve(reply.passed === true);
      };
      const onError = (error: Error) => {
        finish(false);
        reject(new EvaluatorError(`regex ${shown} failed: ${error.message}`, error));
      };
      const onAbort = () => {
        finish(false);
        reject(
          signal?.reason instanceof Error
            ? signal.reason
            : new EvaluatorError(`regex ${shown} stopped: the case was aborted`),
        );
      };
      const timer = setTimeout(() => {
        finish(false);
        reject(
          new EvaluatorError(
            `regex ${shown} did not finish within ${this.timeoutMs / 1000} s on this answer (catastrophic ` +
              `backtracking?); it is stopped and this check is scored as an error`,
          ),
        );
      }, this.timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.postMessage({ pattern, flags: flags ?? '', text });
    });
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    // A worker never keeps the program alive: a pending check holds its own timer.
    worker.unref();
    return worker;
  }
}

/** The pool every `regex` assertion of the process shares. */
export const sharedRegexPool = new RegexPool();

import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { onAbort } from '../abort/on-abort.js';
import { EvaluatorError } from '../errors/agentv-error.js';

/**
 * The longest a `regex` assertion may run on one answer. A pattern that backtracks
 * catastrophically (`^(\w+\s?)*$` against words ending in `!`) could otherwise run for hours, and
 * a regular expression cannot be interrupted on the thread running it.
 */
export const REGEX_TIMEOUT_MS = 2_000;

/**
 * Workers at most, each testing one pattern at a time; further checks wait their turn (their time
 * limit starts when a worker takes them). Workers are kept between checks: starting one costs
 * more than most tests.
 */
const POOL_SIZE = Math.max(2, Math.min(4, availableParallelism()));

/**
 * Runs in each worker thread (CommonJS, so it loads from a string in the bundle and in tests
 * alike): compiles a pattern once, tests an answer, replies with the outcome: a message, or for a
 * caller that waits synchronously ({@link RegexPool.testNow}) in the shared `state` (1 matched,
 * 0 not, 2 failed at [1]; [0] set to 1 when done).
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const compiled = new Map();
parentPort.on('message', ({ pattern, flags, text, state }) => {
  let reply;
  try {
    const key = flags + '/' + pattern;
    let regex = compiled.get(key);
    if (!regex) {
      if (compiled.size >= 64) compiled.clear();
      regex = new RegExp(pattern, flags);
      compiled.set(key, regex);
    }
    regex.lastIndex = 0;
    reply = { passed: regex.test(text) };
  } catch (error) {
    reply = { error: String(error && error.message ? error.message : error) };
  }
  if (!state) return parentPort.postMessage(reply);
  Atomics.store(state, 1, reply.error !== undefined ? 2 : reply.passed ? 1 : 0);
  Atomics.store(state, 0, 1);
  Atomics.notify(state, 0);
});
`;

/** One check, waiting for a worker or running on one. */
interface Check {
  pattern: string;
  flags: string;
  text: string;
  signal: AbortSignal | undefined;
  resolve(passed: boolean): void;
  reject(error: unknown): void;
  /** Set once a worker runs it: ends the run (the worker kept or not) before the check settles. */
  stop?: (keep: boolean) => void;
}

/**
 * Tests regular expressions in worker threads, JavaScript's own engine and semantics, each check
 * bounded by a time limit: the main thread (other cases, the progress line, SIGINT) keeps going
 * while a pattern runs, and a check past the limit ends its worker and fails as an EvaluatorError.
 * A few workers serve every check in turn; one ended by a time limit is replaced when next needed.
 */
export class RegexPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: Check[] = [];
  private running = 0;
  /** The worker {@link testNow} waits on, apart from the pool's. */
  private syncWorker: Worker | undefined;

  constructor(
    private readonly timeoutMs: number = REGEX_TIMEOUT_MS,
    private readonly size: number = POOL_SIZE,
  ) {}

  /** Whether `pattern` (with `flags`) matches `text`; rejects past the time limit or on abort. */
  test(pattern: string, flags: string | undefined, text: string, signal?: AbortSignal): Promise<boolean> {
    signal?.throwIfAborted();
    return new Promise<boolean>((resolve, reject) => {
      const check: Check = { pattern, flags: flags ?? '', text, signal, resolve, reject };
      const abort = () => {
        const at = this.waiting.indexOf(check);
        if (at >= 0) this.waiting.splice(at, 1);
        check.stop?.(false);
        reject(
          signal?.reason instanceof Error
            ? signal.reason
            : new EvaluatorError(`regex ${shown(check)} stopped: the case was aborted`),
        );
      };
      const stopListening = signal ? onAbort(signal, abort) : undefined;
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          stopListening?.();
          done(value);
        };
      check.resolve = settle(resolve);
      check.reject = settle(reject);
      this.waiting.push(check);
      this.next();
    });
  }

  /** Hands waiting checks to workers while fewer than `size` run. */
  private next(): void {
    while (this.running < this.size && this.waiting.length > 0) {
      this.running++;
      this.run(this.waiting.shift()!, this.idle.pop() ?? this.spawn());
    }
  }

  private run(check: Check, worker: Worker): void {
    let ended = false;
    const end = (keep: boolean) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      if (keep) this.idle.push(worker);
      else void worker.terminate();
      this.running--;
      this.next();
    };
    check.stop = end;
    const onMessage = (reply: { passed?: boolean; error?: string }) => {
      end(true);
      if (reply.error !== undefined) check.reject(new EvaluatorError(`regex ${shown(check)} failed: ${reply.error}`));
      else check.resolve(reply.passed === true);
    };
    const onError = (error: Error) => {
      end(false);
      check.reject(new EvaluatorError(`regex ${shown(check)} failed: ${error.message}`, error));
    };
    const timer = setTimeout(() => {
      end(false);
      check.reject(timedOut(check, this.timeoutMs));
    }, this.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage({ pattern: check.pattern, flags: check.flags, text: check.text });
  }

  /**
   * The same check for a caller that cannot wait for a promise (ajv tests a JSON schema's
   * `pattern` synchronously): this thread sleeps until the worker answers, at most the time limit,
   * and the worker is ended past it. The wait is bounded; the pattern never runs here.
   */
  testNow(pattern: string, flags: string | undefined, text: string): boolean {
    const check = { pattern, flags: flags ?? '' };
    this.syncWorker ??= this.spawn();
    const state = new Int32Array(new SharedArrayBuffer(8));
    this.syncWorker.postMessage({ ...check, text, state });
    if (Atomics.wait(state, 0, 0, this.timeoutMs) === 'timed-out') {
      void this.syncWorker.terminate();
      this.syncWorker = undefined;
      throw timedOut(check, this.timeoutMs);
    }
    if (state[1] === 2) throw new EvaluatorError(`regex ${shown(check)} failed on this answer`);
    return state[1] === 1;
  }

  private spawn(): Worker {
    // Worker threads are loaded with the first regex checked, not by every run.
    const { Worker } = process.getBuiltinModule('node:worker_threads');
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    // A worker never keeps the program alive: a running check holds its own timer.
    worker.unref();
    return worker;
  }
}

function shown(check: { pattern: string; flags: string }): string {
  return `/${check.pattern}/${check.flags}`;
}

function timedOut(check: { pattern: string; flags: string }, timeoutMs: number): EvaluatorError {
  return new EvaluatorError(
    `regex ${shown(check)} did not finish within ${timeoutMs / 1000} s on this answer (catastrophic ` +
      'backtracking?); it is stopped and this check is scored as an error',
  );
}

/** The pool every `regex` assertion of the process shares. */
export const sharedRegexPool = new RegexPool();

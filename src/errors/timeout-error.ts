import { AgentvError } from './agentv-error.js';

/** A call or a case ran past its time limit and was aborted. Always retryable. */
export class TimeoutError extends AgentvError {
  readonly timeoutMs: number;
  readonly retryable = true;

  constructor(what: string, timeoutMs: number) {
    super(`${what} timed out after ${timeoutMs} ms`, { code: 'TIMEOUT', exitCode: 1 });
    this.timeoutMs = timeoutMs;
  }
}

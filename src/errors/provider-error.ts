import { AgentvError } from './agentv-error.js';

/** A model or agent call failed. `status` is the HTTP status (or process exit code for agents). */
export class ProviderError extends AgentvError {
  readonly status: number | undefined;
  readonly retryable: boolean;
  /** Server-requested wait before the next try (from `retry-after-ms` / `Retry-After`). */
  readonly retryAfterMs: number | undefined;
  /** Extra facts for the result record (stderr, exit code, attempts, elapsed). */
  readonly details: Record<string, unknown>;

  constructor(
    message: string,
    options: {
      status?: number;
      retryable?: boolean;
      retryAfterMs?: number;
      details?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { code: 'PROVIDER', exitCode: 1, cause: options.cause });
    this.status = options.status;
    this.retryable = options.retryable ?? false;
    this.retryAfterMs = options.retryAfterMs;
    this.details = options.details ?? {};
  }
}

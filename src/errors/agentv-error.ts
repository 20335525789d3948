/**
 * Base of every error the tool raises on purpose. `code` is a stable marker for tests and logs;
 * `exitCode` is what a door turns it into (2: bad input or configuration).
 */
export class AgentvError extends Error {
  readonly code: string;
  readonly exitCode: number;

  constructor(message: string, options: { code: string; exitCode?: number; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = options.code;
    this.exitCode = options.exitCode ?? 2;
  }
}

export function isAgentvError(value: unknown): value is AgentvError {
  return value instanceof AgentvError;
}

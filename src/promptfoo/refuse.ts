import { ConfigError } from '../errors/config-error.js';

/** A promptfoo config this tool cannot run as written: one line naming the file and the fix (exit 2). */
export function refuse(file: string, message: string, fix: string, line?: number): never {
  throw new ConfigError(message, { file, ...(line !== undefined ? { line } : {}) }, fix);
}

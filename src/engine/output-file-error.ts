import { ConfigError } from '../errors/config-error.js';
import { fileErrorReason } from '../errors/file-error-reason.js';

/**
 * A file the run must write (results, events log) cannot be created: one ConfigError line naming
 * the file, the reason and the flag to change, raised before any case starts.
 */
export function outputFileError(file: string, what: string, cause: unknown, flag: string): ConfigError {
  return new ConfigError(
    `cannot write the ${what}: ${fileErrorReason(cause)}`,
    { file },
    `pass ${flag} with a path in a folder you can write to, or fix the folder's permissions`,
  );
}

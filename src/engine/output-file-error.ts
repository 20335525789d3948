import { ConfigError } from '../errors/config-error.js';

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  ENOSPC: 'the disk is full',
  EEXIST: 'a part of the path exists and is not a folder',
};

/** Why a file-system call failed, in words (the errno code decides; the raw message is the fallback). */
export function fileErrorReason(cause: unknown): string {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  if (code && REASONS[code]) return REASONS[code];
  return cause instanceof Error ? cause.message : String(cause);
}

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

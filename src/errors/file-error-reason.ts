const REASONS: Record<string, string> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  ENOSPC: 'the disk is full',
  EEXIST: 'a part of the path exists and is not a folder',
};

/**
 * Why a file-system call failed, in plain words decided by the errno code (the raw message, which
 * repeats the path and the code, is only the fallback), for one-line error messages.
 */
export function fileErrorReason(cause: unknown): string {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  if (code && REASONS[code]) return REASONS[code];
  return cause instanceof Error ? cause.message : String(cause);
}

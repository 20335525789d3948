import { closeSync, fstatSync, openSync, promises as fs, readSync } from 'node:fs';
import { isAscii } from 'node:buffer';
import { ConfigError } from '../errors/config-error.js';

/** Below this size a file's text is kept in memory: reading it back would save too little to matter. */
export const FILE_BACKED_BYTES = 1024 * 1024;

/** A file's bytes with the size and modification time they were read at. */
export interface StampedBytes {
  bytes: Buffer;
  size: number;
  mtimeMs: number;
}

/** Reads `file` whole through one handle, with the stamp of what was read. */
export async function readStamped(file: string): Promise<StampedBytes> {
  const handle = await fs.open(file, 'r');
  try {
    const { size, mtimeMs } = await handle.stat();
    return { bytes: await handle.readFile(), size, mtimeMs };
  } finally {
    await handle.close();
  }
}

/**
 * For a large ASCII file read whole and unchanged while it was read: a function that reads the
 * text from `start` to `end` back from the file, so a reader of its cases need not keep the file's
 * text (13 MB at 100,000 cases) for the whole run. ASCII only, where a character's offset is its
 * byte's. Undefined otherwise: the caller keeps the text. A later read of a file that changed since
 * is a ConfigError: its offsets no longer fit.
 */
export function fileSlices(
  file: string,
  read: StampedBytes,
  what: string,
): ((start: number, end: number) => string) | undefined {
  const { bytes, size, mtimeMs } = read;
  if (bytes.length < FILE_BACKED_BYTES || bytes.length !== size || !isAscii(bytes)) return undefined;
  return (start, end) => {
    const fd = openSync(file, 'r');
    try {
      const now = fstatSync(fd);
      if (now.size !== size || now.mtimeMs !== mtimeMs) {
        throw new ConfigError(
          `${what} changed while its cases were being read`,
          { file },
          'run again once the file is no longer being changed',
        );
      }
      const slice = Buffer.allocUnsafe(end - start);
      let filled = 0;
      while (filled < slice.length) {
        const got = readSync(fd, slice, filled, slice.length - filled, start + filled);
        if (got === 0) break;
        filled += got;
      }
      return slice.toString('latin1', 0, filled);
    } finally {
      closeSync(fd);
    }
  };
}

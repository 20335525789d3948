import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

/** A file a child process left behind, read up to a cap. */
export interface CappedRead {
  text: string;
  /** True when the file held more than the cap and only its beginning was kept. */
  truncated: boolean;
}

/** The file is there but is not a regular file (a FIFO, a device, a socket, a folder). */
export class NotRegularFileError extends Error {
  constructor(readonly kind: string) {
    super(`not a regular file (${kind})`);
  }
}

/**
 * Reads at most `maxBytes` of `file` (an agent's `{OUTPUT_FILE}`, a response file), like stdout is
 * capped: memory stays near the cap however large the file. Opened without blocking and checked on
 * the open handle, so a FIFO (which would wait for a writer forever), a device such as /dev/zero
 * (which never ends) or a folder is a NotRegularFileError, whatever a symlink pointed at.
 */
export async function readCappedFile(file: string, maxBytes: number): Promise<CappedRead> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new NotRegularFileError(kindOf(stats));
    // One byte past the cap tells a file that is exactly the cap from a longer one.
    const buffer = Buffer.alloc(Math.min(stats.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) break;
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    const truncated = length > maxBytes || stats.size > maxBytes;
    return { text: buffer.subarray(0, Math.min(length, maxBytes)).toString('utf8'), truncated };
  } finally {
    await handle.close();
  }
}

function kindOf(stats: {
  isFIFO(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isSocket(): boolean;
  isDirectory(): boolean;
}): string {
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  if (stats.isDirectory()) return 'a folder';
  return 'not a file';
}

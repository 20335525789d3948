import { open } from 'node:fs/promises';

const CHUNK = 64 * 1024;

/**
 * Cuts a torn last line off a JSONL file (a run killed mid-write leaves bytes after the last
 * `\n`), so records appended afterwards start on a line of their own and every complete line
 * stays a valid record. Returns how many bytes were removed; a missing file removes nothing.
 */
export async function trimTornTail(path: string): Promise<number> {
  const handle = await open(path, 'r+').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!handle) return 0;
  try {
    const { size } = await handle.stat();
    const keep = await endOfLastLine(handle, size);
    if (keep < size) await handle.truncate(keep);
    return size - keep;
  } finally {
    await handle.close();
  }
}

/** Offset just past the last `\n` (0 when there is none), read backwards in chunks. */
async function endOfLastLine(handle: Awaited<ReturnType<typeof open>>, size: number): Promise<number> {
  let end = size;
  const buffer = Buffer.alloc(CHUNK);
  while (end > 0) {
    const start = Math.max(0, end - CHUNK);
    const { bytesRead } = await handle.read(buffer, 0, end - start, start);
    const index = buffer.subarray(0, bytesRead).lastIndexOf(0x0a);
    if (index >= 0) return start + index + 1;
    end = start;
  }
  return 0;
}

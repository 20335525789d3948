import { statSync } from 'node:fs';

/**
 * An eval file of at most this size is held for the run: its text as a string and its cases as the
 * load built them, each until it first runs. Reading a file a block at a time and building each
 * case again from it as it runs costs time (a third of a 10,000-case run of a 1.1 MB file) and
 * saves memory only for long files: the 10,000 built cases of that file held ~7 MB. A larger file
 * is read from disk a block at a time and its cases built again as they run, so a run's memory
 * stays flat however long its suite.
 */
export const HELD_FILE_BYTES = 2 * 1024 * 1024;

/**
 * Whether the eval file `file` is held for the run (see {@link HELD_FILE_BYTES}); not when it can no
 * longer be read (gone since it was loaded): its cases are then built when they run, and say why.
 */
export function isHeldFile(file: string, limit = HELD_FILE_BYTES): boolean {
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  return size !== undefined && size <= limit;
}

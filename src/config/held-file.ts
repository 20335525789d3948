import { statSync } from 'node:fs';

/**
 * An eval file of at most this size is held for the run: its text as a string and its cases as the
 * load built them, each until it first runs. Reading a file a block at a time and building each
 * case again from it as it runs costs time (a fifth of a 10,000-case run of a 1.1 MB file) and
 * saves memory only for long files: holding that file raised the run's peak by ~10 MiB. A larger file
 * is read from disk a block at a time and its cases built again as they run, so a run's memory
 * stays flat however long its suite.
 */
export const HELD_FILE_BYTES = 2 * 1024 * 1024;

/**
 * Whether the eval file `file` is held for the run (see {@link HELD_FILE_BYTES}): the one test of the
 * rule, for its text (yaml-source.ts) and its cases (the loaders). Not when it cannot be read (gone
 * since it was loaded): its cases are then built when they run, and say why.
 */
export function isHeldFile(file: string, limit = HELD_FILE_BYTES): boolean {
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  return size !== undefined && size <= limit;
}

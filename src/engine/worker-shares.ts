/**
 * Seed 004 file-level balancing: every file gets at least one worker, and the remaining
 * workers are divided evenly (the first files take the remainder). The global pool still
 * caps the total at `workers`.
 */
export function workerShares(workers: number, fileCount: number): number[] {
  if (fileCount <= 0) return [];
  if (fileCount >= workers) return Array.from({ length: fileCount }, () => 1);
  const base = Math.floor(workers / fileCount);
  const extra = workers % fileCount;
  return Array.from({ length: fileCount }, (_, i) => base + (i < extra ? 1 : 0));
}

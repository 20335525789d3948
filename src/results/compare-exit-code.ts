import type { CompareReport } from './compare-report.js';

/**
 * Exit code of `agentv compare`: 0 when file2's mean is at least file1's, else 1. Means are over
 * matched cases, so both sides cover the same cases. With nothing matched, 0 only when file1
 * scored nothing either (nothing could have got worse).
 */
export function compareExitCode(report: CompareReport): 0 | 1 {
  if (report.mean1 !== null && report.mean2 !== null) return report.mean2 >= report.mean1 - 1e-9 ? 0 : 1;
  const file1Scored = report.unmatched.file1 > 0 || report.errored.some((entry) => entry.score1 !== undefined);
  return file1Scored ? 1 : 0;
}

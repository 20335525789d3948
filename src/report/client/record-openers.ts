/// <reference lib="dom" />
import type { DiffRow, ReportData } from '../report-data.js';
import type { CaseDetail } from './case-detail.js';

/**
 * How a row opens the case panel. A record of the run opens with the same run of the baseline when
 * it has one, else the case's first baseline run; a comparison row merges the repeats of its case,
 * so it opens with every run of the case on each side for the panel to list and say which it shows.
 */
export function createRecordOpeners(data: ReportData, detail: CaseDetail) {
  const runKey = (r: { eval_id: string; prompt_id: string; iteration: number }) =>
    `${r.eval_id}\u0000${r.prompt_id}\u0000${r.iteration}`;
  const baselineRuns = new Map<string, number>();
  data.baseline?.records.forEach((r, i) => {
    baselineRuns.set(runKey(r), i);
  });
  const caseRow = new Map((data.baseline?.rows ?? []).map((row) => [`${row.eval_id}\u0000${row.prompt_id}`, row]));
  const runsOf = (records: readonly { eval_id: string; prompt_id: string }[], evalId: string, promptId: string) =>
    records.flatMap((r, i) => (r.eval_id === evalId && r.prompt_id === promptId ? [i] : []));
  return {
    openRecord(index: number): void {
      const record = data.records[index];
      if (!record || !data.baseline) {
        detail.open(index, null);
        return;
      }
      const same = baselineRuns.get(runKey(record));
      detail.open(index, same ?? caseRow.get(`${record.eval_id}\u0000${record.prompt_id}`)?.baseline ?? null);
    },
    openRow(row: DiffRow): void {
      detail.open(row.current, row.baseline, {
        current: runsOf(data.records, row.eval_id, row.prompt_id),
        baseline: runsOf(data.baseline?.records ?? [], row.eval_id, row.prompt_id),
      });
    },
  };
}

import { ConfigError } from '../errors/config-error.js';
import type { EvalResult } from './eval-result.js';

/** The records read from one results file. */
export interface ResultsFile {
  file: string;
  records: EvalResult[];
}

/**
 * The identity of a record across shards: dataset, eval_id, prompt_id and iteration. The dataset is
 * part of it because one unsharded run may hold the same eval_id in two eval files.
 */
export function recordKey(record: EvalResult): string {
  return [record.dataset, record.eval_id, record.prompt_id || 'default', String(record.iteration ?? 0)].join('\u0000');
}

/**
 * Joins shard results in the order given (file by file, records in file order). A record whose key
 * already came from an earlier file (or earlier in the same file) is a ConfigError naming both
 * files: the shards overlapped, or one file was given twice. Two records of one case from the same
 * `--queue` run (equal `run_id`) are one case run twice, after its lease ran out on a slow process
 * or its process died between its record and its completion: the first is kept. `fix` is the error's advice (another
 * reader, such as `report`, says what fits it).
 */
export function mergeResults(
  files: readonly ResultsFile[],
  fix = 'merge each shard once; shards of one --shard i/n split ' +
    'never overlap, so drop the file that came from another run',
): EvalResult[] {
  const seenIn = new Map<string, { file: string; runId: string | undefined }>();
  const merged: EvalResult[] = [];
  for (const { file, records } of files) {
    for (const record of records) {
      const key = recordKey(record);
      const seen = seenIn.get(key);
      if (seen !== undefined && seen.runId !== undefined && seen.runId === record.run_id) continue;
      if (seen !== undefined) {
        const first = seen.file;
        const where = first === file ? `twice in ${file}` : `in both ${first} and ${file}`;
        const what =
          `eval_id "${record.eval_id}", prompt_id "${record.prompt_id || 'default'}", ` +
          `iteration ${record.iteration ?? 0} (dataset "${record.dataset}")`;
        throw new ConfigError(`duplicate result: ${what} is ${where}`, { file }, fix);
      }
      seenIn.set(key, { file, runId: record.run_id });
      merged.push(record);
    }
  }
  return merged;
}

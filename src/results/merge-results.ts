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
 * files: the shards overlapped, or one file was given twice. `fix` is the error's advice (another
 * reader, such as `report`, says what fits it).
 */
export function mergeResults(
  files: readonly ResultsFile[],
  fix = 'merge each shard once; shards of one --shard i/n split ' +
    'never overlap, so drop the file that came from another run',
): EvalResult[] {
  const seenIn = new Map<string, string>();
  const merged: EvalResult[] = [];
  for (const { file, records } of files) {
    for (const record of records) {
      const key = recordKey(record);
      const first = seenIn.get(key);
      if (first !== undefined) {
        const where = first === file ? `twice in ${file}` : `in both ${first} and ${file}`;
        const what =
          `eval_id "${record.eval_id}", prompt_id "${record.prompt_id || 'default'}", ` +
          `iteration ${record.iteration ?? 0} (dataset "${record.dataset}")`;
        throw new ConfigError(`duplicate result: ${what} is ${where}`, { file }, fix);
      }
      seenIn.set(key, file);
      merged.push(record);
    }
  }
  return merged;
}

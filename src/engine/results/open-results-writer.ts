import { rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { outputFileError } from '../../errors/config-error.js';
import { createResultWriter, type ResultWriter } from '../../results/result-writer.js';
import type { RunOptions } from '../run/run-options.js';
import type { Logger } from '../runtime.js';

/**
 * Opens the run's results file before any case starts (appending with `--resume`), so an
 * unwritable folder fails at once with one ConfigError line instead of after planning.
 */
export async function openResultsWriter(
  options: Pick<RunOptions, 'outPath' | 'outputFormat' | 'resume' | 'overwrite'>,
  logger?: Logger,
  nowMs = Date.now(),
): Promise<ResultWriter> {
  try {
    // A run without --resume never destroys earlier results unless told to (--overwrite): they are
    // kept beside the new file.
    if (!options.resume && !options.overwrite) {
      const kept = await keepEarlierResults(options.outPath, nowMs);
      if (kept)
        logger?.warn(
          `${options.outPath} already held results: kept them as ${kept} (pass --resume to add to a file instead)`,
        );
    }
    return await createResultWriter(options.outPath, options.outputFormat, { append: options.resume ?? false });
  } catch (cause) {
    throw outputFileError(options.outPath, 'results file', cause, options.resume ? '--resume' : '--out');
  }
}

/**
 * Moves a non-empty file at `file` to `<name>.previous-<time><ext>` beside it; returns where, or
 * undefined when there was nothing to keep.
 */
async function keepEarlierResults(file: string, nowMs: number): Promise<string | undefined> {
  const size = await stat(file).then(
    (s) => (s.isFile() ? s.size : 0),
    () => 0,
  );
  if (size === 0) return undefined;
  const ext = path.extname(file);
  const stamp = new Date(nowMs).toISOString().replace(/[:.]/g, '-');
  const kept = path.join(path.dirname(file), `${path.basename(file, ext)}.previous-${stamp}${ext}`);
  await rename(file, kept);
  return kept;
}

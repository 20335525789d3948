import { createResultWriter, type ResultWriter } from '../results/result-writer.js';
import { outputFileError } from './output-file-error.js';
import type { RunOptions } from './run-options.js';

/**
 * Opens the run's results file before any case starts (appending with `--resume`), so an
 * unwritable folder fails at once with one ConfigError line instead of after planning.
 */
export async function openResultsWriter(options: Pick<RunOptions, 'outPath' | 'outputFormat' | 'resume'>): Promise<ResultWriter> {
  try {
    return await createResultWriter(options.outPath, options.outputFormat, { append: options.resume ?? false });
  } catch (cause) {
    throw outputFileError(options.outPath, 'results file', cause, options.resume ? '--resume' : '--out');
  }
}

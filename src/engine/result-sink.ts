import type { EvalResult } from '../results/eval-result.js';

/** Anything that consumes results as cases finish: file writers, progress display, stats collector. */
export interface ResultSink {
  append(result: EvalResult): Promise<void> | void;
  close(): Promise<void> | void;
}

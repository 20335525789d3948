import * as core from '@actions/core';
import type { Summary } from '../results/compute-summary.js';

/** The values behind action.yml's outputs. */
export interface ActionOutputs {
  resultsPath: string;
  summary: Summary;
  /** Cases that lost at least the compare threshold against the base; 0 without a baseline. */
  regressions: number;
  commentUrl: string | undefined;
}

/** Sets every output; scores are empty strings when nothing was scored. */
export function setActionOutputs(outputs: ActionOutputs, set: (name: string, value: string) => void = core.setOutput): void {
  const { summary } = outputs;
  set('results-path', outputs.resultsPath);
  set('mean-score', summary.mean === undefined ? '' : String(Number(summary.mean.toFixed(4))));
  set('pass-rate', summary.passRate === undefined ? '' : String(Number(summary.passRate.toFixed(4))));
  set('total', String(summary.total));
  set('errors', String(summary.errors));
  set('regressions', String(outputs.regressions));
  set('comment-url', outputs.commentUrl ?? '');
}

import path from 'node:path';
import type { RunOptions } from '../engine/run-options.js';
import { defaultResultsFileName } from '../results/eval-result.js';
import type { ActionSettings } from './input-helper.js';

/** RunOptions from the Action's inputs; results go to `.agentv/results/` in the working directory. */
export function toRunOptions(settings: ActionSettings, evalFiles: string[], nowMs: number): RunOptions {
  const options: RunOptions = {
    evalFiles,
    outPath: path.join(settings.workingDirectory, '.agentv', 'results', defaultResultsFileName(nowMs, settings.outputFormat)),
    outputFormat: settings.outputFormat,
    maxRetries: 2,
    includeTrace: false,
    allowOutsideRoot: false,
  };
  if (settings.target !== undefined) options.targetOverride = settings.target;
  if (settings.targetsPath !== undefined) options.targetsPath = settings.targetsPath;
  if (settings.workers !== undefined) options.workers = settings.workers;
  if (settings.maxConcurrentCalls !== undefined) options.maxConcurrentCalls = settings.maxConcurrentCalls;
  if (settings.adaptive) options.adaptive = true;
  if (settings.shard?.kind === 'part') options.shard = { index: settings.shard.index, count: settings.shard.count };
  // The Action has no delay knobs: a dry run answers at once.
  if (settings.dryRun) options.dryRun = {};
  return options;
}

import * as core from '@actions/core';
import type { Logger } from '../engine/runtime.js';
import type { Summary } from '../results/compute-summary.js';
import { combinedUsage } from '../results/usage-totals.js';
import type { ActionContext } from './action-context.js';
import type { ProducedResults } from './produce-results.js';

/** The values behind action.yml's outputs. */
export interface ActionOutputs {
  resultsPath: string;
  /** The run summary JSON (statistics and per-case verdicts over repeats). */
  summaryPath: string;
  /** The HTML report (absent in shard jobs and when it could not be written). */
  reportPath: string | undefined;
  summary: Summary;
  /** Repeated cases labelled flaky. */
  flaky: number;
  /** Records carried from the baseline by `only-changed`. */
  carried: number;
  /** Cases that lost at least the compare threshold against the base; 0 without a baseline. */
  regressions: number;
  commentUrl: string | undefined;
}

/** Sets every output; scores are empty strings when nothing was scored. */
export function setActionOutputs(
  outputs: ActionOutputs,
  set: (name: string, value: string) => void = core.setOutput,
): void {
  const { summary } = outputs;
  set('results-path', outputs.resultsPath);
  set('mean-score', summary.mean === undefined ? '' : String(Number(summary.mean.toFixed(4))));
  set('pass-rate', summary.passRate === undefined ? '' : String(Number(summary.passRate.toFixed(4))));
  set('total', String(summary.total));
  set('errors', String(summary.errors));
  set('regressions', String(outputs.regressions));
  set('comment-url', outputs.commentUrl ?? '');
  set('summary-path', outputs.summaryPath);
  set('flaky', String(outputs.flaky));
  set('report-path', outputs.reportPath ?? '');
  const paid = combinedUsage(summary.usage);
  set('cost-usd', paid.calls > paid.unpricedCalls ? String(Number(paid.spentUsd.toFixed(6))) : '');
  set('skipped', String(summary.skipped.length));
  set('evaluated', String(summary.scored + summary.errors));
  set('cached-calls', String(paid.cachedCalls));
  set('carried', String(outputs.carried));
}

/** The outputs on GitHub Actions; elsewhere each is logged as `output <name>=<value>`. */
export function publishOutputs(outputs: ActionOutputs, context: Pick<ActionContext, 'inGitHub'>, logger: Logger): void {
  if (context.inGitHub) setActionOutputs(outputs);
  else setActionOutputs(outputs, (name, value) => logger.info(`output ${name}=${value}`));
}

/** The run summary JSON sits next to the results file (the summary-path output). */
export function summaryPathOf(resultsPath: string): string {
  return resultsPath.replace(/\.[^./]+$/, '.summary.json');
}

/** The outputs of a run's results, with what the steps after it found. */
export function outputsOf(
  outcome: ProducedResults,
  after: Pick<ActionOutputs, 'reportPath' | 'regressions' | 'commentUrl'>,
): ActionOutputs {
  return {
    resultsPath: outcome.resultsPath,
    summaryPath: summaryPathOf(outcome.resultsPath),
    summary: outcome.summary,
    flaky: outcome.repeats?.filter((c) => c.label === 'flaky').length ?? 0,
    carried: outcome.records.filter((r) => r.carried).length,
    ...after,
  };
}

export function writeFailure(outcome: ProducedResults): string {
  return `${outcome.writeFailures} result(s) could not be written to ${outcome.resultsPath}`;
}

/** A shard job sets its outputs and stops: the comment, the baseline and the gates belong to the merge job. */
export function reportShard(
  outcome: ProducedResults,
  shard: { index: number; count: number },
  context: Pick<ActionContext, 'inGitHub'>,
  logger: Logger,
): string[] {
  logger.info(
    `shard ${shard.index}/${shard.count}: ${outcome.summary.total} case(s) run; ` +
      'the shard: merge job compares, comments and applies the gates',
  );
  publishOutputs(
    { ...outputsOf(outcome, { reportPath: undefined, regressions: 0, commentUrl: undefined }), carried: 0 },
    context,
    logger,
  );
  return outcome.writeFailures > 0 ? [writeFailure(outcome)] : [];
}

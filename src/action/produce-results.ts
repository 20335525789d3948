import { DEFAULT_PASS_POLICY, formatPassPolicy, repeatedCasesOf, type RepeatCase } from '../results/repeats.js';
import { runSuites, type SuiteRunHooks } from '../compose/run-suites.js';
import type { Runtime } from '../engine/runtime.js';
import { computeSummary, type Summary, toStatsEntry } from '../results/compute-summary.js';
import type { EvalResult, OutputFormat } from '../results/eval-result.js';
import { readResults } from '../results/read-results.js';
import { createResultWriter } from '../results/result-writer.js';
import { mergeShardArtifacts, type MergeShardsDeps } from './merge-shard-artifacts.js';
import type { RunOptions } from '../engine/run/run-options.js';

/** The results the rest of the Action reports on, however they were produced. */
export interface ProducedResults {
  resultsPath: string;
  summary: Summary;
  records: EvalResult[];
  /** Records the writer could not persist. */
  writeFailures: number;
  /** Per case × variant over its repeats, when some case ran more than once. */
  repeats?: RepeatCase[];
  passPolicy?: string;
  earlyStopped?: number;
  /** `shard: merge` only: the shards that uploaded nothing. */
  missingShards?: { missing: number[]; count: number };
}

/** Runs the suites (all of them, or this job's shard) and reads back what was written. */
export async function evaluate(
  run: RunOptions,
  runtime: Runtime,
  evalFiles: string[],
  hooks: SuiteRunHooks = {},
): Promise<ProducedResults> {
  const options = { ...run, evalFiles };
  const shard = options.shard
    ? ` (shard ${options.shard.index}/${options.shard.count})`
    : options.queue
      ? ` (queue ${options.queue.runId})`
      : '';
  const outcome = await runSuites(options, runtime, { ...hooks, startLineSuffix: shard });
  runtime.logger.info(`results written to ${outcome.resultsPath}`);
  const { records } = await readResults(outcome.resultsPath);
  return {
    resultsPath: outcome.resultsPath,
    summary: outcome.summary,
    records,
    writeFailures: outcome.writeFailures,
    ...(outcome.repeats
      ? { repeats: outcome.repeats, passPolicy: outcome.passPolicy, earlyStopped: outcome.earlyStopped }
      : {}),
  };
}

/**
 * `shard: merge`: the shard artifacts of this run, merged into one results file where an unsharded
 * run would have written it, with the same summary an unsharded run would have.
 */
export async function mergeShards(
  run: RunOptions,
  runtime: Runtime,
  deps: Omit<MergeShardsDeps, 'logger'>,
): Promise<ProducedResults> {
  const { records, missing, count } = await mergeShardArtifacts({ ...deps, logger: runtime.logger });
  const file = run.outPath;
  await appendRecords(file, records, run.outputFormat, false);
  runtime.logger.info(`merged results written to ${file}`);
  const produced = producedFrom(file, records, run, 0);
  return missing.length > 0 ? { ...produced, missingShards: { missing, count } } : produced;
}

/**
 * `only-changed`: the results of the suites that ran (none, when `outcome` is undefined) plus the
 * baseline's records of the carried suites, appended to the same results file so the artifact,
 * the summary and every report cover the whole set.
 */
export async function withCarried(
  outcome: ProducedResults | undefined,
  carried: EvalResult[],
  run: RunOptions,
  runtime: Runtime,
): Promise<ProducedResults> {
  if (carried.length === 0 && outcome) return outcome;
  const file = outcome?.resultsPath ?? run.outPath;
  await appendRecords(file, carried, run.outputFormat, outcome !== undefined);
  runtime.logger.info(`${carried.length} carried result(s) from the baseline added to ${file}`);
  const merged = producedFrom(file, [...(outcome?.records ?? []), ...carried], run, outcome?.writeFailures ?? 0);
  // The run's repeats were decided by each file's pass policy; only the carried ones are recomputed.
  if (!outcome?.repeats) return merged;
  const repeats = [...outcome.repeats, ...repeatedCasesOf(carried, run.passPolicy ?? DEFAULT_PASS_POLICY)];
  return {
    ...merged,
    repeats,
    ...(outcome.passPolicy ? { passPolicy: outcome.passPolicy } : {}),
    ...(outcome.earlyStopped !== undefined ? { earlyStopped: outcome.earlyStopped } : {}),
  };
}

async function appendRecords(
  file: string,
  records: readonly EvalResult[],
  format: OutputFormat,
  append: boolean,
): Promise<void> {
  const writer = await createResultWriter(file, format, { append });
  try {
    for (const record of records) await writer.append(record);
  } finally {
    await writer.close();
  }
}

/** Summary and repeats of a set of records read back or merged (the pass policy of the input, else `all`). */
function producedFrom(
  file: string,
  records: EvalResult[],
  run: Pick<RunOptions, 'passPolicy'>,
  writeFailures: number,
): ProducedResults {
  const policy = run.passPolicy ?? DEFAULT_PASS_POLICY;
  const repeats = repeatedCasesOf(records, policy);
  return {
    resultsPath: file,
    summary: computeSummary(records.map(toStatsEntry)),
    records,
    writeFailures,
    ...(repeats.length > 0 ? { repeats, passPolicy: formatPassPolicy(policy) } : {}),
  };
}

import path from 'node:path';
import { parseRunOptionInputs } from '../engine/run/run-options.js';
import { outputFileError } from '../errors/config-error.js';
import { computeSummary, toStatsEntry } from '../results/compute-summary.js';
import type { OutputFormat } from '../results/eval-result.js';
import { formatSummary } from '../results/format-summary.js';
import { mergeResults, type ResultsFile } from '../results/merge-results.js';
import { readResults } from '../results/read-results.js';
import { DEFAULT_PASS_POLICY, formatPassPolicy, formatRepeats, repeatedCasesOf } from '../results/repeats.js';
import { createResultWriter } from '../results/result-writer.js';
import type { CliIO } from './cli-io.js';

/** `agentv merge`'s flags as commander hands them over. */
export interface MergeFlags {
  out: string;
  outputFormat?: string;
}

/**
 * Runs `agentv merge` (merge-command.ts) and returns its exit code. Overlapping shards (a record
 * key in two files) and unreadable files are ConfigErrors, so exit 2.
 */
export async function runMergeCommand(files: string[], flags: MergeFlags, io: CliIO): Promise<number> {
  const format = outputFormatFor(flags);
  const inputs: ResultsFile[] = [];
  for (const file of files) {
    const { records, warnings } = await readResults(file);
    for (const warning of warnings) io.stderr(`warning: ${warning}\n`);
    inputs.push({ file, records });
  }
  const merged = mergeResults(inputs);
  const writer = await createResultWriter(path.resolve(flags.out), format).catch((cause: unknown) => {
    throw outputFileError(flags.out, 'merged results file', cause, '--out');
  });
  try {
    for (const record of merged) await writer.append(record);
  } finally {
    await writer.close();
  }
  const read = inputs.reduce((sum, input) => sum + input.records.length, 0);
  const repeated = read > merged.length ? `; ${read - merged.length} repeated case(s) of a --queue run dropped` : '';
  io.stderr(`merged ${merged.length} result(s) from ${files.length} file(s)${repeated}\n`);
  io.stdout(`${formatSummary(computeSummary(merged.map(toStatsEntry)))}\n`);
  // The same repeats section eval prints (under the default policy: merge does not read the eval files).
  const repeats = repeatedCasesOf(merged);
  if (repeats.length > 0) io.stdout(`${formatRepeats(repeats, formatPassPolicy(DEFAULT_PASS_POLICY))}\n`);
  io.stdout(`Results: ${writer.path}\n`);
  return 0;
}

function outputFormatFor(flags: MergeFlags): OutputFormat {
  const given = parseRunOptionInputs({ 'output-format': flags.outputFormat }, (name) => `--${name}`)['output-format'];
  if (given !== undefined) return given;
  return /\.ya?ml$/i.test(flags.out) ? 'yaml' : 'jsonl';
}

import path from 'node:path';
import { reportRedactor } from '../compose/write-run-reports.js';
import { ConfigError } from '../errors/config-error.js';
import { writeHtmlReport } from '../report/html-report.js';
import type { EvalResult } from '../results/eval-result.js';
import { labelAgreementOf, labelAgreementWarnings } from '../results/label-agreement.js';
import { mergeResults } from '../results/merge-results.js';
import { readResults } from '../results/read-results.js';
import type { CliIO } from './cli-io.js';
import { type LabelFlags, readLabelFlags } from './label-flags.js';

/** `agentv report`'s flags as commander hands them over. */
export interface ReportFlags extends LabelFlags {
  baseline?: string;
  out?: string;
}

/**
 * Runs `agentv report` (report-command.ts) and returns its exit code. Unreadable input is a
 * ConfigError naming the file and line.
 */
export async function runReportCommand(results: string, flags: ReportFlags, io: CliIO): Promise<number> {
  const out = path.resolve(flags.out ?? results.replace(/(\.[^./\\]+)?$/, '.html'));
  if (out === path.resolve(results) || (flags.baseline !== undefined && out === path.resolve(flags.baseline))) {
    throw new ConfigError(
      `-o ${flags.out ?? out} would overwrite a results file`,
      { file: out },
      'give the report a path of its own, e.g. -o report.html',
    );
  }
  const labels = await readLabelFlags(flags, process.cwd());
  // Result files from other tools (or from before a key moved into the env) may hold secrets:
  // scrubbed by the rule every report of a run follows.
  const redactor = reportRedactor({ env: process.env });
  const records = redactor.deep(await load(results, io));
  const baseline =
    flags.baseline === undefined
      ? undefined
      : { file: flags.baseline, records: redactor.deep(await load(flags.baseline, io)) };
  const agreement = labels && labelAgreementOf(records, labels);
  for (const warning of labelAgreementWarnings(agreement)) io.stderr(`warning: ${warning}\n`);
  await writeHtmlReport(
    out,
    {
      records,
      resultsFile: results,
      baseline,
      generatedAt: new Date().toISOString(),
      labels: agreement,
      givenLabels: labels && redactor.deep(labels.labels),
    },
    '-o',
  );
  io.stdout(`Report: ${out}\n`);
  return 0;
}

async function load(file: string, io: CliIO): Promise<EvalResult[]> {
  const { records, warnings } = await readResults(file);
  for (const warning of warnings) io.stderr(`warning: ${warning}\n`);
  if (records.length === 0) io.stderr(`warning: ${file}: no results in this file\n`);
  // The same case twice (two runs concatenated) would be shown and counted twice: refused, as by
  // compare and merge.
  return mergeResults(
    [{ file, records }],
    'report one run per file; remove the repeated record, or join shards with agentv merge first',
  );
}

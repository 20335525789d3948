import path from 'node:path';
import type { Command } from 'commander';
import { ConfigError } from '../errors/config-error.js';
import type { EvalResult } from '../results/eval-result.js';
import { mergeResults } from '../results/merge-results.js';
import { readResults } from '../results/read-results.js';
import { labelAgreementOf, labelAgreementWarnings } from '../results/label-agreement.js';
import type { CliIO } from './cli-io.js';
import { type LabelFlags, readLabelFlags } from './label-flags.js';

interface ReportFlags extends LabelFlags {
  baseline?: string;
  out?: string;
}

/**
 * `agentv report <results> [--baseline <results>] [-o report.html]`: one self-contained HTML file
 * of a run (no server, no network). Unreadable input is a ConfigError naming the file and line.
 */
export function registerReportCommand(program: Command, io: CliIO): void {
  program
    .command('report')
    .description(
      'write a run as one self-contained HTML file: overview, sortable case table, each case in full; ' +
        'with --baseline every case before and after',
    )
    .argument('<results>', 'results file (JSONL or YAML)')
    .option('--baseline <results>', "results file to compare with, e.g. the base branch's run")
    .option('-o, --out <path>', "HTML file to write (default: the results file's name with .html)")
    .option(
      '--labels <file>',
      "people's labels saved from a report: the overview shows each judge's agreement with them",
    )
    .option('--min-label-agreement <n>', 'flag a judge whose agreement with --labels is below this share (default 0.8)')
    .action(async (results: string, flags: ReportFlags) => {
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
      const { reportRedactor } = await import('../compose/write-run-reports.js');
      const redactor = reportRedactor({ env: process.env });
      const records = redactor.deep(await load(results, io));
      const baseline =
        flags.baseline === undefined
          ? undefined
          : { file: flags.baseline, records: redactor.deep(await load(flags.baseline, io)) };
      const agreement = labels && labelAgreementOf(records, labels);
      for (const warning of labelAgreementWarnings(agreement)) io.stderr(`warning: ${warning}\n`);
      const { writeHtmlReport } = await import('../report/html-report.js');
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
      io.setExitCode(0);
    });
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

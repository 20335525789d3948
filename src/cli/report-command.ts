import path from 'node:path';
import type { Command } from 'commander';
import { ConfigError } from '../errors/config-error.js';
import type { EvalResult } from '../results/eval-result.js';
import { mergeResults } from '../results/merge-results.js';
import { readResults } from '../results/read-results.js';
import type { CliIO } from './cli-io.js';

interface ReportFlags {
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
    .action(async (results: string, flags: ReportFlags) => {
      const out = path.resolve(flags.out ?? results.replace(/(\.[^./\\]+)?$/, '.html'));
      if (out === path.resolve(results) || (flags.baseline !== undefined && out === path.resolve(flags.baseline))) {
        throw new ConfigError(
          `-o ${flags.out ?? out} would overwrite a results file`,
          { file: out },
          'give the report a path of its own, e.g. -o report.html',
        );
      }
      // Result files from other tools (or from before a key moved into the env) may hold secrets:
      // scrubbed by the rule every report of a run follows.
      const { reportRedactor } = await import('../compose/write-run-reports.js');
      const redactor = reportRedactor({ env: process.env });
      const records = redactor.deep(await load(results, io));
      const baseline =
        flags.baseline === undefined
          ? undefined
          : { file: flags.baseline, records: redactor.deep(await load(flags.baseline, io)) };
      const { writeHtmlReport } = await import('../report/html-report.js');
      await writeHtmlReport(
        out,
        { records, resultsFile: results, baseline, generatedAt: new Date().toISOString() },
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

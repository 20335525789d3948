import { access, constants, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Redactor } from '../engine/redactor.js';
import type { RunOutcome } from '../engine/run-eval.js';
import type { Runtime } from '../engine/runtime.js';
import { ConfigError, outputFileError } from '../errors/config-error.js';
import { writeJunitReport } from '../results/junit-report.js';
import { readResults } from '../results/read-results.js';
import type { EvalResult } from '../results/eval-result.js';

/** The files `agentv eval` writes from its results once the run is over (absolute paths). */
export interface RunReportFiles {
  junit?: string;
  report?: string;
}

const FLAGS: Record<keyof RunReportFiles, { flag: string; what: string; example: string }> = {
  junit: { flag: '--junit', what: 'JUnit report', example: 'junit.xml' },
  report: { flag: '--report', what: 'HTML report', example: 'report.html' },
};

/**
 * Resolves `--junit` and `--report` and checks, before any case runs, that each file can be
 * written: its folder is created and must be writable, and the path must not be a folder (that it
 * differs from every other output is checked first, by distinct-outputs.ts).
 */
export async function prepareRunReports(
  given: Partial<Record<keyof RunReportFiles, string>>,
  cwd: string,
): Promise<RunReportFiles> {
  const files: RunReportFiles = {};
  for (const name of Object.keys(FLAGS) as (keyof RunReportFiles)[]) {
    const raw = given[name];
    if (raw === undefined) continue;
    const { flag, what, example } = FLAGS[name];
    if (raw.trim() === '')
      throw new ConfigError(`${flag} needs a file path`, {}, `pass the ${what}'s path, e.g. ${flag} ${example}`);
    const file = path.resolve(cwd, raw);
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await access(path.dirname(file), constants.W_OK);
      if ((await stat(file).catch(() => undefined))?.isDirectory())
        throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
    } catch (cause) {
      throw outputFileError(file, what, cause, flag);
    }
    files[name] = file;
  }
  return files;
}

/**
 * Writes the requested reports from the results file as it stands after the run (a resumed run's
 * earlier records included); the HTML report compares with `baseline` when there is one. Records are scrubbed of the environment's secret values once more:
 * a resumed file may hold records from before a key was moved into the environment.
 */
export async function writeRunReports(
  files: RunReportFiles,
  outcome: RunOutcome,
  runtime: Runtime,
  output: { human(text: string): void },
  baseline?: { file: string; records: EvalResult[] },
): Promise<void> {
  if (files.junit === undefined && files.report === undefined) return;
  const { records } = await readResults(outcome.resultsPath);
  const clean = Redactor.fromEnv(runtime.env).deep(records);
  if (files.junit !== undefined) {
    await writeJunitReport(files.junit, clean, { repeats: outcome.repeats });
    output.human(`JUnit report: ${files.junit}\n`);
  }
  if (files.report !== undefined) {
    const { writeHtmlReport } = await import('../report/html-report.js');
    const input = {
      records: clean,
      resultsFile: outcome.resultsPath,
      generatedAt: new Date(runtime.now()).toISOString(),
    };
    // With --baseline the report has its comparison tab, as `agentv report --baseline` gives.
    const withBaseline = baseline
      ? { ...input, baseline: { file: baseline.file, records: Redactor.fromEnv(runtime.env).deep(baseline.records) } }
      : input;
    await writeHtmlReport(files.report, withBaseline, '--report');
    output.human(`HTML report: ${files.report}\n`);
  }
}

import { access, constants, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Redactor } from '../engine/redactor.js';
import type { RunOutcome } from '../engine/run-eval.js';
import { ConfigError, outputFileError } from '../errors/config-error.js';
import { writeJunitReport } from '../results/junit-report.js';
import { readResults } from '../results/read-results.js';
import type { CliIO } from './cli-io.js';

/** The files `agentv eval` writes from its results once the run is over (absolute paths). */
export interface RunReportFiles {
  junit?: string;
}

const FLAGS: Record<keyof RunReportFiles, { flag: string; what: string }> = {
  junit: { flag: '--junit', what: 'JUnit report' },
};

/**
 * Resolves `--junit` and checks, before any case runs, that each file can be written: its folder
 * is created, must be writable, and the path must not be a folder or the results file itself.
 */
export async function prepareRunReports(given: Partial<Record<keyof RunReportFiles, string>>, cwd: string, resultsPath: string): Promise<RunReportFiles> {
  const files: RunReportFiles = {};
  for (const name of Object.keys(FLAGS) as (keyof RunReportFiles)[]) {
    const raw = given[name];
    if (raw === undefined) continue;
    const { flag, what } = FLAGS[name];
    if (raw.trim() === '') throw new ConfigError(`${flag} needs a file path`, {}, `pass the ${what}'s path, e.g. ${flag} report.xml`);
    const file = path.resolve(cwd, raw);
    if (file === resultsPath) throw new ConfigError(`${flag} ${raw} is the results file`, { file }, `give the ${what} a path of its own`);
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await access(path.dirname(file), constants.W_OK);
      if ((await stat(file).catch(() => undefined))?.isDirectory()) throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
    } catch (cause) {
      throw outputFileError(file, what, cause, flag);
    }
    files[name] = file;
  }
  return files;
}

/**
 * Writes the requested reports from the results file as it stands after the run (a resumed run's
 * earlier records included). Records are scrubbed of the environment's secret values once more:
 * a resumed file may hold records from before a key was moved into the environment.
 */
export async function writeRunReports(files: RunReportFiles, outcome: RunOutcome, env: Readonly<Record<string, string | undefined>>, io: CliIO): Promise<void> {
  if (files.junit === undefined) return;
  const { records } = await readResults(outcome.resultsPath);
  const clean = Redactor.fromEnv(env).deep(records);
  if (files.junit !== undefined) {
    await writeJunitReport(files.junit, clean, { repeats: outcome.repeats });
    io.stdout(`JUnit report: ${files.junit}\n`);
  }
}

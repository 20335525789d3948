import { access, constants, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, outputFileError } from '../errors/config-error.js';

/** The files `agentv eval` writes from its results once the run is over (absolute paths). */
export interface ReportFlagFiles {
  junit?: string;
  report?: string;
  output?: string;
}

const FLAGS: Record<keyof ReportFlagFiles, { flag: string; what: string; example: string }> = {
  junit: { flag: '--junit', what: 'JUnit report', example: 'junit.xml' },
  report: { flag: '--report', what: 'HTML report', example: 'report.html' },
  output: { flag: '--output', what: "promptfoo's results file", example: 'results.json' },
};

/**
 * Resolves `--junit`, `--report` and `--output` and checks, before any case runs, that each file can be
 * written: its folder is created and must be writable, and the path must not be a folder (that it
 * differs from every other output is checked first, by distinct-outputs.ts).
 */
export async function prepareRunReports(
  given: Partial<Record<keyof ReportFlagFiles, string>>,
  cwd: string,
): Promise<ReportFlagFiles> {
  const files: ReportFlagFiles = {};
  for (const name of Object.keys(FLAGS) as (keyof ReportFlagFiles)[]) {
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

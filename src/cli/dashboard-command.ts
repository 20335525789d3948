import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { ConfigError, outputFileError } from '../errors/config-error.js';
import { DEFAULT_MAX_RUNS, serializeHistoryIndex } from '../history/history-index.js';
import { renderDashboard } from '../history/render-dashboard.js';
import type { CliIO } from './cli-io.js';
import { readHistoryFolder } from './read-history-folder.js';

interface DashboardFlags {
  out: string;
  maxRuns: string;
}

/**
 * `agentv dashboard <folder> -o <dir>`: the dashboard of every suite's runs as one static site
 * (`<dir>/index.html` and each suite's `<dir>/<suite>/index.json`), the same page a results branch
 * carries, for GitLab Pages or a shared disk.
 */
export function registerDashboardCommand(program: Command, io: CliIO): void {
  program
    .command('dashboard')
    .description(
      'build the dashboard of a folder of results files or a results-branch checkout: every suite over time, ' +
        'a case across runs, flaky cases, any two runs compared (one self-contained index.html)',
    )
    .argument('<folder>', 'folder of results files (.jsonl, .jsonl.gz, .yaml; searched recursively) or a checkout')
    .requiredOption('-o, --out <dir>', "folder to write index.html and the suites' index.json files into")
    .option('--max-runs <n>', 'runs kept per suite, the newest', String(DEFAULT_MAX_RUNS))
    .action(async (folder: string, flags: DashboardFlags) => {
      const maxRuns = Number(flags.maxRuns);
      if (!Number.isInteger(maxRuns) || maxRuns < 1) {
        throw new ConfigError(
          `--max-runs ${flags.maxRuns} is not a whole number of at least 1`,
          {},
          'e.g. --max-runs 500',
        );
      }
      const indexes = await readHistoryFolder(folder, (text) => io.stderr(`warning: ${text}\n`), maxRuns);
      const out = path.resolve(flags.out);
      const file = path.join(out, 'index.html');
      try {
        for (const [suite, index] of indexes) {
          await mkdir(path.join(out, suite), { recursive: true });
          await writeFile(path.join(out, suite, 'index.json'), serializeHistoryIndex(index));
        }
        await writeFile(file, renderDashboard([...indexes.values()]));
      } catch (cause) {
        throw outputFileError(file, 'dashboard', cause, '-o');
      }
      const runs = [...indexes.values()].reduce((n, i) => n + i.runs.length, 0);
      io.stdout(`Dashboard: ${file} (${indexes.size} suite(s), ${runs} run(s))\n`);
      io.setExitCode(0);
    });
}

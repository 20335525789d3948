import type { Command } from 'commander';
import { DEFAULT_MAX_RUNS } from '../results/result-defaults.js';
import type { CliIO } from './cli-io.js';
import type { DashboardFlags } from './run-dashboard-command.js';

/**
 * `agentv dashboard <folder> -o <dir>`: the dashboard of every suite's runs as one static site
 * (`<dir>/index.html` and each suite's `<dir>/<suite>/index.json`), the same page a results branch
 * carries, for GitLab Pages or a shared disk. The work (run-dashboard-command.ts) is imported when
 * the command runs, so `--help` stays fast.
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
      const { runDashboardCommand } = await import('./run-dashboard-command.js');
      io.setExitCode(await runDashboardCommand(folder, flags, io));
    });
}

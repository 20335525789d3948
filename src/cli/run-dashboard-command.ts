import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, outputFileError } from '../errors/config-error.js';
import { serializeHistoryIndex } from '../history/history-index.js';
import { renderDashboard } from '../history/render-dashboard.js';
import type { CliIO } from './cli-io.js';
import { readHistoryFolder } from './read-history-folder.js';

/** `agentv dashboard`'s flags as commander hands them over. */
export interface DashboardFlags {
  out: string;
  maxRuns: string;
}

/** Runs `agentv dashboard` (dashboard-command.ts) and returns its exit code. */
export async function runDashboardCommand(folder: string, flags: DashboardFlags, io: CliIO): Promise<number> {
  const maxRuns = Number(flags.maxRuns);
  if (!Number.isInteger(maxRuns) || maxRuns < 1) {
    throw new ConfigError(`--max-runs ${flags.maxRuns} is not a whole number of at least 1`, {}, 'e.g. --max-runs 500');
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
  return 0;
}
